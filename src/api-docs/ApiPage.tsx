import * as React from 'react';
import { useTranslate, useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { DocsPageLayout } from '@/src/layout/DocsPageLayout';
import { CodeBlock } from '@/src/markdown/CodeBlock';
import { H2 } from '@/src/markdown/Heading';
import { MdxLink } from '@/src/markdown/MdxLink';
import { findActivePage, pageTitle } from '@/src/navigation/buildPageTree';
import { hasPage } from '@/src/navigation/hasPage';
import type { MuiPage } from '@/src/navigation/types';
import { ClassesTable } from './ClassesTable';
import { InlineText } from './Description';
import { IndexTable } from './IndexTable';
import { InheritanceList } from './InheritanceList';
import { plainText } from './inlineMarkdown';
import { FilterablePropertiesTable, PropertiesTable } from './PropertiesTable';
import {
  apiSections,
  apiToc,
  availableDemos,
  hasLayoutChoice,
  hookParameterRows,
} from './sections';
import { ApiLayoutProvider } from './ApiLayoutContext';
import { LayoutToggle } from './LayoutToggle';
import { TypeCode } from './ApiTable';
import { useExactAnchors } from './lazyLayout';
import { SlotsTable } from './SlotsTable';
import type { ApiPageData } from './server/loadApiPage';
import type { ApiDemo, ApiDoc } from './types';

export interface ApiPageProps {
  api: ApiPageData;
  page: MuiPage | null;
  pages: MuiPage[];
  pathname: string;
}

function ImportBlock({ api }: { api: ApiPageData }) {
  const code = api.doc.kind === 'index' ? '' : api.doc.imports.join('\n// or\n');
  return api.importHtml ? (
    <CodeBlock data-language="js">
      <code className="language-js" dangerouslySetInnerHTML={{ __html: api.importHtml }} />
    </CodeBlock>
  ) : (
    <CodeBlock data-language="js">
      <code>{code}</code>
    </CodeBlock>
  );
}

function SignatureBlock({ api }: { api: ApiPageData }) {
  const code = api.doc.kind === 'hook' ? api.doc.signature : '';
  return (
    <CodeBlock data-language="ts">
      {api.signatureHtml ? (
        <code className="language-ts" dangerouslySetInnerHTML={{ __html: api.signatureHtml }} />
      ) : (
        <code>{code}</code>
      )}
    </CodeBlock>
  );
}

/** Demo pages, titled as the navigation titles them in the reader's language when listed there. */
function DemoList({ demos, pages }: { demos: ApiDemo[]; pages: MuiPage[] }) {
  const language = useUserLanguage();
  return (
    <ul>
      {availableDemos(demos, hasPage).map((demo) => {
        const listed = findActivePage(pages, demo.pathname).activePage;
        return (
          <li key={demo.pathname}>
            <MdxLink href={demo.pathname}>
              {listed ? pageTitle(listed, language) : demo.title}
            </MdxLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The body of one section, chosen by its id (see `apiSections`). */
function SectionBody({
  id,
  label,
  api,
  pages,
}: {
  id: string;
  label: string;
  api: ApiPageData;
  pages: MuiPage[];
}) {
  const doc: ApiDoc = api.doc;
  if (id === 'import') return <ImportBlock api={api} />;
  if (id === 'demos' && doc.kind !== 'index' && doc.kind !== 'interface') {
    return <DemoList demos={doc.demos} pages={pages} />;
  }
  if (doc.kind === 'index') {
    const entries = id === 'components' ? doc.components : doc.interfaces;
    return <IndexTable label={label} entries={entries} />;
  }
  if (doc.kind === 'interface') {
    const methods = id === 'methods';
    return (
      <FilterablePropertiesTable
        label={label}
        idPrefix={methods ? 'method' : 'property'}
        rows={methods ? doc.methods : doc.properties}
        variant={methods ? 'methods' : 'props'}
      />
    );
  }
  if (doc.kind === 'hook') {
    if (id === 'signature') return <SignatureBlock api={api} />;
    if (id === 'parameters') {
      return (
        <FilterablePropertiesTable
          label={label}
          idPrefix="parameter"
          rows={hookParameterRows(doc)}
          variant="props"
        />
      );
    }
    return (
      <>
        <p>
          <TypeCode>{doc.returns.type}</TypeCode>
          {doc.returns.description ? (
            <>
              {' — '}
              <InlineText text={doc.returns.description} />
            </>
          ) : null}
        </p>
        {doc.returns.members.length > 0 ? (
          <PropertiesTable
            label={label}
            idPrefix="return"
            rows={doc.returns.members}
            variant="methods"
          />
        ) : null}
      </>
    );
  }
  switch (id) {
    case 'inheritance':
      return <InheritanceList inheritance={doc.inheritance ?? []} />;
    case 'slots':
      return <SlotsTable label={label} slots={doc.slots} />;
    case 'classes':
      return <ClassesTable label={label} classes={doc.cssClasses} />;
    default:
      return (
        <FilterablePropertiesTable label={label} idPrefix="prop" rows={doc.props} variant="props" />
      );
  }
}

/** An API reference page generated from the packages' type definitions (`data/api`). */
export default function ApiPage({ api, page, pages, pathname }: ApiPageProps) {
  const t = useTranslate();
  const { doc } = api;
  const toc = React.useMemo(() => apiToc(doc, t, hasPage), [doc, t]);
  useExactAnchors();
  return (
    <DocsPageLayout
      title={doc.title}
      description={plainText(doc.description)}
      toc={toc}
      page={page}
      pages={pages}
      pathname={pathname}
    >
      <ApiLayoutProvider>
        {apiSections(doc, hasPage).map((section) => (
          <React.Fragment key={section.id}>
            <H2 id={section.id}>{t(section.labelKey)}</H2>
            {hasLayoutChoice(doc, section.id) ? (
              <LayoutToggle section={t(section.labelKey)} />
            ) : null}
            <SectionBody id={section.id} label={t(section.labelKey)} api={api} pages={pages} />
          </React.Fragment>
        ))}
      </ApiLayoutProvider>
    </DocsPageLayout>
  );
}
