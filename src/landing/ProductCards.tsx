import * as React from 'react';
import Link from 'next/link';
import {
  mdiCalendarMonthOutline,
  mdiChartBoxOutline,
  mdiFileTreeOutline,
  mdiTableLarge,
} from '@mdi/js';
import { X_PRODUCTS, pathWithLanguage } from '@/src/routing';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { Icon } from '@/src/layout/Icon';

/** What the card of each product says, and its icon. */
const CARDS: Record<(typeof X_PRODUCTS)[number]['slug'], { text: string; icon: string }> = {
  'data-grid': {
    text: 'Sorting, filtering, editing, virtualization, export and more for tables of any size.',
    icon: mdiTableLarge,
  },
  'date-pickers': {
    text: 'Accessible date, time and range pickers that work with dayjs, date-fns, Luxon or Moment.',
    icon: mdiCalendarMonthOutline,
  },
  charts: {
    text: 'Bar, line, pie, scatter, sparkline and gauge charts built with SVG and D3 scales.',
    icon: mdiChartBoxOutline,
  },
  'tree-view': {
    text: 'Hierarchical lists with selection, expansion, keyboard focus and item customization.',
    icon: mdiFileTreeOutline,
  },
};

/** The product cards; test/unit/footer-links.test.ts checks that each link is an exported page. */
export const products = X_PRODUCTS.map(({ slug, name }) => ({
  href: `/x/react-${slug}/getting-started/`,
  title: name,
  ...CARDS[slug],
}));

/** Cards linking to the four MUI X products. */
export function ProductCards() {
  const language = useUserLanguage();
  return (
    <ul className="landing-products">
      {products.map(({ href, title, text, icon }) => (
        <li key={href}>
          <Link className="landing-product-card" href={pathWithLanguage(href, language)}>
            <Icon path={icon} />
            <strong>{title}</strong>
            <span>{text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
