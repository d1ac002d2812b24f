import * as React from 'react';
import Link from 'next/link';
import { styled } from '@mui/material/styles';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { pathWithLanguage } from '@/src/routing';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';

const Grid = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(4, 0),
  padding: 0,
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
}));

const Card = styled(Link)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  height: '100%',
  padding: theme.spacing(2.5),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.vars.palette.divider}`,
  backgroundColor: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  textDecoration: 'none',
  transition: theme.transitions.create(['border-color', 'box-shadow']),
  '&:hover': {
    borderColor: theme.vars.palette.primary.main,
    boxShadow: `0 4px 16px rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`,
  },
  '& svg': { color: theme.vars.palette.primary.main },
  '& strong': { fontSize: 17 },
  '& span': { color: theme.vars.palette.text.secondary, fontSize: 14.5, lineHeight: 1.55 },
}));

/** The product cards; test/unit/footer-links.test.ts checks that each link is an exported page. */
export const products = [
  {
    href: '/x/react-data-grid/getting-started/',
    title: 'Data Grid',
    text: 'Sorting, filtering, editing, virtualization, export and more for tables of any size.',
    Icon: TableChartOutlinedIcon,
  },
  {
    href: '/x/react-date-pickers/getting-started/',
    title: 'Date and Time Pickers',
    text: 'Accessible date, time and range pickers that work with dayjs, date-fns, Luxon or Moment.',
    Icon: EventOutlinedIcon,
  },
  {
    href: '/x/react-charts/getting-started/',
    title: 'Charts',
    text: 'Bar, line, pie, scatter, sparkline and gauge charts built with SVG and D3 scales.',
    Icon: InsertChartOutlinedIcon,
  },
  {
    href: '/x/react-tree-view/getting-started/',
    title: 'Tree View',
    text: 'Hierarchical lists with selection, expansion, keyboard focus and item customization.',
    Icon: AccountTreeOutlinedIcon,
  },
];

/** Cards linking to the four MUI X products. */
export function ProductCards() {
  const language = useUserLanguage();
  return (
    <Grid>
      {products.map(({ href, title, text, Icon }) => (
        <li key={href}>
          <Card href={pathWithLanguage(href, language)}>
            <Icon />
            <strong>{title}</strong>
            <span>{text}</span>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
