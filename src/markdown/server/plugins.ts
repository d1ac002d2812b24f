import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { VFile } from 'vfile';
import type { TocEntry } from '../types';
import { DEMO_HEIGHTS_FILE, measureCommand } from '../demoHeights';
import { highlightToHast } from './highlight';

/** A demo reference found in a page. */
export interface DemoReference {
  name: string;
}

interface MdxJsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value?: string | { value: string } | null;
}

function attributeValue(attributes: unknown[], name: string): string | undefined {
  for (const attribute of attributes as MdxJsxAttribute[]) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name) {
      if (typeof attribute.value === 'string') return attribute.value;
      if (attribute.value && typeof attribute.value === 'object') return attribute.value.value;
    }
  }
  return undefined;
}

function hasAttribute(attributes: unknown[], name: string): boolean {
  return (attributes as MdxJsxAttribute[]).some(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  );
}

/**
 * Finds `<Demo name="X" />` elements and fails (with file and line) when `X.tsx` is missing, when
 * the page shows `X` twice, or when a `height` is written on it: a demo's space comes from the
 * heights measured at each width (`data/demo-heights.json`, src/markdown/demoHeights.ts).
 */
export function remarkDemos() {
  return (tree: MdastRoot, file: VFile) => {
    const demos: DemoReference[] = [];
    const folder = path.dirname(file.path);
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' || node.name !== 'Demo') return;
      const name = attributeValue(node.attributes, 'name');
      if (!name || !/^[A-Za-z0-9_]+$/.test(name)) {
        file.fail('A <Demo> needs a `name` naming a .tsx file beside the page', node);
        return;
      }
      if (!fs.existsSync(path.join(folder, `${name}.tsx`))) {
        file.fail(`Missing demo file "${name}.tsx" next to ${path.basename(file.path)}`, node);
      }
      // One figure per demo: a page keys its demos (sources, toolbar, anchors) by name.
      if (demos.some((demo) => demo.name === name)) {
        file.fail(`The demo "${name}" is already shown on this page`, node);
      }
      if (hasAttribute(node.attributes, 'height')) {
        file.fail(
          `<Demo name="${name}"> has a \`height\`: remove it. A demo reserves the height measured ` +
            `at each width in ${DEMO_HEIGHTS_FILE} (${measureCommand(['<page>'])})`,
          node,
        );
      }
      demos.push({ name });
    });
    file.data.demos = demos;
  };
}

/** Gives h2/h3/h4 stable slug ids and collects h2/h3 into the table of contents. */
export function rehypeHeadings() {
  return (tree: HastRoot, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocEntry[] = [];
    visit(tree, 'element', (node: Element) => {
      if (!/^h[2-4]$/.test(node.tagName)) return;
      const text = toString(node).trim();
      const id = slugger.slug(text);
      node.properties = { ...node.properties, id };
      if (node.tagName === 'h2' || node.tagName === 'h3') {
        toc.push({ id, text, level: node.tagName === 'h2' ? 2 : 3 });
      }
    });
    file.data.toc = toc;
  };
}

/** Highlights fenced code with Prism at build time, so no highlighter ships to the browser. */
export function rehypePrism() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      if (!code) return;
      const classNames = (code.properties?.className as string[] | undefined) ?? [];
      const languageClass = classNames.find((name) => name.startsWith('language-'));
      const language = languageClass?.slice('language-'.length) ?? 'text';
      const source = toString(code).replace(/\n$/, '');
      code.children = highlightToHast(source, language).children as Element['children'];
      node.properties = { ...node.properties, dataLanguage: language };
    });
  };
}

declare module 'vfile' {
  interface DataMap {
    demos: DemoReference[];
    toc: TocEntry[];
  }
}
