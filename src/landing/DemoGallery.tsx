import * as React from 'react';
import Link from 'next/link';
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

/** The /x/ gallery: each product working live, its code loaded only as it nears the viewport. */
export function DemoGallery() {
  const language = useUserLanguage();
  return (
    <div className="landing-gallery">
      {galleryItems.map((item) => {
        const headingId = `gallery-${item.docs.split('/')[2]}`;
        return (
          <section
            className="landing-gallery-card"
            key={item.demo}
            aria-labelledby={headingId}
            data-gallery-demo={item.title}
            data-wide={item.wide}
          >
            <div className="landing-gallery-header">
              <h3 id={headingId}>{item.title}</h3>
              <p>{item.text}</p>
            </div>
            <div className="landing-gallery-stage">
              <DemoErrorBoundary name={item.title}>
                <LazyDemo id={item.demo} name={item.title} height={item.height} />
              </DemoErrorBoundary>
            </div>
            <Link className="landing-gallery-link" href={pathWithLanguage(item.docs, language)}>
              Read the {item.title} docs{' '}
              <span className="arrow" aria-hidden="true">
                →
              </span>
            </Link>
          </section>
        );
      })}
    </div>
  );
}
