import type { InHouseAd } from './types';

const utm = (campaign: string) =>
  `utm_source=docs&utm_medium=referral&utm_campaign=in-house-${campaign}`;

/** The 5 in-house ads shown to visitors who block ads. */
export const inHouseAds: readonly InHouseAd[] = [
  {
    kind: 'in-house',
    name: 'Premium templates',
    link: `https://mui.com/store/?${utm('templates')}`,
    img: '/static/ads/templates.svg',
    description: 'Start your project with the best templates for admins, dashboards, and more.',
  },
  {
    kind: 'in-house',
    name: 'Design kits',
    link: `https://mui.com/design-kits/?${utm('design-kits')}`,
    img: '/static/ads/design-kits.svg',
    description: 'The Material UI and MUI X components for Figma, Sketch and Adobe XD.',
  },
  {
    kind: 'in-house',
    name: 'MUI X Premium',
    link: `https://mui.com/pricing/?${utm('x-premium')}`,
    img: '/static/ads/x-premium.svg',
    description: 'Row grouping, aggregation and Excel export for the most demanding data grids.',
  },
  {
    kind: 'in-house',
    name: 'Toolpad',
    link: `https://mui.com/toolpad/?${utm('toolpad')}`,
    img: '/static/ads/toolpad.svg',
    description: 'Build internal tools and dashboards faster with MUI components.',
  },
  {
    kind: 'in-house',
    name: 'Support MUI',
    link: `https://opencollective.com/mui-org?${utm('support')}`,
    img: '/static/ads/support.svg',
    description: 'Your sponsorship keeps the open-source components free and maintained.',
  },
];
