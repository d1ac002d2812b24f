// Demos of data/docs that still repeat one another's inline data, known when the duplicate check
// (scripts/check-demo-duplicates.ts) came in: within one group, two files may share a long run; a
// pair outside any group fails the check. Each group shares one data set, written out again in
// every file of the group. A group is taken out of this list once its demos import that data set
// from a module beside them; the check names the files that no longer share anything, so that
// they can be taken out too. Paths are relative to data/docs.
export const KNOWN_DUPLICATES: ReadonlyArray<readonly string[]> = [
  [
    'x/react-data-grid/filtering/FilterApiRef.tsx',
    'x/react-data-grid/filtering/FilterDisabledGrid.tsx',
    'x/react-data-grid/filtering/FilterIgnoreDiacritics.tsx',
    'x/react-data-grid/filtering/FilterNotFilterable.tsx',
    'x/react-data-grid/filtering/FilterProgrammatic.tsx',
    'x/react-data-grid/filtering/FilterSelectors.tsx',
    'x/react-data-grid/filtering/customization/BetweenOperator.tsx',
    'x/react-data-grid/filtering/customization/CustomColumnType.tsx',
    'x/react-data-grid/filtering/customization/FilterPanelContent.tsx',
    'x/react-data-grid/filtering/customization/FilterPanelPosition.tsx',
    'x/react-data-grid/filtering/customization/WrappedStringOperators.tsx',
    'x/react-data-grid/filtering/header-filters/HeaderFilterDiacritics.tsx',
    'x/react-data-grid/filtering/header-filters/HeaderFilterHeight.tsx',
    'x/react-data-grid/filtering/header-filters/HeaderFilterOperators.tsx',
    'x/react-data-grid/filtering/multi-filters/FixedFilterSet.tsx',
    'x/react-data-grid/filtering/quick-filter/QuickFilterCustomLogic.tsx',
    'x/react-data-grid/filtering/quick-filter/QuickFilterDiacritics.tsx',
    'x/react-data-grid/filtering/quick-filter/QuickFilterHiddenColumns.tsx',
    'x/react-data-grid/filtering/quick-filter/QuickFilterLogicOperator.tsx',
  ],
  [
    'x/react-data-grid/recipes-row-grouping/SortGroupsBySize.tsx',
    'x/react-data-grid/recipes-row-grouping/ToggleGroupOnRowClick.tsx',
    'x/react-data-grid/row-grouping/deals.ts',
  ],
  [
    'x/react-date-pickers/custom-field/BrowserInputField.tsx',
    'x/react-date-pickers/custom-field/BrowserInputRangeField.tsx',
  ],
];
