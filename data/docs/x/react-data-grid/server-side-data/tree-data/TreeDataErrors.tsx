import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

interface Entry {
  id: number;
  path: string[];
  size: number; // kB
  modified: string;
}

const entries: Entry[] = [
  { id: 1, path: ['design'], size: 18420, modified: '2024-06-03' },
  { id: 2, path: ['design', 'logo.svg'], size: 42, modified: '2024-05-28' },
  { id: 3, path: ['design', 'mockups'], size: 18378, modified: '2024-06-03' },
  { id: 4, path: ['design', 'mockups', 'home.fig'], size: 9210, modified: '2024-06-03' },
  { id: 5, path: ['design', 'mockups', 'checkout.fig'], size: 9168, modified: '2024-06-01' },
  { id: 6, path: ['invoices'], size: 1260, modified: '2024-07-01' },
  { id: 7, path: ['invoices', '2024-05.pdf'], size: 610, modified: '2024-06-01' },
  { id: 8, path: ['invoices', '2024-06.pdf'], size: 650, modified: '2024-07-01' },
  { id: 9, path: ['notes.md'], size: 6, modified: '2024-07-09' },
];

const isChildOf = (entry: Entry, parentPath: string[]) =>
  entry.path.length === parentPath.length + 1 &&
  parentPath.every((key, index) => entry.path[index] === key);

function fetchEntries(params: GridGetRowsParams, failing: boolean): Promise<GridGetRowsResponse> {
  const groupKeys = params.groupKeys ?? [];
  const rows = entries
    .filter((entry) => isChildOf(entry, groupKeys))
    .map((entry) => ({
      id: entry.id,
      name: entry.path[entry.path.length - 1],
      size: entry.size,
      modified: entry.modified,
      items: entries.filter((other) => isChildOf(other, entry.path)).length,
    }));
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      // The top level always loads; folder contents fail while the switch is on.
      if (failing && groupKeys.length > 0) {
        reject(new Error(`Permission denied: /${groupKeys.join('/')}`));
        return;
      }
      resolve(groupKeys.length === 0 ? { rows, rowCount: rows.length } : { rows });
    }, 500);
  });
}

const columns: GridColDef[] = [
  { field: 'size', headerName: 'Size (kB)', type: 'number', width: 110 },
  { field: 'modified', headerName: 'Modified', width: 120 },
];

export default function TreeDataErrors() {
  const [failing, setFailing] = React.useState(true);
  const [errors, setErrors] = React.useState<string[]>([]);
  // Read by getRows through a ref: the data source object must stay the same.
  const failingRef = React.useRef(true);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) => fetchEntries(params, failingRef.current),
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.items,
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={failing}
            onChange={(event) => {
              failingRef.current = event.target.checked;
              setFailing(event.target.checked);
            }}
          />
        }
        label="Folder requests fail"
      />
      <Box sx={{ height: 320 }}>
        <DataGridPro
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_onDataSourceError={(error, params) =>
            setErrors((previous) => [
              ...previous,
              `[${(params.groupKeys ?? []).join(', ')}] ${error.message}`,
            ])
          }
          treeData
          groupingColDef={{ headerName: 'Name', width: 240 }}
          disableColumnFilter
          hideFooter
        />
      </Box>
      <Box>
        <Typography variant="subtitle2">
          unstable_onDataSourceError calls (groupKeys, message)
        </Typography>
        <Box component="pre" sx={{ m: 0, fontSize: 12, minHeight: 40, whiteSpace: 'pre-wrap' }}>
          {errors.length ? errors.join('\n') : '(none yet: expand a folder)'}
        </Box>
      </Box>
    </Stack>
  );
}
