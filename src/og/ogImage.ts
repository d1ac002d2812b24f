import type { LanguageCode } from '@/src/navigation/types';
import { pagePath } from '@/src/markdown/markdownTwin';

/** Size of every link preview image, the one social networks show in full. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** Folder of the link preview images in the export (written by `scripts/og-image/`). */
export const OG_IMAGE_FOLDER = '/static/og';

/** The image of pages that have none of their own (404, playground). */
export const GENERIC_OG_IMAGE = `${OG_IMAGE_FOLDER}/default.png`;

/**
 * URL path of a page's link preview image: `/x/react-data-grid/sorting` →
 * `/static/og/x/react-data-grid/sorting.png` (`/static/og/zh/…` in Chinese, `index.png` for `/`).
 */
export function ogImagePath(pathname: string, language: LanguageCode): string {
  const page = pagePath(pathname, language).replace(/\/$/, '');
  return `${OG_IMAGE_FOLDER}${page === '' || page === '/zh' ? `${page}/index` : page}.png`;
}
