import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { Badge } from '@/src/layout/PageBadges';
import { MdxLink } from '@/src/markdown/MdxLink';
import { CHANGES_PATHNAME } from '@/src/navigation/hasPage';
import type { ApiHistorySection } from './history';
import type { ApiEntryHead } from './ApiList';
import {
  filterVersions,
  hiddenAfter,
  memberView,
  rowSince,
  sectionOfPrefix,
  sectionSince,
  type ApiHistoryLink,
  type ApiHistoryMemberView,
  type ApiPageHistory,
} from './historyView';

const ApiHistoryContext = React.createContext<ApiPageHistory | null>(null);

/** Gives the tables of an API page its item's history (null: no badges, no filter). */
export function ApiHistoryProvider({
  history,
  children,
}: {
  history: ApiPageHistory | null;
  children: React.ReactNode;
}) {
  return <ApiHistoryContext.Provider value={history}>{children}</ApiHistoryContext.Provider>;
}

export function useApiHistory(): ApiPageHistory | null {
  return React.useContext(ApiHistoryContext);
}

/**
 * The head of each entry of a table (as a list item or a table row): its anchor
 * `<idPrefix>-<key>`, its name, the minor it came in and its badges, drawn from the member's
 * history when the table's section has one.
 */
export function useEntryHead(idPrefix: string) {
  const history = useApiHistory();
  const section = sectionOfPrefix(idPrefix);
  return (
    key: string,
    name: string,
    badges: (view: ApiHistoryMemberView | undefined) => React.ReactNode,
  ): ApiEntryHead => ({
    id: `${idPrefix}-${key}`,
    name,
    since: section ? rowSince(history, section, key) : undefined,
    badges: badges(section ? memberView(history, section, key) : undefined),
  });
}

/** `{version}` of a translated text replaced by the version. */
function withVersion(text: string, version: string): string {
  return text.replace('{version}', version);
}

/** "— use `replacement`", linked to the replacing member's row or page when it resolved. */
export function ReplacementNote({ replacement }: { replacement: ApiHistoryLink }) {
  const t = useTranslate();
  const code = <code dir="ltr">{replacement.text}</code>;
  return (
    <span className="api-history-use">
      {`— ${t('api-history.use')} `}
      {replacement.href ? <MdxLink href={replacement.href}>{code}</MdxLink> : code}
    </span>
  );
}

/** "deprecated in 7.x" and what to use instead. */
export function DeprecatedSince({
  deprecated,
}: {
  deprecated: { since: string; replacement: ApiHistoryLink | null };
}) {
  const t = useTranslate();
  return (
    <>
      <Badge
        tone="deprecated"
        title={withVersion(t('api-history.deprecatedHint'), deprecated.since)}
        text={withVersion(t('api-history.deprecatedIn'), deprecated.since)}
      />
      {deprecated.replacement ? <ReplacementNote replacement={deprecated.replacement} /> : null}
    </>
  );
}

/**
 * The history badges of a member: "since 7.x" when it came after its item's first minor, else
 * "new in v7" when version 6 did not have it; "deprecated in 7.x — use …" when deprecated.
 */
export function HistoryBadges({ view }: { view: ApiHistoryMemberView | undefined }) {
  const t = useTranslate();
  if (!view) return null;
  return (
    <>
      {view.since ? (
        <Badge
          tone="since"
          title={withVersion(t('api-history.sinceHint'), view.since)}
          text={withVersion(t('api-history.since'), view.since)}
        />
      ) : view.newInV7 ? (
        <Badge tone="new" title={t('api-history.newInV7Hint')} text={t('api-history.newInV7')} />
      ) : null}
      {view.deprecated ? <DeprecatedSince deprecated={view.deprecated} /> : null}
    </>
  );
}

/** The plain "deprecated" badge of a deprecated member whose history does not date it. */
export function DeprecatedBadge({
  deprecated,
  view,
}: {
  deprecated: boolean;
  view: ApiHistoryMemberView | undefined;
}) {
  const t = useTranslate();
  return deprecated && !view?.deprecated ? (
    <Badge tone="deprecated" title={t('api-docs.deprecated')} text={t('api-docs.deprecated')} />
  ) : null;
}

