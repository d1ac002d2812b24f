import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  DataGridProProps,
  GridColDef,
  GridToolbarQuickFilter,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface FileRow {
  id: number;
  path: string[];
  size: number | null;
  owner: string;
}

const rows: FileRow[] = [
  { id: 1, path: ['src'], size: null, owner: 'Ana' },
  { id: 2, path: ['src', 'components'], size: null, owner: 'Ana' },
  { id: 3, path: ['src', 'components', 'Button.tsx'], size: 4.2, owner: 'Ana' },
  { id: 4, path: ['src', 'components', 'Dialog.tsx'], size: 7.9, owner: 'Ben' },
  { id: 5, path: ['src', 'hooks'], size: null, owner: 'Ben' },
  { id: 6, path: ['src', 'hooks', 'useFetch.ts'], size: 2.1, owner: 'Ben' },
  { id: 7, path: ['src', 'index.ts'], size: 0.4, owner: 'Ana' },
  { id: 8, path: ['docs'], size: null, owner: 'Chloé' },
  { id: 9, path: ['docs', 'getting-started.md'], size: 3.6, owner: 'Chloé' },
  // No row exists for 'docs/guides': the grid creates that parent automatically.
  { id: 10, path: ['docs', 'guides', 'theming.md'], size: 5.3, owner: 'Chloé' },
  { id: 11, path: ['docs', 'guides', 'testing.md'], size: 4.8, owner: 'Ben' },
  { id: 12, path: ['package.json'], size: 1.2, owner: 'Ana' },
];

const columns: GridColDef<FileRow>[] = [
  { field: 'owner', headerName: 'Owner', width: 120 },
  {
    field: 'size',
    headerName: 'Size (kB)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) => (value == null ? '' : value.toFixed(1)),
  },
];

const getTreeDataPath: DataGridProProps<FileRow>['getTreeDataPath'] = (row) => row.path;

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Name',
  flex: 1,
  minWidth: 240,
};

function Toolbar() {
  return (
    <Box sx={{ p: 1 }}>
      <GridToolbarQuickFilter />
    </Box>
  );
}

export default function FileTree() {
  const apiRef = useGridApiRef();

  const setAllExpanded = (expanded: boolean) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID) {
        apiRef.current.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={1}
          slots={{ toolbar: Toolbar }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
