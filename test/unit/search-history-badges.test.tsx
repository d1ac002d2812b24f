import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import type { ApiPageHistory } from '@/src/api-docs/historyView';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import type { LanguageCode } from '@/src/navigation/types';
import { headDocuments, loadIndex, search, serializeIndex } from '@/src/search/engine';
import { groupsToSections, hitToItem } from '@/src/search/resultItems';
import { groupByPage } from '@/src/search/ranking';
import { SearchResultList } from '@/src/search/SearchResultList';
import { buildDocuments, type PageContent } from '@/src/search/server/buildDocuments';
import type { SearchIndexFile } from '@/src/search/types';
import { DocsThemeProvider } from '@/src/theme/DocsThemeProvider';
import MuiProvider from '@/src/theme/MuiProvider';
import { component, prop } from './search-fixture';

const history: ApiPageHistory = {
  minors: ['7.0', '7.1', '7.2', '7.3'],
  itemSince: '7.0',
  itemNewInV7: false,
  itemDeprecated: null,
  sections: {
    props: {
      paginationMeta: { since: '7.3', newInV7: true },
      legacyRows: { deprecated: { since: '6.19', replacement: null } },
    },
    slots: { bottomContainer: { since: '7.2' } },
  },
};

const contents: PageContent[] = [
  {
    kind: 'api',
    pathname: '/x/api/data-grid/data-grid',
    doc: component(
      'DataGrid',
      'community',
      [prop('paginationMeta'), prop('legacyRows'), prop('rows')],
      {
        slots: [{ name: 'bottomContainer', description: 'The bottom.', default: null }],
      },
    ),
    history,
  },
];

function index(part: SearchIndexFile['part'], language: LanguageCode = 'en') {
  const { pages, documents } = buildDocuments(contents, new Map(), language);
  const file = serializeIndex(
    language,
    part,
    pages,
    part === 'head' ? headDocuments(documents, pages) : documents,
  );
  // Through JSON, as the browser receives it.
  return loadIndex(JSON.parse(JSON.stringify(file)) as SearchIndexFile);
}

describe('history badges in search', () => {
  test.each(['head', 'full'] as const)('the %s index keeps a member history', (part) => {
    const loaded = index(part);
    const [since] = search(loaded, 'paginationMeta', { productId: 'x-data-grid' });
    expect(since).toMatchObject({ label: 'paginationMeta', since: '7.3' });
    expect(since.deprecated).toBeUndefined();
    const [deprecated] = search(loaded, 'legacyRows', { productId: 'x-data-grid' });
    expect(deprecated).toMatchObject({ label: 'legacyRows', deprecated: '6.19' });
    expect(deprecated.since).toBeUndefined();
    const [slot] = search(loaded, 'bottomContainer', { productId: 'x-data-grid' });
    expect(slot).toMatchObject({ kind: 'slot', since: '7.2' });
    const [plain] = search(loaded, 'rows', { productId: 'x-data-grid' });
    expect(plain).not.toHaveProperty('since');
    expect(hitToItem(since)).toMatchObject({ since: '7.3' });
  });

  test('members without history keep six stored fields', () => {
    const { pages, documents } = buildDocuments(contents, new Map(), 'en');
    const file = serializeIndex('en', 'full', pages, documents);
    const lengths = Object.fromEntries(file.documents.map((entry) => [entry[3], entry.length]));
    expect(lengths).toMatchObject({ rows: 6, paginationMeta: 7, legacyRows: 8 });
  });

  test.each<[LanguageCode, string, string]>([
    ['en', 'since 7.3', 'deprecated in 6.19'],
    ['zh', '自 7.3 起', '6.19 起弃用'],
  ])('the result list shows the badges (%s)', (language, since, deprecated) => {
    const loaded = index('full', language);
    const hits = [
      ...search(loaded, 'paginationMeta', { productId: 'x-data-grid' }),
      ...search(loaded, 'legacyRows', { productId: 'x-data-grid' }),
    ];
    render(
      <UserLanguageProvider defaultUserLanguage={language}>
        <DocsThemeProvider>
          <MuiProvider>
            <SearchResultList
              id="results"
              label="Results"
              sections={groupsToSections(groupByPage(hits))}
              activeIndex={0}
              onActivate={() => {}}
              onOpen={() => {}}
            />
          </MuiProvider>
        </DocsThemeProvider>
      </UserLanguageProvider>,
    );
    const options = screen.getAllByRole('option');
    expect(within(options[0]).getByText(since)).toHaveAttribute('data-tone', 'since');
    expect(within(options[1]).getByText(deprecated)).toHaveAttribute('data-tone', 'deprecated');
  });
});
