import * as React from 'react';
import dynamic from 'next/dynamic';
import { styled } from '@mui/material/styles';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { isOpenShortcut, usesCommandKey } from './shortcut';

// The dialog, the engine and the index load on first use: nothing of search is in first-load JS.
const loadDialog = () => import('./SearchDialog');
const SearchDialog = dynamic(loadDialog, { ssr: false });

const Trigger = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  fontFamily: theme.typography.fontFamily,
  cursor: 'pointer',
  gap: theme.spacing(1),
  height: 36,
  minWidth: 36,
  padding: theme.spacing(0, 1, 0, 1.25),
  borderRadius: 10,
  border: `1px solid ${theme.vars.palette.divider}`,
  backgroundColor: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.secondary,
  fontSize: 14,
  '&:hover': { borderColor: theme.vars.palette.text.secondary },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
  '& svg': { fontSize: 20, color: theme.vars.palette.primary.main },
  [theme.breakpoints.down('sm')]: {
    padding: 0,
    border: 0,
    backgroundColor: 'transparent',
    // Only the icon shows; the text stays for screen readers (it is the button's name).
    '& .search-text': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
}));

const Text = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(3),
  '& kbd': {
    padding: '2px 5px',
    borderRadius: 5,
    fontFamily: 'inherit',
    fontSize: 11.5,
    fontWeight: 700,
    border: `1px solid ${theme.vars.palette.divider}`,
  },
}));

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
      setUsed(true);
      setOpen((wasOpen) => !wasOpen);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <Trigger
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-keyshortcuts={commandKey ? 'Meta+K' : 'Control+K'}
        aria-haspopup="dialog"
      >
        <SearchRoundedIcon aria-hidden />
        {/* The visible text is the button's name (no aria-label that could differ from it); the
            shortcut is announced through aria-keyshortcuts. */}
        <Text className="search-text">
          {t('search.button')}
          <kbd aria-hidden="true">{commandKey ? '⌘K' : 'Ctrl K'}</kbd>
        </Text>
      </Trigger>
      {used ? <SearchDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
