import * as React from 'react';
import { readStorage, writeStorage } from '@/src/theme/safeStorage';
import { useHydrated } from '@/src/layout/HydrateLater';
import {
  API_LAYOUT_STORAGE_KEY,
  DEFAULT_API_LAYOUT,
  parseApiLayout,
  type ApiLayout,
} from './layout';

interface ApiLayoutValue {
  layout: ApiLayout;
  setLayout: (layout: ApiLayout) => void;
}

const ApiLayoutContext = React.createContext<ApiLayoutValue>({
  layout: DEFAULT_API_LAYOUT,
  setLayout: () => {},
});

/**
 * Holds the layout of one API page. The exported HTML always has the table; a stored choice is
 * applied after mount (the HTML is the same for every reader). Storage that is missing, blocked or
 * full only means the choice is not remembered.
 */
export function ApiLayoutProvider({ children }: { children: React.ReactNode }) {
  const [layout, setLayoutState] = React.useState<ApiLayout>(DEFAULT_API_LAYOUT);
  // Applied once the page's parts have hydrated (they adopt the exported table as it is).
  const hydrated = useHydrated();
  React.useEffect(() => {
    if (hydrated) setLayoutState(parseApiLayout(readStorage(API_LAYOUT_STORAGE_KEY)));
  }, [hydrated]);
  const setLayout = React.useCallback((next: ApiLayout) => {
    setLayoutState(next);
    writeStorage(API_LAYOUT_STORAGE_KEY, next);
  }, []);
  const value = React.useMemo(() => ({ layout, setLayout }), [layout, setLayout]);
  return <ApiLayoutContext.Provider value={value}>{children}</ApiLayoutContext.Provider>;
}

/** The current page's API layout and its setter (shared by every section of the page). */
export function useApiLayout(): ApiLayoutValue {
  return React.useContext(ApiLayoutContext);
}
