import { refractor } from 'refractor/lib/core.js';
import bash from 'refractor/lang/bash.js';
import css from 'refractor/lang/css.js';
import diff from 'refractor/lang/diff.js';
import javascript from 'refractor/lang/javascript.js';
import json from 'refractor/lang/json.js';
import jsx from 'refractor/lang/jsx.js';
import markup from 'refractor/lang/markup.js';
import tsx from 'refractor/lang/tsx.js';
import typescript from 'refractor/lang/typescript.js';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';

for (const language of [markup, css, javascript, jsx, typescript, tsx, bash, json, diff]) {
  refractor.register(language);
}

const aliases: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  js: 'javascript',
  ts: 'typescript',
  html: 'markup',
  xml: 'markup',
};

/** The Prism grammar name for a fence language, or null when it is not highlighted. */
export function resolveLanguage(language: string | undefined): string | null {
  if (!language) return null;
  const name = aliases[language] ?? language;
  return refractor.registered(name) ? name : null;
}

/** Highlights `code` at build time into a HAST tree (plain text when the language is unknown). */
export function highlightToHast(code: string, language: string | undefined): Root {
  const name = resolveLanguage(language);
  if (!name) {
    return { type: 'root', children: [{ type: 'text', value: code }] };
  }
  return refractor.highlight(code, name) as Root;
}

/** Highlights `code` into an HTML string of Prism token spans. */
export function highlightToHtml(code: string, language: string | undefined): string {
  return toHtml(highlightToHast(code, language));
}
