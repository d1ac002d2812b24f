import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme } from '@mui/material/styles';
import type { TypographyVariant } from '@mui/material/styles';

// Read live from the default theme (fontSize 14, htmlFontSize 16).
const { typography } = createTheme();
const variants: TypographyVariant[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

function toPx(size: string | number | undefined) {
  if (typeof size === 'string' && size.endsWith('rem')) {
    return `${parseFloat(size) * typography.htmlFontSize}px`;
  }
  return String(size);
}

export default function TypographyScale() {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Variant</TableCell>
          <TableCell>fontSize</TableCell>
          <TableCell align="right">px</TableCell>
          <TableCell align="right">fontWeight</TableCell>
          <TableCell align="right">lineHeight</TableCell>
          <TableCell>letterSpacing</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {variants.map((variant) => {
          const style = typography[variant];
          return (
            <TableRow key={variant}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{variant}</TableCell>
              <TableCell>{String(style.fontSize)}</TableCell>
              <TableCell align="right">{toPx(style.fontSize)}</TableCell>
              <TableCell align="right">{String(style.fontWeight)}</TableCell>
              <TableCell align="right">{String(style.lineHeight)}</TableCell>
              <TableCell>{String(style.letterSpacing)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
