import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

type Warehouse = { code: string; city: string };

type Order = {
  id: number;
  customer: string;
  warehouse: string; // stores the warehouse code, e.g. "AMS"
  priority: 'standard' | 'express';
};

const warehouses: Warehouse[] = [
  { code: 'AMS', city: 'Amsterdam' },
  { code: 'BCN', city: 'Barcelona' },
  { code: 'MUC', city: 'Munich' },
];

const initialRows: Order[] = [
  { id: 5101, customer: 'Fjord Outdoor AS', warehouse: 'AMS', priority: 'express' },
  { id: 5102, customer: 'Casa Lumen S.L.', warehouse: 'BCN', priority: 'standard' },
  { id: 5103, customer: 'Bergmann & Söhne', warehouse: 'MUC', priority: 'standard' },
  { id: 5104, customer: 'Atelier Rive Gauche', warehouse: 'AMS', priority: 'standard' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  {
    field: 'warehouse',
    headerName: 'Ships from',
    type: 'singleSelect',
    width: 150,
    editable: true,
    // options in their own shape: tell the grid where the value and the label are
    valueOptions: warehouses,
    getOptionValue: (option) => (option as Warehouse).code,
    getOptionLabel: (option) => `${(option as Warehouse).city} (${(option as Warehouse).code})`,
  },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    width: 120,
    editable: true,
    // the usual { value, label } shape needs no extra function
    valueOptions: [
      { value: 'standard', label: 'Standard' },
      { value: 'express', label: 'Express' },
    ],
  },
];

export default function SingleSelectOptions() {
  const [rows, setRows] = React.useState<Order[]>(initialRows);
  const [lastUpdate, setLastUpdate] = React.useState<Order | null>(null);

  const processRowUpdate = React.useCallback((newRow: Order) => {
    setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
    setLastUpdate(newRow);
    return newRow;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 270 }}>
        <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      </Box>
      <Typography variant="caption" component="pre" sx={{ mt: 1, mb: 0 }}>
        {lastUpdate
          ? `Saved row: ${JSON.stringify(lastUpdate)}`
          : 'Double-click a "Ships from" or "Priority" cell and pick another option.'}
      </Typography>
    </Box>
  );
}
