import type { Element, Nodes, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';

/** A piece of a page between two headings; the intro (before the first heading) has no id. */
export interface PageSection {
  id: string | null;
  heading: string;
  text: string;
  /** Every inline code span of the whole section (table cells included), each distinct one once. */
  code: string[];
  /** The added and removed lines of its diff blocks, without their mark. */
  changes: string[];
  /** The text of each of its code blocks, whole (examples as well as diffs). */
  blocks: string[];
  /** The names of the demos it shows (`<Demo name="SortingInitialState" />`), in page order. */
  demos?: string[];
}

/** Node types whose text is code or JavaScript, not prose. */
const SKIPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'comment']);

/** True when a `<pre>` holds a fenced block of the `diff` language. */
function isDiffBlock(pre: Element): boolean {
  return pre.children.some(
    (child) =>
      child.type === 'element' &&
      child.tagName === 'code' &&
      Array.isArray(child.properties?.className) &&
      child.properties.className.includes('language-diff'),
  );
}

/**
 * The changed lines of a diff block, without their `+`/`-` mark: in a migration guide they are the
 * rename itself (`-  selectionModel={…}`, `+  rowSelectionModel={…}`).
 */
export function changedLines(diff: string): string[] {
  return diff
    .split('\n')
    .filter((line) => /^[-+]/.test(line) && !/^(\+\+\+|---)( |$)/.test(line))
    .map((line) => line.slice(1).trim())
    .filter(Boolean);
}

/**
 * Rehype step, placed after `rehypeHeadings`, that cuts the page into sections at its h2–h4 and
 * keeps each section's plain text (code blocks left out) and the code it names. Ids are those the
 * headings were given, so search links land on the ids the site renders.
 */
export function rehypeSearchSections() {
  return (tree: Root, file: VFile) => {
    const section = (id: string | null, heading: string): PageSection => ({
      id,
      heading,
      text: '',
      code: [],
      changes: [],
      blocks: [],
    });
    const sections: PageSection[] = [section(null, '')];
    const current = () => sections[sections.length - 1];
    const addOnce = (list: string[], code: string) => {
      const trimmed = code.replace(/\s+/g, ' ').trim();
      if (trimmed && !list.includes(trimmed)) list.push(trimmed);
    };
    const walk = (node: Nodes): void => {
      if (SKIPPED.has(node.type)) return;
      if (node.type === 'mdxJsxFlowElement' && node.name === 'Demo') {
        const name = node.attributes.find(
          (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'name',
        )?.value;
        if (typeof name === 'string') (current().demos ??= []).push(name);
        return;
      }
      if (node.type === 'text') {
        current().text += node.value;
        return;
      }
      if (node.type === 'element') {
        const element = node as Element;
        if (element.tagName === 'pre') {
          const block = toString(element);
          current().blocks.push(block);
          if (isDiffBlock(element)) {
            for (const line of changedLines(block)) addOnce(current().changes, line);
          }
          return;
        }
        if (/^h[2-4]$/.test(element.tagName) && typeof element.properties?.id === 'string') {
          sections.push(section(element.properties.id, toString(element).trim()));
          return;
        }
        // Inline code (`<pre>` returned above): its text stays in the prose as well.
        if (element.tagName === 'code') addOnce(current().code, toString(element));
      }
      if ('children' in node) {
        for (const child of node.children as Nodes[]) walk(child);
        // Block boundaries become spaces so words of two paragraphs do not merge.
        current().text += ' ';
      }
    };
    walk(tree);
    file.data.searchSections = sections.map((piece) => ({
      ...piece,
      text: piece.text.replace(/\s+/g, ' ').trim(),
    }));
  };
}

declare module 'vfile' {
  interface DataMap {
    searchSections: PageSection[];
  }
}
