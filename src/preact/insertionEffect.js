// Browser build only (next.config.ts aliases Emotion's helper here when Preact stands in for
// React). Preact runs "insertion" effects as layout effects, children first, so a child could
// measure its parent before the parent's styles exist (the data grid then logs "empty height").
// Inserting styles during render, as Emotion does on React 17, keeps them ahead of every effect.
import * as React from 'react';

const syncFallback = (create) => create();

export const useInsertionEffectAlwaysWithSyncFallback = syncFallback;
export const useInsertionEffectWithLayoutFallback = React.useLayoutEffect;
