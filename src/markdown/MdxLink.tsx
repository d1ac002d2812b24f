import * as React from 'react';
import Link from 'next/link';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { pathWithLanguage } from '@/src/routing';

/** Markdown links: internal ones get the language prefix and client-side navigation. */
export function MdxLink({ href = '', children, ...other }: React.ComponentProps<'a'>) {
  const userLanguage = useUserLanguage();
  if (href.startsWith('/') && !href.startsWith('//')) {
    const [pathPart, hash] = href.split('#');
    const target = pathWithLanguage(pathPart, userLanguage);
    const withSlash = target.endsWith('/') ? target : `${target}/`;
    return (
      <Link href={`${withSlash}${hash ? `#${hash}` : ''}`} {...other}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener' } : {})} {...other}>
      {children}
    </a>
  );
}
