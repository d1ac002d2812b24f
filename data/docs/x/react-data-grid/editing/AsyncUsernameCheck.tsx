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

type Account = { id: number; username: string; displayName: string };

const rows: Account[] = [
  { id: 1, username: 'nadia.s', displayName: 'Nadia Sokolova' },
  { id: 2, username: 'bkowalski', displayName: 'Bartek Kowalski' },
  { id: 3, username: 'ama_owusu', displayName: 'Ama Owusu' },
];

// Names the fake server already knows about, beside the ones in the grid.
const reserved = new Set(['admin', 'support', 'nadia.s', 'bkowalski', 'ama_owusu']);

function checkUsername(id: number, username: string): Promise<string | null> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const own = rows.find((row) => row.id === id)?.username;
      if (username !== own && reserved.has(username.toLowerCase())) {
        resolve(`"${username}" is already taken`);
      } else {
        resolve(null);
      }
    }, 400);
  });
}

function UsernameEditCell(props: GridRenderEditCellParams<Account, string>) {
  const { error, isProcessingProps } = props;
  const title = isProcessingProps ? 'Checking…' : typeof error === 'string' ? error : '';
  return (
    <Tooltip open={Boolean(title)} title={title} placement="bottom-start">
      <GridEditInputCell
        {...props}
        sx={error ? { boxShadow: 'inset 0 0 0 2px #d32f2f' } : undefined}
      />
    </Tooltip>
  );
}

const columns: GridColDef<Account>[] = [
  {
    field: 'username',
    headerName: 'Username',
    width: 180,
    editable: true,
    preProcessEditCellProps: async (params: GridPreProcessEditCellProps<string, Account>) => {
      const value = params.props.value ?? '';
      if (!params.hasChanged) {
        return params.props;
      }
      const message = await checkUsername(params.row.id, value);
      return { ...params.props, error: message ?? false };
    },
    renderEditCell: (params: GridRenderEditCellParams<Account, string>) => (
      <UsernameEditCell {...params} />
    ),
  },
  { field: 'displayName', headerName: 'Display name', flex: 1, editable: true },
];

export default function AsyncUsernameCheck() {
  return (
    <Box sx={{ height: 220, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
