import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'athlete', headerName: 'Athlete', flex: 1, minWidth: 150 },
  { field: 'event', headerName: 'Event', width: 120 },
  {
    field: 'time',
    headerName: 'Time (s)',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value.toFixed(2)} s`,
  },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'personalBest', headerName: 'PB', type: 'boolean', width: 80 },
];

const rows = [
  {
    id: 1,
    athlete: 'Keira Walsh',
    event: '400 m',
    time: 51.84,
    date: new Date(2024, 5, 8),
    personalBest: true,
  },
  {
    id: 2,
    athlete: 'Yusuf Okafor',
    event: '400 m',
    time: 46.12,
    date: new Date(2024, 5, 8),
    personalBest: false,
  },
  {
    id: 3,
    athlete: 'Marta Kowalczyk',
    event: '800 m',
    time: 121.3,
    date: new Date(2024, 5, 9),
    personalBest: true,
  },
];

function describe(value: unknown): string {
  if (value instanceof Date) {
    return `${value.toISOString().slice(0, 10)} (date)`;
  }
  return `${String(value)} (${typeof value})`;
}

export default function ExcelApiRef() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('');
  const [status, setStatus] = React.useState('idle');

  const inspect = async () => {
    const workbook = await apiRef.current.getDataAsExcel({
      fields: ['athlete', 'time', 'date', 'personalBest'],
    });
    if (!workbook) {
      return;
    }
    const lines: string[] = [];
    workbook.worksheets[0].eachRow((row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell((cell) =>
        cells.push(rowNumber === 1 ? String(cell.value) : describe(cell.value)),
      );
      lines.push(`Row ${rowNumber}: ${cells.join(' | ')}`);
    });
    setSummary(lines.join('\n'));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={inspect}>
          Inspect getDataAsExcel()
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.exportDataAsExcel({ fileName: 'meet-results' })}
        >
          exportDataAsExcel()
        </Button>
        <Typography variant="body2">Export: {status}</Typography>
      </Stack>
      <Box sx={{ height: 230 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onExcelExportStateChange={setStatus}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 1,
          p: 1,
          height: 110,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
        }}
      >
        {summary || 'Click "Inspect" to read the cells of the workbook the grid builds.'}
      </Box>
    </Box>
  );
}
