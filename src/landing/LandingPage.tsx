import * as React from 'react';
import { PageHead } from '@/src/layout/PageHead';
import { Footer } from '@/src/layout/Footer';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';

/** A landing page's frame: its head (title, description, canonical path), content and footer. */
export function LandingPage({
  className,
  children,
  ...head
}: Omit<React.ComponentProps<typeof PageHead>, 'language'> & {
  className: string;
  children: React.ReactNode;
}) {
  const language = useUserLanguage();
  return (
    <main className={className}>
      <PageHead {...head} language={language} />
      {children}
      <Footer />
    </main>
  );
}
