import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridEventListener,
  GridRowEditStopReasons,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
} from '@mui/x-data-grid';

type Staff = {
  id: number;
  name: string;
  team: string;
  startDate: Date;
  hourlyRate: number;
  isNew?: boolean;
};

const initialRows: Staff[] = [
  { id: 1, name: 'Priya Raman', team: 'Kitchen', startDate: new Date(2021, 2, 15), hourlyRate: 21 },
  { id: 2, name: 'Tomás Ortega', team: 'Floor', startDate: new Date(2022, 8, 1), hourlyRate: 17.5 },
  { id: 3, name: 'Hannah Berg', team: 'Bar', startDate: new Date(2020, 5, 22), hourlyRate: 19 },
  { id: 4, name: 'Kwame Mensah', team: 'Kitchen', startDate: new Date(2023, 0, 9), hourlyRate: 18 },
];

export default function CrudStaffGrid() {
  const [rows, setRows] = React.useState<Staff[]>(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(initialRows.length + 1);

  const handleAdd = () => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((prev) => [
      { id, name: '', team: 'Floor', startDate: new Date(2024, 6, 1), hourlyRate: 16, isNew: true },
      ...prev,
    ]);
    setRowModesModel((prev) => ({
      ...prev,
      [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' },
    }));
  };

  const handleEdit = (id: GridRowId) => () =>
    setRowModesModel((prev) => ({ ...prev, [id]: { mode: GridRowModes.Edit } }));

  const handleSave = (id: GridRowId) => () =>
    setRowModesModel((prev) => ({ ...prev, [id]: { mode: GridRowModes.View } }));

  const handleDelete = (id: GridRowId) => () =>
    setRows((prev) => prev.filter((row) => row.id !== id));

  const handleCancel = (id: GridRowId) => () => {
    setRowModesModel((prev) => ({
      ...prev,
      [id]: { mode: GridRowModes.View, ignoreModifications: true },
    }));
    // A row that was never saved disappears instead of going back to an empty state.
    setRows((prev) => prev.filter((row) => !(row.id === id && row.isNew)));
  };

  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const processRowUpdate = (newRow: Staff) => {
    const saved: Staff = { ...newRow, isNew: false };
    setRows((prev) => prev.map((row) => (row.id === newRow.id ? saved : row)));
    return saved;
  };

  const columns: GridColDef<Staff>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 140, editable: true },
    {
      field: 'team',
      headerName: 'Team',
      type: 'singleSelect',
      valueOptions: ['Kitchen', 'Floor', 'Bar'],
      width: 110,
      editable: true,
    },
    { field: 'startDate', headerName: 'Start date', type: 'date', width: 130, editable: true },
    {
      field: 'hourlyRate',
      headerName: 'Rate ($/h)',
      type: 'number',
      width: 110,
      editable: true,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<SaveIcon />}
              label="Save"
              onClick={handleSave(id)}
            />,
            <GridActionsCellItem
              key="cancel"
              icon={<CloseIcon />}
              label="Cancel"
              onClick={handleCancel(id)}
            />,
          ];
        }
        return [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label="Edit"
            onClick={handleEdit(id)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            onClick={handleDelete(id)}
          />,
        ];
      },
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" startIcon={<AddIcon />} onClick={handleAdd} sx={{ mb: 1 }}>
        Add staff member
      </Button>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
    </Box>
  );
}
