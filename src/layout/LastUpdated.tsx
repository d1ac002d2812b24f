import * as React from 'react';
import type { LanguageCode } from '@/src/navigation/types';
import { useTranslate, useUserLanguage } from '@/src/i18n/UserLanguageProvider';

const LOCALES: Record<LanguageCode, string> = { en: 'en', zh: 'zh-CN' };

/** A W3C date (`2026-11-26`) as the reader's language writes it ("November 26, 2026", "2026年11月26日"). */
export function formatLastUpdated(date: string, language: LanguageCode): string {
  // The date is a calendar day of UTC: formatted in UTC, it is the same day on every machine.
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** "Last updated on …" at the foot of a guide: the date of the page's last commit. */
export function LastUpdated({ date }: { date: string }) {
  const t = useTranslate();
  const language = useUserLanguage();
  const [before, after = ''] = t('appFrame.lastUpdated').split('{date}');
  return (
    <p className="last-updated">
      {before}
      <time dateTime={date}>{formatLastUpdated(date, language)}</time>
      {after}
    </p>
  );
}
