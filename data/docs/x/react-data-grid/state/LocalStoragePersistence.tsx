import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridInitialState,
  GridToolbar,
  useGridApiRef,
} from '@mui/x-data-grid';

const STORAGE_KEY = 'docs-demo:shipments-grid:v1';

// Storage can be missing (server rendering), blocked (privacy settings) or full (quota):
// every access is guarded, and a failure falls back to the default view
function readSavedState(): GridInitialState | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as GridInitialState) : null;
  } catch {
    return null;
  }
}

function writeSavedState(state: GridInitialState): boolean {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    return true;
  } catch {
    return false;
  }
}

function clearSavedState() {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable
  }
}

const columns: GridColDef[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 140 },
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const rows = [
  {
    id: 1,
    tracking: 'SE-48213',
    carrier: 'PostNord',
    destination: 'Gothenburg',
    weight: 2.4,
    status: 'In transit',
  },
  {
    id: 2,
    tracking: 'DE-90117',
    carrier: 'DHL',
    destination: 'Leipzig',
    weight: 12.8,
    status: 'Delivered',
  },
  {
    id: 3,
    tracking: 'FR-33560',
    carrier: 'Colissimo',
    destination: 'Bordeaux',
    weight: 0.9,
    status: 'In transit',
  },
  {
    id: 4,
    tracking: 'NL-20874',
    carrier: 'PostNL',
    destination: 'Utrecht',
    weight: 5.1,
    status: 'Delayed',
  },
  {
    id: 5,
    tracking: 'ES-71402',
    carrier: 'Correos',
    destination: 'Seville',
    weight: 3.3,
    status: 'Delivered',
  },
  {
    id: 6,
    tracking: 'IT-15029',
    carrier: 'BRT',
    destination: 'Bologna',
    weight: 7.6,
    status: 'In transit',
  },
];

export default function LocalStoragePersistence() {
  const apiRef = useGridApiRef();
  // undefined until storage has been read on the client
  const [initialState, setInitialState] = React.useState<GridInitialState>();
  const [mountKey, setMountKey] = React.useState(0);
  const [status, setStatus] = React.useState('');

  React.useEffect(() => {
    const saved = readSavedState();
    setInitialState(saved ?? {});
    setStatus(saved ? 'Restored the view saved in localStorage.' : 'No saved view yet.');
  }, [mountKey]);

  const save = React.useCallback(() => {
    if (!apiRef.current?.exportState) {
      return;
    }
    const ok = writeSavedState(apiRef.current.exportState({ exportOnlyDirtyModels: true }));
    setStatus(
      ok ? 'View saved. Reload the page to see it restored.' : 'Storage unavailable: not saved.',
    );
  }, [apiRef]);

  const reset = () => {
    clearSavedState();
    setInitialState(undefined);
    setMountKey((key) => key + 1);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', minHeight: 32 }}>
        <Button size="small" variant="outlined" color="secondary" onClick={reset}>
          Forget saved view
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {status}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        {initialState ? (
          <DataGrid
            key={mountKey}
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            initialState={initialState}
            slots={{ toolbar: GridToolbar }}
            onSortModelChange={save}
            onFilterModelChange={save}
            onColumnVisibilityModelChange={save}
            onColumnWidthChange={save}
            onDensityChange={save}
            hideFooter
          />
        ) : (
          <Box
            sx={{ display: 'flex', height: '100%', alignItems: 'center', justifyContent: 'center' }}
          >
            <CircularProgress aria-label="Loading the saved view" />
          </Box>
        )}
      </Box>
    </Box>
  );
}
