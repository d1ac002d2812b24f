import { private_excludeVariablesFromRoot as excludeVariablesFromRoot } from '@mui/material/styles';
import { createDocsTheme } from './docsTheme';
import { COLOR_SCHEME_ATTRIBUTE } from './colorMode';

type CssVars = Record<string, string | number>;

function block(selector: string, vars: CssVars): string {
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `${selector}{${body}}`;
}

/**
 * The theme's CSS variables as a stylesheet, laid out as Material UI's CSS-variables provider lays
 * them out: the scheme-independent ones on `:root`, the light scheme on `:root` and on
 * `[data-mui-color-scheme="light"]` (its overlays only on the latter), the dark scheme on
 * `[data-mui-color-scheme="dark"]`. The export inlines it in every page, so the page and every part
 * of it have their colours before any script runs, and changing the mode is one attribute write.
 *
 * Pass a theme built with the reader's palette to override the default colours at run time.
 */
export function themeCssVarsStylesheet(theme = createDocsTheme()): string {
  const generate = theme.generateCssVars as (scheme?: string) => { css: CssVars };
  const excluded = new Set(excludeVariablesFromRoot(theme.cssVarPrefix ?? 'mui'));
  const sheets = [block(':root', generate().css)];
  for (const scheme of ['light', 'dark'] as const) {
    const { css } = generate(scheme);
    const selector = `[${COLOR_SCHEME_ATTRIBUTE}="${scheme}"]`;
    if (scheme === 'light') {
      const shared: CssVars = {};
      const lightOnly: CssVars = {};
      for (const [name, value] of Object.entries(css)) {
        if (excluded.has(name)) lightOnly[name] = value;
        else shared[name] = value;
      }
      sheets.push(block(selector, lightOnly), block(`:root,${selector}`, shared));
    } else {
      sheets.push(block(selector, css));
    }
  }
  return sheets.join('');
}
