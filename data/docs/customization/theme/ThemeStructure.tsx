import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme } from '@mui/material/styles';

// Summaries computed live from the default theme.
const theme = createTheme();
const rows: Array<[string, string]> = [
  ['palette.mode', theme.palette.mode],
  ['palette.primary.main', theme.palette.primary.main],
  ['palette.contrastThreshold', String(theme.palette.contrastThreshold)],
  ['palette.tonalOffset', String(theme.palette.tonalOffset)],
  ['spacing(1)', theme.spacing(1)],
  ['shape.borderRadius', String(theme.shape.borderRadius)],
  ['breakpoints.values', JSON.stringify(theme.breakpoints.values)],
  ['typography.fontSize', String(theme.typography.fontSize)],
  ['typography.htmlFontSize', String(theme.typography.htmlFontSize)],
  ['shadows.length', String(theme.shadows.length)],
  ['mixins.toolbar.minHeight', String(theme.mixins.toolbar.minHeight)],
  ['zIndex.appBar', String(theme.zIndex.appBar)],
  ['direction', theme.direction],
];

export default function ThemeStructure() {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Path</TableCell>
          <TableCell>Default value</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([path, value]) => (
          <TableRow key={path}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{path}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
