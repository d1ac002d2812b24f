import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

type Airport = { code: string; city: string; name: string };

const airports: Airport[] = [
  { code: 'AMS', city: 'Amsterdam', name: 'Schiphol' },
  { code: 'ATH', city: 'Athens', name: 'Eleftherios Venizelos' },
  { code: 'BCN', city: 'Barcelona', name: 'El Prat' },
  { code: 'CDG', city: 'Paris', name: 'Charles de Gaulle' },
  { code: 'CPH', city: 'Copenhagen', name: 'Kastrup' },
  { code: 'DUB', city: 'Dublin', name: 'Dublin Airport' },
  { code: 'FCO', city: 'Rome', name: 'Fiumicino' },
  { code: 'HEL', city: 'Helsinki', name: 'Vantaa' },
  { code: 'IST', city: 'Istanbul', name: 'Istanbul Airport' },
  { code: 'LHR', city: 'London', name: 'Heathrow' },
  { code: 'LIS', city: 'Lisbon', name: 'Humberto Delgado' },
  { code: 'MAD', city: 'Madrid', name: 'Barajas' },
  { code: 'MUC', city: 'Munich', name: 'Franz Josef Strauss' },
  { code: 'OSL', city: 'Oslo', name: 'Gardermoen' },
  { code: 'PRG', city: 'Prague', name: 'Václav Havel' },
  { code: 'VIE', city: 'Vienna', name: 'Schwechat' },
  { code: 'WAW', city: 'Warsaw', name: 'Chopin' },
  { code: 'ZRH', city: 'Zurich', name: 'Kloten' },
];

const byCode = new Map(airports.map((airport) => [airport.code, airport]));

type Trip = { id: number; traveller: string; origin: string; destination: string };

const rows: Trip[] = [
  { id: 1, traveller: 'Jonas Weber', origin: 'MUC', destination: 'LIS' },
  { id: 2, traveller: 'Aoife Byrne', origin: 'DUB', destination: 'PRG' },
  { id: 3, traveller: 'Selin Kaya', origin: 'IST', destination: 'CPH' },
];

function AirportEditCell(props: GridRenderEditCellParams<Trip, string>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();

  const handleChange = async (event: React.SyntheticEvent, airport: Airport | null) => {
    if (!airport) {
      return;
    }
    await apiRef.current.setEditCellValue({ id, field, value: airport.code }, event);
    if (apiRef.current.getCellMode(id, field) === 'edit') {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  return (
    <Autocomplete<Airport>
      fullWidth
      openOnFocus
      autoHighlight
      options={airports}
      value={value ? (byCode.get(value) ?? null) : null}
      onChange={handleChange}
      onKeyDown={(event) => {
        // Enter picks the highlighted airport; keep the grid from committing at the same time.
        if (event.key === 'Enter') {
          event.stopPropagation();
        }
      }}
      getOptionLabel={(option) => `${option.city} (${option.code})`}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      filterOptions={(options, state) => {
        const query = state.inputValue.trim().toLowerCase();
        return options.filter((option) =>
          [option.code, option.city, option.name].some((text) =>
            text.toLowerCase().includes(query),
          ),
        );
      }}
      renderOption={(optionProps, option) => (
        <li {...optionProps} key={option.code}>
          <Box component="span" sx={{ fontWeight: 600, width: 44 }}>
            {option.code}
          </Box>
          {`${option.city} – ${option.name}`}
        </li>
      )}
      renderInput={(params) => (
        <InputBase
          ref={params.InputProps.ref}
          inputProps={params.inputProps}
          autoFocus
          fullWidth
          sx={{ px: 1, height: '100%' }}
        />
      )}
      sx={{ height: '100%', display: 'flex', alignItems: 'center' }}
    />
  );
}

const airportColumn = (field: 'origin' | 'destination', headerName: string): GridColDef<Trip> => ({
  field,
  headerName,
  flex: 1,
  minWidth: 180,
  editable: true,
  valueFormatter: (value: string) => {
    const airport = byCode.get(value);
    return airport ? `${airport.city} (${airport.code})` : value;
  },
  renderEditCell: (params: GridRenderEditCellParams<Trip, string>) => (
    <AirportEditCell {...params} />
  ),
});

const columns: GridColDef<Trip>[] = [
  { field: 'traveller', headerName: 'Traveller', width: 150 },
  airportColumn('origin', 'From'),
  airportColumn('destination', 'To'),
];

export default function AirportAutocomplete() {
  return (
    <Box sx={{ height: 230, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
