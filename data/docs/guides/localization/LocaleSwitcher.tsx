import * as React from 'react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { enUS, zhCN, ptBR, deDE } from '@mui/material/locale';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Rating from '@mui/material/Rating';

const locales = { enUS, zhCN, ptBR, deDE };
type LocaleName = keyof typeof locales;

export default function LocaleSwitcher() {
  const [locale, setLocale] = React.useState<LocaleName>('zhCN');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  const outerTheme = useTheme();

  // Merge the locale into the surrounding theme so colors and mode are kept.
  const localizedTheme = React.useMemo(
    () => createTheme(outerTheme, locales[locale]),
    [outerTheme, locale],
  );

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, value: LocaleName | null) => {
          if (value) setLocale(value);
        }}
        aria-label="Locale"
      >
        {(Object.keys(locales) as LocaleName[]).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ThemeProvider theme={localizedTheme}>
        <Stack direction="row" spacing={2} alignItems="center">
          <Autocomplete
            sx={{ width: 240 }}
            options={['Lisboa', 'Berlin', '北京']}
            renderInput={(params) => <TextField {...params} label="City" />}
          />
          <Rating defaultValue={3} />
        </Stack>
        <TablePagination
          component="div"
          count={243}
          page={page}
          onPageChange={(_event, newPage) => setPage(newPage)}
          rowsPerPage={rowsPerPage}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(parseInt(event.target.value, 10));
            setPage(0);
          }}
        />
      </ThemeProvider>
    </Stack>
  );
}
