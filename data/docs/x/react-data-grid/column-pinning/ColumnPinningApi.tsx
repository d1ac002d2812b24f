import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GridColDef,
  GridPinnedColumnFields,
  GridPinnedColumnPosition,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'placed', headerName: 'Placed on', width: 130 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'tracking', headerName: 'Tracking number', width: 190 },
  { field: 'destination', headerName: 'Destination', width: 160 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

const rows = [
  {
    id: 1,
    order: 'SO-20931',
    customer: 'Hollis & Finch',
    placed: '2024-04-02',
    items: 3,
    carrier: 'UPS',
    tracking: '1Z 999 AA1 01 2345 6784',
    destination: 'Portland, OR',
    total: 412.5,
  },
  {
    id: 2,
    order: 'SO-20932',
    customer: 'Marlow Outfitters',
    placed: '2024-04-02',
    items: 12,
    carrier: 'FedEx',
    tracking: '7749 1183 2201',
    destination: 'Denver, CO',
    total: 1890,
  },
  {
    id: 3,
    order: 'SO-20935',
    customer: 'Quill Street Books',
    placed: '2024-04-03',
    items: 1,
    carrier: 'USPS',
    tracking: '9400 1000 0000 0000 0000 00',
    destination: 'Savannah, GA',
    total: 38.9,
  },
  {
    id: 4,
    order: 'SO-20940',
    customer: 'Tern Cycles',
    placed: '2024-04-04',
    items: 6,
    carrier: 'UPS',
    tracking: '1Z 999 AA1 01 2345 9921',
    destination: 'Madison, WI',
    total: 2275,
  },
];

export default function ColumnPinningApi() {
  const apiRef = useGridApiRef();
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({});

  const toggleCustomer = () => {
    if (apiRef.current.isColumnPinned('customer')) {
      apiRef.current.unpinColumn('customer');
    } else {
      apiRef.current.pinColumn('customer', GridPinnedColumnPosition.LEFT);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={toggleCustomer}>
          Toggle Customer on the left
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.pinColumn('total', GridPinnedColumnPosition.RIGHT)}
        >
          Pin Total right
        </Button>
        <Button size="small" onClick={() => apiRef.current.setPinnedColumns({})}>
          Unpin all
        </Button>
      </Stack>
      <Box sx={{ height: 280 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          // Called for API calls and for the column menu alike.
          onPinnedColumnsChange={(model) => setPinned(model)}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, mt: 1, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {`pinned columns: ${JSON.stringify({ left: pinned.left ?? [], right: pinned.right ?? [] })}`}
      </Box>
    </Box>
  );
}
