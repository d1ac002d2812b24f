import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellModes,
  GridCellModesModel,
  GridCellEditStopReasons,
  GridColDef,
  GridEventListener,
  GridRowId,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Quarterly report', owner: 'Ines', hours: 6 },
  { id: 2, title: 'Vendor onboarding', owner: 'Ravi', hours: 3 },
  { id: 3, title: 'Website copy review', owner: 'Mei', hours: 2 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Task', flex: 1, editable: true },
  { field: 'owner', headerName: 'Owner', width: 120, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100, editable: true },
];

type FocusedCell = { id: GridRowId; field: string };

export default function ControlledCellModes() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});
  const [focused, setFocused] = React.useState<FocusedCell | null>(null);

  const mode =
    focused && cellModesModel[focused.id]?.[focused.field]?.mode === GridCellModes.Edit
      ? GridCellModes.Edit
      : GridCellModes.View;

  const setFocusedMode = (next: GridCellModesModel[string][string]) => {
    if (!focused) {
      return;
    }
    setCellModesModel((prev) => ({
      ...prev,
      [focused.id]: { ...prev[focused.id], [focused.field]: next },
    }));
  };

  // Only the buttons and the keyboard end editing: clicking elsewhere keeps the editor open.
  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (params.reason === GridCellEditStopReasons.cellFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={!focused || mode === GridCellModes.Edit}
          onClick={() => setFocusedMode({ mode: GridCellModes.Edit })}
        >
          Edit
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={mode === GridCellModes.View}
          onClick={() => setFocusedMode({ mode: GridCellModes.View })}
        >
          Save
        </Button>
        <Button
          size="small"
          disabled={mode === GridCellModes.View}
          onClick={() => setFocusedMode({ mode: GridCellModes.View, ignoreModifications: true })}
        >
          Cancel
        </Button>
      </Stack>
      <Box sx={{ height: 220 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          cellModesModel={cellModesModel}
          onCellModesModelChange={setCellModesModel}
          onCellEditStop={handleCellEditStop}
          onCellClick={(params) => {
            if (mode === GridCellModes.View) {
              setFocused({ id: params.id, field: params.field });
            }
          }}
          hideFooter
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, p: 1, minHeight: 90, bgcolor: 'action.hover', fontFamily: 'monospace' }}
      >
        {`cellModesModel: ${JSON.stringify(cellModesModel, null, 1)}`}
      </Typography>
    </Box>
  );
}
