import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

type HeadingProps = React.ComponentProps<'h2'>;

function makeHeading(Tag: 'h2' | 'h3' | 'h4') {
  function Heading({ id, children, ...other }: HeadingProps) {
    const t = useTranslate();
    return (
      <Tag id={id} {...other}>
        {children}
        {id ? (
          <a className="heading-anchor" href={`#${id}`} aria-label={t('markdown.anchorLink')}>
            #
          </a>
        ) : null}
      </Tag>
    );
  }
  Heading.displayName = `Markdown${Tag.toUpperCase()}`;
  return Heading;
}

export const H2 = makeHeading('h2');
export const H3 = makeHeading('h3');
export const H4 = makeHeading('h4');
