import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { AD_LINK_REL } from './constants';

const Card = styled('a')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  maxWidth: 480,
  padding: theme.spacing(1.5),
  borderRadius: 12,
  border: `1px solid ${theme.vars.palette.divider}`,
  color: theme.vars.palette.text.primary,
  textDecoration: 'none',
  fontSize: 14,
  lineHeight: 1.5,
  '&:hover': { borderColor: theme.vars.palette.primary.main },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
  '& img': { flexShrink: 0, width: 130, height: 100, borderRadius: 8, objectFit: 'cover' },
}));

// Clamped so that even a long ad stays inside the reserved height on narrow screens.
const Text = styled('span')(({ theme }) => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 4,
  overflow: 'hidden',
  [theme.breakpoints.up('sm')]: { WebkitLineClamp: 3 },
}));

const Tag = styled('span')(({ theme }) => ({
  display: 'block',
  marginTop: theme.spacing(0.5),
  fontSize: 12,
  color: theme.vars.palette.text.secondary,
}));

interface AdDisplayProps {
  href: string;
  image: string | null;
  name: string;
  description: string;
  /** "ad by" attribution, e.g. the network's name; in-house ads have none. */
  poweredBy?: string;
}

/**
 * One ad as a link card. Every value is rendered as text or an attribute, never as HTML: the
 * ad-serving data is untrusted.
 */
export function AdDisplay({ href, image, name, description, poweredBy }: AdDisplayProps) {
  const t = useTranslate();
  return (
    <Card href={href} target="_blank" rel={AD_LINK_REL}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- remote ad art, fixed size
        <img src={image} alt="" width={130} height={100} loading="lazy" />
      ) : null}
      <span>
        <Text>
          <strong>{name}</strong>
          {name && description ? ' - ' : null}
          {description}
        </Text>
        <Tag>{poweredBy ? `${t('ads.adBy')} ${poweredBy}` : t('ads.inHouse')}</Tag>
      </span>
    </Card>
  );
}
