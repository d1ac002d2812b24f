import * as React from 'react';
import Link from 'next/link';
import { styled } from '@mui/material/styles';
import type { MuiPage } from '@/src/navigation/types';
import { getPrevNext, pageTitle } from '@/src/navigation/buildPageTree';
import { pathWithLanguage } from '@/src/routing';
import { useTranslate, useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { HydrateLater } from './HydrateLater';

const Root = styled('nav')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.spacing(2),
  marginTop: theme.spacing(6),
  '&[hidden]': { display: 'none' },
  '& a': {
    display: 'block',
    padding: theme.spacing(1.5, 2),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    textDecoration: 'none',
    color: theme.vars.palette.text.primary,
    fontWeight: 600,
  },
  '& a:hover': { borderColor: theme.vars.palette.primary.main },
  '& small': {
    display: 'block',
    fontWeight: 400,
    color: theme.vars.palette.text.secondary,
    fontSize: 12.5,
  },
  '& .next': { gridColumn: 2, textAlign: 'end' },
  // Arrows point the way the text reads.
  '& .arrow': { display: 'inline-block' },
  '[dir="rtl"] & .arrow': { transform: 'scaleX(-1)' },
}));

interface PageNavigationProps {
  pages: MuiPage[];
  pathname: string;
}

/** Previous and next pages in the navigation's reading order. */
export function PageNavigation(props: PageNavigationProps) {
  // Finding the neighbours walks the whole navigation tree: done in the part's own turn.
  return (
    <HydrateLater>
      <PageNavigationLinks {...props} />
    </HydrateLater>
  );
}

function PageNavigationLinks({ pages, pathname }: PageNavigationProps) {
  const t = useTranslate();
  const language = useUserLanguage();
  const { prevPage, nextPage } = getPrevNext(pages, pathname, language);
  return (
    // A page alone in its navigation keeps an empty, hidden element (a part has one element).
    <Root
      aria-label={`${t('appFrame.previousPage')} / ${t('appFrame.nextPage')}`}
      hidden={!prevPage && !nextPage}
    >
      {prevPage ? (
        <Link href={pathWithLanguage(`${prevPage.pathname}/`, language)} rel="prev">
          <small>
            <span className="arrow" aria-hidden="true">
              ←
            </span>{' '}
            {t('appFrame.previousPage')}
          </small>
          {pageTitle(prevPage, language)}
        </Link>
      ) : null}
      {nextPage ? (
        <Link
          href={pathWithLanguage(`${nextPage.pathname}/`, language)}
          rel="next"
          className="next"
        >
          <small>
            {t('appFrame.nextPage')}{' '}
            <span className="arrow" aria-hidden="true">
              →
            </span>
          </small>
          {pageTitle(nextPage, language)}
        </Link>
      ) : null}
    </Root>
  );
}
