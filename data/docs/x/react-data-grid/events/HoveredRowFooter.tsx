import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  useGridApiContext,
  useGridApiEventHandler,
} from '@mui/x-data-grid';

type Property = { id: number; address: string; city: string; price: number; sqm: number };

// Rendered by the grid as its footer: it gets the API object from context
function HoverFooter() {
  const apiRef = useGridApiContext();
  const [property, setProperty] = React.useState<Property | null>(null);

  // Removed automatically when the footer unmounts
  useGridApiEventHandler(apiRef, 'rowMouseEnter', (params) => setProperty(params.row as Property));
  useGridApiEventHandler(apiRef, 'rowMouseLeave', () => setProperty(null));

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {property
          ? `${property.address}, ${property.city}: €${Math.round(
              property.price / property.sqm,
            ).toLocaleString('en-US')} per m²`
          : 'Point at a row to see its price per square metre.'}
      </Typography>
    </GridFooterContainer>
  );
}

const columns: GridColDef<Property>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `€${value.toLocaleString('en-US')}`,
  },
  { field: 'sqm', headerName: 'Area (m²)', type: 'number', width: 100 },
];

const rows: Property[] = [
  { id: 1, address: '14 Rue des Tanneurs', city: 'Lyon', price: 385000, sqm: 72 },
  { id: 2, address: 'Kastanienallee 9', city: 'Berlin', price: 540000, sqm: 88 },
  { id: 3, address: 'Via Po 31', city: 'Turin', price: 298000, sqm: 95 },
  { id: 4, address: 'Calle Mayor 6', city: 'Madrid', price: 462000, sqm: 81 },
  { id: 5, address: 'Prinsengracht 220', city: 'Amsterdam', price: 815000, sqm: 104 },
];

export default function HoveredRowFooter() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: HoverFooter }} />
    </Box>
  );
}
