import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { MuiPage } from '@/src/navigation/types';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

const Chip = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  marginInlineStart: theme.spacing(0.75),
  padding: '0 6px',
  height: 18,
  borderRadius: 9,
  fontSize: 10.5,
  fontWeight: 700,
  letterSpacing: 0.2,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  border: '1px solid',
  verticalAlign: 'middle',
}));

const tones = {
  pro: { color: '#0A5A9C', dark: '#99CCF3', label: 'Pro' },
  premium: { color: '#8A4500', dark: '#FFC98A', label: 'Premium' },
  new: { color: '#1A6B2C', dark: '#8FE0A1', label: 'New' },
  planned: { color: '#5A6472', dark: '#C7D0DD', label: 'Planned' },
  unstable: { color: '#9A1C47', dark: '#FFB3C7', label: 'Unstable' },
  required: { color: '#A8200D', dark: '#FFB4A8', label: 'Required' },
  deprecated: { color: '#6B5200', dark: '#F2D675', label: 'Deprecated' },
} as const;

/** A small outlined label; the API reference uses it for plans, required and deprecated props. */
export function Badge({
  tone,
  title,
  text,
}: {
  tone: keyof typeof tones;
  title: string;
  text?: string;
}) {
  const style = tones[tone];
  return (
    <Chip
      title={title}
      sx={{
        color: style.color,
        borderColor: 'currentColor',
        '[data-mui-color-scheme="dark"] &': { color: style.dark },
      }}
    >
      {text ?? style.label}
    </Chip>
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
