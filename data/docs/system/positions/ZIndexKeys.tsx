import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme } from '@mui/material/styles';

// Read from the default theme, sorted from lowest to highest layer.
const rows = Object.entries(createTheme().zIndex).sort((a, b) => a[1] - b[1]);

export default function ZIndexKeys() {
  return (
    <Table size="small" sx={{ maxWidth: 360 }}>
      <TableHead>
        <TableRow>
          <TableCell>sx value</TableCell>
          <TableCell align="right">z-index</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{`zIndex: '${key}'`}</TableCell>
            <TableCell align="right">{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
