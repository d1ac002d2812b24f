import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridCellSelectionModel, GridColDef } from '@mui/x-data-grid-premium';

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

export default function CellSelectionControlled() {
  const [model, setModel] = React.useState<GridCellSelectionModel>({
    1: { q1: true, q2: true },
    2: { q1: true, q2: true },
  });

  const selectedCount = Object.values(model).reduce(
    (count, fields) => count + Object.values(fields).filter(Boolean).length,
    0,
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {selectedCount} cells selected in {Object.keys(model).length} rows
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={model}
          onCellSelectionModelChange={(newModel) => setModel(newModel)}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
