import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowHeightParams, GridToolbar } from '@mui/x-data-grid';

interface Headline {
  id: number;
  title: string;
  section: string;
  featured: boolean;
}

const rows: Headline[] = [
  {
    id: 1,
    title: 'City council approves the new tram line to the harbour',
    section: 'Local',
    featured: true,
  },
  { id: 2, title: 'Rain expected through the weekend', section: 'Weather', featured: false },
  { id: 3, title: 'Library extends opening hours in August', section: 'Local', featured: false },
  {
    id: 4,
    title: 'Regional orchestra announces its autumn season',
    section: 'Culture',
    featured: true,
  },
  { id: 5, title: 'Ferry timetable changes from Monday', section: 'Transport', featured: false },
  {
    id: 6,
    title: 'Farmers market moves to the old station square',
    section: 'Local',
    featured: false,
  },
];

const columns: GridColDef<Headline>[] = [
  { field: 'title', headerName: 'Headline', flex: 1, minWidth: 260 },
  { field: 'section', headerName: 'Section', width: 120 },
  { field: 'featured', headerName: 'Featured', type: 'boolean', width: 100 },
];

// Featured stories get taller rows; the density setting still scales them
const getRowHeight = ({ model, densityFactor }: GridRowHeightParams) =>
  (model as Headline).featured ? 84 * densityFactor : null;

export default function VariableRowHeight() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowHeight={40}
        getRowHeight={getRowHeight}
        slots={{ toolbar: GridToolbar }}
        hideFooter
      />
    </Box>
  );
}
