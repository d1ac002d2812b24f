import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridColumnVisibilityModel,
  GridToolbarColumnsButton,
  GridToolbarContainer,
} from '@mui/x-data-grid';

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

const rows = [
  {
    id: 1,
    name: 'Rosa Marín',
    email: 'rosa@example.com',
    phone: '+34 600 111 222',
    city: 'Madrid',
    internalId: 'C-0192',
  },
  {
    id: 2,
    name: 'Kwame Asante',
    email: 'kwame@example.com',
    phone: '+233 20 555 0101',
    city: 'Accra',
    internalId: 'C-0207',
  },
  {
    id: 3,
    name: 'Sofia Berg',
    email: 'sofia@example.com',
    phone: '+46 70 123 4567',
    city: 'Malmö',
    internalId: 'C-0311',
  },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, hideable: false },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 170 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'internalId', headerName: 'Internal ID', width: 120 },
];

export default function ControlledVisibility() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({
    phone: false,
    internalId: false,
  });

  const hidden = Object.keys(model).filter((field) => model[field] === false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, minHeight: 32 }} alignItems="center">
        {hidden.length === 0 ? <Chip label="All columns visible" size="small" /> : null}
        {hidden.map((field) => (
          <Chip
            key={field}
            size="small"
            label={`Show ${field}`}
            onClick={() => setModel((prev) => ({ ...prev, [field]: true }))}
          />
        ))}
      </Stack>
      <Box sx={{ height: 270 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={(newModel) => setModel(newModel)}
          slots={{ toolbar: Toolbar }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
