import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridColumnGroupingModel,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

type Athlete = {
  id: number;
  name: string;
  country: string;
  swim: string;
  bike: string;
  run: string;
  total: string;
  age: number;
};

const rows: Athlete[] = [
  {
    id: 1,
    name: 'Lucy Charles-Barclay',
    country: 'GBR',
    swim: '0:49:36',
    bike: '4:32:29',
    run: '2:57:38',
    total: '8:24:31',
    age: 30,
  },
  {
    id: 2,
    name: 'Anne Haug',
    country: 'GER',
    swim: '0:53:41',
    bike: '4:38:59',
    run: '2:48:23',
    total: '8:25:59',
    age: 40,
  },
  {
    id: 3,
    name: 'Laura Philipp',
    country: 'GER',
    swim: '0:53:43',
    bike: '4:32:30',
    run: '2:54:09',
    total: '8:24:48',
    age: 36,
  },
  {
    id: 4,
    name: 'Taylor Knibb',
    country: 'USA',
    swim: '0:49:46',
    bike: '4:30:15',
    run: '3:07:05',
    total: '8:32:50',
    age: 25,
  },
];

const columns: GridColDef<Athlete>[] = [
  { field: 'name', headerName: 'Athlete', width: 180 },
  { field: 'country', headerName: 'Country', width: 90 },
  { field: 'age', headerName: 'Age', type: 'number', width: 70 },
  { field: 'swim', headerName: 'Swim', width: 90 },
  { field: 'bike', headerName: 'Bike', width: 90 },
  { field: 'run', headerName: 'Run', width: 90 },
  { field: 'total', headerName: 'Total', width: 90 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    // columns of this group can be dragged anywhere: the group may be split
    groupId: 'athlete',
    headerName: 'Athlete (free reordering)',
    freeReordering: true,
    children: [{ field: 'name' }, { field: 'country' }, { field: 'age' }],
  },
  {
    // default: the legs can be reordered among themselves only
    groupId: 'splits',
    headerName: 'Splits (locked together)',
    children: [{ field: 'swim' }, { field: 'bike' }, { field: 'run' }],
  },
];

export default function GroupReordering() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState<string[]>(columns.map((column) => column.field));

  const handleColumnOrderChange = React.useCallback(() => {
    setOrder(apiRef.current.getAllColumns().map((column) => column.field));
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          onColumnOrderChange={handleColumnOrderChange}
          showColumnVerticalBorder
          hideFooter
        />
      </Box>
      <Typography variant="caption" component="pre" sx={{ mt: 1, mb: 0 }}>
        Column order: {order.join(' → ')}
      </Typography>
    </Box>
  );
}
