import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGridPremium,
  GRID_CHECKBOX_SELECTION_FIELD,
  GridColDef,
  GridToolbar,
} from '@mui/x-data-grid-premium';

// Small seeded generator: the same rows on the server and in the browser.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const prefixes = [
  'Blue',
  'North',
  'Silver',
  'Bright',
  'Green',
  'Red',
  'Swift',
  'Iron',
  'Solar',
  'Cedar',
];
const suffixes = ['Labs', 'Logistics', 'Foods', 'Systems', 'Media', 'Health', 'Capital', 'Works'];
const owners = ['Alice Moreau', 'Bilal Khan', 'Chloé Martin', 'Diego Fuentes', 'Emma Schulz'];
const regions = ['EMEA', 'North America', 'LATAM', 'APAC'];
const stages = ['Prospect', 'Qualified', 'Proposal', 'Negotiation', 'Won', 'Lost'];

function createRows(count: number) {
  const random = createRandom(42);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, index) => {
    const stage = pick(stages);
    return {
      id: index + 1,
      company: `${pick(prefixes)} ${pick(suffixes)}`,
      owner: pick(owners),
      region: pick(regions),
      stage,
      amount: Math.round(5 + random() * 245) * 1000,
      probability: stage === 'Won' ? 1 : stage === 'Lost' ? 0 : Math.round(random() * 90 + 5) / 100,
      closeDate: new Date(2024, Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
      strategic: random() > 0.75,
    };
  });
}

type Deal = ReturnType<typeof createRows>[number];

const columns: GridColDef<Deal>[] = [
  { field: 'company', headerName: 'Company', width: 170, groupable: false },
  { field: 'owner', headerName: 'Owner', width: 150 },
  {
    field: 'region',
    headerName: 'Region',
    type: 'singleSelect',
    valueOptions: regions,
    width: 130,
  },
  {
    field: 'stage',
    headerName: 'Stage',
    type: 'singleSelect',
    valueOptions: stages,
    width: 130,
    renderCell: (params) =>
      params.value ? (
        <Chip
          size="small"
          label={params.value}
          color={params.value === 'Won' ? 'success' : params.value === 'Lost' ? 'error' : 'default'}
        />
      ) : null,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    groupable: false,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
  {
    field: 'probability',
    headerName: 'Probability',
    type: 'number',
    width: 120,
    groupable: false,
    valueFormatter: (value?: number) => (value == null ? '' : `${Math.round(value * 100)} %`),
  },
  { field: 'closeDate', headerName: 'Close date', type: 'date', width: 120, groupable: false },
  { field: 'strategic', headerName: 'Strategic', type: 'boolean', width: 100 },
];

const rows = createRows(100);

export default function FullFeaturedDemo() {
  return (
    <Box sx={{ height: 600, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          pinnedColumns: { left: [GRID_CHECKBOX_SELECTION_FIELD, 'company'] },
          aggregation: { model: { amount: 'sum' } },
          sorting: { sortModel: [{ field: 'amount', sort: 'desc' }] },
          filter: { filterModel: { items: [{ field: 'stage', operator: 'not', value: 'Lost' }] } },
          columns: { columnVisibilityModel: { strategic: false } },
        }}
      />
    </Box>
  );
}
