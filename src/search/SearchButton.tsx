import * as React from 'react';
import dynamic from 'next/dynamic';
import { mdiMagnify } from '@mdi/js';
import { Icon } from '@/src/layout/Icon';
import { IslandOnceUsed, preloadMuiProvider } from '@/src/theme/MuiIsland';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { isOpenShortcut, usesCommandKey } from './shortcut';

// The dialog, the engine and the index load on first use: nothing of search is in first-load JS.
const loadDialog = () => {
  // The dialog and Material UI's theme load side by side, not one after the other.
  preloadMuiProvider();
  return import('./SearchDialog');
};
const SearchDialog = dynamic(loadDialog, { ssr: false });

/** App-bar button that opens search; also owns the Ctrl/⌘+K and `/` shortcuts. */
export function SearchButton() {
  const t = useTranslate();
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  const [commandKey, setCommandKey] = React.useState(false);
  React.useEffect(() => {
    setCommandKey(usesCommandKey(navigator.platform));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isOpenShortcut(event)) return;
      event.preventDefault();
      void loadDialog();
      setUsed(true);
      setOpen((wasOpen) => !wasOpen);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <button
        className="search-trigger"
        type="button"
        onClick={() => {
          void loadDialog();
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
