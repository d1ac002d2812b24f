import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { ApiList, ApiListItem } from './ApiList';
import { HistoryBadges, useEntryHead } from './ApiHistory';
import { useApiLayout } from './ApiLayoutContext';
import { ApiTable, ApiTableRow, TypeCode } from './ApiTable';
import { estimateRowHeight } from './lazyLayout';
import { Description } from './Description';
import type { ApiSlot } from './types';

/** The replaceable sub-components of a component (its `slots` prop), in the reader's layout. */
export function SlotsTable({ label, slots }: { label: string; slots: ApiSlot[] }) {
  const t = useTranslate();
  const { layout } = useApiLayout();
  const entryHead = useEntryHead('slot');
  const head = (slot: ApiSlot) =>
    entryHead(slot.name, slot.name, (view) => <HistoryBadges view={view} />);
  const showClass = slots.some((slot) => slot.className);
  if (layout === 'expanded') {
    return (
      <ApiList label={label}>
        {slots.map((slot) => (
          <ApiListItem key={slot.name} {...head(slot)}>
            <Description text={slot.description} />
            {slot.default || slot.className ? (
              <dl>
                {slot.default ? (
                  <>
                    <dt>{t('api-docs.default')}</dt>
                    <dd>
                      <TypeCode>{slot.default}</TypeCode>
                    </dd>
                  </>
                ) : null}
                {slot.className ? (
                  <>
                    <dt>{t('api-docs.className')}</dt>
                    <dd>
                      <code dir="ltr">.{slot.className}</code>
                    </dd>
                  </>
                ) : null}
              </dl>
            ) : null}
          </ApiListItem>
        ))}
      </ApiList>
    );
  }
  const headers = [t('api-docs.name'), t('api-docs.default')];
  if (showClass) headers.push(t('api-docs.className'));
  headers.push(t('api-docs.description'));
  const widths = showClass ? [22, 24, 22, 32] : [26, 30, 44];
  return (
    <ApiTable
      label={label}
      headers={headers}
      widths={widths}
      rowHeights={slots.map((slot) =>
        estimateRowHeight([
          { text: slot.name, width: widths[0], code: true },
          { text: slot.default ?? '', width: widths[1], code: true },
          ...(showClass
            ? [{ text: `.${slot.className ?? ''}`, width: widths[2], code: true }]
            : []),
          { text: slot.description, width: widths[widths.length - 1] },
        ]),
      )}
    >
      {slots.map((slot) => (
        <ApiTableRow key={slot.name} {...head(slot)}>
          <td>{slot.default ? <TypeCode>{slot.default}</TypeCode> : null}</td>
          {showClass ? (
            <td>{slot.className ? <code dir="ltr">.{slot.className}</code> : null}</td>
          ) : null}
          <td>
            <Description text={slot.description} />
          </td>
        </ApiTableRow>
      ))}
    </ApiTable>
  );
}
