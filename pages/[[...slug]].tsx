import * as React from 'react';
import type { GetStaticPaths, GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import type { LanguageCode, MuiPage } from '@/src/navigation/types';
import type { TranslationTable } from '@/src/i18n/translate';
import { findActivePage } from '@/src/navigation/buildPageTree';
import { getProductInfoFromUrl } from '@/src/routing';
import { DocsPageLayout } from '@/src/layout/DocsPageLayout';
import { PageHead } from '@/src/layout/PageHead';
import { MarkdownContent } from '@/src/markdown/MarkdownContent';
import type { DocsPageData } from '@/src/content/server/pageData';
import { plainText } from '@/src/api-docs/inlineMarkdown';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

const HomePage = dynamic(() => import('@/src/landing/HomePage'));
const XLandingPage = dynamic(() => import('@/src/landing/XLandingPage'));
// API tables are only needed on /x/api/ pages, so text pages do not download them.
const ApiPage = dynamic(() => import('@/src/api-docs/ApiPage'));
const ApiChangesPage = dynamic(() => import('@/src/api-docs/ApiChangesPage'));

interface Props {
  userLanguage: LanguageCode;
  pathname: string;
  data: DocsPageData;
  nav: MuiPage[];
  translations: TranslationTable | null;
}

/** The product named after the page title ("Page title - Product"), so titles stay unique. */
function productLabel(pathname: string): string {
  if (getProductInfoFromUrl(pathname).productCategoryId === 'x') return 'MUI X';
  return pathname.startsWith('/system/') ? 'MUI System' : 'Material UI';
}

/** Every docs page in both languages: the page registry decides what is exported. */
export default function DocsRoute({ userLanguage, pathname, data, nav }: Props) {
  const t = useTranslate();
  if (data.kind === 'home') {
    return <HomePage />;
  }
  if (data.kind === 'x-landing') {
    return <XLandingPage />;
  }
  const product = productLabel(pathname);
  const pages = nav;
  const { activePage } = findActivePage(pages, pathname);
  if (data.kind === 'api-changes') {
    return (
      <>
        <PageHead
          title={`${t('api-history.changesTitle')} - ${product}`}
          description={t('api-history.changesDescription').replace('{version}', data.changes.first)}
          pathname={pathname}
          language={userLanguage}
          markdownTwin={false}
        />
        <ApiChangesPage changes={data.changes} pages={pages} pathname={pathname} />
      </>
    );
  }
  if (data.kind === 'api') {
    const { doc } = data.api;
    return (
      <>
        <PageHead
          title={`${doc.title} - ${product}`}
          description={plainText(doc.description)}
          pathname={pathname}
          language={userLanguage}
          markdownTwin={activePage != null}
        />
        <ApiPage api={data.api} page={activePage} pages={pages} pathname={pathname} />
      </>
    );
  }
  const { markdown } = data;
  return (
    <>
      <PageHead
        title={`${markdown.title} - ${product}`}
        description={markdown.description}
        pathname={pathname}
        language={userLanguage}
        markdownTwin={activePage != null}
      />
      <DocsPageLayout
        title={markdown.title}
        description={markdown.description}
        toc={markdown.toc}
        page={activePage}
        pages={pages}
        pathname={pathname}
        sourcePath={markdown.sourcePath}
        lastUpdated={data.lastUpdated}
      >
        <MarkdownContent parts={markdown.parts} demos={markdown.demos} />
      </DocsPageLayout>
    </>
  );
}

export const getStaticPaths: GetStaticPaths = async () => {
  const { allSlugs } = await import('@/src/content/server/registry');
  return { paths: allSlugs().map((slug) => ({ params: { slug } })), fallback: false };
};

export const getStaticProps: GetStaticProps<Props, { slug?: string[] }> = async ({ params }) => {
  const { loadPageData } = await import('@/src/content/server/pageData');
  const { parseSlug } = await import('@/src/content/paths');
  const { navigationFor } = await import('@/src/navigation/server/navigationFor');
  const { pageTranslations } = await import('@/src/i18n/server/allTranslations');
  const { language, pathname } = parseSlug(params?.slug);
  if (process.env.NODE_ENV === 'development') {
    // Rewritten on every edit of an MDX page or a demo, which refreshes the open page
    // (src/content/dev/contentWatcher.ts); never in a build.
    await import('@/src/content/dev/contentVersion.generated');
  }
  return {
    props: {
      userLanguage: language,
      pathname,
      data: await loadPageData(pathname, language),
      nav: navigationFor(pathname, language),
      translations: pageTranslations(language),
    },
  };
};
