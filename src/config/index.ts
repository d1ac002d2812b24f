/**
 * Outside hosts, ids and flags in one typed module (DESIGN principle 5).
 * Values come from `NEXT_PUBLIC_*` variables at build time so tests can point them at local fixtures.
 */
export interface SiteConfig {
  /** Version of MUI X documented by this site. */
  docsVersion: string;
  /** Host whose pages register the service worker (SPEC §4). */
  docsDomain: string;
  /** Canonical origin used in canonical, hreflang and sitemap URLs. */
  siteOrigin: string;
  /** Stylesheet for the Material Icons font (SPEC §7: loaded once). */
  iconFontStylesheet: string;
  /** Where the "Edit this page" link points to. */
  sourceRepository: string;
  /** Placeholder licence key for Pro/Premium demos (SPEC §6). Never logged. */
  licenseKey: string;
}

function env(value: string | undefined, fallback: string): string {
  return value && value.length > 0 ? value : fallback;
}

export const config: SiteConfig = {
  docsVersion: '7.12.0',
  docsDomain: env(process.env.NEXT_PUBLIC_DOCS_DOMAIN, 'mui.com'),
  siteOrigin: env(process.env.NEXT_PUBLIC_SITE_ORIGIN, 'https://mui.com'),
  iconFontStylesheet: env(
    process.env.NEXT_PUBLIC_ICON_FONT_STYLESHEET,
    'https://fonts.googleapis.com/icon?family=Material+Icons',
  ),
  sourceRepository: env(
    process.env.NEXT_PUBLIC_SOURCE_REPOSITORY,
    'https://github.com/mui/mui-x-docs/edit/main',
  ),
  licenseKey: env(process.env.NEXT_PUBLIC_MUI_LICENSE_KEY, '{key}-placeholder'),
};

/** Older major versions live on other hosts (SPEC §1). */
export const olderVersions = [
  { label: 'v6', href: 'https://v6.mui.com/x/introduction/' },
  { label: 'v5', href: 'https://v5.mui.com/x/introduction/' },
  { label: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
] as const;
