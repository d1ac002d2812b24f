import * as React from 'react';
import dynamic from 'next/dynamic';
import { styled } from '@mui/material/styles';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { TocEntry } from '@/src/markdown/types';
import type { MuiPage } from '@/src/navigation/types';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { config } from '@/src/config';
import { AdSlot } from '@/src/ads/AdSlot';
import { Footer } from './Footer';
import { useNearViewport } from '@/src/markdown/useNearViewport';
import { HydrateLater } from './HydrateLater';
import { PageBadges } from './PageBadges';
import { CopyPageMarkdown } from '@/src/markdown/CopyPageMarkdown';
import { PageNavigation } from './PageNavigation';
import { TableOfContents } from './TableOfContents';

/** The height the feedback form takes, kept by its placeholder so nothing moves when it arrives. */
const FEEDBACK_MIN_HEIGHT = 120;

// The feedback form sits at the foot of the page and pulls in text-field code (and the work of
// mounting it): it loads when the reader scrolls near it, in a box that keeps its place.
const PageFeedback = dynamic(
  () => import('@/src/feedback/PageFeedback').then((module) => module.PageFeedback),
  {
    ssr: false,
    loading: () => <div style={{ minHeight: FEEDBACK_MIN_HEIGHT }} aria-hidden="true" />,
  },
);

function FeedbackWhenNear({ page }: { page: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  if (near) return <PageFeedback page={page} />;
  return (
    <div ref={ref} data-feedback-slot="" style={{ minHeight: FEEDBACK_MIN_HEIGHT }} aria-hidden />
  );
}

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(4),
  maxWidth: 1240,
  margin: '0 auto',
  padding: theme.spacing(4, 5, 0),
  [theme.breakpoints.down('sm')]: { padding: theme.spacing(3, 2, 0) },
}));

/** Typography of markdown bodies, shared by every docs page. */
export const Article = styled('article')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  maxWidth: 860,
  fontSize: 16,
  lineHeight: 1.7,
  color: theme.vars.palette.text.primary,
  '& h1': { ...theme.typography.h1, margin: theme.spacing(0, 0, 1.5) },
  '& h2': { ...theme.typography.h2, margin: theme.spacing(5, 0, 1.5), scrollMarginTop: 84 },
  '& h3': { ...theme.typography.h3, margin: theme.spacing(4, 0, 1), scrollMarginTop: 84 },
  '& h4': { ...theme.typography.h4, margin: theme.spacing(3, 0, 1), scrollMarginTop: 84 },
  '& p, & ul, & ol': { margin: theme.spacing(0, 0, 2) },
  '& li': { marginBottom: theme.spacing(0.5) },
  '& a': { color: theme.vars.palette.primary.main, textUnderlineOffset: 3 },
  '& a:hover': { textDecorationThickness: 2 },
  '& :not(pre) > code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.875em',
    padding: '1px 5px',
    borderRadius: 5,
    backgroundColor: `rgba(${theme.vars.palette.text.primaryChannel} / 0.07)`,
    // Code reads left to right in both directions. No `direction` here: the right-to-left stylis
    // plugin would flip it; `plaintext` takes the direction from the code's first letter instead.
    unicodeBidi: 'plaintext',
  },
  '& .table-scroll': { overflowX: 'auto', margin: theme.spacing(2, 0, 3) },
  '& table': { borderCollapse: 'collapse', width: '100%', fontSize: 14.5 },
  '& th, & td': {
    textAlign: 'start',
    padding: theme.spacing(1, 1.5),
    borderBottom: `1px solid ${theme.vars.palette.divider}`,
    verticalAlign: 'top',
  },
  '& th': {
    fontWeight: 600,
    backgroundColor: `rgba(${theme.vars.palette.text.primaryChannel} / 0.03)`,
  },
  '& blockquote': {
    margin: theme.spacing(2, 0),
    paddingInlineStart: theme.spacing(2),
    borderInlineStart: `3px solid ${theme.vars.palette.divider}`,
    color: theme.vars.palette.text.secondary,
  },
}));

const Description = styled('p')(({ theme }) => ({
  fontSize: 18,
  lineHeight: 1.6,
  color: theme.vars.palette.text.secondary,
  marginBottom: theme.spacing(3),
}));

const EditLink = styled('a')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  marginTop: theme.spacing(5),
  fontSize: 14,
  color: theme.vars.palette.text.secondary,
}));

interface DocsPageLayoutProps {
  title: string;
  description?: string;
  toc: TocEntry[];
  page: MuiPage | null;
  pages: MuiPage[];
  pathname: string;
  sourcePath?: string;
  children: React.ReactNode;
}

/** The main column of a docs page: title, description, body, edit link, prev/next and TOC. */
export function DocsPageLayout(props: DocsPageLayoutProps) {
  const { title, description, toc, page, pages, pathname, sourcePath, children } = props;
  const t = useTranslate();
  // The page's column hydrates in a task of its own, after the frame and the app bar.
  return (
    <HydrateLater priority={1}>
      <Row>
        <Article>
          <h1>
            {title}
            {page ? <PageBadges page={page} /> : null}
          </h1>
          {/* Pages of the navigation have a Markdown twin in the export. */}
          {page ? <CopyPageMarkdown pathname={pathname} /> : null}
          {description ? <Description>{description}</Description> : null}
          {/* Keyed by page: every page view loads its own ad. */}
          <AdSlot key={pathname} />
          {children}
          {sourcePath ? (
            <EditLink href={`${config.sourceRepository}/${sourcePath}`} rel="noopener">
              <EditOutlinedIcon fontSize="small" />
              {t('appFrame.editPage')}
            </EditLink>
          ) : null}
          <FeedbackWhenNear page={pathname} />
          <PageNavigation pages={pages} pathname={pathname} />
          <HydrateLater>
            <Footer />
          </HydrateLater>
        </Article>
        <TableOfContents toc={toc} />
      </Row>
    </HydrateLater>
  );
}
