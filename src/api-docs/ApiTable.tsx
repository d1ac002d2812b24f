import * as React from 'react';
import { styled, type Theme } from '@mui/material/styles';
import { monoFontFamily } from '@/src/theme/docsTheme';
import { hydrateInChunks } from '@/src/layout/HydrateLater';

/** Rules shared by both layouts of an API section: self-links on names, types, code font. */
export function apiEntryStyles({ theme }: { theme: Theme }) {
  return {
    '& code': { fontFamily: monoFontFamily },
    '& a.api-anchor': { color: 'inherit', textDecoration: 'none' },
    '& a.api-anchor:hover code, & a.api-anchor:focus-visible code': {
      textDecoration: 'underline',
    },
    '& .api-type': { overflowWrap: 'anywhere', color: theme.vars.palette.primary.dark },
    '[data-mui-color-scheme="dark"] & .api-type': { color: theme.vars.palette.primary.light },
  } as const;
}

const Scroll = styled('div')(apiEntryStyles, ({ theme }) => ({
  // The article's `.table-scroll` gives horizontal scrolling on small screens; these rules fit
  // API tables, whose cells hold long type names and paragraphs.
  '& td p, & td ul': { margin: theme.spacing(0, 0, 1) },
  '& td > :last-child': { marginBottom: 0 },
  '& td:first-of-type > code': { whiteSpace: 'nowrap' },
  // Types may break anywhere (some are one 40-character word), so the columns get minimum widths
  // instead: without them the table squeezes `boolean` into two lines.
  '& td.api-type-cell': { minWidth: 130 },
  '& td.api-description-cell': { minWidth: 240 },
  '& tr[id]': { scrollMarginTop: 84 },
  '& tr:target': { backgroundColor: theme.vars.palette.action.selected },
  '& .api-type': { display: 'inline-block', maxWidth: 360 },
}));

/** Tables longer than this are laid out only when the reader nears them. */
const LAZY_LAYOUT_MIN_ROWS = 20;
/** A typical row's height in px (name, type and a two-line description), for the estimate. */
const ESTIMATED_ROW_HEIGHT = 64;

interface ApiTableProps {
  /** Accessible name of the scrollable region (the section heading). */
  label: string;
  headers: string[];
  children: React.ReactNode;
}

/** A table of an API page, scrolling sideways on small screens. */
export function ApiTable({ label, headers, children }: ApiTableProps) {
  const rows = React.Children.count(children);
  // A long table the reader has not scrolled to yet is not laid out (its estimated height holds
  // its place): the first layout of a page such as DataGrid's, with hundreds of rows, is the
  // longest task of its load. Find in page, anchors and focus still reach every row.
  const style: React.CSSProperties | undefined =
    rows > LAZY_LAYOUT_MIN_ROWS
      ? {
          contentVisibility: 'auto',
          containIntrinsicBlockSize: `auto ${rows * ESTIMATED_ROW_HEIGHT}px`,
        }
      : undefined;
  return (
    <Scroll className="table-scroll" role="region" tabIndex={0} aria-label={label} style={style}>
      <table>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        {/* A long table hydrates a group of rows at a time (one <tbody> each), never in one
            long task. */}
        {hydrateInChunks(children, 1, (rows, index) => (
          <tbody key={index}>{rows}</tbody>
        ))}
      </table>
    </Scroll>
  );
}

/** A type or code value, always left to right. */
export function TypeCode({ children }: { children: string }) {
  return (
    <code className="api-type" dir="ltr">
      {children}
    </code>
  );
}
