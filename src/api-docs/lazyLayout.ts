import * as React from 'react';
import type { CSSProperties } from 'react';

/**
 * Long API tables are laid out only near the viewport (`content-visibility: auto`) with an
 * estimated height until then. Two consequences are handled here: the estimate (from the rows'
 * text, so a jump to a far anchor lands close) and the exact landing of an anchor link once the
 * page runs (the parts above the target are laid out first, then the target is scrolled to).
 */

/** The attribute that marks a box laid out only near the viewport. */
export const LAZY_LAYOUT_ATTRIBUTE = 'data-lazy-layout';

/** Style and attribute of a box of about `estimatedHeight` px laid out only near the viewport. */
export function lazyLayoutProps(estimatedHeight: number): {
  style: CSSProperties;
  [LAZY_LAYOUT_ATTRIBUTE]: '';
} {
  return {
    style: {
      contentVisibility: 'auto',
      // `auto`: once laid out, the box keeps its real height while off screen again.
      containIntrinsicBlockSize: `auto ${Math.round(estimatedHeight)}px`,
    },
    [LAZY_LAYOUT_ATTRIBUTE]: '',
  };
}

/** One cell of a row, for `estimateRowHeight`: its text and its share of the table's width. */
export interface CellEstimate {
  /** The cell's text (a description with its parameter list, a type...). */
  text: string;
  /** Percent of the table's width. */
  width: number;
  /** Set for code (types, names): a monospace font of 13 px. */
  code?: boolean;
  /** Blocks in the cell (paragraphs, list items), each adding a little space. */
  blocks?: number;
}

/**
 * The width an API table is laid out at: the article column on a desktop, the tables' minimum
 * width (they scroll sideways) on a phone. Both are close to 620 px.
 */
const TABLE_WIDTH = 620;
const CELL_PADDING_X = 24;
const CELL_PADDING_Y = 16;
/** Average advance of a character: 14.5 px text, 13 px monospace. */
const TEXT_CHAR_WIDTH = 7.2;
const CODE_CHAR_WIDTH = 7.9;
const TEXT_LINE_HEIGHT = 24.7;
const CODE_LINE_HEIGHT = 21;
const BLOCK_GAP = 8;

/** A row's height in px, from the length of the text of its tallest cell. */
export function estimateRowHeight(cells: CellEstimate[]): number {
  let tallest = 0;
  for (const cell of cells) {
    const inner = (TABLE_WIDTH * cell.width) / 100 - CELL_PADDING_X;
    const perLine = Math.max(
      1,
      Math.floor(inner / (cell.code ? CODE_CHAR_WIDTH : TEXT_CHAR_WIDTH)),
    );
    const lines = Math.max(1, Math.ceil(cell.text.length / perLine) + (cell.blocks ?? 1) - 1);
    const height =
      lines * (cell.code ? CODE_LINE_HEIGHT : TEXT_LINE_HEIGHT) +
      Math.max(0, (cell.blocks ?? 1) - 1) * BLOCK_GAP;
    tallest = Math.max(tallest, height);
  }
  return tallest + CELL_PADDING_Y + 1;
}

/**
 * Lays out every lazily laid-out box before `target` or holding it (the target follows both in
 * document order); true when there was any.
 */
export function layOutBefore(target: Element, root: ParentNode = document): boolean {
  let found = false;
  for (const box of root.querySelectorAll<HTMLElement>(`[${LAZY_LAYOUT_ATTRIBUTE}]`)) {
    if (box.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) {
      box.style.contentVisibility = 'visible';
      found = true;
    }
  }
  return found;
}

function targetOfHash(): HTMLElement | null {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/**
 * An anchor link (`#prop-rows`, `#slots`) lands where the estimates put its target; this lays out
 * what lies above the target and scrolls to it again, once on load and on every hash change.
 */
export function useExactAnchors() {
  React.useEffect(() => {
    const land = () => {
      const target = targetOfHash();
      // Nothing laid out late above the target: the browser's own jump was exact.
      if (target && layOutBefore(target)) target.scrollIntoView();
    };
    land();
    window.addEventListener('hashchange', land);
    return () => window.removeEventListener('hashchange', land);
  }, []);
}
