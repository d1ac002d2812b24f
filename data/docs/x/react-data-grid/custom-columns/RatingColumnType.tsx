import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridColTypeDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  GridRenderEditCellParams,
  GridValidRowModel,
  useGridApiContext,
} from '@mui/x-data-grid';

function RatingEditCell(props: GridRenderEditCellParams<GridValidRowModel, number>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 1, height: '100%' }}>
      <Rating
        value={value ?? 0}
        autoFocus
        onChange={(_event, newValue) =>
          apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 })
        }
      />
    </Box>
  );
}

function RatingFilterInput(props: GridFilterInputValueProps) {
  const { item, applyValue } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', height: 48, pl: 2 }}>
      <Rating
        value={Number(item.value ?? 0)}
        onChange={(_event, newValue) => applyValue({ ...item, value: newValue })}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<GridValidRowModel, number> = {
  label: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null) {
      return null;
    }
    return (value) => value >= Number(filterItem.value);
  },
  InputComponent: RatingFilterInput,
};

const ratingColumnType: GridColTypeDef<number> = {
  type: 'number',
  width: 170,
  renderCell: (params) => <Rating value={params.value ?? 0} readOnly size="small" />,
  renderEditCell: (params) => <RatingEditCell {...params} />,
  filterOperators: [atLeastOperator],
};

const rows = [
  { id: 1, book: 'The Left Hand of Darkness', rating: 5 },
  { id: 2, book: 'Project Hail Mary', rating: 4 },
  { id: 3, book: 'The Long Way to a Small, Angry Planet', rating: 3 },
  { id: 4, book: 'Piranesi', rating: 5 },
  { id: 5, book: 'Dune Messiah', rating: 2 },
];

const columns: GridColDef[] = [
  { field: 'book', headerName: 'Book', flex: 1, minWidth: 200 },
  { field: 'rating', headerName: 'Rating', editable: true, ...ratingColumnType },
];

export default function RatingColumnType() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'rating', operator: 'atLeast', value: 3 }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
