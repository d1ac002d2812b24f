import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  GridColDef,
  GridLogicOperator,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import { restaurants, type Restaurant } from '../restaurants';

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'priceLevel', headerName: 'Price level', type: 'number', width: 100 },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function QuickFilterLogicOperator() {
  const [logic, setLogic] = React.useState<GridLogicOperator>(GridLogicOperator.And);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={logic}
        onChange={(_event, value: GridLogicOperator | null) => value && setLogic(value)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value={GridLogicOperator.And}>Every word</ToggleButton>
        <ToggleButton value={GridLogicOperator.Or}>Any word</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 440 }}>
        <DataGrid
          key={logic}
          rows={restaurants}
          columns={columns}
          slots={{ toolbar: SearchToolbar }}
          initialState={{
            filter: {
              filterModel: {
                items: [],
                quickFilterValues: ['japanese', 'french'],
                quickFilterLogicOperator: logic,
              },
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
