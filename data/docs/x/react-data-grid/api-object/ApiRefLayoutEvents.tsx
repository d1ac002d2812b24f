import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridToolbar, useGridApiRef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'origin', headerName: 'From', width: 140 },
  { field: 'destination', headerName: 'To', width: 140 },
  { field: 'gate', headerName: 'Gate', width: 90 },
];

const rows = [
  { id: 1, flight: 'KL 1002', origin: 'Amsterdam', destination: 'London City', gate: 'D4' },
  { id: 2, flight: 'SK 1467', origin: 'Copenhagen', destination: 'Oslo', gate: 'B12' },
  { id: 3, flight: 'IB 3170', origin: 'Madrid', destination: 'Lisbon', gate: 'K81' },
  { id: 4, flight: 'LH 1830', origin: 'Munich', destination: 'Rome', gate: 'G27' },
];

type Layout = { widths: Record<string, number>; hidden: string[] };

export default function ApiRefLayoutEvents() {
  const apiRef = useGridApiRef();
  const [layout, setLayout] = React.useState<Layout>({
    widths: Object.fromEntries(columns.map((column) => [column.field, column.width ?? 100])),
    hidden: [],
  });

  React.useEffect(() => {
    // Each subscription returns its own cleanup function
    const stopWidth = apiRef.current.subscribeEvent('columnWidthChange', (params) => {
      setLayout((prev) => ({
        ...prev,
        widths: { ...prev.widths, [params.colDef.field]: Math.round(params.width) },
      }));
    });
    const stopVisibility = apiRef.current.subscribeEvent('columnVisibilityModelChange', (model) => {
      setLayout((prev) => ({
        ...prev,
        hidden: Object.keys(model).filter((field) => model[field] === false),
      }));
    });
    return () => {
      stopWidth();
      stopVisibility();
    };
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Widths:{' '}
        {Object.entries(layout.widths)
          .map(([field, width]) => `${field} ${width}px`)
          .join(' · ')}
      </Typography>
      <Typography variant="body2">Hidden: {layout.hidden.join(', ') || 'none'}</Typography>
    </Box>
  );
}
