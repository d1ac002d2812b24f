import * as React from 'react';
import { pathWithLanguage } from '@/src/routing';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { CodeBlock } from '@/src/markdown/CodeBlock';
import { LiteLinkButton } from '@/src/layout/LiteButton';
import { LandingPage } from './LandingPage';
import { ProductCards } from './ProductCards';

/** The site's home page: what MUI X is, where to start, and the install command. */
export default function HomePage() {
  const language = useUserLanguage();
  return (
    <LandingPage
      className="landing-home"
      title="MUI X 7.12.0 documentation"
      description="Documentation for MUI X 7.12.0: the Data Grid, Date and Time Pickers, Charts and Tree View React components, with live demos and API reference."
      pathname="/"
    >
      <p className="landing-eyebrow">MUI X v7.12.0</p>
      <h1 className="landing-title">Advanced React components for data-heavy apps</h1>
      <p className="landing-lead">
        The Data Grid, Date and Time Pickers, Charts and Tree View, built on Material UI. Learn an
        API, copy a working snippet and try every feature in a live demo.
      </p>
      <div className="landing-actions">
        <LiteLinkButton href={pathWithLanguage('/x/', language)} data-variant="contained">
          Browse the docs
        </LiteLinkButton>
        <LiteLinkButton href={pathWithLanguage('/x/react-data-grid/getting-started/', language)}>
          Get started with the Data Grid
        </LiteLinkButton>
      </div>
      <div className="landing-install">
        <CodeBlock data-language="bash">
          <code>npm install @mui/x-data-grid @mui/material @emotion/react @emotion/styled</code>
        </CodeBlock>
      </div>
      <h2 className="landing-products-heading">Products</h2>
      <ProductCards />
    </LandingPage>
  );
}
