// Pure conversions behind the Markdown twins of the pages (scripts/build-markdown.ts): an MDX page
// or a generated API reference file becomes plain Markdown that reads well without a browser, and
// the navigation becomes the llms.txt index. Nothing here touches the file system.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import type { BlockContent, Content, Link, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type {
  ApiComponentDoc,
  ApiDoc,
  ApiHookDoc,
  ApiIndexDoc,
  ApiInterfaceDoc,
  ApiProperty,
} from '@/src/api-docs/types';
import type { LanguageCode } from '@/src/navigation/types';
import { markdownPath, pagePath } from '@/src/markdown/markdownTwin';

export { markdownPath, pagePath };

export interface TwinOptions {
  /** Site origin without a trailing slash, e.g. `https://mui.com`. */
  origin: string;
  language: LanguageCode;
  /** English pathname of the page, e.g. `/x/react-data-grid/sorting`. */
  pathname: string;
  /**
   * Whether this site exports a pathname (no trailing slash). Links to MUI docs pages it lacks go
   * to mui.com, as on the HTML API pages. Every page counts as exported when absent.
   */
  pageExists?: (pathname: string) => boolean;
}

export interface MdxTwinOptions extends TwinOptions {
  /** TypeScript source of a demo beside the page, or null when the file is missing. */
  demoSource: (name: string) => string | null;
}

const CALLOUT_LABELS: Record<LanguageCode, Record<string, string>> = {
  en: { info: 'Note', warning: 'Warning', success: 'Tip' },
  zh: { info: '注意', warning: '警告', success: '提示' },
};

const DEMO_LABEL: Record<LanguageCode, string> = { en: 'Demo', zh: '演示' };

/**
 * A link of the page made absolute: site paths get the language prefix and trailing slash the
 * HTML page links use, `#anchor` points into the page itself, full URLs stay as written.
 */
export function absoluteUrl(href: string, options: TwinOptions): string {
  const { origin, language, pathname } = options;
  const onMui = /^https:\/\/mui\.com(\/.*)?$/.exec(href);
  if (onMui && options.pageExists) return absoluteUrl(onMui[1] ?? '/', options);
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
  if (href.startsWith('#')) return `${origin}${pagePath(pathname, language)}${href}`;
  const [pathPart, hash] = href.split('#');
  const resolved = pathPart.startsWith('/')
    ? pathPart
    : new URL(pathPart, `http://site${pagePath(pathname, 'en')}`).pathname;
  const isFile = /\.[a-z0-9]+$/i.test(resolved);
  const bare = resolved.replace(/\/+$/, '') || '/';
  if (
    !isFile &&
    options.pageExists &&
    !options.pageExists(bare.replace(/^\/zh(?=\/|$)/, '') || '/')
  ) {
    return `https://mui.com${resolved}${hash !== undefined ? `#${hash}` : ''}`;
  }
  const target = isFile
    ? resolved
    : pagePath(resolved, resolved.startsWith('/zh/') ? 'en' : language);
  return `${origin}${target}${hash !== undefined ? `#${hash}` : ''}`;
}

/** "BasicSorting" → "Basic sorting": the title shown above a demo's source. */
export function demoTitle(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ');
  return words
    .map((word, index) =>
      index === 0 || /^[A-Z0-9]{2,}$/.test(word)
        ? word
        : word.charAt(0).toLowerCase() + word.slice(1),
    )
    .join(' ');
}

function attribute(node: MdxJsxFlowElement, name: string): string | undefined {
  for (const item of node.attributes) {
    const candidate = item as MdxJsxAttribute;
    if (candidate.type === 'mdxJsxAttribute' && candidate.name === name) {
      return typeof candidate.value === 'string' ? candidate.value : undefined;
    }
  }
  return undefined;
}

function demoNodes(node: MdxJsxFlowElement, options: MdxTwinOptions): RootContent[] {
  const name = attribute(node, 'name') ?? '';
  const source = options.demoSource(name);
  const title: RootContent = {
    type: 'paragraph',
    children: [
      { type: 'text', value: `${DEMO_LABEL[options.language]}: ` },
      { type: 'strong', children: [{ type: 'text', value: demoTitle(name) }] },
      { type: 'text', value: ' (' },
      { type: 'inlineCode', value: `${name}.tsx` },
      { type: 'text', value: ')' },
    ],
  };
  if (source === null) return [title];
  return [title, { type: 'code', lang: 'tsx', value: source.trimEnd() }];
}

