import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

const Message = styled('p')(({ theme }) => ({
  maxWidth: 480,
  margin: 0,
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  border: `1px solid ${theme.vars.palette.divider}`,
  fontSize: 14,
  lineHeight: 1.5,
  color: theme.vars.palette.text.secondary,
}));

/** The ad-blocker appeal shown to some visitors who block ads (SPEC §4). */
export function AdAppeal() {
  const t = useTranslate();
  return (
    <Message role="note" data-ad-appeal="">
      {t('ads.appeal')}
    </Message>
  );
}
