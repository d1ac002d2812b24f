import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  getGridNumericOperators,
} from '@mui/x-data-grid';
import { restaurants, type Restaurant } from '../restaurants';

const columns: GridColDef<Restaurant>[] = [
  { field: 'name', headerName: 'Restaurant', width: 190 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'cuisine', headerName: 'Cuisine', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'priceLevel', headerName: 'Price level', type: 'number', width: 100 },
  { field: 'openedOn', headerName: 'Opened', type: 'date', width: 120 },
];

type Range = [number | undefined, number | undefined];

function RangeInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const [low, high] = (item.value as Range | undefined) ?? [undefined, undefined];

  const update = (index: 0 | 1, text: string) => {
    const next: Range = [low, high];
    next[index] = text === '' ? undefined : Number(text);
    applyValue({ ...item, value: next });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: 48, pl: 1 }}>
      <TextField
        variant="standard"
        label="From"
        type="number"
        inputRef={focusElementRef}
        value={low ?? ''}
        onChange={(event) => update(0, event.target.value)}
        sx={{ width: 70 }}
      />
      <TextField
        variant="standard"
        label="To"
        type="number"
        value={high ?? ''}
        onChange={(event) => update(1, event.target.value)}
        sx={{ width: 70 }}
      />
    </Stack>
  );
}

const between: GridFilterOperator<Restaurant, number, number> = {
  label: 'between',
  value: 'between',
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value?.[0] ?? '…'} to ${value?.[1] ?? '…'}`,
  getApplyFilterFn: (filterItem) => {
    const [low, high] = (filterItem.value as Range | undefined) ?? [];
    if (low == null && high == null) {
      return null;
    }
    return (value) =>
      value != null && (low == null || value >= low) && (high == null || value <= high);
  },
};

const rangeColumns: GridColDef<Restaurant>[] = columns.map((column) =>
  column.field === 'rating'
    ? { ...column, filterOperators: [between, ...getGridNumericOperators()] }
    : column,
);

export default function BetweenOperator() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={restaurants}
        columns={rangeColumns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'rating', operator: 'between', value: [4.2, 4.6] }] },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
