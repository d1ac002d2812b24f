import type { MuiPage } from '@/src/navigation/types';
import { corePages } from './corePages';
import { xPages } from './xPages';

export { corePages, xPages };

/** The single page registry: navigation, exported routes, /zh/ twins, prev/next and sitemap. */
export const allPages: MuiPage[] = [...corePages, ...xPages];
