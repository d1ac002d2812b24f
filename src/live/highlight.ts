import './prismManual';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';

/**
 * Highlighted HTML of edited code, with the same token classes as the code highlighted at build
 * time (both are Prism grammars), so the site's code colours apply in light and dark.
 */
export function highlightCode(code: string, variant: 'TS' | 'JS'): string {
  const language = variant === 'TS' ? 'tsx' : 'jsx';
  return Prism.highlight(code, Prism.languages[language], language);
}
