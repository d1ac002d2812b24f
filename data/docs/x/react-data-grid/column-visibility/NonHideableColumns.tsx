import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridToolbarColumnsButton,
  GridToolbarContainer,
} from '@mui/x-data-grid';

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

const rows = [
  {
    id: 1,
    patient: 'Elena Kovač',
    room: '204B',
    diet: 'Low sodium',
    allergies: 'Penicillin',
    physician: 'Dr. Haddad',
  },
  {
    id: 2,
    patient: 'Samuel Osei',
    room: '207A',
    diet: 'Regular',
    allergies: 'None known',
    physician: 'Dr. Lindqvist',
  },
  {
    id: 3,
    patient: 'Hana Suzuki',
    room: '211',
    diet: 'Diabetic',
    allergies: 'Latex',
    physician: 'Dr. Haddad',
  },
];

const columns: GridColDef[] = [
  // Safety-critical columns are always visible.
  { field: 'patient', headerName: 'Patient', width: 160, hideable: false },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'diet', headerName: 'Diet', width: 130 },
  { field: 'allergies', headerName: 'Allergies', width: 140, hideable: false },
  { field: 'physician', headerName: 'Physician', flex: 1, minWidth: 140 },
];

export default function NonHideableColumns() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: ColumnsToolbar }} hideFooter />
    </Box>
  );
}
