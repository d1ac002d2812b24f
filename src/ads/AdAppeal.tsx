import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

/** The ad-blocker appeal shown to some visitors who block ads (`AD_APPEAL_PROBABILITY`). */
export function AdAppeal() {
  const t = useTranslate();
  return (
    <p className="ad-appeal" role="note" data-ad-appeal="">
      {t('ads.appeal')}
    </p>
  );
}
