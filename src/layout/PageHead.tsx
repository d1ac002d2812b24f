import * as React from 'react';
import Head from 'next/head';
import type { LanguageCode } from '@/src/navigation/types';
import { config } from '@/src/config';
import { LANGUAGES, needsOnepirateFonts, pathWithLanguage } from '@/src/routing';
import { markdownPath } from '@/src/markdown/markdownTwin';
import { ogImagePath } from '@/src/og/ogImage';
import { ogImageTags } from '@/src/og/ogImageTags';

interface PageHeadProps {
  title: string;
  description: string;
  /** English pathname without language prefix. */
  pathname: string;
  language: LanguageCode;
  /** The page has a Markdown twin (`<path>.md`) in the export. */
  markdownTwin?: boolean;
}

function url(pathname: string, language: LanguageCode): string {
  const path = pathWithLanguage(pathname === '/' ? '/' : `${pathname}/`, language);
  return `${config.siteOrigin}${path}`;
}

/** Title, description, canonical URL, hreflang alternates and link preview of a page (and page-only fonts). */
export function PageHead({ title, description, pathname, language, markdownTwin }: PageHeadProps) {
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url(pathname, language)} />
      {LANGUAGES.map((code) => (
        <link
          key={code}
          rel="alternate"
          hrefLang={code === 'zh' ? 'zh-Hans' : code}
          href={url(pathname, code)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(pathname, 'en')} />
      {markdownTwin ? (
        <link
          rel="alternate"
          type="text/markdown"
          href={`${config.siteOrigin}${markdownPath(pathname, language)}`}
        />
      ) : null}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(pathname, language)} />
      <meta property="og:type" content="website" />
      {ogImageTags(ogImagePath(pathname, language), title)}
      {needsOnepirateFonts(pathname) ? (
        // The Onepirate template's two fonts; no other page pays for them.
        <link rel="stylesheet" href={config.onepirateFontStylesheet} />
      ) : null}
    </Head>
  );
}
