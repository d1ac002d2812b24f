import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColDef,
  GridCsvExportMenuItem,
  GridExportMenuItemProps,
  GridPrintExportMenuItem,
  GridToolbarContainer,
  GridToolbarExportContainer,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 160 },
  { field: 'latin', headerName: 'Latin name', flex: 1, minWidth: 180 },
  { field: 'light', headerName: 'Light', width: 120 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
];

const rows = [
  { id: 1, plant: 'Snake plant', latin: 'Dracaena trifasciata', light: 'Low', price: 18 },
  { id: 2, plant: 'Fiddle-leaf fig', latin: 'Ficus lyrata', light: 'Bright', price: 42 },
  { id: 3, plant: 'Peace lily', latin: 'Spathiphyllum wallisii', light: 'Medium', price: 21 },
  { id: 4, plant: 'Monstera', latin: 'Monstera deliciosa', light: 'Medium', price: 35 },
];

// Lets the menu item report what it exported, so the demo can show it.
const JsonExportedContext = React.createContext<(json: string) => void>(() => {});

function downloadFile(content: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url));
}

function JsonExportMenuItem(props: GridExportMenuItemProps<object>) {
  const { hideMenu } = props;
  const apiRef = useGridApiContext();
  const onExported = React.useContext(JsonExportedContext);

  const handleClick = () => {
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const data = gridFilteredSortedRowIdsSelector(apiRef).map((id) => {
      const row: Record<string, unknown> = {};
      fields.forEach((field) => {
        row[field] = apiRef.current.getCellValue(id, field);
      });
      return row;
    });
    const json = JSON.stringify(data, null, 2);
    downloadFile(json, 'plants.json', 'application/json');
    onExported(json);
    hideMenu?.();
  };

  return <MenuItem onClick={handleClick}>Download as JSON</MenuItem>;
}

function PlantsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExportContainer>
        <GridCsvExportMenuItem options={{ fileName: 'plants', delimiter: ';' }} />
        <GridPrintExportMenuItem options={{ hideFooter: true, hideToolbar: true }} />
        <JsonExportMenuItem />
      </GridToolbarExportContainer>
    </GridToolbarContainer>
  );
}

export default function CustomExportMenu() {
  const [json, setJson] = React.useState('');

  return (
    <JsonExportedContext.Provider value={setJson}>
      <Box sx={{ width: '100%' }}>
        <Box sx={{ height: 300 }}>
          <DataGrid rows={rows} columns={columns} slots={{ toolbar: PlantsToolbar }} hideFooter />
        </Box>
        <Box
          component="pre"
          sx={{
            m: 0,
            mt: 1,
            p: 1,
            height: 120,
            overflow: 'auto',
            fontSize: 12,
            bgcolor: 'action.hover',
          }}
        >
          {json || 'Open Export and pick "Download as JSON": the file content appears here.'}
        </Box>
      </Box>
    </JsonExportedContext.Provider>
  );
}
