import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { Badge } from '@/src/layout/PageBadges';
import { ApiTable } from './ApiTable';
import { Description, InlineText } from './Description';
import type { ApiCssClass } from './types';

/** The global class names a component adds and the `classes` keys that extend them. */
export function ClassesTable({ label, classes }: { label: string; classes: ApiCssClass[] }) {
  const t = useTranslate();
  return (
    <ApiTable
      label={label}
      headers={[t('api-docs.className'), t('api-docs.ruleName'), t('api-docs.description')]}
    >
      {classes.map((entry) => (
        <tr key={entry.key} id={`classes-${entry.key}`}>
          <td>
            <code dir="ltr">.{entry.className}</code>
            {entry.deprecated ? (
              <Badge
                tone="deprecated"
                title={t('api-docs.deprecated')}
                text={t('api-docs.deprecated')}
              />
            ) : null}
          </td>
          <td>
            <code dir="ltr">{entry.key}</code>
          </td>
          <td>
            <Description text={entry.description} />
            {entry.deprecated?.reason ? (
              <p>
                <strong>{t('api-docs.deprecated')}</strong>:{' '}
                <InlineText text={entry.deprecated.reason} />
              </p>
            ) : null}
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}
