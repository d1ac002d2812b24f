import * as React from 'react';
import Link from 'next/link';
import { styled } from '@mui/material/styles';
import { useTranslate, useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { pathWithLanguage } from '@/src/routing';

const Root = styled('footer')(({ theme }) => ({
  marginTop: theme.spacing(8),
  padding: theme.spacing(4, 0, 6),
  borderTop: `1px solid ${theme.vars.palette.divider}`,
  color: theme.vars.palette.text.secondary,
  fontSize: 13.5,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(2, 4),
  justifyContent: 'space-between',
  '& a': { color: 'inherit' },
  '& a:hover': { color: theme.vars.palette.primary.main },
}));

/** Product links; test/unit/footer-links.test.ts checks that each one is an exported page. */
export const FOOTER_LINKS = [
  { href: '/x/introduction/', label: 'MUI X' },
  { href: '/x/react-data-grid/', label: 'Data Grid' },
  { href: '/x/react-date-pickers/', label: 'Date and Time Pickers' },
  { href: '/x/react-charts/', label: 'Charts' },
  { href: '/x/react-tree-view/', label: 'Tree View' },
  { href: '/getting-started/installation/', label: 'Material UI' },
];

/** Site footer with the main product links. */
export function Footer() {
  const t = useTranslate();
  const language = useUserLanguage();
  return (
    <Root>
      <p style={{ margin: 0, maxWidth: 420 }}>{t('appFrame.footerTagline')}</p>
      <nav aria-label="Footer">
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: '8px 20px',
          }}
        >
          {FOOTER_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={pathWithLanguage(link.href, language)}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </Root>
  );
}
