import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  GridCellModesModel,
  GridCellParams,
  GridColDef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120, editable: true },
  {
    field: 'unit',
    headerName: 'Unit',
    type: 'singleSelect',
    valueOptions: ['pcs', 'kg', 'l'],
    width: 110,
    editable: true,
  },
  { field: 'addedBy', headerName: 'Added by', width: 120 },
];

const rows = [
  { id: 1, item: 'Flour', quantity: 2, unit: 'kg', addedBy: 'Sam' },
  { id: 2, item: 'Eggs', quantity: 12, unit: 'pcs', addedBy: 'Alex' },
  { id: 3, item: 'Milk', quantity: 1, unit: 'l', addedBy: 'Sam' },
  { id: 4, item: 'Butter', quantity: 0.25, unit: 'kg', addedBy: 'Jo' },
];

export default function SingleClickEditing() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = React.useCallback((params: GridCellParams) => {
    if (!params.isEditable) {
      return;
    }
    setCellModesModel((prev) => {
      // Put every other cell back in view mode (which saves it),
      // then open the clicked cell in edit mode.
      const next: GridCellModesModel = {};
      Object.keys(prev).forEach((id) => {
        next[id] = {};
        Object.keys(prev[id]).forEach((field) => {
          next[id][field] = { mode: GridCellModes.View };
        });
      });
      next[params.id] = { ...next[params.id], [params.field]: { mode: GridCellModes.Edit } };
      return next;
    });
  }, []);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
