import * as React from 'react';
import {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentProps,
} from 'next/document';
import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { COLOR_MODE_STORAGE_KEY } from '@/src/theme/constants';
import { directionInitScript } from '@/src/theme/direction';

type Props = DocumentProps & DocumentHeadTagsProps;

/** The HTML shell: language, critical Emotion CSS, and the colour mode set before first paint. */
export default function DocsDocument(props: Props) {
  const pageProps = props.__NEXT_DATA__.props?.pageProps as { userLanguage?: string } | undefined;
  const lang = pageProps?.userLanguage === 'zh' ? 'zh-CN' : 'en';
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        <meta name="emotion-insertion-point" content="" />
        <meta name="theme-color" content="#0A66C2" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <DocumentHeadTags {...props} />
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

DocsDocument.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
