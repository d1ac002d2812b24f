import * as React from 'react';
import type { GetStaticPaths, GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import type { LanguageCode } from '@/src/navigation/types';
import { findActivePage } from '@/src/navigation/buildPageTree';
import { getProductInfoFromUrl } from '@/src/routing';
import { DocsPageLayout } from '@/src/layout/DocsPageLayout';
import { PageHead } from '@/src/layout/PageHead';
import { pagesForCategory } from '@/src/layout/products';
import { MarkdownContent } from '@/src/markdown/MarkdownContent';
import type { DocsPageData } from '@/src/pages/contentSource';

const HomePage = dynamic(() => import('@/src/landing/HomePage'));
const XLandingPage = dynamic(() => import('@/src/landing/XLandingPage'));

interface Props {
  userLanguage: LanguageCode;
  pathname: string;
  data: DocsPageData;
}

/** Every docs page in both languages: the page registry decides what is exported. */
export default function DocsRoute({ userLanguage, pathname, data }: Props) {
  if (data.kind === 'home') {
    return <HomePage />;
  }
  if (data.kind === 'x-landing') {
    return <XLandingPage />;
  }
  const { markdown } = data;
  const product =
    getProductInfoFromUrl(pathname).productCategoryId === 'x' ? 'MUI X' : 'Material UI';
  const pages = pagesForCategory(getProductInfoFromUrl(pathname));
  const { activePage } = findActivePage(pages, pathname);
  return (
    <>
      <PageHead
        title={`${markdown.title} - ${product}`}
        description={markdown.description}
        pathname={pathname}
        language={userLanguage}
      />
      <DocsPageLayout
        title={markdown.title}
        description={markdown.description}
        toc={markdown.toc}
        page={activePage}
        pages={pages}
        pathname={pathname}
        sourcePath={markdown.sourcePath}
      >
        <MarkdownContent code={markdown.code} demos={markdown.demos} />
      </DocsPageLayout>
    </>
  );
}

export const getStaticPaths: GetStaticPaths = async () => {
  const { allSlugs } = await import('@/src/pages/contentSource');
  return { paths: allSlugs().map((slug) => ({ params: { slug } })), fallback: false };
};

export const getStaticProps: GetStaticProps<Props, { slug?: string[] }> = async ({ params }) => {
  const { loadPageData, parseSlug } = await import('@/src/pages/contentSource');
  const { language, pathname } = parseSlug(params?.slug);
  return { props: { userLanguage: language, pathname, data: await loadPageData(pathname) } };
};
