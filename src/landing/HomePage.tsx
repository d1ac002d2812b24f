import * as React from 'react';
import { styled } from '@mui/material/styles';
import { PageHead } from '@/src/layout/PageHead';
import { Footer } from '@/src/layout/Footer';
import { pathWithLanguage } from '@/src/routing';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { CodeBlock } from '@/src/markdown/CodeBlock';
import { LiteLinkButton } from '@/src/layout/LiteButton';
import { ProductCards } from './ProductCards';

const Main = styled('main')(({ theme }) => ({
  maxWidth: 1080,
  margin: '0 auto',
  padding: theme.spacing(8, 4, 0),
  [theme.breakpoints.down('sm')]: { padding: theme.spacing(5, 2, 0) },
}));

const Eyebrow = styled('p')(({ theme }) => ({
  margin: 0,
  fontWeight: 700,
  fontSize: 14,
  letterSpacing: 0.5,
  color: theme.vars.palette.primary.main,
}));

const Title = styled('h1')(({ theme }) => ({
  ...theme.typography.h1,
  fontSize: 'clamp(2.25rem, 1.6rem + 2.4vw, 3.5rem)',
  lineHeight: 1.1,
  margin: theme.spacing(1.5, 0, 2),
  maxWidth: 760,
}));

const Lead = styled('p')(({ theme }) => ({
  fontSize: 19,
  lineHeight: 1.6,
  maxWidth: 680,
  color: theme.vars.palette.text.secondary,
  margin: theme.spacing(0, 0, 4),
}));

/** The site's home page: what MUI X is, where to start, and the install command. */
export default function HomePage() {
  const language = useUserLanguage();
  return (
    <Main>
      <PageHead
        title="MUI X 7.12.0 documentation"
        description="Documentation for MUI X 7.12.0: the Data Grid, Date and Time Pickers, Charts and Tree View React components, with live demos and API reference."
        pathname="/"
        language={language}
      />
      <Eyebrow>MUI X v7.12.0</Eyebrow>
      <Title>Advanced React components for data-heavy apps</Title>
      <Lead>
        The Data Grid, Date and Time Pickers, Charts and Tree View, built on Material UI. Learn an
        API, copy a working snippet and try every feature in a live demo.
      </Lead>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <LiteLinkButton href={pathWithLanguage('/x/', language)} data-variant="contained">
          Browse the docs
        </LiteLinkButton>
        <LiteLinkButton href={pathWithLanguage('/x/react-data-grid/getting-started/', language)}>
          Get started with the Data Grid
        </LiteLinkButton>
      </div>
      <div style={{ maxWidth: 640, marginTop: 32 }}>
        <CodeBlock data-language="bash">
          <code>npm install @mui/x-data-grid @mui/material @emotion/react @emotion/styled</code>
        </CodeBlock>
      </div>
      <h2 style={{ marginTop: 48 }}>Products</h2>
      <ProductCards />
      <Footer />
    </Main>
  );
}
