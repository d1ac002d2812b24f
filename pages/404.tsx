import * as React from 'react';
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { ogImageTags } from '@/src/og/ogImageTags';
import { GENERIC_OG_IMAGE } from '@/src/og/ogImage';
import { LiteLinkButton } from '@/src/layout/LiteButton';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

/** The page served for any unknown path. */
export default function NotFoundPage() {
  const t = useTranslate();
  return (
    <main className="not-found">
      <Head>
        <title>{`${t('notFound.title')} - MUI X`}</title>
        <meta name="robots" content="noindex" />
        {ogImageTags(GENERIC_OG_IMAGE, 'MUI X documentation')}
      </Head>
      <p className="not-found-status">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <div className="not-found-actions">
        <LiteLinkButton href="/" data-variant="contained">
          {t('notFound.home')}
        </LiteLinkButton>
        <LiteLinkButton href="/x/">{t('notFound.browseX')}</LiteLinkButton>
      </div>
    </main>
  );
}

/** The 404 page shows the MUI X navigation, in English (it is served for every unknown path). */
export const getStaticProps: GetStaticProps = async () => {
  const { navigationFor } = await import('@/src/navigation/server/navigationFor');
  return { props: { nav: navigationFor('/x', 'en') } };
};
