import * as React from 'react';
import { config, type SiteConfig } from '@/src/config';

const DocsConfigContext = React.createContext<SiteConfig | null>(null);

/** Makes the site configuration available to components (hosts, version, ids). */
export function DocsConfigProvider({
  value = config,
  children,
}: {
  value?: SiteConfig;
  children: React.ReactNode;
}) {
  return <DocsConfigContext.Provider value={value}>{children}</DocsConfigContext.Provider>;
}

/** The site configuration; throws when the provider is missing (SPEC §8). */
export function useDocsConfig(): SiteConfig {
  const value = React.useContext(DocsConfigContext);
  if (!value) {
    throw new Error('Forgot to wrap component in `DocsConfigProvider`.');
  }
  return value;
}
