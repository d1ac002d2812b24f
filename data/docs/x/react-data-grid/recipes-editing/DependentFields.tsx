import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridEditSingleSelectCell,
  GridRenderEditCellParams,
  gridEditRowsStateSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const citiesByCountry: Record<string, string[]> = {
  Brazil: ['São Paulo', 'Recife', 'Curitiba'],
  Canada: ['Toronto', 'Montréal', 'Vancouver'],
  Japan: ['Tokyo', 'Osaka', 'Sapporo'],
};

// When the country changes, clear the city so it cannot stay inconsistent
function CountryEditCell(props: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  const handleValueChange = async () => {
    await apiRef.current.setEditCellValue({ id: props.id, field: 'city', value: '' });
  };
  return <GridEditSingleSelectCell onValueChange={handleValueChange} {...props} />;
}

// Offer the cities of the country being edited, not of the saved row
function CityEditCell(props: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  const editRows = useGridSelector(apiRef, gridEditRowsStateSelector);
  const country: string = editRows[props.id]?.country?.value ?? props.row.country;
  const colDef = { ...props.colDef, valueOptions: citiesByCountry[country] ?? [] };
  return <GridEditSingleSelectCell {...props} colDef={colDef} />;
}

const columns: GridColDef[] = [
  { field: 'office', headerName: 'Office', width: 140, editable: true },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: Object.keys(citiesByCountry),
    width: 140,
    editable: true,
    renderEditCell: (params) => <CountryEditCell {...params} />,
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    valueOptions: ({ row }) => (row ? (citiesByCountry[row.country] ?? []) : []),
    width: 150,
    editable: true,
    renderEditCell: (params) => <CityEditCell {...params} />,
  },
];

const rows = [
  { id: 1, office: 'HQ', country: 'Canada', city: 'Toronto' },
  { id: 2, office: 'Support', country: 'Brazil', city: 'Recife' },
  { id: 3, office: 'R&D', country: 'Japan', city: 'Osaka' },
];

export default function DependentFields() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
