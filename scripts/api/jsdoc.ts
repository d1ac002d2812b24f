import ts from 'typescript';

/** The JSDoc of a declaration: its main text and its tags. */
export interface JsDocInfo {
  description: string;
  tags: readonly ts.JSDocTag[];
}

/** Comment text without Windows line ends and surrounding space. */
export function cleanText(text: string | undefined): string {
  return (text ?? '').replace(/\r\n?/g, '\n').trim();
}

/** Text of a tag (`@param id - The id.`): as {@link cleanText}, without the `- ` separator. */
export function cleanComment(text: string | undefined): string {
  return cleanText(text).replace(/^-\s+/, '');
}

/** The JSDoc block nearest to `node` (a declaration may carry several; the last one applies). */
export function jsDocOf(node: ts.Node): JsDocInfo {
  const blocks = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const block = blocks[blocks.length - 1];
  if (!block) return { description: '', tags: [] };
  return {
    description: cleanText(ts.getTextOfJSDocComment(block.comment)),
    tags: block.tags ?? [],
  };
}

/** Text of the first tag called `name` (e.g. `default`), or null when absent. */
export function tagText(doc: JsDocInfo, name: string): string | null {
  const tag = doc.tags.find((candidate) => candidate.tagName.text === name);
  return tag ? cleanComment(ts.getTextOfJSDocComment(tag.comment)) : null;
}

/** True when the JSDoc says anything at all (text or tags). */
export function hasJsDoc(node: ts.Node): boolean {
  const doc = jsDocOf(node);
  return doc.description !== '' || doc.tags.length > 0;
}
