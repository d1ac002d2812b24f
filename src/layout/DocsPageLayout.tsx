import * as React from 'react';
import dynamic from 'next/dynamic';
import { mdiPencilOutline } from '@mdi/js';
import { Icon } from './Icon';
import { MuiIsland } from '@/src/theme/MuiIsland';
import type { TocEntry } from '@/src/markdown/types';
import type { MuiPage } from '@/src/navigation/types';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { config } from '@/src/config';
import { AdSlot } from '@/src/ads/AdSlot';
import { Footer } from './Footer';
import { useNearViewport } from '@/src/markdown/useNearViewport';
import { HYDRATION, HydrateLater } from './HydrateLater';
import { PageBadges } from './PageBadges';
import { CopyPageMarkdown } from '@/src/markdown/CopyPageMarkdown';
import { LastUpdated } from './LastUpdated';
import { PageNavigation } from './PageNavigation';
import { TableOfContents } from './TableOfContents';
import { editPageUrl } from './editPageUrl';

// The feedback form sits at the foot of the page and pulls in text-field code (and the work of
// mounting it): it loads when the reader scrolls near it. Its slot is as tall as the form until the
// form is there (`.feedback-slot:empty` in article.css), so the page links and the footer below it
// stay where they are when it arrives.
const PageFeedback = dynamic(
  () => import('@/src/feedback/PageFeedback').then((module) => module.PageFeedback),
  { ssr: false },
);

function FeedbackWhenNear({ page }: { page: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="feedback-slot" data-feedback-slot="">
      {near ? (
        <MuiIsland>
          <PageFeedback page={page} />
        </MuiIsland>
      ) : null}
    </div>
  );
}

/** Typography of markdown bodies, shared by every docs page (`.docs-article` in the static styles). */
export function Article({ className, ...other }: React.ComponentProps<'article'>) {
  return (
    <article className={className ? `docs-article ${className}` : 'docs-article'} {...other} />
  );
}

interface DocsPageLayoutProps {
  title: string;
  description?: string;
  toc: TocEntry[];
  page: MuiPage | null;
  pages: MuiPage[];
  pathname: string;
  sourcePath?: string;
  /** Date of the page's last commit (`2026-11-26`), shown at the foot of the article. */
  lastUpdated?: string | null;
  children: React.ReactNode;
}

/** The main column of a docs page: title, description, body, edit link, prev/next and TOC. */
export function DocsPageLayout(props: DocsPageLayoutProps) {
  const { title, description, toc, page, pages, pathname, sourcePath, lastUpdated, children } =
    props;
  const t = useTranslate();
  const editUrl = editPageUrl(config.sourceUrl, sourcePath);
  // The page's column hydrates in a task of its own, after the frame and the app bar.
  return (
    <HydrateLater priority={HYDRATION.article}>
      {/* `data-toc`: the row keeps the table of contents' column from its first paint (article.css). */}
      <div className="page-row" data-toc={toc.length > 0 ? '' : undefined}>
        <Article>
          <h1>
            {title}
            {page ? <PageBadges page={page} /> : null}
          </h1>
          {/* Pages of the navigation have a Markdown twin in the export. */}
          {page ? <CopyPageMarkdown pathname={pathname} /> : null}
          {description ? <p className="page-description">{description}</p> : null}
          {/* Keyed by page: every page view loads its own ad. */}
          <AdSlot key={pathname} />
          {children}
          {editUrl ? (
            <a className="edit-link" href={editUrl} rel="noopener">
              <Icon path={mdiPencilOutline} />
              {t('appFrame.editPage')}
            </a>
          ) : null}
          {lastUpdated ? <LastUpdated date={lastUpdated} /> : null}
          <FeedbackWhenNear page={pathname} />
          <PageNavigation pages={pages} pathname={pathname} />
          <HydrateLater priority={HYDRATION.side}>
            <Footer />
          </HydrateLater>
        </Article>
        <TableOfContents toc={toc} />
      </div>
    </HydrateLater>
  );
}
