import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

type Shipment = {
  id: number;
  carrier: { name: string; service: string };
  destination: { city: string; country: string };
  weightKg: number;
  shippedOn: string;
};

const rows: Shipment[] = [
  {
    id: 1,
    carrier: { name: 'PostNord', service: 'Express' },
    destination: { city: 'Oslo', country: 'Norway' },
    weightKg: 2.4,
    shippedOn: '2024-04-02',
  },
  {
    id: 2,
    carrier: { name: 'DHL', service: 'Economy' },
    destination: { city: 'Graz', country: 'Austria' },
    weightKg: 11.8,
    shippedOn: '2024-04-05',
  },
  {
    id: 3,
    carrier: { name: 'UPS', service: 'Standard' },
    destination: { city: 'Cork', country: 'Ireland' },
    weightKg: 0.9,
    shippedOn: '2024-04-09',
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  {
    field: 'carrier',
    headerName: 'Carrier',
    width: 170,
    valueGetter: (_value, row) => `${row.carrier.name} (${row.carrier.service})`,
  },
  {
    field: 'city',
    headerName: 'City',
    width: 110,
    valueGetter: (_value, row) => row.destination.city,
  },
  {
    field: 'country',
    headerName: 'Country',
    width: 120,
    valueGetter: (_value, row) => row.destination.country,
  },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  {
    field: 'shippedOn',
    headerName: 'Shipped',
    type: 'date',
    width: 130,
    valueGetter: (value: string) => new Date(`${value}T00:00:00`),
  },
];

export default function NestedRowData() {
  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
