import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { addTranslations } from '@/src/i18n/translations';
import { allTranslations } from '@/src/i18n/server/allTranslations';

// Pages get their language's strings as page data; components rendered alone get every table.
for (const [language, table] of Object.entries(allTranslations)) addTranslations(language, table);

// jsdom has no matchMedia; the colour mode provider asks it for the OS preference.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// React's server renderer (used to render articles at build time) needs the encoding API, which
// jsdom leaves out.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
