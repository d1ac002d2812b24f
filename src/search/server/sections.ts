import type { Element, Nodes, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';

/** A piece of a page between two headings; the intro (before the first heading) has no id. */
export interface PageSection {
  id: string | null;
  heading: string;
  text: string;
}

/** Node types whose text is code or JavaScript, not prose. */
const SKIPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'comment']);

/**
 * Rehype step, placed after `rehypeHeadings`, that cuts the page into sections at its h2–h4 and
 * keeps each section's plain text (code blocks left out). Ids are those the headings were given,
 * so search links land on the ids the site renders.
 */
export function rehypeSearchSections() {
  return (tree: Root, file: VFile) => {
    const sections: PageSection[] = [{ id: null, heading: '', text: '' }];
    const walk = (node: Nodes): void => {
      if (SKIPPED.has(node.type)) return;
      if (node.type === 'text') {
        sections[sections.length - 1].text += node.value;
        return;
      }
      if (node.type === 'element') {
        const element = node as Element;
        if (element.tagName === 'pre') return;
        if (/^h[2-4]$/.test(element.tagName) && typeof element.properties?.id === 'string') {
          sections.push({ id: element.properties.id, heading: toString(element).trim(), text: '' });
          return;
        }
      }
      if ('children' in node) {
        for (const child of node.children as Nodes[]) walk(child);
        // Block boundaries become spaces so words of two paragraphs do not merge.
        sections[sections.length - 1].text += ' ';
      }
    };
    walk(tree);
    file.data.searchSections = sections.map((section) => ({
      ...section,
      text: section.text.replace(/\s+/g, ' ').trim(),
    }));
  };
}

declare module 'vfile' {
  interface DataMap {
    searchSections: PageSection[];
  }
}
