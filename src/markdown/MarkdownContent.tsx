import * as React from 'react';
import * as runtime from 'react/jsx-runtime';
import type { MDXComponents } from 'mdx/types';
import { Callout } from './Callout';
import { CodeBlock } from './CodeBlock';
import dynamic from 'next/dynamic';
import { DemoSourcesContext } from './DemoContext';
import { H2, H3, H4 } from './Heading';
import { MdxLink } from './MdxLink';
import type { DemoSource } from './types';
import { hydrateEachLater } from '@/src/layout/HydrateLater';

// Rendered on the server like any component, but its code (toolbar, source viewer) is a separate
// chunk: only pages that show a demo load it, text pages never do.
const Demo = dynamic(() => import('./Demo').then((module) => module.Demo));

type MdxModule = { default: (props: { components?: MDXComponents }) => React.ReactElement };

/** Runs MDX compiled at build time (`function-body` output) with React's JSX runtime. */
export function runCompiledMdx(code: string): MdxModule['default'] {
  // The code was produced by our own build from files in this repository, never from user input.
  const run = new Function(code) as (scope: typeof runtime) => MdxModule;
  return run({ ...runtime }).default;
}

function Table(props: React.ComponentProps<'table'>) {
  return (
    <div className="table-scroll" role="region" tabIndex={0} aria-label="Table">
      <table {...props} />
    </div>
  );
}

const components: MDXComponents = {
  h2: H2,
  h3: H3,
  h4: H4,
  pre: CodeBlock,
  a: MdxLink,
  table: Table,
  Callout,
  Demo,
};

/** Components of `components` that always render exactly one element (what `HydrateLater` needs). */
const SINGLE_ELEMENT = new Set<unknown>([H2, H3, H4, CodeBlock, Table, Callout, MdxLink]);

/**
 * Top-level blocks of the article hydrate one per task after the page's first pass, in reading
 * order: a long page no longer blocks the main thread for the whole of its hydration.
 */
function hydrateBlockByBlock(content: React.ReactElement): React.ReactNode {
  if (content.type !== React.Fragment) return content;
  const { children } = content.props as { children?: React.ReactNode };
  return hydrateEachLater(
    children,
    1,
    (child) => typeof child.type === 'string' || SINGLE_ELEMENT.has(child.type),
  );
}

/** The body of a markdown page. */
export function MarkdownContent({
  code,
  demos,
}: {
  code: string;
  demos: Record<string, DemoSource>;
}) {
  // Compiled MDX is a pure function of its props (no hooks), so it is called rather than mounted:
  // a component created per page would remount the whole article on every render.
  const Content = React.useMemo(() => runCompiledMdx(code), [code]);
  return (
    <DemoSourcesContext.Provider value={demos}>
      {hydrateBlockByBlock(Content({ components }))}
    </DemoSourcesContext.Provider>
  );
}
