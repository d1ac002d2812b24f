import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';

const cities = ['Lyon', 'Porto', 'Ghent', 'Turin', 'Bergen', 'Graz', 'Cork'];

const rows = Array.from({ length: 48 }, (_, index) => ({
  id: index + 1,
  listing: `${['Studio', 'Loft', 'Two-bed flat', 'Townhouse'][index % 4]} in ${cities[index % cities.length]}`,
  nightly: 55 + ((index * 23) % 140),
  rating: Math.round((3.6 + ((index * 7) % 14) / 10) * 10) / 10,
}));

const columns: GridColDef[] = [
  { field: 'listing', headerName: 'Listing', flex: 1, minWidth: 180 },
  { field: 'nightly', headerName: 'Per night (€)', type: 'number', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

export default function ControlledPaginationModel() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          pageSizeOptions={[5, 10, 20]}
          paginationModel={paginationModel}
          onPaginationModelChange={(model) => {
            setLog((previous) =>
              [`page ${model.page}, pageSize ${model.pageSize}`, ...previous].slice(0, 3),
            );
            setPaginationModel(model);
          }}
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
        {`paginationModel = ${JSON.stringify(paginationModel)}\nonPaginationModelChange, latest first:\n${
          log.join('\n') || '(change the page or the page size)'
        }`}
      </Box>
    </Box>
  );
}
