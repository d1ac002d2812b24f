import * as React from 'react';
import Link from 'next/link';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { externalAttributes, isSitePath, markdownHref } from './links';

/** A link in React-rendered docs (API pages): internal ones navigate on the client. */
export function MdxLink({ href = '', children, ...other }: React.ComponentProps<'a'>) {
  const userLanguage = useUserLanguage();
  if (isSitePath(href)) {
    return (
      <Link href={markdownHref(href, userLanguage)} {...other}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...externalAttributes(href)} {...other}>
      {children}
    </a>
  );
}
