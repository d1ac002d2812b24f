import type { ApiDoc, ApiIndexDoc, ApiIndexEntry } from '../../src/api-docs/types';
import { PRODUCT_NAMES } from './packages';

/** The first sentence of the first paragraph, for one-line summaries. */
export function firstSentence(text: string): string {
  const paragraph = text
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
  // A full stop ends the sentence unless it belongs to "e.g." / "i.e." or sits inside `code`.
  const match = /^(?:`[^`]*`|e\.g\.|i\.e\.|[^.`])*?\.(?=\s|$)/.exec(paragraph);
  return match ? match[0] : paragraph;
}

/** The API index of a product: its documented components and interfaces with one-line summaries. */
export function indexDoc(product: string, docs: { pathname: string; doc: ApiDoc }[]): ApiIndexDoc {
  const productName = PRODUCT_NAMES[product] ?? product;
  const entries = (kind: 'component' | 'interface'): ApiIndexEntry[] =>
    docs.flatMap(({ pathname, doc }) =>
      doc.kind === kind
        ? [
            {
              name: doc.name,
              pathname,
              description: firstSentence(doc.description),
              plan: doc.plan,
            },
          ]
        : [],
    );
  return {
    kind: 'index',
    name: productName,
    title: `${productName} API`,
    description: `Every component and interface of the ${productName} packages, with links to their API reference.`,
    components: entries('component'),
    interfaces: entries('interface'),
  };
}
