import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

interface City {
  name: string;
  country: string;
  population: number;
}

type SortKey = keyof City;
type Order = 'asc' | 'desc';

const cities: City[] = [
  { name: 'Lagos', country: 'Nigeria', population: 15_388_000 },
  { name: 'Tokyo', country: 'Japan', population: 37_194_000 },
  { name: 'São Paulo', country: 'Brazil', population: 22_620_000 },
  { name: 'Mumbai', country: 'India', population: 21_297_000 },
  { name: 'Cairo', country: 'Egypt', population: 21_750_000 },
  { name: 'Mexico City', country: 'Mexico', population: 22_085_000 },
  { name: 'Istanbul', country: 'Turkey', population: 15_636_000 },
  { name: 'Paris', country: 'France', population: 11_208_000 },
  { name: 'Lima', country: 'Peru', population: 11_044_000 },
  { name: 'Seoul', country: 'South Korea', population: 9_988_000 },
  { name: 'London', country: 'United Kingdom', population: 9_648_000 },
  { name: 'Bogotá', country: 'Colombia', population: 11_344_000 },
];

const columns: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'City', numeric: false },
  { key: 'country', label: 'Country', numeric: false },
  { key: 'population', label: 'Population', numeric: true },
];

function compare(a: City, b: City, key: SortKey): number {
  const left = a[key];
  const right = b[key];
  if (typeof left === 'number' && typeof right === 'number') {
    return left - right;
  }
  return String(left).localeCompare(String(right));
}

export default function SortablePaginatedTable() {
  const [orderBy, setOrderBy] = React.useState<SortKey>('population');
  const [order, setOrder] = React.useState<Order>('desc');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const sorted = React.useMemo(() => {
    const result = [...cities].sort((a, b) => compare(a, b, orderBy));
    return order === 'asc' ? result : result.reverse();
  }, [order, orderBy]);
  const visible = sorted.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  const handleSort = (key: SortKey) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
    setPage(0);
  };

  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label="Largest cities">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={orderBy === column.key ? order : false}
                >
                  <TableSortLabel
                    active={orderBy === column.key}
                    direction={orderBy === column.key ? order : 'asc'}
                    onClick={() => handleSort(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((city) => (
              <TableRow key={city.name} hover>
                <TableCell>{city.name}</TableCell>
                <TableCell>{city.country}</TableCell>
                <TableCell align="right">{city.population.toLocaleString('en-US')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={cities.length}
        page={page}
        onPageChange={(event, newPage) => setPage(newPage)}
        rowsPerPage={rowsPerPage}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        rowsPerPageOptions={[5, 10]}
      />
    </Paper>
  );
}
