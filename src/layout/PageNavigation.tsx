import * as React from 'react';
import Link from 'next/link';
import type { MuiPage } from '@/src/navigation/types';
import { getPrevNext, pageTitle } from '@/src/navigation/buildPageTree';
import { pathWithLanguage } from '@/src/routing';
import { useTranslate, useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { HYDRATION, HydrateLater } from './HydrateLater';

interface PageNavigationProps {
  pages: MuiPage[];
  pathname: string;
}

/** Previous and next pages in the navigation's reading order. */
export function PageNavigation(props: PageNavigationProps) {
  // Finding the neighbours walks the whole navigation tree: done in the part's own turn.
  return (
    <HydrateLater priority={HYDRATION.side}>
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
    <nav
      className="page-nav"
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
    </nav>
  );
}
