import * as React from 'react';
import { HYDRATION, hydrateInChunks } from '@/src/layout/HydrateLater';

/** The expanded layout of an API section: one bordered block per entry, named like its table. */
export function ApiList({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} className="api-list api-entries">
      {/* A long list hydrates a group of items at a time (one <ul> each), never in one long
          task. */}
      {hydrateInChunks(children, HYDRATION.article, (items, index) => (
        <ul key={index}>{items}</ul>
      ))}
    </div>
  );
}

/** What an entry shows first, as an expanded list item and as a table row alike. */
export interface ApiEntryHead {
  /** The anchor of the entry (`prop-rows`), which its name links to. */
  id: string;
  name: string;
  badges?: React.ReactNode;
  /** The minor the entry can be used from, when later than the first (`data-since`, read by the
   * version filter). */
  since?: string;
}

/** An entry's name, linking to the entry's own anchor, and its badges. */
export function EntryName({ id, name, badges }: ApiEntryHead) {
  return (
    <>
      <AnchorName id={id}>{name}</AnchorName>
      {badges}
    </>
  );
}

/** One entry of an expanded list: its name links to itself (the same anchor as its table row). */
export function ApiListItem({ children, ...head }: ApiEntryHead & { children: React.ReactNode }) {
  return (
    <li id={head.id} className="api-item" data-since={head.since}>
      <div className="api-item-head">
        <EntryName {...head} />
      </div>
      {children}
    </li>
  );
}

/** A self-link on an entry's name, so a reader can copy a link to one prop, slot or class. */
export function AnchorName({ id, children }: { id: string; children: string }) {
  return (
    <a href={`#${id}`} className="api-anchor">
      <code dir="ltr">{withWordBreaks(children)}</code>
    </a>
  );
}

const WORD_BREAK_MIN_LENGTH = 16;

/**
 * A long name (`disableMultipleRowSelection`, `.MuiDataGrid-columnHeaderTitle`) may wrap where a
 * new word starts, after a capital's predecessor or a hyphen, rather than at any letter.
 */
export function withWordBreaks(name: string): React.ReactNode {
  // Short names fit their column as they are (and every break is one more node to hydrate).
  if (name.length <= WORD_BREAK_MIN_LENGTH) return name;
  const words = name.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=-)/);
  if (words.length === 1) return name;
  return words.map((word, index) => (
    <React.Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {word}
    </React.Fragment>
  ));
}
