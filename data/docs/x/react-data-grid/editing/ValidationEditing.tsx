import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridColDef,
  GridEditInputCell,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, username: 'marta_k', discount: 10 },
  { id: 2, username: 'deepak', discount: 25 },
  { id: 3, username: 'yuki.t', discount: 0 },
];

// Wraps the default editor to show the validation message and a red background.
function EditCellWithError(props: GridRenderEditCellParams) {
  const { error } = props;
  return (
    <Tooltip open={Boolean(error)} title={typeof error === 'string' ? error : ''} arrow>
      <GridEditInputCell
        {...props}
        sx={error ? { bgcolor: 'error.light', color: 'error.contrastText' } : undefined}
      />
    </Tooltip>
  );
}

const columns: GridColDef[] = [
  {
    field: 'username',
    headerName: 'Username',
    flex: 1,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const value = String(params.props.value ?? '');
      let error: string | false = false;
      if (value.length < 3) {
        error = 'At least 3 characters';
      } else if (/\s/.test(value)) {
        error = 'No spaces allowed';
      }
      return { ...params.props, error };
    },
    renderEditCell: (params) => <EditCellWithError {...params} />,
  },
  {
    field: 'discount',
    headerName: 'Discount %',
    type: 'number',
    width: 140,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const value = Number(params.props.value);
      const invalid = Number.isNaN(value) || value < 0 || value > 50;
      return { ...params.props, error: invalid ? 'Between 0 and 50' : false };
    },
    renderEditCell: (params) => <EditCellWithError {...params} />,
  },
];

export default function ValidationEditing() {
  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
