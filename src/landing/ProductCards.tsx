import * as React from 'react';
import Link from 'next/link';
import {
  mdiCalendarMonthOutline,
  mdiChartBoxOutline,
  mdiFileTreeOutline,
  mdiTableLarge,
} from '@mdi/js';
import { pathWithLanguage } from '@/src/routing';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { Icon } from '@/src/layout/Icon';

/** The product cards; test/unit/footer-links.test.ts checks that each link is an exported page. */
export const products = [
  {
    href: '/x/react-data-grid/getting-started/',
    title: 'Data Grid',
    text: 'Sorting, filtering, editing, virtualization, export and more for tables of any size.',
    icon: mdiTableLarge,
  },
  {
    href: '/x/react-date-pickers/getting-started/',
    title: 'Date and Time Pickers',
    text: 'Accessible date, time and range pickers that work with dayjs, date-fns, Luxon or Moment.',
    icon: mdiCalendarMonthOutline,
  },
  {
    href: '/x/react-charts/getting-started/',
    title: 'Charts',
    text: 'Bar, line, pie, scatter, sparkline and gauge charts built with SVG and D3 scales.',
    icon: mdiChartBoxOutline,
  },
  {
    href: '/x/react-tree-view/getting-started/',
    title: 'Tree View',
    text: 'Hierarchical lists with selection, expansion, keyboard focus and item customization.',
    icon: mdiFileTreeOutline,
  },
];

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
