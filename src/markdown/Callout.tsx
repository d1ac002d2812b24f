import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

export type CalloutType = 'info' | 'warning' | 'success';

const colors = { info: 'info', warning: 'warning', success: 'success' } as const;

/** A highlighted note inside a page: info, warning or success. */
export function Callout({
  type = 'info',
  children,
}: {
  type?: CalloutType;
  children: React.ReactNode;
}) {
  const t = useTranslate();
  const kind: CalloutType = type in colors ? type : 'info';
  return (
    <aside className="callout" data-kind={kind} role="note" aria-label={t(`markdown.${kind}`)}>
      <strong className="callout-label">{t(`markdown.${kind}`)}</strong>
      {children}
    </aside>
  );
}
