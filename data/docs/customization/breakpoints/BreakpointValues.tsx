import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme } from '@mui/material/styles';

// Read live from the default theme.
const { breakpoints } = createTheme();
const keys = breakpoints.keys;

export default function BreakpointValues() {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Key</TableCell>
          <TableCell align="right">Min width (px)</TableCell>
          <TableCell>Range</TableCell>
          <TableCell>breakpoints.up(key)</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {keys.map((key, index) => {
          const next = keys[index + 1];
          const range = next
            ? `${breakpoints.values[key]} - ${breakpoints.values[next] - 1}px`
            : `${breakpoints.values[key]}px and wider`;
          return (
            <TableRow key={key}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{key}</TableCell>
              <TableCell align="right">{breakpoints.values[key]}</TableCell>
              <TableCell>{range}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                {breakpoints.up(key)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
