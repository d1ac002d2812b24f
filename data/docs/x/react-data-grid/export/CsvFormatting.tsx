import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'phone', headerName: 'Phone', width: 150 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 200 },
];

const rows = [
  {
    id: 1,
    supplier: 'Baker, Hale & Sons',
    city: 'Leeds',
    phone: '+44 113 496 0711',
    comment: 'Ships on Tuesdays',
  },
  {
    id: 2,
    supplier: 'Nordic Paper AB',
    city: 'Malmö',
    phone: '+46 40 555 0188',
    comment: 'Said "next week" twice',
  },
  // A value that a spreadsheet would run as a formula.
  {
    id: 3,
    supplier: 'Greenleaf Ltd',
    city: 'Bristol',
    phone: '+44 117 496 0542',
    comment: '=HYPERLINK("http://example.com")',
  },
];

const delimiters = [
  { value: ',', label: 'Comma (,)' },
  { value: ';', label: 'Semicolon (;)' },
  { value: '\t', label: 'Tab' },
  { value: '|', label: 'Pipe (|)' },
];

export default function CsvFormatting() {
  const apiRef = useGridApiRef();
  const [delimiter, setDelimiter] = React.useState(',');
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    if (typeof apiRef.current?.getDataAsCsv === 'function') {
      setCsv(apiRef.current.getDataAsCsv({ delimiter, includeHeaders, escapeFormulas }));
    }
  }, [apiRef, delimiter, includeHeaders, escapeFormulas]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
        useFlexGap
      >
        <TextField
          select
          size="small"
          label="delimiter"
          value={delimiter}
          onChange={(event) => setDelimiter(event.target.value)}
          sx={{ width: 160 }}
        >
          {delimiters.map((option) => (
            <MenuItem key={option.label} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaders}
              onChange={(event) => setIncludeHeaders(event.target.checked)}
            />
          }
          label="includeHeaders"
        />
        <FormControlLabel
          control={
            <Switch
              checked={escapeFormulas}
              onChange={(event) => setEscapeFormulas(event.target.checked)}
            />
          }
          label="escapeFormulas"
        />
      </Stack>
      <Box sx={{ height: 220 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
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
        {csv.replace(/\t/g, '→')}
      </Box>
    </Box>
  );
}
