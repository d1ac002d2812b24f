import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  GridRenderCellParams,
  GridToolbar,
} from '@mui/x-data-grid';

function StarsInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const containerRef = React.useRef<HTMLSpanElement>(null);

  React.useImperativeHandle(focusElementRef, () => ({
    focus: () => containerRef.current?.querySelector('input')?.focus(),
  }));

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', height: 48, pl: 1 }}>
      <Rating
        ref={containerRef}
        name="minimum-stars"
        value={item.value == null ? null : Number(item.value)}
        onChange={(_event, newValue) => applyValue({ ...item, value: newValue })}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Review, number> = {
  label: 'At least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null) {
      return null;
    }
    return (value) => value != null && value >= Number(filterItem.value);
  },
  InputComponent: StarsInput,
  getValueAsString: (value) => `${value} stars or more`,
};

interface Review {
  id: number;
  product: string;
  reviewer: string;
  stars: number;
}

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'reviewer', headerName: 'Reviewer', width: 140 },
  {
    field: 'stars',
    headerName: 'Stars',
    type: 'number',
    width: 160,
    filterOperators: [atLeastOperator],
    renderCell: (params: GridRenderCellParams<Review, number>) => (
      <Rating readOnly size="small" value={params.value ?? 0} sx={{ verticalAlign: 'middle' }} />
    ),
  },
];

const rows: Review[] = [
  { id: 1, product: 'Trail running shoes', reviewer: 'Nadia', stars: 5 },
  { id: 2, product: 'Camping stove', reviewer: 'Oskar', stars: 3 },
  { id: 3, product: 'Headlamp', reviewer: 'Lin', stars: 4 },
  { id: 4, product: 'Rain jacket', reviewer: 'Priya', stars: 2 },
  { id: 5, product: 'Water filter', reviewer: 'Diego', stars: 5 },
  { id: 6, product: 'Sleeping pad', reviewer: 'Hana', stars: 1 },
  { id: 7, product: 'Trekking poles', reviewer: 'Ravi', stars: 4 },
];

export default function CustomRatingOperator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'stars', operator: 'atLeast', value: 4 }] },
          },
        }}
      />
    </Box>
  );
}
