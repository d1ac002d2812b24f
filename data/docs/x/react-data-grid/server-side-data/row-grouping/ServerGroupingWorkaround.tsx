import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridRowModel,
} from '@mui/x-data-grid-pro';

const customers = [
  { id: 1, name: 'Atelier Lumen', country: 'France', plan: 'Pro' },
  { id: 2, name: 'Boulangerie Nord', country: 'France', plan: 'Community' },
  { id: 3, name: 'Café Riviera', country: 'France', plan: 'Premium' },
  { id: 4, name: 'Brauhaus Elf', country: 'Germany', plan: 'Pro' },
  { id: 5, name: 'Kiezwerk', country: 'Germany', plan: 'Pro' },
  { id: 6, name: 'Sakura Labs', country: 'Japan', plan: 'Premium' },
  { id: 7, name: 'Tanuki Works', country: 'Japan', plan: 'Community' },
  { id: 8, name: 'Kyoto Print', country: 'Japan', plan: 'Pro' },
  { id: 9, name: 'Andes Coffee', country: 'Peru', plan: 'Community' },
];

// Fake endpoint: the server groups by country.
// groupKeys = []          -> one row per country (a "group row")
// groupKeys = ['France']  -> the customers of that country
function fetchGrouped(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const [country] = params.groupKeys ?? [];
  let rows: GridRowModel[];
  if (country === undefined) {
    const countries = Array.from(new Set(customers.map((customer) => customer.country)));
    rows = countries.map((name) => ({
      id: `country/${name}`,
      group: name,
      childCount: customers.filter((customer) => customer.country === name).length,
    }));
  } else {
    rows = customers
      .filter((customer) => customer.country === country)
      .map((customer) => ({
        ...customer,
        customerId: customer.id,
        group: customer.name,
        childCount: 0,
      }));
  }
  return new Promise((resolve) => {
    setTimeout(
      () => resolve(country === undefined ? { rows, rowCount: rows.length } : { rows }),
      500,
    );
  });
}

const columns: GridColDef[] = [
  { field: 'plan', headerName: 'Plan', width: 130 },
  { field: 'customerId', headerName: 'Customer id', type: 'number', width: 130 },
];

export default function ServerGroupingWorkaround() {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: fetchGrouped,
      getGroupKey: (row) => row.group,
      getChildrenCount: (row) => row.childCount,
    }),
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        columns={columns}
        unstable_dataSource={dataSource}
        treeData
        groupingColDef={{ headerName: 'Country / customer', width: 240 }}
        disableColumnFilter
        disableColumnSorting
        hideFooter
      />
    </Box>
  );
}
