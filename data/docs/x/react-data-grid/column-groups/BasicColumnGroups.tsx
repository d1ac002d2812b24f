import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'street', headerName: 'Street', width: 170 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'zip', headerName: 'ZIP', width: 90 },
  { field: 'phone', headerName: 'Phone', width: 150 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'person',
    headerName: 'Person',
    description: 'Identity of the customer',
    children: [{ field: 'firstName' }, { field: 'lastName' }],
  },
  {
    groupId: 'contact',
    headerName: 'Contact details',
    children: [
      {
        groupId: 'address',
        headerName: 'Address',
        children: [{ field: 'street' }, { field: 'city' }, { field: 'zip' }],
      },
      { field: 'phone' },
    ],
  },
];

const rows = [
  {
    id: 1,
    firstName: 'Amara',
    lastName: 'Diallo',
    street: '12 Rue des Lilas',
    city: 'Lyon',
    zip: '69003',
    phone: '+33 4 72 00 11 22',
  },
  {
    id: 2,
    firstName: 'Henrik',
    lastName: 'Dahl',
    street: 'Storgatan 8',
    city: 'Umeå',
    zip: '903 26',
    phone: '+46 90 12 34 56',
  },
  {
    id: 3,
    firstName: 'Lucía',
    lastName: 'Ortega',
    street: 'Calle Mayor 45',
    city: 'Zaragoza',
    zip: '50001',
    phone: '+34 976 00 12 34',
  },
];

export default function BasicColumnGroups() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
