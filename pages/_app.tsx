import * as React from 'react';
import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { DocsThemeProvider } from '@/src/theme/DocsThemeProvider';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import { addTranslations } from '@/src/i18n/translations';
import type { TranslationTable } from '@/src/i18n/translate';
import { CodePreferencesProvider } from '@/src/code-preferences/CodePreferencesProvider';
import { AppFrame } from '@/src/layout/AppFrame';
import { NavigationProvider } from '@/src/navigation/NavigationContext';
import type { MuiPage } from '@/src/navigation/types';
import { AnalyticsProvider } from '@/src/analytics/AnalyticsProvider';
import { isPlaygroundPath, isLanguageCode } from '@/src/routing';
import { ServiceWorkerRegistration } from '@/src/service-worker/ServiceWorkerRegistration';
import { HYDRATION, HydrateLater, startDeferredHydration } from '@/src/layout/HydrateLater';

interface DocsPageProps {
  userLanguage?: string;
  /** The drawer's navigation, built at export time (`navigationFor`). */
  nav?: MuiPage[];
  /** Interface strings of the page's language when it is not English (`pageTranslations`). */
  translations?: TranslationTable | null;
}

/** Composes the providers of each concern; the layout is skipped on /playground pages. */
export default function DocsApp(props: AppProps<DocsPageProps>) {
  const { Component, pageProps } = props;
  const router = useRouter();
  const language =
    pageProps.userLanguage && isLanguageCode(pageProps.userLanguage)
      ? pageProps.userLanguage
      : 'en';
  // Registered before anything renders, so the first render already speaks the page's language.
  if (pageProps.translations) addTranslations(language, pageProps.translations);
  // The first hydration pass has committed: the parts it left for later hydrate one per task.
  React.useEffect(() => startDeferredHydration(), []);
  const page = <Component {...pageProps} />;
  const withPageProviders = (content: React.ReactNode) => (
    <DocsThemeProvider>
      <CodePreferencesProvider>
        <AnalyticsProvider>
          <NavigationProvider pages={pageProps.nav}>{content}</NavigationProvider>
        </AnalyticsProvider>
      </CodePreferencesProvider>
    </DocsThemeProvider>
  );
  return (
    <>
      <ServiceWorkerRegistration />
      <UserLanguageProvider defaultUserLanguage={language}>
        {isPlaygroundPath(router.pathname) ? (
          withPageProviders(page)
        ) : (
          // The first hydration pass stops here; then the providers hydrate, then the frame, then
          // its parts (app bar, article blocks, drawer...) one per task.
          <HydrateLater priority={HYDRATION.frame}>
            {withPageProviders(
              <HydrateLater priority={HYDRATION.frame}>
                <AppFrame>{page}</AppFrame>
              </HydrateLater>,
            )}
          </HydrateLater>
        )}
      </UserLanguageProvider>
    </>
  );
}
