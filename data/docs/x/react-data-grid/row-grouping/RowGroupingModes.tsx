import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GridColDef,
  GridRowGroupingModel,
  useKeepGroupedColumnsHidden,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Employee', width: 150 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

const rows = [
  { id: 1, name: 'Amélie Roux', country: 'France', team: 'Design', salary: 52000 },
  { id: 2, name: 'Hugo Martin', country: 'France', team: 'Engineering', salary: 61000 },
  { id: 3, name: 'Léa Petit', country: 'France', team: 'Engineering', salary: 64000 },
  { id: 4, name: 'Jonas Weber', country: 'Germany', team: 'Engineering', salary: 67000 },
  { id: 5, name: 'Mia Schulz', country: 'Germany', team: 'Sales', salary: 55000 },
  { id: 6, name: 'Lukas Braun', country: 'Germany', team: 'Design', salary: 58000 },
  { id: 7, name: 'Sofía García', country: 'Spain', team: 'Sales', salary: 47000 },
  { id: 8, name: 'Pablo Ruiz', country: 'Spain', team: 'Engineering', salary: 53000 },
  { id: 9, name: 'Lucía Díaz', country: 'Spain', team: 'Sales', salary: 45000 },
  { id: 10, name: 'Yuki Tanaka', country: 'Japan', team: 'Engineering', salary: 70000 },
  { id: 11, name: 'Haruto Sato', country: 'Japan', team: 'Design', salary: 60000 },
  { id: 12, name: 'Aoi Suzuki', country: 'Japan', team: 'Sales', salary: 56000 },
];

const groupingModel: GridRowGroupingModel = ['country', 'team'];

export default function RowGroupingModes() {
  const apiRef = useGridApiRef();
  const [mode, setMode] = React.useState<'single' | 'multiple'>('single');

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: groupingModel },
    },
  });

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: 'single' | 'multiple' | null) => {
          if (value) {
            setMode(value);
          }
        }}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="single">Single grouping column</ToggleButton>
        <ToggleButton value="multiple">One column per criterion</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={initialState}
          rowGroupingColumnMode={mode}
          groupingColDef={{ width: 220 }}
          defaultGroupingExpansionDepth={1}
          hideFooter
        />
      </Box>
    </Box>
  );
}
