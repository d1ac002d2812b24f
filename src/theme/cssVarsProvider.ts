import { unstable_createCssVarsProvider as createCssVarsProvider } from '@mui/system';
import styleFunctionSx from '@mui/system/styleFunctionSx';
import {
  THEME_ID,
  private_createTypography as createTypography,
  private_excludeVariablesFromRoot as excludeVariablesFromRoot,
  type SupportedColorScheme,
  type CssVarsTheme,
} from '@mui/material/styles';
import { COLOR_MODE_STORAGE_KEY } from './constants';
import { installOsSchemeTransition } from './osSchemeTransition';

installOsSchemeTransition();

/**
 * Material UI's CSS-variables provider, set up as `@mui/material/styles` does, but without the
 * default theme that module builds on import: the docs always pass their own theme, and building
 * an unused one cost every page a few milliseconds of script evaluation before hydration.
 *
 * `useColorScheme` must come from here: each provider has its own colour-scheme context.
 */
const provider = createCssVarsProvider<SupportedColorScheme, typeof THEME_ID>({
  themeId: THEME_ID,
  // Never used (the docs pass `theme`), but the factory checks that the default colour schemes
  // exist in the default theme.
  theme: { colorSchemes: { light: {}, dark: {} } },
  attribute: 'data-mui-color-scheme',
  modeStorageKey: COLOR_MODE_STORAGE_KEY,
  colorSchemeStorageKey: 'mui-color-scheme',
  defaultColorScheme: { light: 'light', dark: 'dark' },
  resolveTheme: (theme) => {
    const cssVarsTheme = theme as unknown as CssVarsTheme;
    const resolved = {
      ...cssVarsTheme,
      typography: createTypography(cssVarsTheme.palette, cssVarsTheme.typography),
    };
    resolved.unstable_sx = function sx(props) {
      return styleFunctionSx({ sx: props, theme: this });
    };
    return resolved;
  },
  excludeVariablesFromRoot,
});

export const DocsCssVarsProvider = provider.CssVarsProvider;
export const useColorScheme = provider.useColorScheme;
