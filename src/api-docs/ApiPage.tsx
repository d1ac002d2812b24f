import * as React from 'react';
import { useTranslate, useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { DocsPageLayout } from '@/src/layout/DocsPageLayout';
import { CodeBlock } from '@/src/markdown/CodeBlock';
import { H2 } from '@/src/markdown/Heading';
import { MdxLink } from '@/src/markdown/MdxLink';
import { findActivePage, pageTitle } from '@/src/navigation/buildPageTree';
import { CHANGES_PATHNAME, hasPage } from '@/src/navigation/hasPage';
import type { MuiPage } from '@/src/navigation/types';
import { ClassesTable } from './ClassesTable';
import { ApiHistoryProvider, HistorySection, ItemHistory, VersionFilter } from './ApiHistory';
import type { ApiHistorySection } from './history';
import { TextAfter } from './Description';
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
          <TextAfter separator=" — " text={doc.returns.description} />
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

/** The history section of a page section, with the names of its entries, or null. */
function historySection(
  doc: ApiDoc,
  id: string,
): { section: ApiHistorySection; names: string[] } | null {
  const names = (rows: { name: string }[]) => rows.map((row) => row.name);
  if (doc.kind === 'component') {
    if (id === 'props') return { section: 'props', names: names(doc.props) };
    if (id === 'slots') return { section: 'slots', names: names(doc.slots) };
    if (id === 'classes') {
      return { section: 'classes', names: doc.cssClasses.map((entry) => entry.key) };
    }
  }
  if (doc.kind === 'interface' && (id === 'properties' || id === 'methods')) {
    return { section: id, names: names(id === 'methods' ? doc.methods : doc.properties) };
  }
  return null;
}

/** A section's heading, layout toggle and body; member sections answer the version filter. */
function Section({
  id,
  labelKey,
  api,
  pages,
}: {
  id: string;
  labelKey: string;
  api: ApiPageData;
  pages: MuiPage[];
}) {
  const t = useTranslate();
  const { doc } = api;
  const body = (
    <>
      {hasLayoutChoice(doc, id) ? <LayoutToggle section={t(labelKey)} /> : null}
      <SectionBody id={id} label={t(labelKey)} api={api} pages={pages} />
    </>
  );
  const history = api.history ? historySection(doc, id) : null;
  return (
    <>
      <H2 id={id}>{t(labelKey)}</H2>
      {history ? (
        <HistorySection section={history.section} names={history.names}>
          {body}
        </HistorySection>
      ) : (
        body
      )}
    </>
  );
}

/** An API reference page generated from the packages' type definitions (`data/api`). */
export default function ApiPage({ api, page, pages, pathname }: ApiPageProps) {
  const t = useTranslate();
  const { doc } = api;
  const history = api.history ?? null;
  const toc = React.useMemo(() => apiToc(doc, t, hasPage), [doc, t]);
  const scopeRef = React.useRef<HTMLDivElement>(null);
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
        <ApiHistoryProvider history={history}>
          {history ? <ItemHistory history={history} /> : null}
          {doc.kind === 'index' ? (
            <p>
              <MdxLink href={CHANGES_PATHNAME}>{t('api-history.changesLink')}</MdxLink>
            </p>
          ) : null}
          <div className="api-history-scope" ref={scopeRef}>
            {history ? <VersionFilter history={history} scopeRef={scopeRef} /> : null}
            {apiSections(doc, hasPage).map((section) => (
              <Section
                key={section.id}
                id={section.id}
                labelKey={section.labelKey}
                api={api}
                pages={pages}
              />
            ))}
          </div>
        </ApiHistoryProvider>
      </ApiLayoutProvider>
    </DocsPageLayout>
  );
}
