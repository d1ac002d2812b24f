import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridToolbar } from '@mui/x-data-grid-pro';

interface Item {
  id: number;
  path: string[];
  kind: 'folder' | 'file';
  sizeKb?: number;
  modified?: string;
}

// A project folder built from fixed lists: three packages, each with the same layout
const packages = ['core', 'charts', 'forms'];
const folders: [string, string[]][] = [
  ['src', ['index.ts', 'utils.ts', 'types.ts', 'hooks.ts']],
  ['tests', ['index.test.ts', 'utils.test.ts']],
  ['docs', ['README.md', 'CHANGELOG.md', 'migration.md']],
];

function buildTree(): Item[] {
  const items: Item[] = [];
  let id = 0;
  packages.forEach((pkg, pkgIndex) => {
    id += 1;
    items.push({ id, path: [pkg], kind: 'folder' });
    folders.forEach(([folder, files], folderIndex) => {
      id += 1;
      items.push({ id, path: [pkg, folder], kind: 'folder' });
      files.forEach((file, fileIndex) => {
        id += 1;
        const day = 1 + ((pkgIndex * 7 + folderIndex * 5 + fileIndex * 3) % 28);
        items.push({
          id,
          path: [pkg, folder, file],
          kind: 'file',
          sizeKb: 2 + ((pkgIndex * 13 + folderIndex * 29 + fileIndex * 17) % 60),
          modified: `2024-05-${String(day).padStart(2, '0')}`,
        });
      });
    });
  });
  return items;
}

const items = buildTree();

const itemColumns: GridColDef<Item>[] = [
  { field: 'kind', headerName: 'Kind', width: 90 },
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : `${value} KB`),
  },
  { field: 'modified', headerName: 'Modified', width: 120 },
];

export default function TreeDataFullExample() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPro
        treeData
        rows={items}
        columns={itemColumns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={{ headerName: 'Name', width: 280 }}
        defaultGroupingExpansionDepth={1}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pagination
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
