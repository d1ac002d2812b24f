import * as React from 'react';
import type { GetStaticProps } from 'next';
import Head from 'next/head';
import { LiteLinkButton } from '@/src/layout/LiteButton';
import { styled } from '@mui/material/styles';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

const Main = styled('main')(({ theme }) => ({
  maxWidth: 640,
  margin: '0 auto',
  padding: theme.spacing(12, 3),
  textAlign: 'center',
  '& h1': { ...theme.typography.h1, margin: theme.spacing(1, 0, 2) },
  '& p': { color: theme.vars.palette.text.secondary, fontSize: 17, lineHeight: 1.6 },
}));

/** The page served for any unknown path. */
export default function NotFoundPage() {
  const t = useTranslate();
  return (
    <Main>
      <Head>
        <title>{`${t('notFound.title')} - MUI X`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <p style={{ fontWeight: 700, fontSize: 15, margin: 0 }}>404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <div
        style={{
          display: 'flex',
          gap: 12,
          justifyContent: 'center',
          flexWrap: 'wrap',
          marginTop: 24,
        }}
      >
        <LiteLinkButton href="/" data-variant="contained">
          {t('notFound.home')}
        </LiteLinkButton>
        <LiteLinkButton href="/x/">{t('notFound.browseX')}</LiteLinkButton>
      </div>
    </Main>
  );
}

/** The 404 page shows the MUI X navigation, in English (it is served for every unknown path). */
export const getStaticProps: GetStaticProps = async () => {
  const { navigationFor } = await import('@/src/layout/products');
  return { props: { nav: navigationFor('/x', 'en') } };
};
