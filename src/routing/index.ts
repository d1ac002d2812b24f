export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGES_IN_PROGRESS,
  isLanguageCode,
  pathWithLanguage,
  pathnameToLanguage,
} from './language';
export type { PathnameLanguage } from './language';
export { X_PRODUCTS, getProductInfoFromUrl } from './productInfo';
export type {
  CoreProductId,
  DocsProductId,
  ProductCategoryId,
  ProductId,
  ProductInfo,
  ToolpadProductId,
  XProductId,
} from './productInfo';
export { isPlaygroundPath, needsOnepirateFonts } from './layoutRules';
