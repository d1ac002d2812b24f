import * as React from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MDXComponents } from 'mdx/types';
import type { LanguageCode } from '@/src/navigation/types';
import { UserLanguageProvider } from '@/src/i18n/UserLanguageProvider';
import { addTranslations } from '@/src/i18n/translations';
import { allTranslations } from '@/src/i18n/server/allTranslations';
import { Callout } from '../Callout';
import { CodeBlock } from '../CodeBlock';
import { H2, H3, H4 } from '../Heading';
import { PlainLink } from '../links';
import type { ArticlePart } from '../types';

type MdxContent = (props: { components?: MDXComponents }) => React.ReactElement;

/** Runs MDX compiled at build time (`function-body` output) with React's JSX runtime. */
export function runCompiledMdx(code: string): MdxContent {
  // The code was produced by our own build from files in this repository, never from user input.
  const run = new Function(code) as (scope: typeof runtime) => { default: MdxContent };
  return run({ ...runtime }).default;
}

function Table(props: React.ComponentProps<'table'>) {
  return (
    <div className="table-scroll" role="region" tabIndex={0} aria-label="Table">
      <table {...props} />
    </div>
  );
}

/** Raised when a page places a demo where it cannot be an island of its own. */
export class ArticleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArticleError';
  }
}

/** Stands for `<Demo>` in the static render: a demo is only valid as a block of its own. */
function DemoMarker({ name }: { name?: string }): React.ReactElement {
  throw new ArticleError(
    `<Demo name="${name ?? ''}" /> must be a block of its own at the top level of the page ` +
      '(on its own line, with a blank line before and after, not inside a list or a callout)',
  );
}

/**
 * Renders a compiled page for one language: its prose, headings, tables and highlighted code as
 * HTML, once, at build time, and its demos as islands between them. The route shows the HTML as
 * it is and never hydrates it; only the demos (and the article's delegated listeners for links
 * and copy buttons) run in the browser.
 */
export function renderArticle(code: string, language: LanguageCode): ArticlePart[] {
  // The build holds every language's strings (the browser only gets its page's language).
  const table = allTranslations[language];
  if (table) addTranslations(language, table);
  const Content = runCompiledMdx(code);
  function Link(props: React.ComponentProps<'a'>) {
    return <PlainLink language={language} {...props} />;
  }
  const components: MDXComponents = {
    h2: H2,
    h3: H3,
    h4: H4,
    pre: CodeBlock,
    a: Link,
    table: Table,
    Callout,
    Demo: DemoMarker,
  };
  const content = Content({ components });
  const blocks =
    content.type === React.Fragment
      ? React.Children.toArray((content.props as { children?: React.ReactNode }).children)
      : [content];
  const parts: ArticlePart[] = [];
  let pending: React.ReactNode[] = [];
  const flush = () => {
    const html = renderToStaticMarkup(
      <UserLanguageProvider defaultUserLanguage={language}>{pending}</UserLanguageProvider>,
    );
    pending = [];
    if (html.trim() !== '') parts.push({ kind: 'html', html });
  };
  for (const block of blocks) {
    if (React.isValidElement(block) && block.type === DemoMarker) {
      flush();
      parts.push({ kind: 'demo', name: String((block.props as { name?: unknown }).name ?? '') });
    } else {
      pending.push(block);
    }
  }
  flush();
  return parts;
}
