import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { DocsPageLayout } from '@/src/layout/DocsPageLayout';
import { Badge } from '@/src/layout/PageBadges';
import { H2, H3 } from '@/src/markdown/Heading';
import { MdxLink } from '@/src/markdown/MdxLink';
import type { TocEntry } from '@/src/markdown/types';
import type { MuiPage } from '@/src/navigation/types';
import { ReplacementNote } from './ApiHistory';
import type { ApiHistorySection } from './history';
import type {
  ApiChangeItem,
  ApiChangeMember,
  ApiChangeMinor,
  ApiChangesData,
} from './server/pageHistory';

export interface ApiChangesPageProps {
  changes: ApiChangesData;
  pages: MuiPage[];
  pathname: string;
}

const SECTIONS: ApiHistorySection[] = ['props', 'slots', 'classes', 'properties', 'methods'];

/** Heading id of a minor (`v7-3`), or of the older deprecations. */
export function minorId(minor: string | null): string {
  return minor ? `v${minor.replace('.', '-')}` : 'earlier';
}

function minorTitle(minor: string | null, t: (key: string) => string): string {
  return minor
    ? t('api-history.changesMinor').replace('{version}', minor)
    : t('api-history.changesEarlier');
}

/** The page's table of contents: each minor, and each product under it. */
export function changesToc(changes: ApiChangesData, t: (key: string) => string): TocEntry[] {
  return changes.minors.flatMap((minor) => [
    { id: minorId(minor.minor), text: minorTitle(minor.minor, t), level: 2 as const },
    ...minor.products.map((product) => ({
      id: `${minorId(minor.minor)}-${product.product}`,
      text: t(`api-history.products.${product.product}`),
      level: 3 as const,
    })),
  ]);
}

/** One line per section: "New props: a, b" or "Deprecated props: c — use d". */
function MemberLines({
  kind,
  members,
}: {
  kind: 'added' | 'deprecated';
  members: ApiChangeMember[];
}) {
  const t = useTranslate();
  return (
    <>
      {SECTIONS.map((section) => {
        const inSection = members.filter((member) => member.section === section);
        if (inSection.length === 0) return null;
        return (
          <li key={`${kind}-${section}`}>
            {`${t(`api-history.${kind}.${section}`)}: `}
            {inSection.map((member, index) => (
              <React.Fragment key={member.name}>
                {index > 0 ? ', ' : null}
                <MdxLink href={member.href}>
                  <code dir="ltr">{member.name}</code>
                </MdxLink>
                {member.replacement ? (
                  <>
                    {' '}
                    <ReplacementNote replacement={member.replacement} />
                  </>
                ) : null}
              </React.Fragment>
            ))}
          </li>
        );
      })}
    </>
  );
}

function ChangedItem({ item }: { item: ApiChangeItem }) {
  const t = useTranslate();
  const hasMembers = item.addedMembers.length > 0 || item.deprecatedMembers.length > 0;
  return (
    <li data-item={item.name}>
      <MdxLink href={item.href}>
        <code dir="ltr">{item.name}</code>
      </MdxLink>
      {item.added ? (
        <Badge
          tone="since"
          title={t(`api-history.new.${item.kind}`)}
          text={t(`api-history.new.${item.kind}`)}
        />
      ) : null}
      {item.deprecated ? (
        <>
          <Badge
            tone="deprecated"
            title={t('api-docs.deprecated')}
            text={t('api-docs.deprecated')}
          />
          {item.deprecated.replacement ? (
            <>
              {' '}
              <ReplacementNote replacement={item.deprecated.replacement} />
            </>
          ) : null}
        </>
      ) : null}
      {hasMembers ? (
        <ul>
          <MemberLines kind="added" members={item.addedMembers} />
          <MemberLines kind="deprecated" members={item.deprecatedMembers} />
        </ul>
      ) : null}
    </li>
  );
}

function MinorChanges({ minor }: { minor: ApiChangeMinor }) {
  const t = useTranslate();
  const id = minorId(minor.minor);
  return (
    <section className="api-changes-minor" aria-labelledby={id}>
      <H2 id={id}>{minorTitle(minor.minor, t)}</H2>
      {minor.products.length === 0 ? <p>{t('api-history.changesNone')}</p> : null}
      {minor.products.map((product) => (
        <React.Fragment key={product.product}>
          <H3 id={`${id}-${product.product}`}>{t(`api-history.products.${product.product}`)}</H3>
          <ul className="api-changes">
            {product.items.map((item) => (
              <ChangedItem key={item.name} item={item} />
            ))}
          </ul>
        </React.Fragment>
      ))}
    </section>
  );
}

/**
 * What each component and interface gained and deprecated in every minor of the major, from the
 * API history files (data/api-history); every name links to its row on its API page.
 */
export default function ApiChangesPage({ changes, pages, pathname }: ApiChangesPageProps) {
  const t = useTranslate();
  const toc = React.useMemo(() => changesToc(changes, t), [changes, t]);
  return (
    <DocsPageLayout
      title={t('api-history.changesTitle')}
      description={t('api-history.changesDescription').replace('{version}', changes.first)}
      toc={toc}
      page={null}
      pages={pages}
      pathname={pathname}
    >
      {changes.minors.map((minor) => (
        <MinorChanges key={minorId(minor.minor)} minor={minor} />
      ))}
    </DocsPageLayout>
  );
}
