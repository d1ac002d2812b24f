import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridToolbar,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  country: string;
  category: string;
  product: string;
  quarter: string;
  units: number;
  revenue: number;
}

// Small seeded generator: the same 400 rows on the server and in the browser
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const countries: [string, string][] = [
  ['Europe', 'France'],
  ['Europe', 'Germany'],
  ['Europe', 'Sweden'],
  ['Americas', 'Canada'],
  ['Americas', 'Brazil'],
  ['Americas', 'United States'],
  ['Asia Pacific', 'Japan'],
  ['Asia Pacific', 'Australia'],
];
const catalog: [string, string, number][] = [
  ['Bikes', 'Trail 29 hardtail', 1290],
  ['Bikes', 'City commuter 7-speed', 740],
  ['Bikes', 'Carbon road frame', 2450],
  ['Accessories', 'LED light set', 45],
  ['Accessories', 'Folding lock', 62],
  ['Accessories', 'Frame bag', 38],
  ['Clothing', 'Rain jacket', 129],
  ['Clothing', 'Padded shorts', 79],
];
const quarters = ['2024 Q1', '2024 Q2', '2024 Q3', '2024 Q4'];

function generateSales(count: number): Sale[] {
  const random = mulberry32(2024);
  return Array.from({ length: count }, (_, index) => {
    const [region, country] = countries[Math.floor(random() * countries.length)];
    const [category, product, price] = catalog[Math.floor(random() * catalog.length)];
    const units = 1 + Math.floor(random() * 40);
    return {
      id: index + 1,
      region,
      country,
      category,
      product,
      quarter: quarters[Math.floor(random() * quarters.length)],
      units,
      revenue: units * price,
    };
  });
}

const rows = generateSales(400);

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'quarter', headerName: 'Quarter', width: 110 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | undefined) => (value == null ? '' : currency.format(value)),
  },
];

export default function RowGroupingFullExample() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['region', 'category'] },
      aggregation: { model: { units: 'sum', revenue: 'sum' } },
      sorting: { sortModel: [{ field: 'revenue', sort: 'desc' }] },
    },
  });

  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        groupingColDef={{ leafField: 'product', width: 260 }}
        slots={{ toolbar: GridToolbar }}
      />
    </Box>
  );
}
