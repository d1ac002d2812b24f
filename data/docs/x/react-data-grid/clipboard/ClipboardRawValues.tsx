import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef[] = [
  { field: 'ticker', headerName: 'Ticker', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => money.format(value),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${(value * 100).toFixed(1)} %`,
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `${(value / 1e6).toFixed(1)} M`,
  },
];

const rows = [
  { id: 1, ticker: 'NRDX', price: 142.37, change: 0.012, volume: 8_430_000 },
  { id: 2, ticker: 'HLMT', price: 58.9, change: -0.034, volume: 2_115_000 },
  { id: 3, ticker: 'QSTR', price: 9.45, change: 0.081, volume: 15_880_000 },
];

type Setting = 'off' | 'clipboard' | 'all';

const settings: Record<Setting, boolean | { clipboardExport: boolean }> = {
  off: false,
  clipboard: { clipboardExport: true },
  all: true,
};

export default function ClipboardRawValues() {
  const [setting, setSetting] = React.useState<Setting>('off');
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="ignoreValueFormatterDuringExport"
        value={setting}
        onChange={(event) => setSetting(event.target.value as Setting)}
        sx={{ mb: 1, width: 300 }}
      >
        <MenuItem value="off">false (default)</MenuItem>
        <MenuItem value="clipboard">{'{ clipboardExport: true }'}</MenuItem>
        <MenuItem value="all">true</MenuItem>
      </TextField>
      <Box sx={{ height: 250 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          hideFooter
          ignoreValueFormatterDuringExport={settings[setting]}
          onClipboardCopy={(data) => setCopied(data)}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 1,
          p: 1,
          height: 80,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
        }}
      >
        {copied.replace(/\t/g, '→') || 'Click a cell (or tick rows) and press Ctrl+C (Cmd+C).'}
      </Box>
    </Box>
  );
}
