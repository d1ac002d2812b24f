// The version history of an API page's item, from the page's own data, as Markdown. Pure.
import type { ApiHistoryLink, ApiPageHistory } from '@/src/api-docs/historyView';

/**
 * A history link of page data as an absolute URL: `#prop-x` is on the page itself, other links are
 * English pathnames of API pages (`/x/api/…`, possibly with a hash), given to `pageLink`.
 */
function historyLinkUrl(
  link: ApiHistoryLink,
  pageUrl: string,
  pageLink: (pathname: string, anchor: string) => string,
): string | null {
  if (!link.href) return null;
  if (link.href.startsWith('#')) return `${pageUrl}${link.href}`;
  const [pathname, anchor = ''] = link.href.split('#');
  return pageLink(pathname, anchor);
}

const HISTORY_SECTIONS: Record<string, string> = {
  props: 'prop',
  slots: 'slot',
  classes: 'CSS class',
  properties: 'property',
  methods: 'method',
};

const SECTION_ORDER = Object.keys(HISTORY_SECTIONS);

/** The history of an API page's item and members as Markdown, from the page's own data. */
export function historyMarkdown(
  name: string,
  history: ApiPageHistory | null,
  pageUrl: string,
  pageLink: (pathname: string, anchor: string) => string,
  version: string,
  /** Only the history of these members (one member's names), when given. */
  only?: readonly string[],
): string {
  if (!history) {
    return `## Version history\n\nThe ${version} export records no version history for ${name}.`;
  }
  const replacement = (link: ApiHistoryLink | null) => {
    if (!link) return '';
    const url = historyLinkUrl(link, pageUrl, pageLink);
    return ` — use \`${link.text}\`${url ? ` (${url})` : ''}`;
  };
  const item = [
    `${name} exists since ${history.itemSince}${history.itemNewInV7 ? ' (new in v7)' : ''}.`,
  ];
  if (history.itemDeprecated) {
    item.push(
      `Deprecated since ${history.itemDeprecated.since}${replacement(history.itemDeprecated.replacement)}.`,
    );
  }
  const rows: string[] = [];
  // In the page's order: props, slots, CSS classes, then an interface's properties and methods.
  const sections = Object.entries(history.sections).sort(
    ([a], [b]) => SECTION_ORDER.indexOf(a) - SECTION_ORDER.indexOf(b),
  );
  for (const [section, members] of sections) {
    for (const [member, view] of Object.entries(members ?? {})) {
      if (only && !only.includes(member)) continue;
      const deprecated = view.deprecated
        ? `${view.deprecated.since}${replacement(view.deprecated.replacement)}`
        : '';
      rows.push(
        `| \`${member}\` | ${HISTORY_SECTIONS[section] ?? section} | ${view.since ?? ''} | ${
          view.newInV7 ? 'yes' : ''
        } | ${deprecated.replace(/\|/g, '\\|')} |`,
      );
    }
  }
  const minors = `${history.minors[0]} … ${history.minors[history.minors.length - 1]}`;
  const table = rows.length
    ? [
        only
          ? 'History of this member:'
          : `Members with a history (the others exist since ${history.itemSince} and are not deprecated):`,
        '',
        '| Member | Kind | Since | New in v7 | Deprecated since |',
        '| --- | --- | --- | --- | --- |',
        ...rows,
      ].join('\n')
    : only
      ? `\`${only[0]}\` exists since ${history.itemSince}, as its item, and is not deprecated.`
      : `Every member exists since ${history.itemSince}; none is deprecated.`;
  return `## Version history (${minors})\n\n${item.join(' ')}\n\n${table}`;
}
