import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';

interface Forecast {
  id: number;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const rows: Forecast[] = [
  { id: 1, region: 'Nordics', q1: 412, q2: 398, q3: 455, q4: 520 },
  { id: 2, region: 'Benelux', q1: 305, q2: 322, q3: 310, q4: 361 },
  { id: 3, region: 'Iberia', q1: 278, q2: 301, q3: 344, q4: 330 },
  { id: 4, region: 'Baltics', q1: 121, q2: 133, q3: 129, q4: 150 },
  { id: 5, region: 'Alpine', q1: 356, q2: 341, q3: 372, q4: 398 },
  { id: 6, region: 'Balkans', q1: 189, q2: 204, q3: 215, q4: 226 },
];

const columns: GridColDef<Forecast>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'q1', headerName: 'Q1 (k€)', type: 'number', width: 100 },
  { field: 'q2', headerName: 'Q2 (k€)', type: 'number', width: 100 },
  { field: 'q3', headerName: 'Q3 (k€)', type: 'number', width: 100 },
  { field: 'q4', headerName: 'Q4 (k€)', type: 'number', width: 100 },
];

export default function CellSelectionApiRef() {
  const apiRef = useGridApiRef();
  const [total, setTotal] = React.useState('');

  const sumSelection = () => {
    const cells = apiRef.current.getSelectedCellsAsArray();
    const sum = cells.reduce((acc, { id, field }) => {
      const value = apiRef.current.getCellValue(id, field);
      return typeof value === 'number' ? acc + value : acc;
    }, 0);
    setTotal(`${cells.length} cells, sum ${sum} k€`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.selectCellRange({ id: 1, field: 'q3' }, { id: 6, field: 'q4' })
          }
        >
          Select second half-year
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.selectCellRange({ id: 1, field: 'q1' }, { id: 1, field: 'q4' }, true)
          }
        >
          Add the Nordics row
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setCellSelectionModel({})}
        >
          Clear
        </Button>
        <Button size="small" onClick={sumSelection}>
          Sum the selection
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        {total}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
