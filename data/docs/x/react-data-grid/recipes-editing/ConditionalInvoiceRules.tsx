import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridColDef,
  GridEditDateCell,
  GridEditInputCell,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Status = 'Draft' | 'Sent' | 'Paid';
type Invoice = {
  id: string;
  client: string;
  status: Status;
  amount: number | null;
  paidOn: Date | null;
};

const rows: Invoice[] = [
  {
    id: 'INV-2024-031',
    client: 'Lumen Studio',
    status: 'Paid',
    amount: 1850,
    paidOn: new Date(2024, 3, 12),
  },
  { id: 'INV-2024-032', client: 'Greenway Co-op', status: 'Sent', amount: 640, paidOn: null },
  { id: 'INV-2024-033', client: 'Atlas Couriers', status: 'Draft', amount: null, paidOn: null },
];

function withErrorTooltip(Cell: typeof GridEditInputCell | typeof GridEditDateCell) {
  return function EditCellWithMessage(props: GridRenderEditCellParams) {
    const message = typeof props.error === 'string' ? props.error : '';
    return (
      <Tooltip open={Boolean(message)} title={message} arrow>
        <Box
          sx={{
            width: '100%',
            height: '100%',
            display: 'flex',
            boxShadow: message ? 'inset 0 0 0 2px #d32f2f' : 'none',
          }}
        >
          <Cell {...props} />
        </Box>
      </Tooltip>
    );
  };
}

const AmountEditCell = withErrorTooltip(GridEditInputCell);
const DateEditCell = withErrorTooltip(GridEditDateCell);

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 130 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 130, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid'],
    width: 100,
    editable: true,
  },
  {
    field: 'amount',
    headerName: 'Amount ($)',
    type: 'number',
    width: 120,
    editable: true,
    // Drafts may have no amount yet; anything sent needs a positive amount.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const status = params.otherFieldsProps?.status?.value as Status;
      const amount = params.props.value as number | null | undefined;
      const missing = status !== 'Draft' && (amount == null || amount <= 0);
      return { ...params.props, error: missing ? `Required when ${status}` : false };
    },
    renderEditCell: (params) => <AmountEditCell {...params} />,
  },
  {
    field: 'paidOn',
    headerName: 'Paid on',
    type: 'date',
    width: 150,
    editable: true,
    // The payment date is required for paid invoices and forbidden for the others.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const status = params.otherFieldsProps?.status?.value as Status;
      const date = params.props.value as Date | null | undefined;
      let error: string | false = false;
      if (status === 'Paid' && !date) {
        error = 'Enter the payment date';
      } else if (status !== 'Paid' && date) {
        error = 'Only paid invoices have a date';
      }
      return { ...params.props, error };
    },
    renderEditCell: (params) => <DateEditCell {...params} />,
  },
];

export default function ConditionalInvoiceRules() {
  return (
    <Box sx={{ height: 230, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        processRowUpdate={(newRow: Invoice) => newRow}
        hideFooter
      />
    </Box>
  );
}
