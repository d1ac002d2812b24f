import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridLoadingOverlayProps,
  GridOverlay,
  LoadingOverlayPropsOverrides,
} from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface LoadingOverlayPropsOverrides {
    importedFiles?: number;
    totalFiles?: number;
  }
}

function ImportProgressOverlay(props: GridLoadingOverlayProps & LoadingOverlayPropsOverrides) {
  const { importedFiles = 0, totalFiles = 1 } = props;
  const percent = Math.round((importedFiles / totalFiles) * 100);
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1, bgcolor: 'background.paper' }}>
      <Box sx={{ width: '60%' }}>
        <LinearProgress variant="determinate" value={percent} aria-label="Import progress" />
      </Box>
      <Typography variant="body2">
        Importing statements: {importedFiles} of {totalFiles} files ({percent}%)
      </Typography>
    </GridOverlay>
  );
}

const columns: GridColDef[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'payee', headerName: 'Payee', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

const transactions = [
  { id: 1, date: '2024-03-01', payee: 'Green Grocer Co-op', category: 'Groceries', amount: -64.2 },
  { id: 2, date: '2024-03-02', payee: 'City Transit Pass', category: 'Transport', amount: -49 },
  { id: 3, date: '2024-03-03', payee: 'Salary – Brightline Ltd', category: 'Income', amount: 3150 },
  { id: 4, date: '2024-03-05', payee: 'Lumen Electricity', category: 'Utilities', amount: -88.35 },
  { id: 5, date: '2024-03-07', payee: 'Café Morgen', category: 'Eating out', amount: -12.8 },
  { id: 6, date: '2024-03-09', payee: 'Bookshop on Elm', category: 'Leisure', amount: -23.5 },
];

const TOTAL_FILES = 6;

export default function CustomLoadingOverlay() {
  const [run, setRun] = React.useState(0);
  const [importedFiles, setImportedFiles] = React.useState(0);
  const loading = importedFiles < TOTAL_FILES;

  // One file every 400 ms; rows appear when the import is complete
  React.useEffect(() => {
    setImportedFiles(0);
    const timer = setInterval(() => {
      setImportedFiles((count) => {
        if (count + 1 >= TOTAL_FILES) {
          clearInterval(timer);
        }
        return Math.min(count + 1, TOTAL_FILES);
      });
    }, 400);
    return () => clearInterval(timer);
  }, [run]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        disabled={loading}
        onClick={() => setRun((value) => value + 1)}
        sx={{ mb: 1 }}
      >
        Import again
      </Button>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={loading ? [] : transactions}
          columns={columns}
          loading={loading}
          slots={{ loadingOverlay: ImportProgressOverlay }}
          slotProps={{ loadingOverlay: { importedFiles, totalFiles: TOTAL_FILES } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
