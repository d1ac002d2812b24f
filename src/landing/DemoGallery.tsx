import * as React from 'react';
import Link from 'next/link';
import { styled } from '@mui/material/styles';
import { pathWithLanguage } from '@/src/routing';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { LazyDemo } from '@/src/markdown/LazyDemo';
import { DemoErrorBoundary } from '@/src/markdown/DemoErrorBoundary';

/** One live demo per product; `demo` is the demo's id (its path under data/docs). */
export const galleryItems = [
  {
    title: 'Data Grid',
    text: 'Sort, filter, paginate and select rows: every header menu works.',
    demo: 'x/react-data-grid/getting-started/BasicDataGrid',
    height: 380,
    docs: '/x/react-data-grid/',
    wide: true,
  },
  {
    title: 'Date and Time Pickers',
    text: 'Pick a day with the keyboard or the mouse; the value below follows it.',
    demo: 'x/react-date-pickers/date-calendar/BasicDateCalendar',
    height: 360,
    docs: '/x/react-date-pickers/',
    wide: false,
  },
  {
    title: 'Tree View',
    text: 'Expand, collapse and move through the items with the arrow keys.',
    demo: 'x/react-tree-view/rich-tree-view/items/BasicRichItems',
    height: 240,
    docs: '/x/react-tree-view/',
    wide: false,
  },
  {
    title: 'Charts',
    text: 'Hover a bar for its tooltip, click a series in the legend.',
    demo: 'x/react-charts/bars/BasicBars',
    height: 300,
    docs: '/x/react-charts/',
    wide: true,
  },
] as const;

const Grid = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  // Two columns where there is room; the grid and the chart need the full width.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
  margin: theme.spacing(3, 0, 6),
  '& > [data-wide="true"]': { gridColumn: '1 / -1' },
}));

const Card = styled('section')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.vars.palette.background.paper,
  overflow: 'hidden',
  '& h3': { margin: 0, fontSize: 18, fontWeight: 700 },
  '&& p': { margin: theme.spacing(0.5, 0, 0), fontSize: 14.5 },
}));

const CardHeader = styled('div')(({ theme }) => ({
  padding: theme.spacing(2, 2.5),
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
}));

const Stage = styled('div')(({ theme }) => ({
  flex: 1,
  padding: theme.spacing(2),
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
}));

const DocsLink = styled(Link)(({ theme }) => ({
  padding: theme.spacing(1.5, 2.5),
  borderTop: `1px solid ${theme.vars.palette.divider}`,
  fontWeight: 600,
  fontSize: 14.5,
  color: theme.vars.palette.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  // The arrow points the way the text reads.
  '[dir="rtl"] & .arrow': { display: 'inline-block', transform: 'scaleX(-1)' },
}));

/** The /x/ gallery: each product working live, its code loaded only as it nears the viewport. */
export function DemoGallery() {
  const language = useUserLanguage();
  return (
    <Grid>
      {galleryItems.map((item) => {
        const headingId = `gallery-${item.docs.split('/')[2]}`;
        return (
          <Card
            key={item.demo}
            aria-labelledby={headingId}
            data-gallery-demo={item.title}
            data-wide={item.wide}
          >
            <CardHeader>
              <h3 id={headingId}>{item.title}</h3>
              <p>{item.text}</p>
            </CardHeader>
            <Stage>
              <DemoErrorBoundary name={item.title}>
                <LazyDemo id={item.demo} name={item.title} height={item.height} />
              </DemoErrorBoundary>
            </Stage>
            <DocsLink href={pathWithLanguage(item.docs, language)}>
              Read the {item.title} docs{' '}
              <span className="arrow" aria-hidden="true">
                →
              </span>
            </DocsLink>
          </Card>
        );
      })}
    </Grid>
  );
}
