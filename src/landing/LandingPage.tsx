import * as React from 'react';
import { PageHead } from '@/src/layout/PageHead';
import { Footer } from '@/src/layout/Footer';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';

/** A landing page's frame: its head (title, description, canonical path), content and footer. */
export function LandingPage({
  className,
  title,
  description,
  pathname,
  children,
}: {
  className: string;
  title: string;
  description: string;
  /** English pathname without language prefix. */
  pathname: string;
  children: React.ReactNode;
}) {
  const language = useUserLanguage();
  return (
    <main className={className}>
      <PageHead title={title} description={description} pathname={pathname} language={language} />
      {children}
      <Footer />
    </main>
  );
}
