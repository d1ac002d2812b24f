import * as React from 'react';
import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
  GridRowEditStopReasons,
  GridEventListener,
} from '@mui/x-data-grid';

type Contact = { id: number; name: string; email: string; age: number };

const rows: Contact[] = [
  { id: 1, name: 'Lena Fischer', email: 'lena@example.com', age: 34 },
  { id: 2, name: 'Omar Haddad', email: 'omar@example.com', age: 29 },
  { id: 3, name: 'Grace Liu', email: 'grace@example.com', age: 41 },
];

export default function RowEditingActions() {
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setMode = (id: GridRowId, mode: GridRowModes, ignoreModifications = false) =>
    setRowModesModel((prev) => ({
      ...prev,
      [id]: mode === GridRowModes.View ? { mode, ignoreModifications } : { mode },
    }));

  // Keep the row in edit mode when focus leaves it; the Save button commits.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const columns: GridColDef<Contact>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 180, editable: true },
    { field: 'age', headerName: 'Age', type: 'number', width: 90, editable: true },
    {
      field: 'actions',
      type: 'actions',
      width: 100,
      getActions: ({ id }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem
                key="save"
                icon={<SaveIcon />}
                label="Save"
                onClick={() => setMode(id, GridRowModes.View)}
              />,
              <GridActionsCellItem
                key="cancel"
                icon={<CloseIcon />}
                label="Cancel"
                onClick={() => setMode(id, GridRowModes.View, true)}
              />,
            ]
          : [
              <GridActionsCellItem
                key="edit"
                icon={<EditIcon />}
                label="Edit"
                onClick={() => setMode(id, GridRowModes.Edit)}
              />,
            ],
    },
  ];

  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={(newRow: Contact) => newRow}
        hideFooter
      />
    </Box>
  );
}
