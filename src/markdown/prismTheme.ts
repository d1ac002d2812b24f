import type { CSSObject } from '@mui/material/styles';

/**
 * Prism token colours for light and dark code blocks. Each colour keeps at least 4.5:1 contrast
 * on its background (okaidia's pink on #272822 did not, see DESIGN.md).
 */
const light = {
  background: '#F6F8FA',
  border: '#DAE2ED',
  text: '#1C2025',
  comment: '#57606A',
  keyword: '#A0111F',
  string: '#0A3069',
  function: '#6639BA',
  number: '#0550AE',
  tag: '#116329',
  attr: '#953800',
  punctuation: '#434D5B',
  inserted: '#116329',
  deleted: '#A0111F',
};

const dark = {
  background: '#0F1924',
  border: '#2F3A46',
  text: '#E6EDF3',
  comment: '#9DA8B7',
  keyword: '#FF8A8A',
  string: '#A5D6FF',
  function: '#D2A8FF',
  number: '#79C0FF',
  tag: '#7EE787',
  attr: '#FFA657',
  punctuation: '#C7D0DD',
  inserted: '#7EE787',
  deleted: '#FF8A8A',
};

function tokens(palette: typeof light): CSSObject {
  return {
    '--code-bg': palette.background,
    '--code-border': palette.border,
    '--code-text': palette.text,
    '& .token.comment, & .token.prolog, & .token.doctype, & .token.cdata': {
      color: palette.comment,
    },
    '& .token.keyword, & .token.important, & .token.atrule, & .token.rule': {
      color: palette.keyword,
    },
    '& .token.string, & .token.char, & .token.regex, & .token.attr-value, & .token.template-string':
      {
        color: palette.string,
      },
    '& .token.function, & .token.class-name, & .token.maybe-class-name': {
      color: palette.function,
    },
    '& .token.number, & .token.boolean, & .token.constant, & .token.builtin, & .token.operator': {
      color: palette.number,
    },
    '& .token.tag, & .token.selector, & .token.property': { color: palette.tag },
    '& .token.attr-name, & .token.parameter': { color: palette.attr },
    '& .token.punctuation': { color: palette.punctuation },
    '& .token.inserted': { color: palette.inserted },
    '& .token.deleted': { color: palette.deleted },
  };
}

/** Styles for every highlighted block inside `root`, switching with the colour scheme attribute. */
export const prismStyles: CSSObject = {
  ...tokens(light),
  '[data-mui-color-scheme="dark"] &': tokens(dark),
};
