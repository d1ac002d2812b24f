import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GetApplyQuickFilterFn,
  GridColDef,
  GridFilterModel,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';

type Contact = {
  id: number;
  name: string;
  company: string;
  phone: string;
  tags: string[];
};

const rows: Contact[] = [
  {
    id: 1,
    name: 'Élodie Marchand',
    company: 'Verdant Foods',
    phone: '+33 6 12 48 90 11',
    tags: ['supplier', 'organic'],
  },
  {
    id: 2,
    name: 'Kwame Mensah',
    company: 'Harbor Freight Co.',
    phone: '+44 20 7946 0321',
    tags: ['logistics'],
  },
  {
    id: 3,
    name: 'Sofia Lindqvist',
    company: 'Nordic Prints',
    phone: '+46 8 123 456 78',
    tags: ['supplier', 'packaging'],
  },
  {
    id: 4,
    name: 'Ravi Iyer',
    company: 'Spice Route Ltd',
    phone: '+91 98450 12345',
    tags: ['supplier', 'spices'],
  },
  {
    id: 5,
    name: 'Megan O’Neill',
    company: 'Cloverfield Dairy',
    phone: '+353 1 555 0199',
    tags: ['organic', 'dairy'],
  },
];

const digitsOnly = (text: string) => text.replace(/\D/g, '');

// Match phone numbers on their digits, ignoring the spaces and "+" stored in the row.
const phoneQuickFilter: GetApplyQuickFilterFn<Contact, string> = (searchValue: string) => {
  const searchedDigits = digitsOnly(searchValue);
  if (searchedDigits.length < 3) {
    // not a phone search: this column takes no part in the match for that word
    return null;
  }
  return (value) => digitsOnly(value ?? '').includes(searchedDigits);
};

// Match a tag when the word is the beginning of one of the tags.
const tagsQuickFilter: GetApplyQuickFilterFn<Contact, string[]> = (searchValue: string) => {
  const prefix = searchValue.trim().toLowerCase();
  if (!prefix) {
    return null;
  }
  return (value) => (value ?? []).some((tag) => tag.startsWith(prefix));
};

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 150 },
  {
    field: 'phone',
    headerName: 'Phone',
    width: 170,
    getApplyQuickFilterFn: phoneQuickFilter,
  },
  {
    field: 'tags',
    headerName: 'Tags',
    width: 170,
    sortable: false,
    valueFormatter: (value: string[]) => value.join(', '),
    getApplyQuickFilterFn: tagsQuickFilter,
  },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter placeholder="Try 124890, 0321 or organ" />
    </GridToolbarContainer>
  );
}

export default function QuickFilterColumn() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: SearchToolbar }}
          hideFooter
        />
      </Box>
      <Typography variant="caption" component="pre" sx={{ mt: 1, mb: 0 }}>
        quickFilterValues: {JSON.stringify(filterModel.quickFilterValues ?? [])}
      </Typography>
    </Box>
  );
}
