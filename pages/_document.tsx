import * as React from 'react';
import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { COLOR_MODE_STORAGE_KEY } from '@/src/theme/constants';
import { directionInitScript } from '@/src/theme/direction';
import { themeCssVarsStylesheet } from '@/src/theme/themeCssVars';
import { readStaticCss } from '@/src/styles/staticCss';
import { UNDER_APP_BAR_ID } from '@/src/layout/appHeader';
import { isPlaygroundPath } from '@/src/routing/layoutRules';

/**
 * The HTML shell: language, the page's whole stylesheet (the theme's colour variables and the static
 * styles of src/styles), and the colour mode and direction set before first paint. No runtime
 * styling is needed to render or hydrate a page; Material UI's styles are added in the browser by
 * the parts that use it (`MuiIsland`).
 */
export default function DocsDocument(props: DocumentProps) {
  const pageProps = props.__NEXT_DATA__.props?.pageProps as { userLanguage?: string } | undefined;
  const lang = pageProps?.userLanguage === 'zh' ? 'zh-CN' : 'en';
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        <meta name="theme-color" content="#0A66C2" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <style id="theme-vars" dangerouslySetInnerHTML={{ __html: themeCssVarsStylesheet() }} />
        <style id="docs-static-css" dangerouslySetInnerHTML={{ __html: readStaticCss() }} />
        {/* No paint before the app bar is whole (src/layout/appHeader.ts); the playground has none. */}
        {isPlaygroundPath(props.__NEXT_DATA__.page) ? null : (
          <link rel="expect" href={`#${UNDER_APP_BAR_ID}`} blocking="render" />
        )}
      </Head>
      <body>
        <InitColorSchemeScript defaultMode="system" modeStorageKey={COLOR_MODE_STORAGE_KEY} />
        <script dangerouslySetInnerHTML={{ __html: directionInitScript }} />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
