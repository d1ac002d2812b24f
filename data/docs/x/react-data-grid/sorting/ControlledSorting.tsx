import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Lisbon', country: 'Portugal', population: 545000 },
  { id: 2, city: 'Osaka', country: 'Japan', population: 2750000 },
  { id: 3, city: 'Porto', country: 'Portugal', population: 232000 },
  { id: 4, city: 'Nagoya', country: 'Japan', population: 2320000 },
  { id: 5, city: 'Valencia', country: 'Spain', population: 807000 },
  { id: 6, city: 'Seville', country: 'Spain', population: 684000 },
  { id: 7, city: 'Kyoto', country: 'Japan', population: 1460000 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'country', headerName: 'Country', flex: 1 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

export default function ControlledSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'population', sort: 'desc' },
  ]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button size="small" onClick={() => setSortModel([{ field: 'city', sort: 'asc' }])}>
          Sort by city
        </Button>
        <Button size="small" onClick={() => setSortModel([])}>
          Clear sorting
        </Button>
        <Typography variant="body2" color="text.secondary">
          sortModel: {JSON.stringify(sortModel)}
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(newModel) => setSortModel(newModel)}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
