import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { Badge } from '@/src/layout/PageBadges';
import { MdxLink } from '@/src/markdown/MdxLink';
import { ApiTable } from './ApiTable';
import { Description } from './Description';
import type { ApiIndexEntry } from './types';

/** One group (components or interfaces) of a product's API index. */
export function IndexTable({ label, entries }: { label: string; entries: ApiIndexEntry[] }) {
  const t = useTranslate();
  return (
    <ApiTable
      label={label}
      headers={[t('api-docs.name'), t('api-docs.description')]}
      widths={[34, 66]}
    >
      {entries.map((entry) => (
        <tr key={entry.pathname}>
          <td>
            <MdxLink href={entry.pathname}>
              <code dir="ltr">{entry.name}</code>
            </MdxLink>
            {entry.plan === 'pro' || entry.plan === 'premium' ? (
              <Badge tone={entry.plan} title={t(`appFrame.${entry.plan}`)} />
            ) : null}
          </td>
          <td>
            <Description text={entry.description} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}
