import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { Badge } from '@/src/layout/PageBadges';
import { ApiList, ApiListItem } from './ApiList';
import { DeprecatedBadge, HistoryBadges, useEntryHead } from './ApiHistory';
import { useApiLayout } from './ApiLayoutContext';
import { ApiTable, ApiTableRow } from './ApiTable';
import { estimateRowHeight } from './lazyLayout';
import { Description, InlineText } from './Description';
import { isGlobalStateClass } from './layout';
import type { ApiHistoryMemberView } from './historyView';
import type { ApiCssClass } from './types';

/** Column widths in percent: class name, rule name, description. */
const CLASS_WIDTHS = [38, 22, 40];

/**
 * Badges of a class: deprecated, global state classes (`Mui-selected`) marked as such, and its
 * history ("since 7.x", "new in v7", "deprecated in 7.x").
 */
function ClassBadges({
  entry,
  history,
}: {
  entry: ApiCssClass;
  history: ApiHistoryMemberView | undefined;
}) {
  const t = useTranslate();
  return (
    <>
      {isGlobalStateClass(entry.className) ? (
        <Badge
          tone="planned"
          title={t('api-docs.globalStateHint')}
          text={t('api-docs.globalState')}
        />
      ) : null}
      <DeprecatedBadge deprecated={Boolean(entry.deprecated)} view={history} />
      <HistoryBadges view={history} />
    </>
  );
}

function ClassDescription({ entry }: { entry: ApiCssClass }) {
  const t = useTranslate();
  return (
    <>
      <Description text={entry.description} />
      {entry.deprecated?.reason ? (
        <p>
          <strong>{t('api-docs.deprecated')}</strong>: <InlineText text={entry.deprecated.reason} />
        </p>
      ) : null}
    </>
  );
}

/** The global class names a component adds and the `classes` keys that extend them. */
export function ClassesTable({ label, classes }: { label: string; classes: ApiCssClass[] }) {
  const t = useTranslate();
  const { layout } = useApiLayout();
  const entryHead = useEntryHead('classes');
  const head = (entry: ApiCssClass) =>
    entryHead(entry.key, `.${entry.className}`, (view) => (
      <ClassBadges entry={entry} history={view} />
    ));
  if (layout === 'expanded') {
    return (
      <ApiList label={label}>
        {classes.map((entry) => (
          <ApiListItem key={entry.key} {...head(entry)}>
            <ClassDescription entry={entry} />
            <dl>
              <dt>{t('api-docs.ruleName')}</dt>
              <dd>
                <code dir="ltr">{entry.key}</code>
              </dd>
            </dl>
          </ApiListItem>
        ))}
      </ApiList>
    );
  }
  return (
    <ApiTable
      label={label}
      headers={[t('api-docs.className'), t('api-docs.ruleName'), t('api-docs.description')]}
      widths={CLASS_WIDTHS}
      rowHeights={classes.map((entry) =>
        estimateRowHeight([
          { text: `.${entry.className}`, width: CLASS_WIDTHS[0], code: true },
          { text: entry.key, width: CLASS_WIDTHS[1], code: true },
          { text: entry.description + (entry.deprecated?.reason ?? ''), width: CLASS_WIDTHS[2] },
        ]),
      )}
    >
      {classes.map((entry) => (
        <ApiTableRow key={entry.key} {...head(entry)}>
          <td>
            <code dir="ltr">{entry.key}</code>
          </td>
          <td>
            <ClassDescription entry={entry} />
          </td>
        </ApiTableRow>
      ))}
    </ApiTable>
  );
}
