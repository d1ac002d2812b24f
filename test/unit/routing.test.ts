import type { LanguageCode } from '@/src/navigation/types';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGES_IN_PROGRESS,
  getProductInfoFromUrl,
  isLanguageCode,
  isPlaygroundPath,
  needsOnepirateFonts,
  pathWithLanguage,
  pathnameToLanguage,
} from '@/src/routing';
import type { ProductInfo } from '@/src/routing';

describe('languages', () => {
  test('English and Chinese have routes; only English is offered in the language list', () => {
    expect(LANGUAGES).toEqual(['en', 'zh']);
    expect(LANGUAGES_IN_PROGRESS).toEqual(['en']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  test.each([
    ['en', true],
    ['zh', true],
    ['pt', false],
    ['zh-CN', false],
    ['', false],
  ])('isLanguageCode(%j) is %s', (value, expected) => {
    expect(isLanguageCode(value)).toBe(expected);
  });
});

describe('pathnameToLanguage', () => {
  test.each<[string, LanguageCode, string, string]>([
    // pathname, userLanguage, canonicalAs, canonicalPathname
    ['/', 'en', '/', '/'],
    ['/x/react-data-grid/', 'en', '/x/react-data-grid', '/x/react-data-grid'],
    ['/x/react-data-grid', 'en', '/x/react-data-grid', '/x/react-data-grid'],
    ['/zh/x/react-data-grid/', 'zh', '/x/react-data-grid', '/x/react-data-grid'],
    ['/zh/x/react-data-grid', 'zh', '/x/react-data-grid', '/x/react-data-grid'],
    ['/zh/', 'zh', '/', '/'],
    ['/zh', 'zh', '/', '/'],
    ['/en/x/introduction/', 'en', '/x/introduction', '/x/introduction'],
    ['/en', 'en', '/', '/'],
    // A segment that merely starts with a language code is not a prefix.
    ['/zhx/page/', 'en', '/zhx/page', '/zhx/page'],
    ['/english/', 'en', '/english', '/english'],
    ['/zh-CN/page', 'en', '/zh-CN/page', '/zh-CN/page'],
    // Hash and query are dropped, whichever comes first.
    [
      '/x/react-data-grid/editing/#events',
      'en',
      '/x/react-data-grid/editing',
      '/x/react-data-grid/editing',
    ],
    [
      '/x/react-data-grid/editing#events',
      'en',
      '/x/react-data-grid/editing',
      '/x/react-data-grid/editing',
    ],
    ['/zh/x/react-charts/?tab=demo#top', 'zh', '/x/react-charts', '/x/react-charts'],
    ['/#top', 'en', '/', '/'],
    // A leading /api is rendered by the /api-docs route.
    ['/api/button/', 'en', '/api/button', '/api-docs/button'],
    ['/zh/api/use-media-query/', 'zh', '/api/use-media-query', '/api-docs/use-media-query'],
    ['/api', 'en', '/api', '/api-docs'],
    ['/apis/button', 'en', '/apis/button', '/apis/button'],
    [
      '/x/api/data-grid/data-grid/',
      'en',
      '/x/api/data-grid/data-grid',
      '/x/api/data-grid/data-grid',
    ],
  ])('%s → %s %s %s', (pathname, userLanguage, canonicalAs, canonicalPathname) => {
    expect(pathnameToLanguage(pathname)).toEqual({ userLanguage, canonicalAs, canonicalPathname });
  });
});

describe('pathWithLanguage', () => {
  test.each<[string, LanguageCode, string]>([
    ['/x/react-data-grid/', 'en', '/x/react-data-grid/'],
    ['/', 'en', '/'],
    ['/x/react-data-grid/', 'zh', '/zh/x/react-data-grid/'],
    ['/x/react-charts', 'zh', '/zh/x/react-charts'],
    ['/', 'zh', '/zh/'],
    ['/x/react-tree-view/#items', 'zh', '/zh/x/react-tree-view/#items'],
  ])('%s in %s → %s', (pathname, language, expected) => {
    expect(pathWithLanguage(pathname, language)).toBe(expected);
  });

  test.each(['/x/introduction', '/', '/api/button'])(
    'round-trips %s through the Chinese prefix',
    (pathname) => {
      const { userLanguage, canonicalAs } = pathnameToLanguage(pathWithLanguage(pathname, 'zh'));
      expect(userLanguage).toBe('zh');
      expect(canonicalAs).toBe(pathname);
    },
  );
});

describe('getProductInfoFromUrl', () => {
  test.each<[string, ProductInfo]>([
    // Core products are named by their first segment.
    ['/material-ui/react-button/', { productCategoryId: 'core', productId: 'material-ui' }],
    ['/joy-ui/getting-started/', { productCategoryId: 'core', productId: 'joy-ui' }],
    ['/base-ui/react-menu/', { productCategoryId: 'core', productId: 'base-ui' }],
    ['/system/getting-started/', { productCategoryId: 'core', productId: 'system' }],
    ['/zh/system/basics', { productCategoryId: 'core', productId: 'system' }],
    // X products own both their docs and their API pages.
    ['/x/react-data-grid/', { productCategoryId: 'x', productId: 'x-data-grid' }],
    ['/x/react-data-grid/editing/', { productCategoryId: 'x', productId: 'x-data-grid' }],
    ['/x/api/data-grid/data-grid/', { productCategoryId: 'x', productId: 'x-data-grid' }],
    ['/x/api/data-grid/', { productCategoryId: 'x', productId: 'x-data-grid' }],
    ['/x/react-date-pickers/date-picker/', { productCategoryId: 'x', productId: 'x-date-pickers' }],
    ['/x/api/date-pickers/date-picker/', { productCategoryId: 'x', productId: 'x-date-pickers' }],
    ['/x/react-charts/', { productCategoryId: 'x', productId: 'x-charts' }],
    ['/x/react-charts/bars/', { productCategoryId: 'x', productId: 'x-charts' }],
    ['/x/api/charts/bar-chart/', { productCategoryId: 'x', productId: 'x-charts' }],
    [
      '/x/react-tree-view/rich-tree-view/items/',
      { productCategoryId: 'x', productId: 'x-tree-view' },
    ],
    ['/x/api/tree-view/tree-item/', { productCategoryId: 'x', productId: 'x-tree-view' }],
    ['/x/introduction/', { productCategoryId: 'x', productId: 'x-general' }],
    ['/x/migration/migration-data-grid-v6/', { productCategoryId: 'x', productId: 'x-general' }],
    ['/x/whats-new', { productCategoryId: 'x', productId: 'x-general' }],
    ['/x/', { productCategoryId: 'x', productId: 'x-general' }],
    // Look-alike segments do not belong to a product.
    ['/x/react-data-grids/', { productCategoryId: 'x', productId: 'x-general' }],
    ['/x/api/data-grids/', { productCategoryId: 'x', productId: 'x-general' }],
    // The language prefix, hash and query do not change the product.
    ['/zh/x/react-data-grid/sorting/', { productCategoryId: 'x', productId: 'x-data-grid' }],
    ['/zh/x/api/charts/line-chart#props', { productCategoryId: 'x', productId: 'x-charts' }],
    ['/en/x/react-tree-view?x=1', { productCategoryId: 'x', productId: 'x-tree-view' }],
    // Toolpad has a studio and a core variant.
    [
      '/toolpad/studio/getting-started/',
      { productCategoryId: 'toolpad', productId: 'toolpad-studio' },
    ],
    ['/toolpad/core/introduction/', { productCategoryId: 'toolpad', productId: 'toolpad-core' }],
    ['/zh/toolpad/core/', { productCategoryId: 'toolpad', productId: 'toolpad-core' }],
    ['/toolpad/', { productCategoryId: 'toolpad', productId: 'toolpad-general' }],
    // The docs site itself.
    ['/docs/', { productCategoryId: 'docs', productId: 'docs' }],
    ['/versions/', { productCategoryId: 'docs', productId: 'docs' }],
    ['/production-error/?code=1', { productCategoryId: 'docs', productId: 'docs' }],
    ['/zh/versions', { productCategoryId: 'docs', productId: 'docs' }],
    ['/experiments/docs/callouts/', { productCategoryId: 'docs', productId: 'docs-infra' }],
    ['/experiments/docs/', { productCategoryId: 'docs', productId: 'docs-infra' }],
    ['/zh/experiments/docs/demos', { productCategoryId: 'docs', productId: 'docs-infra' }],
    // Everything else is the Material UI documentation.
    ['/experiments/other/', { productCategoryId: 'core', productId: 'material-ui' }],
    ['/getting-started/installation/', { productCategoryId: 'core', productId: 'material-ui' }],
    ['/components/buttons/', { productCategoryId: 'core', productId: 'material-ui' }],
    ['/api/button/', { productCategoryId: 'core', productId: 'material-ui' }],
    ['/', { productCategoryId: 'core', productId: 'material-ui' }],
  ])('%s → %o', (pathname, expected) => {
    expect(getProductInfoFromUrl(pathname)).toEqual(expected);
  });
});

describe('isPlaygroundPath', () => {
  test.each([
    ['/playground/', true],
    ['/playground', true],
    ['/playground/my-demo/', true],
    ['/zh/playground/', true],
    ['/playground#top', true],
    ['/playgrounds/', false],
    ['/x/react-date-pickers/playground/', false],
    ['/x/react-data-grid/', false],
    ['/', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isPlaygroundPath(pathname)).toBe(expected);
  });
});

describe('needsOnepirateFonts', () => {
  test.each([
    ['/premium-themes/onepirate/', true],
    ['/zh/premium-themes/onepirate/sign-in/', true],
    ['/getting-started/templates/onepirate', true],
    ['/getting-started/templates/blog/', false],
    ['/x/react-data-grid/', false],
  ])('%s → %s', (pathname, expected) => {
    expect(needsOnepirateFonts(pathname)).toBe(expected);
  });
});
