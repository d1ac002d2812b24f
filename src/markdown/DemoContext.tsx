import * as React from 'react';
import type { DemoSource } from './types';

/** The build-time sources of the demos of the current page, keyed by demo name. */
export const DemoSourcesContext = React.createContext<Record<string, DemoSource>>({});
