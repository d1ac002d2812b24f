import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';

type Recipe = { id: number; dish: string; cuisine: string; minutes: number; vegetarian: boolean };

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 160 },
  { field: 'cuisine', headerName: 'Cuisine', width: 120 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'vegetarian', headerName: 'Vegetarian', type: 'boolean', width: 110 },
];

const rows: Recipe[] = [
  { id: 1, dish: 'Shakshuka', cuisine: 'Maghrebi', minutes: 30, vegetarian: true },
  { id: 2, dish: 'Pad kra pao', cuisine: 'Thai', minutes: 20, vegetarian: false },
  { id: 3, dish: 'Mushroom risotto', cuisine: 'Italian', minutes: 45, vegetarian: true },
  { id: 4, dish: 'Chicken tinga tacos', cuisine: 'Mexican', minutes: 40, vegetarian: false },
  { id: 5, dish: 'Dal tadka', cuisine: 'Indian', minutes: 35, vegetarian: true },
];

export default function ClickHandlerProps() {
  const [lastCell, setLastCell] = React.useState('—');
  const [lastRow, setLastRow] = React.useState('—');
  const [lastHeader, setLastHeader] = React.useState('—');

  // A cell click is published first, then it bubbles to the row
  const handleCellClick: GridEventListener<'cellClick'> = (params) => {
    setLastCell(`${params.colDef.headerName}: ${String(params.formattedValue)}`);
  };
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const recipe = params.row as Recipe;
    setLastRow(`#${params.id} ${recipe.dish} (${recipe.cuisine}, ${recipe.minutes} min)`);
  };
  const handleColumnHeaderClick: GridEventListener<'columnHeaderClick'> = (params, event) => {
    setLastHeader(`${params.field}${event.shiftKey ? ' with Shift' : ''}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellClick={handleCellClick}
          onRowClick={handleRowClick}
          onColumnHeaderClick={handleColumnHeaderClick}
          hideFooter
        />
      </Box>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        <Typography variant="body2">onCellClick → {lastCell}</Typography>
        <Typography variant="body2">onRowClick → {lastRow}</Typography>
        <Typography variant="body2">onColumnHeaderClick → {lastHeader}</Typography>
      </Stack>
    </Box>
  );
}
