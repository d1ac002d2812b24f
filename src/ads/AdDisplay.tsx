import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { AD_LINK_REL } from './constants';

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
    <a className="ad-card" href={href} target="_blank" rel={AD_LINK_REL}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- remote ad art, fixed size
        <img src={image} alt="" width={130} height={100} loading="lazy" />
      ) : null}
      <span>
        <span className="ad-text">
          <strong>{name}</strong>
          {name && description ? ' - ' : null}
          {description}
        </span>
        <span className="ad-tag">
          {poweredBy ? `${t('ads.adBy')} ${poweredBy}` : t('ads.inHouse')}
        </span>
      </span>
    </a>
  );
}
