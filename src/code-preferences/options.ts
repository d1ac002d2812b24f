// The code preferences and their cookie names, without the cookie code: the provider is part of
// every page's first load and needs only these, while `./cookies` (and the cookie library) load
// after hydration.

/** Languages a demo's source can be shown in. */
export const CODE_VARIANTS = ['TS', 'JS'] as const;
/** Language a demo's source is shown in. */
export type CodeVariant = (typeof CODE_VARIANTS)[number];
/** Shown until the reader picks another variant. */
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
/** Cookie remembering the code variant. */
export const CODE_VARIANT_COOKIE = 'codeVariant';

/** Styling approaches a demo's source can be shown in. */
export const CODE_STYLINGS = ['MUI System', 'CSS'] as const;
/** Styling approach a demo's source is shown in. */
export type CodeStyling = (typeof CODE_STYLINGS)[number];
/** Shown until the reader picks another styling. */
export const DEFAULT_CODE_STYLING: CodeStyling = 'MUI System';
/** Cookie remembering the code styling variant. */
export const CODE_STYLING_COOKIE = 'codeStyling';
