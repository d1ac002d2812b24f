import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const rows = [
  { plan: 'Starter', seats: 3, storage: 10, price: 0 },
  { plan: 'Team', seats: 20, storage: 100, price: 49 },
  { plan: 'Business', seats: 100, storage: 1000, price: 199 },
  { plan: 'Enterprise', seats: 1000, storage: 10000, price: 899 },
];

export default function BasicTable() {
  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 480 }} aria-label="Plans">
        <caption>Monthly prices in US dollars, billed yearly.</caption>
        <TableHead>
          <TableRow>
            <TableCell>Plan</TableCell>
            <TableCell align="right">Seats</TableCell>
            <TableCell align="right">Storage (GB)</TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.plan}
              hover
              sx={{ '&:last-child td, &:last-child th': { border: 0 } }}
            >
              <TableCell component="th" scope="row">
                {row.plan}
              </TableCell>
              <TableCell align="right">{row.seats}</TableCell>
              <TableCell align="right">{row.storage}</TableCell>
              <TableCell align="right">{row.price === 0 ? 'Free' : `$${row.price}`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
