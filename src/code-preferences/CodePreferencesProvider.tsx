import * as React from 'react';
import { useHydrated } from '@/src/layout/HydrateLater';
import {
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  type CodeStyling,
  type CodeVariant,
} from './options';

type CookieModule = typeof import('./cookies');

/**
 * The cookie code, with the cookie library, is fetched once it is first needed (after hydration,
 * or on a choice) instead of weighing on every page's first load. A chunk that fails to load only
 * means the choice is not read or remembered, as with blocked cookies.
 */
function withCookies(use: (cookies: CookieModule) => void): void {
  import('./cookies').then(use, () => {});
}

/** The reader's code preferences and their setters. */
export interface CodePreferences {
  codeVariant: CodeVariant;
  setCodeVariant: (value: CodeVariant) => void;
  codeStyling: CodeStyling;
  setCodeStyling: (value: CodeStyling) => void;
}

/** Code preferences context; null outside `CodePreferencesProvider`. */
export const CodePreferencesContext = React.createContext<CodePreferences | null>(null);
CodePreferencesContext.displayName = 'CodePreferencesContext';

/** Provides the code variant and code styling, remembered in one-year cookies. */
export function CodePreferencesProvider({ children }: { children?: React.ReactNode }) {
  // The first render always uses the defaults: the static HTML was exported without any cookie, so
  // reading cookies during render would make the hydrated markup differ from the server's.
  const [codeVariant, setCodeVariantState] = React.useState<CodeVariant>(DEFAULT_CODE_VARIANT);
  const [codeStyling, setCodeStylingState] = React.useState<CodeStyling>(DEFAULT_CODE_STYLING);

  // Applied once every part of the page has hydrated: a part hydrating after the change would
  // adopt its exported markup (TypeScript selected) without the change.
  const hydrated = useHydrated();
  // A choice made before the cookies were read wins over what they say.
  const chosen = React.useRef(false);
  React.useEffect(() => {
    if (!hydrated) return undefined;
    let active = true;
    withCookies((cookies) => {
      if (!active || chosen.current) return;
      const cookieString = cookies.readDocumentCookie();
      setCodeVariantState(cookies.readCodeVariant(cookieString));
      setCodeStylingState(cookies.readCodeStyling(cookieString));
    });
    return () => {
      active = false;
    };
  }, [hydrated]);

  const setCodeVariant = React.useCallback((value: CodeVariant) => {
    chosen.current = true;
    setCodeVariantState(value);
    withCookies((cookies) => cookies.writeCodeVariant(value));
  }, []);

  const setCodeStyling = React.useCallback((value: CodeStyling) => {
    chosen.current = true;
    setCodeStylingState(value);
    withCookies((cookies) => cookies.writeCodeStyling(value));
  }, []);

  const value = React.useMemo(
    () => ({ codeVariant, setCodeVariant, codeStyling, setCodeStyling }),
    [codeVariant, setCodeVariant, codeStyling, setCodeStyling],
  );

  return (
    <CodePreferencesContext.Provider value={value}>{children}</CodePreferencesContext.Provider>
  );
}

/** Returns the code preferences; throws when used outside `CodePreferencesProvider`. */
export function useCodePreferences(): CodePreferences {
  const preferences = React.useContext(CodePreferencesContext);
  if (preferences === null) {
    throw new Error('Forgot to wrap component in `CodePreferencesProvider`');
  }
  return preferences;
}
