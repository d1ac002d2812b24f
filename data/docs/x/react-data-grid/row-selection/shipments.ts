import type { GridColDef } from '@mui/x-data-grid';

// Shipments of a small freight office, shared by the row selection demos of this page.

export interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  carrier: string;
  weightKg: number;
  status: 'Ready' | 'In transit' | 'Delivered' | 'On hold';
}

export const shipments: Shipment[] = [
  {
    id: 1,
    tracking: 'SH-24817',
    destination: 'Lisbon',
    carrier: 'Atlas Freight',
    weightKg: 12.4,
    status: 'Ready',
  },
  {
    id: 2,
    tracking: 'SH-24818',
    destination: 'Vienna',
    carrier: 'Northway',
    weightKg: 3.1,
    status: 'In transit',
  },
  {
    id: 3,
    tracking: 'SH-24819',
    destination: 'Krakow',
    carrier: 'Atlas Freight',
    weightKg: 27.8,
    status: 'On hold',
  },
  {
    id: 4,
    tracking: 'SH-24820',
    destination: 'Ghent',
    carrier: 'Parcelio',
    weightKg: 1.6,
    status: 'Ready',
  },
  {
    id: 5,
    tracking: 'SH-24821',
    destination: 'Bologna',
    carrier: 'Northway',
    weightKg: 8.9,
    status: 'Delivered',
  },
  {
    id: 6,
    tracking: 'SH-24822',
    destination: 'Tallinn',
    carrier: 'Parcelio',
    weightKg: 5.5,
    status: 'Ready',
  },
  {
    id: 7,
    tracking: 'SH-24823',
    destination: 'Porto',
    carrier: 'Atlas Freight',
    weightKg: 14.2,
    status: 'In transit',
  },
  {
    id: 8,
    tracking: 'SH-24824',
    destination: 'Aarhus',
    carrier: 'Northway',
    weightKg: 2.3,
    status: 'On hold',
  },
];

export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
];
