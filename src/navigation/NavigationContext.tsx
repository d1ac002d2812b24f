import * as React from 'react';
import type { MuiPage } from './types';

const NO_PAGES: MuiPage[] = [];

const NavigationContext = React.createContext<MuiPage[]>(NO_PAGES);

/**
 * The navigation tree of the current page's product category, in the page's language. It arrives
 * as a page prop (built by `navigationFor` at export time), so the page registry of every product
 * and language stays out of the browser bundle.
 */
export function NavigationProvider({
  pages,
  children,
}: {
  pages: MuiPage[] | undefined;
  children: React.ReactNode;
}) {
  return (
    <NavigationContext.Provider value={pages ?? NO_PAGES}>{children}</NavigationContext.Provider>
  );
}

/** The drawer's tree for the current page; empty on pages without navigation (playground). */
export function useNavigationPages(): MuiPage[] {
  return React.useContext(NavigationContext);
}
