import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import * as locales from '@mui/x-data-grid/locales';

type LocaleKey = keyof typeof locales;

const localeOptions: { key: LocaleKey; label: string }[] = [
  { key: 'enUS', label: 'English (US)' },
  { key: 'arSD', label: 'Arabic (Sudan)' },
  { key: 'deDE', label: 'German' },
  { key: 'esES', label: 'Spanish' },
  { key: 'frFR', label: 'French' },
  { key: 'heIL', label: 'Hebrew' },
  { key: 'itIT', label: 'Italian' },
  { key: 'jaJP', label: 'Japanese' },
  { key: 'koKR', label: 'Korean' },
  { key: 'nlNL', label: 'Dutch' },
  { key: 'plPL', label: 'Polish' },
  { key: 'ptBR', label: 'Portuguese (Brazil)' },
  { key: 'svSE', label: 'Swedish' },
  { key: 'trTR', label: 'Turkish' },
  { key: 'ukUA', label: 'Ukrainian' },
  { key: 'zhCN', label: 'Chinese (Simplified)' },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
  { field: 'capital', headerName: 'Capital', type: 'boolean', width: 110 },
];

const rows = [
  { id: 1, city: 'Paris', country: 'France', population: 2102650, capital: true },
  { id: 2, city: 'Lyon', country: 'France', population: 522250, capital: false },
  { id: 3, city: 'Berlin', country: 'Germany', population: 3878100, capital: true },
  { id: 4, city: 'Hamburg', country: 'Germany', population: 1964021, capital: false },
  { id: 5, city: 'Tokyo', country: 'Japan', population: 14094034, capital: true },
  { id: 6, city: 'Osaka', country: 'Japan', population: 2752412, capital: false },
  { id: 7, city: 'Madrid', country: 'Spain', population: 3332035, capital: true },
  { id: 8, city: 'Valencia', country: 'Spain', population: 807693, capital: false },
];

export default function LocaleSwitcher() {
  const [localeKey, setLocaleKey] = React.useState<LocaleKey>('frFR');

  const localeText = React.useMemo(
    () => locales[localeKey].components.MuiDataGrid.defaultProps.localeText,
    [localeKey],
  );

  const handleChange = (event: SelectChangeEvent) => {
    setLocaleKey(event.target.value as LocaleKey);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ mb: 2, minWidth: 240 }}>
        <InputLabel id="grid-locale-label">Locale</InputLabel>
        <Select
          labelId="grid-locale-label"
          label="Locale"
          value={localeKey}
          onChange={handleChange}
        >
          {localeOptions.map((option) => (
            <MenuItem key={option.key} value={option.key}>
              {option.label} ({option.key})
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={localeText}
          slots={{ toolbar: GridToolbar }}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
          checkboxSelection
        />
      </Box>
    </Box>
  );
}
