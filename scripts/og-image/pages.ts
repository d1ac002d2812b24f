// What the card of each exported page shows, from the content model and the page registry: the
// navigation title in the page's language, the titles of its sections, its product and plan.
import fs from 'node:fs';
import path from 'node:path';
import { allPages } from '@/data/pages';
import { deriveTitle, findActivePage, pageTitle } from '@/src/navigation/buildPageTree';
import type { LanguageCode } from '@/src/navigation/types';
import { LANGUAGES, getProductInfoFromUrl } from '@/src/routing';
import { config } from '@/src/config';
import { CHANGES_PATHNAME } from '@/src/content/paths';
import { apiJsonPath } from '@/src/content/server/files';
import { exportedPathnames } from '@/src/content/server/registry';
import { pagePath } from '@/src/markdown/markdownTwin';
import { GENERIC_OG_IMAGE, ogImagePath } from '@/src/og/ogImage';
import type { CardProduct, CardSpec } from './card';

/** One image to write: its URL path in the export and what it shows. */
export interface CardJob {
  url: string;
  spec: CardSpec;
}

type Localized = Record<LanguageCode, string>;

function translation(language: LanguageCode, group: string, key: string): string {
  const file = language === 'en' ? 'translations.json' : `translations-${language}.json`;
  const table = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'translations', file), 'utf8'));
  const value = (table as Record<string, Record<string, unknown>>)[group]?.[key];
  if (typeof value !== 'string') throw new Error(`translations/${file}: no ${group}.${key}`);
  return value;
}

/** Titles of the pages outside the registry. */
const SPECIAL_TITLES: Record<
  string,
  (language: LanguageCode) => { title: string; crumbs: string[] }
> = {
  '/': (language) => ({
    title: ({ en: 'Documentation', zh: '文档' } satisfies Localized)[language],
    crumbs: [],
  }),
  '/x': (language) => ({
    title: (
      {
        en: 'Data Grid, Date and Time Pickers, Charts and Tree View',
        zh: '数据表格、日期和时间选择器、图表与树视图',
      } satisfies Localized
    )[language],
    crumbs: [],
  }),
  [CHANGES_PATHNAME]: (language) => ({
    title: translation(language, 'api-history', 'changesTitle'),
    crumbs: [({ en: 'API reference', zh: 'API 参考' } satisfies Localized)[language]],
  }),
};

function productOf(pathname: string): CardProduct {
  const info = getProductInfoFromUrl(pathname);
  if (info.productCategoryId !== 'x') return pathname === '/' ? 'x' : 'core';
  return info.productId === 'x-general' ? 'x' : (info.productId.slice(2) as CardProduct);
}

/** Core pages document the installed Material UI, MUI X pages the site's version. */
function versionOf(product: CardProduct): string {
  if (product !== 'core') return config.docsVersion;
  const file = path.join(process.cwd(), 'node_modules', '@mui', 'material', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

const host = () => config.siteOrigin.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** The card of a page in a language. */
export function cardSpec(pathname: string, language: LanguageCode): CardSpec {
  const { activePage, parents } = findActivePage(allPages, pathname);
  const special = SPECIAL_TITLES[pathname]?.(language);
  const title =
    special?.title ?? (activePage ? pageTitle(activePage, language) : deriveTitle(pathname));
  const breadcrumb = special?.crumbs ?? parents.map((parent) => pageTitle(parent, language));
  const product = productOf(pathname);
  return {
    language,
    title,
    breadcrumb,
    product,
    api: apiJsonPath(pathname) !== null,
    ...(activePage?.plan ? { plan: activePage.plan } : {}),
    address: `${host()}${pagePath(pathname, language)}`,
    version: versionOf(product),
  };
}

/** Every image of the export: each exported page in each language, and the generic one. */
export function cardJobs(): CardJob[] {
  const jobs = exportedPathnames().flatMap((pathname) =>
    LANGUAGES.map((language) => ({
      url: ogImagePath(pathname, language),
      spec: cardSpec(pathname, language),
    })),
  );
  jobs.push({
    url: GENERIC_OG_IMAGE,
    spec: { ...cardSpec('/', 'en'), address: host() },
  });
  return jobs;
}
