import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

type Shipment = {
  id: string;
  destination: string;
  parcels: number;
  weightKg: number;
  carrier: string;
};

const rows: Shipment[] = [
  { id: 'SHP-1042', destination: 'Lyon, France', parcels: 3, weightKg: 12.4, carrier: 'DHL' },
  { id: 'SHP-1043', destination: 'Porto, Portugal', parcels: 1, weightKg: 0.8, carrier: 'UPS' },
  { id: 'SHP-1044', destination: 'Gdańsk, Poland', parcels: 7, weightKg: 41.0, carrier: 'DPD' },
  { id: 'SHP-1045', destination: 'Ghent, Belgium', parcels: 2, weightKg: 5.6, carrier: 'GLS' },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  {
    field: 'destination',
    headerName: 'Destination',
    description: 'City and country of the delivery address',
    flex: 1,
    minWidth: 160,
  },
  {
    field: 'parcels',
    headerName: 'Parcels',
    type: 'number',
    width: 100,
    // number columns are right-aligned by default; center both header and cells
    headerAlign: 'center',
    align: 'center',
  },
  {
    field: 'weightKg',
    headerName: 'Weight (kg)',
    description: 'Gross weight, packaging included',
    type: 'number',
    width: 130,
  },
  {
    field: 'carrier',
    width: 120,
    headerAlign: 'right',
    align: 'right',
    renderHeader: () => (
      <Tooltip title="Company handling the last mile">
        <Box
          component="span"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          <LocalShippingIcon fontSize="small" />
          Carrier
        </Box>
      </Tooltip>
    ),
  },
];

export default function HeaderAndAlignment() {
  return (
    <Box sx={{ height: 290, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
