import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { ApiTable, TypeCode } from './ApiTable';
import { Description } from './Description';
import type { ApiSlot } from './types';

/** The replaceable sub-components of a component (its `slots` prop). */
export function SlotsTable({ label, slots }: { label: string; slots: ApiSlot[] }) {
  const t = useTranslate();
  return (
    <ApiTable
      label={label}
      headers={[t('api-docs.name'), t('api-docs.default'), t('api-docs.description')]}
    >
      {slots.map((slot) => (
        <tr key={slot.name} id={`slot-${slot.name}`}>
          <td>
            <code dir="ltr">{slot.name}</code>
          </td>
          <td>{slot.default ? <TypeCode>{slot.default}</TypeCode> : null}</td>
          <td className="api-description-cell">
            <Description text={slot.description} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}
