/**
 * @jest-environment node
 */
import { availableSince, compareMinors, itemBadges, memberBadges } from '@/src/api-docs/history';
import type { ApiHistoryFile } from '@/src/api-docs/historyTypes';

const HISTORY: ApiHistoryFile = {
  product: 'data-grid',
  documented: '7.12.0',
  minors: ['7.0', '7.1', '7.2', '7.10'],
  packages: {},
  items: {
    DataGrid: {
      kind: 'component',
      package: '@mui/x-data-grid',
      since: '7.0',
      newInV7: false,
      members: {
        props: {
          autosizeOnMount: { since: '7.2', newInV7: true },
          oldRowsProp: {
            deprecated: {
              since: '7.1',
              reason: 'Use `rows` instead.',
              replacement: { text: 'rows', group: 'props', name: 'rows' },
            },
          },
        },
        slots: { bottomContainer: { since: '7.10', newInV7: true } },
      },
    },
    GridApi: {
      kind: 'interface',
      package: '@mui/x-data-grid',
      since: '7.0',
      newInV7: false,
      members: { members: { autosizeColumns: { since: '7.1' } } },
    },
    GridToolbarQuickFilter: {
      kind: 'component',
      package: '@mui/x-data-grid',
      since: '7.2',
      newInV7: true,
      members: {},
      deprecated: {
        since: '7.10',
        reason: 'Use `DataGrid` instead.',
        replacement: { text: 'DataGrid', item: 'DataGrid' },
      },
    },
  },
};

describe('API history badges', () => {
  test('a member added after its item, new in v7', () => {
    expect(memberBadges(HISTORY, 'DataGrid', 'props', 'autosizeOnMount')).toEqual({
      since: '7.2',
      newInV7: true,
      deprecated: null,
    });
  });

  test('a deprecated member names its replacement', () => {
    expect(memberBadges(HISTORY, 'DataGrid', 'props', 'oldRowsProp')?.deprecated).toEqual({
      since: '7.1',
      replacement: { text: 'rows', group: 'props', name: 'rows' },
    });
  });

  test('a member the file leaves out has no badge; the section matters', () => {
    expect(memberBadges(HISTORY, 'DataGrid', 'props', 'rows')).toEqual({
      since: null,
      newInV7: false,
      deprecated: null,
    });
    expect(memberBadges(HISTORY, 'DataGrid', 'props', 'bottomContainer')?.since).toBeNull();
    expect(memberBadges(HISTORY, 'DataGrid', 'slots', 'bottomContainer')?.since).toBe('7.10');
    expect(memberBadges(HISTORY, 'DataGrid', 'props', 'toString')?.since).toBeNull();
  });

  test('interface properties and methods share one list', () => {
    expect(memberBadges(HISTORY, 'GridApi', 'methods', 'autosizeColumns')?.since).toBe('7.1');
    expect(memberBadges(HISTORY, 'GridApi', 'properties', 'autosizeColumns')?.since).toBe('7.1');
  });

  test('items', () => {
    expect(itemBadges(HISTORY, 'DataGrid')).toEqual({
      since: null,
      newInV7: false,
      deprecated: null,
    });
    expect(itemBadges(HISTORY, 'GridToolbarQuickFilter')).toEqual({
      since: '7.2',
      newInV7: true,
      deprecated: { since: '7.10', replacement: { text: 'DataGrid', item: 'DataGrid' } },
    });
    expect(itemBadges(HISTORY, 'Unknown')).toBeNull();
    expect(memberBadges(HISTORY, 'Unknown', 'props', 'rows')).toBeNull();
  });

  test('the version from which a member can be used, for the "added after" filter', () => {
    expect(availableSince(HISTORY, 'DataGrid', 'props', 'rows')).toBe('7.0');
    expect(availableSince(HISTORY, 'DataGrid', 'slots', 'bottomContainer')).toBe('7.10');
    expect(availableSince(HISTORY, 'GridToolbarQuickFilter', 'props', 'quickFilterProps')).toBe(
      '7.2',
    );
    expect(compareMinors('7.10', '7.9')).toBeGreaterThan(0);
    expect(compareMinors('6.20', '7.0')).toBeLessThan(0);
    expect(compareMinors('7.2', '7.2')).toBe(0);
  });
});
