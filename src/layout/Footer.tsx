import * as React from 'react';
import Link from 'next/link';
import { useTranslate, useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { X_PRODUCTS, pathWithLanguage } from '@/src/routing';

/** Product links; test/unit/footer-links.test.ts checks that each one is an exported page. */
export const FOOTER_LINKS = [
  { href: '/x/introduction/', label: 'MUI X' },
  ...X_PRODUCTS.map(({ slug, name }) => ({ href: `/x/react-${slug}/`, label: name })),
  { href: '/getting-started/installation/', label: 'Material UI' },
];

/** Site footer with the main product links. */
export function Footer() {
  const t = useTranslate();
  const language = useUserLanguage();
  return (
    <footer className="site-footer">
      <p>{t('appFrame.footerTagline')}</p>
      <nav aria-label="Footer">
        <ul>
          {FOOTER_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={pathWithLanguage(link.href, language)}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