/** Badges of the page's item itself, under its title: "since 7.x", "new in v7", deprecated. */
export function ItemHistory({ history }: { history: ApiPageHistory }) {
  const t = useTranslate();
  const since = history.itemSince !== history.minors[0] ? history.itemSince : null;
  if (!since && !history.itemNewInV7 && !history.itemDeprecated) return null;
  return (
    <p className="api-item-history">
      {since ? (
        <Badge
          tone="since"
          title={withVersion(t('api-history.sinceHint'), since)}
          text={withVersion(t('api-history.since'), since)}
        />
      ) : history.itemNewInV7 ? (
        <Badge tone="new" title={t('api-history.newInV7Hint')} text={t('api-history.newInV7')} />
      ) : null}
      {history.itemDeprecated ? <DeprecatedSince deprecated={history.itemDeprecated} /> : null}
    </p>
  );
}

/** The CSS variable the "nothing available" notes print the chosen version from. */
const VERSION_VARIABLE = '--api-history-version';

/**
 * Applies a choice of the version filter to the page: `data-hide` on the scope names the minors
 * later than the chosen one, and the static rules hide what came in them. Nothing else changes.
 */
function applyVersion(scope: HTMLElement | null, history: ApiPageHistory, version: string) {
  if (!scope) return;
  const hidden = version ? hiddenAfter(history, version) : '';
  if (hidden) {
    scope.setAttribute('data-hide', hidden);
    scope.style.setProperty(VERSION_VARIABLE, JSON.stringify(version));
  } else {
    scope.removeAttribute('data-hide');
    scope.style.removeProperty(VERSION_VARIABLE);
  }
}

/**
 * "Hide members added after version …": a native select rendered in the exported HTML at All, so
 * nothing is hidden and nothing moves on load. Choosing the reader's version hides every member
 * added in a later minor (in every section and both layouts) by setting `data-hide` on the page's
 * scope; the static styles do the rest and the long tables never re-render. Being deprecated
 * hides nothing (the badge says it); only `since` counts. A choice made before the page hydrated
 * (or restored by the browser) applies on hydration.
 */
export function VersionFilter({
  history,
  scopeRef,
}: {
  history: ApiPageHistory;
  scopeRef: React.RefObject<HTMLElement>;
}) {
  const t = useTranslate();
  const id = React.useId();
  const selectRef = React.useRef<HTMLSelectElement>(null);
  React.useEffect(() => {
    applyVersion(scopeRef.current, history, selectRef.current?.value ?? '');
  }, [scopeRef, history]);
  return (
    <div className="api-version-filter">
      <label htmlFor={id}>{t('api-history.filter')}</label>
      <select
        id={id}
        ref={selectRef}
        defaultValue=""
        onChange={(event) => applyVersion(scopeRef.current, history, event.target.value)}
      >
        <option value="">{t('api-history.filterAll')}</option>
        {filterVersions(history).map((version) => (
          <option key={version} value={version}>
            {version}
          </option>
        ))}
      </select>
      <MdxLink href={CHANGES_PATHNAME} className="api-changes-link">
        {t('api-history.changesLink')}
      </MdxLink>
    </div>
  );
}

/**
 * A member section of a page with history. Its `data-since` is the minor of its earliest member:
 * when the chosen version is before it, every row is hidden, so the whole section is, and the
 * note after it says that nothing in it is available in that version (printed from the CSS
 * variable the filter sets, so the note needs no re-render either).
 */
export function HistorySection({
  section,
  names,
  children,
}: {
  section: ApiHistorySection;
  names: string[];
  children: React.ReactNode;
}) {
  const t = useTranslate();
  const history = useApiHistory();
  if (!history) return <>{children}</>;
  const since = sectionSince(history, section, names);
  const [before, after] = t('api-history.filterEmpty').split('{version}');
  return (
    <>
      <div className="api-history-section" data-since={since}>
        {children}
      </div>
      {since ? (
        <p className="api-history-none">
          {before}
          <span className="api-history-version" />
          {after}
        </p>
      ) : null}
    </>
  );
}
