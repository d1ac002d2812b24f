import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridCsvExportOptions, useGridApiRef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'phone', headerName: 'Phone', width: 150 },
  // Shown on screen, left out of every export unless named in `fields`.
  { field: 'notes', headerName: 'Internal notes', width: 180, disableExport: true },
];

const rows = [
  {
    id: 1,
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    phone: '020 7946 0321',
    notes: 'Prefers email',
  },
  {
    id: 2,
    name: 'Tomás Silva',
    email: 'tomas.silva@example.com',
    phone: '021 555 0147',
    notes: 'Renewal in May',
  },
  {
    id: 3,
    name: 'Hanna Berg',
    email: 'hanna.berg@example.com',
    phone: '08 555 019 22',
    notes: 'VIP',
  },
];

const choices: { label: string; options: GridCsvExportOptions }[] = [
  { label: 'Visible columns', options: {} },
  { label: 'allColumns: true', options: { allColumns: true } },
  { label: "fields: ['phone', 'name']", options: { fields: ['phone', 'name'] } },
  { label: "fields: ['name', 'notes']", options: { fields: ['name', 'notes'] } },
];

export default function ExportColumnsChoice() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        {choices.map(({ label, options }) => (
          <Button
            key={label}
            size="small"
            variant="outlined"
            sx={{ textTransform: 'none' }}
            onClick={() => setPreview(apiRef.current.getDataAsCsv(options))}
          >
            {label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 250 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          initialState={{ columns: { columnVisibilityModel: { phone: false } } }}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 1,
          p: 1,
          height: 100,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
        }}
      >
        {preview || 'The Phone column is hidden. Pick an option to see which columns are exported.'}
      </Box>
    </Box>
  );
}
