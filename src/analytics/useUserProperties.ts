import * as React from 'react';
import { useColorMode } from '@/src/theme/colorMode';
import { useCodePreferences } from '@/src/code-preferences/CodePreferencesProvider';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { setUserProperties } from './gtag';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function useOsColorScheme(): 'light' | 'dark' | null {
  const [scheme, setScheme] = React.useState<'light' | 'dark' | null>(null);
  React.useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DARK_QUERY);
    const update = () => setScheme(query.matches ? 'dark' : 'light');
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return scheme;
}

function useDevicePixelRatio(): number | null {
  const [ratio, setRatio] = React.useState<number | null>(null);
  React.useEffect(() => {
    let query: MediaQueryList | null = null;
    const update = () => {
      setRatio(Math.round(window.devicePixelRatio * 10) / 10);
      // A resolution query only fires once, when the ratio leaves it: watch the new ratio next.
      query?.removeEventListener?.('change', update);
      query =
        typeof window.matchMedia === 'function'
          ? window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`)
          : null;
      query?.addEventListener?.('change', update);
    };
    update();
    return () => query?.removeEventListener?.('change', update);
  }, []);
  return ratio;
}

/** Sends one user property when it is known and whenever it changes. */
function useUserProperty(enabled: boolean, name: string, value: unknown): void {
  React.useEffect(() => {
    if (enabled && value !== null && value !== undefined) setUserProperties({ [name]: value });
  }, [enabled, name, value]);
}

/** Sends each analytics user property once known, and again whenever it changes. */
export function useUserProperties(enabled: boolean): void {
  const { codeVariant, codeStyling } = useCodePreferences();
  const userLanguage = useUserLanguage();
  const { resolvedMode: colorScheme } = useColorMode();
  const colorSchemeOS = useOsColorScheme();
  const devicePixelRatio = useDevicePixelRatio();

  useUserProperty(enabled, 'codeVariant', codeVariant);
  useUserProperty(enabled, 'userLanguage', userLanguage);
  useUserProperty(enabled, 'devicePixelRatio', devicePixelRatio);
  useUserProperty(enabled, 'colorSchemeOS', colorSchemeOS);
  useUserProperty(enabled, 'colorScheme', colorScheme);
  useUserProperty(enabled, 'codeStylingVariant', codeStyling);
}
