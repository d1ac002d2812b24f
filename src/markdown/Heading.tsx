import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

const Anchor = styled('a')(({ theme }) => ({
  marginInlineStart: theme.spacing(1),
  color: theme.vars.palette.text.secondary,
  textDecoration: 'none',
  opacity: 0,
  fontWeight: 400,
  'h2:hover &, h3:hover &, h4:hover &, &:focus-visible': { opacity: 1 },
  '&:hover': { color: theme.vars.palette.primary.main },
}));

type HeadingProps = React.ComponentProps<'h2'>;

function makeHeading(Tag: 'h2' | 'h3' | 'h4') {
  function Heading({ id, children, ...other }: HeadingProps) {
    const t = useTranslate();
    return (
      <Tag id={id} {...other}>
        {children}
        {id ? (
          <Anchor href={`#${id}`} aria-label={t('markdown.anchorLink')}>
            #
          </Anchor>
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