function calloutNode(node: MdxJsxFlowElement, options: MdxTwinOptions): RootContent {
  const type = attribute(node, 'type') ?? 'info';
  const labels = CALLOUT_LABELS[options.language];
  const label = labels[type] ?? labels.info;
  const children = transformChildren(node.children as RootContent[], options) as BlockContent[];
  const labelNode: Content = { type: 'strong', children: [{ type: 'text', value: label }] };
  const first = children[0];
  if (first?.type === 'paragraph') {
    first.children.unshift(labelNode as never, { type: 'text', value: ': ' });
  } else {
    children.unshift({ type: 'paragraph', children: [labelNode as never] });
  }
  return { type: 'blockquote', children };
}

/** Replaces the MDX-only nodes of a list of children by plain Markdown. */
function transformChildren(children: RootContent[], options: MdxTwinOptions): RootContent[] {
  const result: RootContent[] = [];
  for (const child of children) {
    switch (child.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        break;
      case 'mdxJsxFlowElement':
        if (child.name === 'Demo') result.push(...demoNodes(child, options));
        else if (child.name === 'Callout') result.push(calloutNode(child, options));
        else result.push(...transformChildren(child.children as RootContent[], options));
        break;
      case 'mdxJsxTextElement':
        result.push(...transformChildren(child.children as RootContent[], options));
        break;
      case 'link':
      case 'definition':
        (child as Link).url = absoluteUrl(child.url, options);
        if ('children' in child) {
          child.children = transformChildren(child.children as RootContent[], options) as never;
        }
        result.push(child);
        break;
      case 'image':
        child.url = absoluteUrl(child.url, options);
        result.push(child);
        break;
      default:
        if ('children' in child) {
          (child as Parent).children = transformChildren(
            (child as Parent).children as RootContent[],
            options,
          );
        }
        result.push(child);
    }
  }
  return result;
}

const stringifyOptions = {
  bullet: '-' as const,
  emphasis: '_' as const,
  fences: true,
  listItemIndent: 'one' as const,
  rule: '-' as const,
};

/** The body of an MDX page (front matter left out) as plain Markdown. */
export function mdxBodyToMarkdown(source: string, options: MdxTwinOptions): string {
  const parsed = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .parse(source) as Root;
  const tree: Root = {
    type: 'root',
    children: transformChildren(parsed.children, options),
  };
  return unified().use(remarkGfm).use(remarkStringify, stringifyOptions).stringify(tree).trim();
}

/** Title, description and HTML address above the body of every twin. */
export function pageHeader(title: string, description: string, options: TwinOptions): string {
  const lines = [`# ${title}`, ''];
  if (description) lines.push(`> ${oneLine(description)}`, '');
  const label = options.language === 'zh' ? '网页版' : 'HTML version';
  lines.push(`${label}: ${options.origin}${pagePath(options.pathname, options.language)}`);
  return lines.join('\n');
}

/** The header line with the date of the page's last commit (a W3C date, `2026-11-26`). */
export function lastUpdatedLine(date: string, language: LanguageCode): string {
  return `${language === 'zh' ? '最后更新' : 'Last updated'}: ${date}`;
}

/** The whole Markdown twin of an MDX page. */
export function mdxPageToMarkdown(
  source: string,
  front: { title: string; description: string; lastUpdated?: string | null },
  options: MdxTwinOptions,
): string {
  const body = mdxBodyToMarkdown(source, options);
  const header = pageHeader(front.title, front.description, options);
  const updated = front.lastUpdated
    ? `\n${lastUpdatedLine(front.lastUpdated, options.language)}`
    : '';
  return `${header}${updated}\n\n${body}\n`;
}

/** Text on one line: line breaks and runs of spaces become one space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A table cell: one line, pipes escaped (GFM splits on them even inside code spans). */
export function cell(text: string): string {
  return oneLine(text).replace(/\|/g, '\\|');
}

