import * as React from 'react';
import type { MuiPage } from '@/src/navigation/types';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

/** Default labels; each tone's light and dark colours are in the static styles (`.badge`). */
const tones = {
  pro: 'Pro',
  premium: 'Premium',
  new: 'New',
  planned: 'Planned',
  unstable: 'Unstable',
  required: 'Required',
  deprecated: 'Deprecated',
  since: 'Since',
} as const;

/**
 * A small outlined label; the API reference uses it for plans, required and deprecated props, and
 * for the version a member appeared in (`since`).
 */
export function Badge({
  tone,
  title,
  text,
}: {
  tone: keyof typeof tones;
  title: string;
  text?: string;
}) {
  return (
    <span className="badge" data-tone={tone} title={title}>
      {text ?? tones[tone]}
    </span>
  );
}

/** Plan and status badges of a navigation entry (Pro, Premium, New, Planned, Unstable). */
export function PageBadges({ page }: { page: MuiPage }) {
  const t = useTranslate();
  return (
    <>
      {page.plan ? <Badge tone={page.plan} title={t(`appFrame.${page.plan}`)} /> : null}
      {page.newFeature ? (
        <Badge tone="new" title={t('appFrame.newFeature')} text={t('appFrame.newFeature')} />
      ) : null}
      {page.planned ? (
        <Badge tone="planned" title={t('appFrame.planned')} text={t('appFrame.planned')} />
      ) : null}
      {page.unstable ? (
        <Badge tone="unstable" title={t('appFrame.unstable')} text={t('appFrame.unstable')} />
      ) : null}
    </>
  );
}
