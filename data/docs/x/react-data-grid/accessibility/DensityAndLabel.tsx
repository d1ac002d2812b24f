import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridDensity } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Medication', flex: 1, minWidth: 150 },
  { field: 'dose', headerName: 'Dose (mg)', type: 'number', width: 120 },
  { field: 'schedule', headerName: 'Schedule', width: 150 },
  { field: 'refill', headerName: 'Refill needed', type: 'boolean', width: 130 },
];

const rows = [
  { id: 1, name: 'Amoxicillin', dose: 500, schedule: 'Every 8 hours', refill: false },
  { id: 2, name: 'Ibuprofen', dose: 200, schedule: 'As needed', refill: true },
  { id: 3, name: 'Metformin', dose: 850, schedule: 'Twice a day', refill: false },
  { id: 4, name: 'Lisinopril', dose: 10, schedule: 'Once a day', refill: true },
  { id: 5, name: 'Vitamin D', dose: 25, schedule: 'Once a day', refill: false },
];

export default function DensityAndLabel() {
  const [density, setDensity] = React.useState<GridDensity>('comfortable');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography id="medication-grid-title" variant="h6" component="h3">
          Current medication
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          aria-label="Row density"
          onChange={(_event, value: GridDensity | null) => {
            if (value) {
              setDensity(value);
            }
          }}
        >
          <ToggleButton value="compact">Compact</ToggleButton>
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="comfortable">Comfortable</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          aria-labelledby="medication-grid-title"
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          hideFooter
        />
      </Box>
    </Box>
  );
}
