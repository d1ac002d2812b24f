import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

export type CalloutType = 'info' | 'warning' | 'success';

const colors = { info: 'info', warning: 'warning', success: 'success' } as const;

const Root = styled('aside', { shouldForwardProp: (prop) => prop !== 'kind' })<{
  kind: CalloutType;
}>(({ theme, kind }) => ({
  margin: theme.spacing(2, 0),
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.shape.borderRadius,
  border: '1px solid',
  borderColor: `rgba(${theme.vars.palette[colors[kind]].mainChannel} / 0.4)`,
  backgroundColor: `rgba(${theme.vars.palette[colors[kind]].mainChannel} / 0.08)`,
  '& > p:first-of-type': { marginTop: 0 },
  '& > p:last-of-type': { marginBottom: 0 },
  '& strong.callout-label': {
    display: 'block',
    marginBottom: 4,
    color: theme.vars.palette.text.primary,
  },
}));

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
    <Root kind={kind} role="note" aria-label={t(`markdown.${kind}`)}>
      <strong className="callout-label">{t(`markdown.${kind}`)}</strong>
      {children}
    </Root>
  );
}
