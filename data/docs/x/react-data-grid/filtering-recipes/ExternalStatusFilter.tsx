import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

const statuses = ['Draft', 'Sent', 'Paid', 'Overdue'];

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 120,
  },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, invoice: 'INV-0141', client: 'Orchard Dental', status: 'Paid', amount: 1200 },
  { id: 2, invoice: 'INV-0142', client: 'Kite Studio', status: 'Overdue', amount: 860 },
  { id: 3, invoice: 'INV-0143', client: 'Granite Legal', status: 'Sent', amount: 2400 },
  { id: 4, invoice: 'INV-0144', client: 'Orchard Dental', status: 'Draft', amount: 300 },
  { id: 5, invoice: 'INV-0145', client: 'Maple Freight', status: 'Paid', amount: 4150 },
  { id: 6, invoice: 'INV-0146', client: 'Kite Studio', status: 'Sent', amount: 975 },
  { id: 7, invoice: 'INV-0147', client: 'Granite Legal', status: 'Overdue', amount: 1830 },
];

function statusFromModel(model: GridFilterModel): string {
  const item = model.items.find((entry) => entry.field === 'status' && entry.operator === 'is');
  return typeof item?.value === 'string' ? item.value : 'All';
}

export default function ExternalStatusFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const selected = statusFromModel(filterModel);

  const handleStatus = (_event: React.MouseEvent<HTMLElement>, value: string | null) => {
    if (value === null) {
      return;
    }
    setFilterModel({
      ...filterModel,
      items: value === 'All' ? [] : [{ field: 'status', operator: 'is', value }],
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={selected}
        onChange={handleStatus}
        aria-label="Invoice status"
        sx={{ mb: 1 }}
      >
        {['All', ...statuses].map((status) => (
          <ToggleButton key={status} value={status}>
            {status}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooterSelectedRowCount
        />
      </Box>
    </Box>
  );
}
