import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { DataGrid, GridColDef, GridFooterContainer, GridPagination } from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    hoveredName?: string;
  }
}

function HoverFooter(props: { hoveredName?: string }) {
  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2 }}>
        {props.hoveredName ? `Pointing at: ${props.hoveredName}` : 'Hover a row'}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

const columns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', flex: 1 },
  { field: 'calories', headerName: 'kcal', type: 'number', width: 100 },
  { field: 'vegan', headerName: 'Vegan', type: 'boolean', width: 100 },
];

const rows = [
  { id: 1, dish: 'Lentil soup', calories: 320, vegan: true },
  { id: 2, dish: 'Chicken curry', calories: 610, vegan: false },
  { id: 3, dish: 'Falafel wrap', calories: 540, vegan: true },
  { id: 4, dish: 'Fish tacos', calories: 480, vegan: false },
  { id: 5, dish: 'Mushroom risotto', calories: 590, vegan: false },
];

export default function IconsRowPropsFooter() {
  const [hoveredName, setHoveredName] = React.useState<string | undefined>();

  const handleRowEnter = (event: React.MouseEvent<HTMLDivElement>) => {
    const id = Number(event.currentTarget.getAttribute('data-id'));
    setHoveredName(rows.find((row) => row.id === id)?.dish);
  };

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{
          columnSortedAscendingIcon: ArrowDropUpIcon,
          columnSortedDescendingIcon: ArrowDropDownIcon,
          booleanCellTrueIcon: ThumbUpAltOutlinedIcon,
          booleanCellFalseIcon: RemoveIcon,
          footer: HoverFooter,
        }}
        slotProps={{
          row: {
            onMouseEnter: handleRowEnter,
            onMouseLeave: () => setHoveredName(undefined),
          },
          footer: { hoveredName },
        }}
      />
    </Box>
  );
}
