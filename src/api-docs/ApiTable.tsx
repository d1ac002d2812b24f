import * as React from 'react';
import { HYDRATION, HYDRATION_CHUNK, HydrateLater } from '@/src/layout/HydrateLater';
import { EntryName, type ApiEntryHead } from './ApiList';
import { lazyLayoutProps } from './lazyLayout';

/** Tables longer than this are laid out only when the reader nears them. */
const LAZY_LAYOUT_MIN_ROWS = 20;
/** A row's height in px when the caller gives no estimate (name, type, two lines of text). */
const ESTIMATED_ROW_HEIGHT = 64;
/** The header row's height in px. */
const HEADER_HEIGHT = 42;

interface ApiTableProps {
  /** Accessible name of the scrollable region (the section heading). */
  label: string;
  headers: string[];
  /** Width of each column in percent of the table (as many as `headers`, summing to 100). */
  widths: number[];
  /**
   * Each row's estimated height in px (`estimateRowHeight`): the height the rows are given while
   * not laid out, which puts a far anchor close to where it will be.
   */
  rowHeights?: number[];
  children: React.ReactNode;
}

function TableHead({ headers, widths }: { headers: string[]; widths: number[] }) {
  return (
    <>
      <colgroup>
        {widths.map((width, index) => (
          <col key={index} style={{ width: `${width}%` }} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}

/**
 * A table of an API page, scrolling sideways on small screens.
 *
 * A long table comes in parts of `HYDRATION_CHUNK` rows: the first part is the table the reader
 * sees, each later part is a table of its own with the same columns (its header row hidden but
 * read out) that the browser lays out only when the reader nears it, and every part hydrates in a
 * task of its own. Laying out the hundreds of rows of DataGrid's props at once was the longest
 * task of that page's load. Find in page, anchors and focus still reach every row.
 */
export function ApiTable({ label, headers, widths, rowHeights, children }: ApiTableProps) {
  const rows = React.Children.toArray(children);
  const parts: React.ReactNode[][] = [];
  const partHeights: number[] = [];
  for (let start = 0; start < rows.length; start += HYDRATION_CHUNK) {
    parts.push(rows.slice(start, start + HYDRATION_CHUNK));
    let height = 0;
    for (let index = start; index < Math.min(rows.length, start + HYDRATION_CHUNK); index += 1) {
      height += rowHeights?.[index] ?? ESTIMATED_ROW_HEIGHT;
    }
    partHeights.push(height);
  }
  const [first = [], ...rest] = parts;
  const head = <TableHead headers={headers} widths={widths} />;
  const firstBody = <tbody>{first}</tbody>;
  return (
    <div
      className="table-scroll api-entries api-table"
      role="region"
      tabIndex={0}
      aria-label={label}
      // A long table far down the page is not laid out at all until the reader nears it.
      {...(rows.length > LAZY_LAYOUT_MIN_ROWS
        ? lazyLayoutProps(HEADER_HEIGHT + partHeights.reduce((sum, height) => sum + height, 0))
        : {})}
    >
      <table>
        {head}
        {rest.length > 0 ? (
          <HydrateLater priority={HYDRATION.article}>{firstBody}</HydrateLater>
        ) : (
          firstBody
        )}
      </table>
      {rest.map((part, index) => (
        <HydrateLater key={index} priority={HYDRATION.article}>
          <div className="api-table-part" {...lazyLayoutProps(partHeights[index + 1])}>
            <table aria-label={label}>
              {head}
              <tbody>{part}</tbody>
            </table>
          </div>
        </HydrateLater>
      ))}
    </div>
  );
}

/** One row of an API table: the first cell holds the entry's name, linking to the row, and badges. */
export function ApiTableRow({ children, ...head }: ApiEntryHead & { children: React.ReactNode }) {
  return (
    <tr id={head.id} data-since={head.since}>
      <td>
        <EntryName {...head} />
      </td>
      {children}
    </tr>
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