/** Inline code of any content: the fence grows past the longest run of backticks inside. */
export function code(text: string): string {
  const value = oneLine(text);
  if (value === '') return '';
  const longest = Math.max(0, ...[...value.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

/** JSDoc text of the reference with its site links made absolute. */
export function prose(text: string, options: TwinOptions): string {
  return text.replace(/\]\(([^)\s]+)\)/g, (_, href: string) => `](${absoluteUrl(href, options)})`);
}

export function table(header: string[], rows: string[][]): string {
  const lines = [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
  return lines.join('\n');
}

function propertyRows(properties: ApiProperty[], options: TwinOptions): string[][] {
  return properties.map((property) => {
    const notes: string[] = [];
    if (property.required) notes.push('Required.');
    if (property.deprecated) {
      notes.push(
        `Deprecated${property.deprecated.reason ? `: ${property.deprecated.reason}` : '.'}`,
      );
    }
    if (property.plan) notes.push(`Plan: ${property.plan}.`);
    const description = [prose(property.description, options), ...notes].filter(Boolean);
    return [
      code(property.name),
      cell(code(property.signature?.type ?? property.type)),
      property.default == null ? '' : cell(code(property.default)),
      cell(description.join(' ')),
    ];
  });
}

function propertyTable(properties: ApiProperty[], options: TwinOptions): string {
  return table(['Name', 'Type', 'Default', 'Description'], propertyRows(properties, options));
}

function importsBlock(doc: { imports: string[] }): string {
  return doc.imports.length ? ['```ts', ...doc.imports, '```'].join('\n') : '';
}

function demosList(demos: { title: string; pathname: string }[], options: TwinOptions): string {
  return demos
    .map((demo) => `- [${demo.title}](${absoluteUrl(demo.pathname, options)})`)
    .join('\n');
}

function componentSections(doc: ApiComponentDoc, options: TwinOptions): string[] {
  const sections: string[] = [];
  if (doc.demos.length) sections.push(`## Demos\n\n${demosList(doc.demos, options)}`);
  if (doc.imports.length) sections.push(`## Import\n\n${importsBlock(doc)}`);
  if (doc.props.length) sections.push(`## Props\n\n${propertyTable(doc.props, options)}`);
  if (doc.inheritance?.length) {
    const lines = doc.inheritance.map(
      (item) =>
        `- ${code(item.component)}${item.props.length ? `: ${item.props.map(code).join(', ')}` : ''}`,
    );
    sections.push(`## Inheritance\n\n${lines.join('\n')}`);
  }
  if (doc.slots.length) {
    const rows = doc.slots.map((slot) => [
      code(slot.name),
      slot.default === null ? '' : cell(code(slot.default)),
      slot.className ? code(`.${slot.className}`) : '',
      cell(prose(slot.description, options)),
    ]);
    sections.push(`## Slots\n\n${table(['Name', 'Default', 'Class', 'Description'], rows)}`);
  }
  if (doc.cssClasses.length) {
    const rows = doc.cssClasses.map((item) => [
      code(`.${item.className}`),
      code(item.key),
      cell(
        [
          prose(item.description, options),
          item.deprecated
            ? `Deprecated${item.deprecated.reason ? `: ${item.deprecated.reason}` : '.'}`
            : '',
        ]
          .filter(Boolean)
          .join(' '),
      ),
    ]);
    sections.push(`## CSS classes\n\n${table(['Class name', 'Rule name', 'Description'], rows)}`);
  }
  return sections;
}

function hookSections(doc: ApiHookDoc, options: TwinOptions): string[] {
  const sections: string[] = [];
  if (doc.demos.length) sections.push(`## Demos\n\n${demosList(doc.demos, options)}`);
  if (doc.imports.length) sections.push(`## Import\n\n${importsBlock(doc)}`);
  sections.push(`## Signature\n\n\`\`\`ts\n${doc.signature}\n\`\`\``);
  if (doc.parameters.length) {
    const rows = doc.parameters.map((parameter) => [
      code(parameter.name),
      cell(code(parameter.type)),
      parameter.required ? 'yes' : 'no',
      cell(prose(parameter.description, options)),
    ]);
    const parts = [table(['Name', 'Type', 'Required', 'Description'], rows)];
    for (const parameter of doc.parameters) {
      if (parameter.members.length) {
        parts.push(`### ${code(parameter.name)}\n\n${propertyTable(parameter.members, options)}`);
      }
    }
    sections.push(`## Parameters\n\n${parts.join('\n\n')}`);
  }
  const returns = [code(doc.returns.type), prose(doc.returns.description, options)]
    .filter(Boolean)
    .join(': ');
  const members = doc.returns.members.length
    ? `\n\n${propertyTable(doc.returns.members, options)}`
    : '';
  sections.push(`## Returns\n\n${returns}${members}`);
  return sections;
}

function interfaceSections(doc: ApiInterfaceDoc, options: TwinOptions): string[] {
  const sections: string[] = [];
  if (doc.imports.length) sections.push(`## Import\n\n${importsBlock(doc)}`);
  if (doc.properties.length) {
    sections.push(`## Properties\n\n${propertyTable(doc.properties, options)}`);
  }
  if (doc.methods.length) {
    const rows = doc.methods.map((method) => [
      code(method.name),
      cell(code(method.signature?.type ?? method.type)),
      cell(
        [
          prose(method.description, options),
          method.deprecated ? 'Deprecated.' : '',
          method.plan ? `Plan: ${method.plan}.` : '',
        ]
          .filter(Boolean)
          .join(' '),
      ),
    ]);
    sections.push(`## Methods\n\n${table(['Name', 'Signature', 'Description'], rows)}`);
  }
  return sections;
}

function indexSections(doc: ApiIndexDoc, options: TwinOptions): string[] {
  const list = (entries: ApiIndexDoc['components']) =>
    entries
      .map(
        (entry) =>
          `- [${entry.name}](${absoluteUrl(entry.pathname, options)})${
            entry.plan !== 'community' ? ` (${entry.plan})` : ''
          }${entry.description ? `: ${oneLine(entry.description)}` : ''}`,
      )
      .join('\n');
  const sections: string[] = [];
  if (doc.components.length) sections.push(`## Components\n\n${list(doc.components)}`);
  if (doc.interfaces.length) sections.push(`## Interfaces\n\n${list(doc.interfaces)}`);
  return sections;
}

/** The Markdown twin of an API page: its reference as tables. */
export function apiToMarkdown(doc: ApiDoc, options: TwinOptions): string {
  const sections =
    doc.kind === 'component'
      ? componentSections(doc, options)
      : doc.kind === 'hook'
        ? hookSections(doc, options)
        : doc.kind === 'interface'
          ? interfaceSections(doc, options)
          : indexSections(doc, options);
  const plan = doc.kind !== 'index' && doc.plan !== 'community' ? `Plan: ${doc.plan}.` : '';
  const header = pageHeader(doc.title, prose(doc.description, options), options);
  return `${[header, plan, ...sections].filter(Boolean).join('\n\n')}\n`;
}

/** One page of the llms.txt index. */
export interface IndexEntry {
  title: string;
  pathname: string;
  description: string;
}

/** One section of the llms.txt index: a top-level group of the navigation. */
export interface IndexSection {
  title: string;
  entries: IndexEntry[];
}

const INTRO: Record<LanguageCode, { title: string; summary: string; note: string }> = {
  en: {
    title: 'MUI X 7.12.0 documentation',
    summary:
      'Guides and API reference of MUI X 7.12.0, the advanced React components built on Material UI: ' +
      'the Data Grid, Date and Time Pickers, Charts and Tree View, with the core library guides. ' +
      'Each page below is plain Markdown, with every demo’s TypeScript source inline and API pages ' +
      'as tables of props, slots, CSS classes and methods.',
    note: 'Every English page in one file:',
  },
  zh: {
    title: 'MUI X 7.12.0 文档',
    summary:
      'MUI X 7.12.0 的指南与 API 参考：基于 Material UI 的高级 React 组件，包括数据表格、日期和时间选择器、' +
      '图表和树视图，以及核心库指南。下列每个页面都是纯 Markdown，示例的 TypeScript 源码直接内嵌，' +
      'API 页面以表格列出属性、插槽、CSS 类和方法。',
    note: '全部英文页面合并为一个文件：',
  },
};

/** The first sentence of a description, for the one-line summaries of llms.txt. */
export function firstSentence(text: string): string {
  const line = oneLine(text);
  const match = /^(.+?[.!?。])(\s|$)/.exec(line);
  return match ? match[1] : line;
}

/** The llms.txt index: title, summary, then each navigation section with its pages. */
export function llmsTxt(sections: IndexSection[], language: LanguageCode, origin: string): string {
  const intro = INTRO[language];
  const parts = [`# ${intro.title}`, `> ${intro.summary}`, `${intro.note} ${origin}/llms-full.txt`];
  for (const section of sections) {
    if (!section.entries.length) continue;
    const lines = section.entries.map((entry) => {
      const description = firstSentence(entry.description);
      return `- [${entry.title}](${origin}${markdownPath(entry.pathname, language)})${
        description ? `: ${description}` : ''
      }`;
    });
    parts.push(`## ${section.title}\n\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}
