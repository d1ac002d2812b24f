import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { DocsPageLayout } from '@/src/layout/DocsPageLayout';
import { CodeBlock } from '@/src/markdown/CodeBlock';
import { H2 } from '@/src/markdown/Heading';
import { MdxLink } from '@/src/markdown/MdxLink';
import { hasPage } from '@/src/navigation/hasPage';
import type { MuiPage } from '@/src/navigation/types';
import { ClassesTable } from './ClassesTable';
import { IndexTable } from './IndexTable';
import { plainText } from './inlineMarkdown';
import { PropertiesTable } from './PropertiesTable';
import { apiSections, apiToc, availableDemos } from './sections';
import { SlotsTable } from './SlotsTable';
import type { ApiPageData } from './server/loadApiPage';
import type { ApiDoc } from './types';

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

/** The body of one section, chosen by its id (see `apiSections`). */
function SectionBody({ id, label, api }: { id: string; label: string; api: ApiPageData }) {
  const doc: ApiDoc = api.doc;
  if (id === 'import') return <ImportBlock api={api} />;
  if (doc.kind === 'index') {
    const entries = id === 'components' ? doc.components : doc.interfaces;
    return <IndexTable label={label} entries={entries} />;
  }
  if (doc.kind === 'interface') {
    const methods = id === 'methods';
    return (
      <PropertiesTable
        label={label}
        idPrefix={methods ? 'method' : 'property'}
        rows={methods ? doc.methods : doc.properties}
        variant={methods ? 'methods' : 'props'}
      />
    );
  }
  switch (id) {
    case 'demos':
      return (
        <ul>
          {availableDemos(doc.demos, hasPage).map((demo) => (
            <li key={demo.pathname}>
              <MdxLink href={demo.pathname}>{demo.title}</MdxLink>
            </li>
          ))}
        </ul>
      );
    case 'slots':
      return <SlotsTable label={label} slots={doc.slots} />;
    case 'classes':
      return <ClassesTable label={label} classes={doc.cssClasses} />;
    default:
      return <PropertiesTable label={label} idPrefix="prop" rows={doc.props} variant="props" />;
  }
}

/** An API reference page generated from the packages' type definitions (`data/api`). */
export default function ApiPage({ api, page, pages, pathname }: ApiPageProps) {
  const t = useTranslate();
  const { doc } = api;
  const toc = React.useMemo(() => apiToc(doc, t, hasPage), [doc, t]);
  return (
    <DocsPageLayout
      title={doc.title}
      description={plainText(doc.description)}
      toc={toc}
      page={page}
      pages={pages}
      pathname={pathname}
    >
      {apiSections(doc, hasPage).map((section) => (
        <React.Fragment key={section.id}>
          <H2 id={section.id}>{t(section.labelKey)}</H2>
          <SectionBody id={section.id} label={t(section.labelKey)} api={api} />
        </React.Fragment>
      ))}
    </DocsPageLayout>
  );
}
