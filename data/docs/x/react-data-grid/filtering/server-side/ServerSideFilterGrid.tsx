import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridToolbar,
  getGridStringOperators,
} from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  destination: string;
  carrier: string;
}

const cities = ['Oslo', 'Lagos', 'Lima', 'Osaka', 'Quito', 'Perth', 'Tunis', 'Hanoi'];
const carriers = ['Nordline', 'SwiftCargo', 'Bluewave'];

// The "database" on the server side.
const allShipments: Shipment[] = Array.from({ length: 48 }, (_, index) => ({
  id: index + 1,
  reference: `SHP-${String(1000 + index * 7)}`,
  destination: cities[(index * 5) % cities.length],
  carrier: carriers[index % carriers.length],
}));

// Pretends to be an HTTP endpoint that understands two operators.
function fetchShipments(model: GridFilterModel): Promise<Shipment[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const quickValues = (model.quickFilterValues ?? []).map((v) => String(v).toLowerCase());
      const result = allShipments.filter((row) => {
        const passesItems = model.items.every((item) => {
          if (item.value == null || item.value === '') {
            return true;
          }
          const cell = String(row[item.field as keyof Shipment]).toLowerCase();
          const value = String(item.value).toLowerCase();
          return item.operator === 'equals' ? cell === value : cell.includes(value);
        });
        const text = `${row.reference} ${row.destination} ${row.carrier}`.toLowerCase();
        return passesItems && quickValues.every((value) => text.includes(value));
      });
      resolve(result);
    }, 500);
  });
}

// Only offer the operators the server supports.
const operators = getGridStringOperators().filter((operator) =>
  ['contains', 'equals'].includes(operator.value),
);

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', flex: 1, filterOperators: operators },
  { field: 'destination', headerName: 'Destination', flex: 1, filterOperators: operators },
  { field: 'carrier', headerName: 'Carrier', flex: 1, filterOperators: operators },
];

export default function ServerSideFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'carrier', operator: 'equals', value: 'Bluewave' }],
  });
  const [rows, setRows] = React.useState<Shipment[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchShipments(filterModel).then((result) => {
      // Ignore answers to requests that are no longer the latest one.
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        disableColumnSelector
        disableDensitySelector
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            showQuickFilter: true,
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </Box>
  );
}
