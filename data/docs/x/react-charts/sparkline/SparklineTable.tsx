import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const rows = [
  { ticker: 'ACME', price: 128.4, history: [118, 121, 119, 124, 126, 125, 128] },
  { ticker: 'GLOBX', price: 54.1, history: [61, 60, 58, 57, 55, 56, 54] },
  { ticker: 'INITEC', price: 212.9, history: [205, 207, 204, 209, 211, 210, 213] },
  { ticker: 'UMBRL', price: 9.8, history: [9.1, 9.6, 9.3, 10.2, 9.9, 9.5, 9.8] },
];

export default function SparklineTable() {
  return (
    <Table size="small" sx={{ height: 220 }}>
      <TableHead>
        <TableRow>
          <TableCell>Ticker</TableCell>
          <TableCell align="right">Price</TableCell>
          <TableCell sx={{ width: 180 }}>Last 7 days</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const rising = row.history[row.history.length - 1] >= row.history[0];
          return (
            <TableRow key={row.ticker}>
              <TableCell>{row.ticker}</TableCell>
              <TableCell align="right">{row.price.toFixed(2)}</TableCell>
              <TableCell>
                <SparkLineChart
                  data={row.history}
                  height={32}
                  width={160}
                  colors={[rising ? '#2e7d32' : '#d32f2f']}
                  showTooltip
                  showHighlight
                  valueFormatter={(value) => (value === null ? '' : value.toFixed(2))}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
