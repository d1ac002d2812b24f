import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme } from '@mui/material/styles';

const themes = [
  { label: 'createTheme()', theme: createTheme() },
  { label: 'spacing: 4', theme: createTheme({ spacing: 4 }) },
  {
    label: 'spacing: (f) => `${0.25 * f}rem`',
    theme: createTheme({ spacing: (factor: number) => `${0.25 * factor}rem` }),
  },
  {
    label: 'spacing: [0, 4, 8, 16, 32, 64]',
    theme: createTheme({ spacing: [0, 4, 8, 16, 32, 64] }),
  },
];
const factors = [0, 1, 2, 3, 4, 5];

export default function SpacingThemes() {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Theme option</TableCell>
          {factors.map((factor) => (
            <TableCell key={factor} align="right" sx={{ fontFamily: 'monospace' }}>
              {`spacing(${factor})`}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {themes.map(({ label, theme }) => (
          <TableRow key={label}>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{label}</TableCell>
            {factors.map((factor) => (
              <TableCell key={factor} align="right">
                {theme.spacing(factor)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
