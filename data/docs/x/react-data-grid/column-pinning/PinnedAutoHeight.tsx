import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'recipe', headerName: 'Recipe', width: 160 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'steps', headerName: 'Method', width: 360 },
  { field: 'prep', headerName: 'Prep (min)', type: 'number', width: 110 },
  { field: 'cook', headerName: 'Cook (min)', type: 'number', width: 110 },
  { field: 'serves', headerName: 'Serves', type: 'number', width: 90 },
  { field: 'allergens', headerName: 'Allergens', width: 150 },
];

const rows = [
  {
    id: 1,
    recipe: 'Shakshuka',
    cuisine: 'Maghrebi',
    steps:
      'Soften onion and peppers in olive oil, add cumin, paprika and crushed tomatoes, simmer until thick, then crack in the eggs and cover until the whites set.',
    prep: 10,
    cook: 25,
    serves: 4,
    allergens: 'Eggs',
  },
  {
    id: 2,
    recipe: 'Dal tadka',
    cuisine: 'Indian',
    steps:
      'Boil yellow lentils with turmeric. Finish with a tempering of ghee, cumin, garlic and chili.',
    prep: 5,
    cook: 35,
    serves: 4,
    allergens: 'Milk (ghee)',
  },
  {
    id: 3,
    recipe: 'Caprese salad',
    cuisine: 'Italian',
    steps: 'Slice and layer.',
    prep: 10,
    cook: 0,
    serves: 2,
    allergens: 'Milk',
  },
];

export default function PinnedAutoHeight() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        // Each row grows to fit its longest cell, in pinned and scrolling columns alike.
        getRowHeight={() => 'auto'}
        initialState={{ pinnedColumns: { left: ['recipe'], right: ['serves'] } }}
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
        hideFooter
      />
    </Box>
  );
}
