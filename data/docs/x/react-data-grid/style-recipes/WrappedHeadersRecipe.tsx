import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'school', headerName: 'School', flex: 1, minWidth: 150 },
  {
    field: 'enrolled',
    headerName: 'Students enrolled at the start of the year',
    type: 'number',
    width: 150,
  },
  {
    field: 'ratio',
    headerName: 'Students per teacher (average)',
    type: 'number',
    width: 150,
  },
  {
    field: 'graduation',
    headerName: 'Graduation rate over three years (%)',
    type: 'number',
    width: 160,
  },
];

const rows = [
  { id: 1, school: 'Riverside High', enrolled: 812, ratio: 14.2, graduation: 91 },
  { id: 2, school: 'Hillcrest Academy', enrolled: 455, ratio: 11.8, graduation: 95 },
  { id: 3, school: 'Eastgate College', enrolled: 1290, ratio: 17.5, graduation: 86 },
  { id: 4, school: 'Maple Grove School', enrolled: 634, ratio: 13.1, graduation: 89 },
];

export default function WrappedHeadersRecipe() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnHeaderHeight={76}
        checkboxSelection
        hideFooter
        sx={{
          [`& .${gridClasses.columnHeaderTitle}`]: {
            whiteSpace: 'normal',
            lineHeight: 1.3,
            fontWeight: 600,
          },
          // Accent bar on the left of selected rows.
          [`& .${gridClasses.row}.Mui-selected`]: {
            boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.secondary.main}`,
          },
        }}
      />
    </Box>
  );
}
