import * as React from 'react';
import { config } from '@/src/config';
import { setUpServiceWorker } from './registration';

/** Registers `/x/sw.js` on the docs domain and applies its updates. Renders nothing. */
export function ServiceWorkerRegistration() {
  React.useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
    return setUpServiceWorker(
      {
        container: navigator.serviceWorker,
        host: window.location.host,
        hasFocus: () => document.hasFocus(),
        reload: () => window.location.reload(),
      },
      { docsDomain: config.docsDomain, mode: config.serviceWorker },
    );
  }, []);
  return null;
}
