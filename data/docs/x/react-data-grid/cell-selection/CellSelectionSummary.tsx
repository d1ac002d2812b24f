import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridCellSelectionModel, GridColDef } from '@mui/x-data-grid-premium';

interface SalesRow {
  id: number;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const rows: SalesRow[] = [
  { id: 1, region: 'North', q1: 120, q2: 134, q3: 128, q4: 160 },
  { id: 2, region: 'South', q1: 98, q2: 102, q3: 117, q4: 125 },
  { id: 3, region: 'East', q1: 143, q2: 139, q3: 151, q4: 170 },
  { id: 4, region: 'West', q1: 87, q2: 95, q3: 90, q4: 112 },
  { id: 5, region: 'Central', q1: 110, q2: 121, q3: 119, q4: 140 },
  { id: 6, region: 'Islands', q1: 42, q2: 47, q3: 55, q4: 51 },
];

const quarters = ['q1', 'q2', 'q3', 'q4'] as const;

const columns: GridColDef<SalesRow>[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 120 },
  ...quarters.map((quarter): GridColDef<SalesRow> => ({
    field: quarter,
    headerName: quarter.toUpperCase(),
    type: 'number',
    width: 100,
  })),
];

export default function CellSelectionSummary() {
  const [cellSelectionModel, setCellSelectionModel] = React.useState<GridCellSelectionModel>({
    1: { q1: true, q2: true },
    2: { q1: true, q2: true },
  });

  const summary = React.useMemo(() => {
    let count = 0;
    let sum = 0;
    rows.forEach((row) => {
      const fields = cellSelectionModel[row.id] ?? {};
      quarters.forEach((quarter) => {
        if (fields[quarter]) {
          count += 1;
          sum += row[quarter];
        }
      });
    });
    return { count, sum };
  }, [cellSelectionModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={(newModel) => setCellSelectionModel(newModel)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, height: 24 }}>
        {summary.count > 0
          ? `${summary.count} quarterly figures selected. Sum: ${summary.sum}, average: ${(summary.sum / summary.count).toFixed(1)}`
          : 'Drag across the quarter columns to select figures.'}
      </Typography>
    </Box>
  );
}
