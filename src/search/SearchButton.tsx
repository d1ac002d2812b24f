import * as React from 'react';
import dynamic from 'next/dynamic';
import { mdiMagnify } from '@mdi/js';
import { Icon } from '@/src/layout/Icon';
import { IslandOnceUsed, preloadMuiProvider } from '@/src/theme/MuiIsland';
import { useTranslate, useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import type { LanguageCode } from '@/src/navigation/types';
import { isOpenShortcut, usesCommandKey } from './shortcut';

// The dialog, the engine and the index load on first use: nothing of search is in first-load JS.
const loadDialog = () => {
  // The dialog and Material UI's theme load side by side, not one after the other.
  preloadMuiProvider();
  return import('./SearchDialog');
};
const SearchDialog = dynamic(loadDialog, { ssr: false });

/**
 * Search is being opened: its dialog's code and its index download side by side. The index is
 * the larger download, and waiting for the dialog to render before asking for it left the
 * connection half idle for the time the dialog's code took to arrive.
 */
const startSearch = (language: LanguageCode) => {
  // Asked for first: over HTTP/1.1 a browser opens six connections to a host, and this small
  // chunk must not queue behind the dialog's.
  import('./indexText').then(
    ({ prefetchHeadIndex }) => prefetchHeadIndex(language),
    // The dialog loads the index itself (and reports a failure) if this could not start it.
    () => undefined,
  );
  void loadDialog();
};

/** App-bar button that opens search; also owns the Ctrl/⌘+K and `/` shortcuts. */
export function SearchButton() {
  const t = useTranslate();
  const language = useUserLanguage();
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  const [commandKey, setCommandKey] = React.useState(false);
  React.useEffect(() => {
    setCommandKey(usesCommandKey(navigator.platform));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isOpenShortcut(event)) return;
      event.preventDefault();
      startSearch(language);
      setUsed(true);
      setOpen((wasOpen) => !wasOpen);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [language]);
  return (
    <>
      <button
        className="search-trigger"
        type="button"
        onClick={() => {
          startSearch(language);
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-keyshortcuts={commandKey ? 'Meta+K' : 'Control+K'}
        aria-haspopup="dialog"
      >
        <Icon path={mdiMagnify} />
        {/* The visible text is the button's name (no aria-label that could differ from it); the
            shortcut is announced through aria-keyshortcuts. */}
        <span className="search-text">
          {/* Isolated, so its ellipsis stays at its end in a right-to-left layout. */}
          <bdi>{t('search.button')}</bdi>
          <kbd aria-hidden="true">{commandKey ? '⌘K' : 'Ctrl K'}</kbd>
        </span>
      </button>
      <IslandOnceUsed used={used}>
        <SearchDialog open={open} onClose={() => setOpen(false)} />
      </IslandOnceUsed>
    </>
  );
}
