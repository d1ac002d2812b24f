import * as React from 'react';
import { useRouter } from 'next/router';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, useTheme } from '@mui/material/styles';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { useTranslate, useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { getProductInfoFromUrl, pathnameToLanguage } from '@/src/routing';
import { DEBOUNCE_MS } from '@/src/theme/constants';
import { hitHref } from './hitLink';
import { createNoResultsReporter } from './noResults';
import { addRecent, readRecent, type RecentSearch } from './recentSearches';
import { groupsToSections, recentToSections, type ResultItem } from './resultItems';
import { SearchResultList, optionId } from './SearchResultList';
import { scrollToAnchor } from './scrollToAnchor';
import { useSearchResults } from './useSearchResults';

const LISTBOX_ID = 'search-listbox';
/** A closed dialog is removed after this long, whether or not its fade (195 ms) has ended. */
const REMOVE_CLOSED_AFTER_MS = 1_000;

/** One reporter per visit: a query that found nothing is reported once. */
const reportNoResults = createNoResultsReporter();

const InputRow = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  flexShrink: 0,
  padding: theme.spacing(0, 2),
  height: 56,
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  '& svg': { color: theme.vars.palette.primary.main },
}));

const Input = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 0,
  outline: 0,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: 16,
  '&::placeholder': { color: theme.vars.palette.text.secondary, opacity: 1 },
  '&::-webkit-search-cancel-button': { display: 'none' },
}));

export const Kbd = styled('kbd')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '0 5px',
  height: 20,
  borderRadius: 5,
  fontFamily: 'inherit',
  fontSize: 11.5,
  fontWeight: 700,
  lineHeight: 1,
  color: theme.vars.palette.text.secondary,
  border: `1px solid ${theme.vars.palette.divider}`,
  backgroundColor: theme.vars.palette.background.default,
}));

const CloseKey = styled('button')(({ theme }) => ({
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  borderRadius: 5,
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
}));

const Body = styled('div')(({ theme }) => ({
  flex: 1,
  overflowY: 'auto',
  padding: theme.spacing(0, 1.5, 1.5),
  minHeight: 120,
}));

const Message = styled('p')(({ theme }) => ({
  margin: theme.spacing(5, 2),
  textAlign: 'center',
  color: theme.vars.palette.text.secondary,
  overflowWrap: 'anywhere',
}));

const Footer = styled('div')(({ theme }) => ({
  display: 'flex',
  flexShrink: 0,
  flexWrap: 'wrap',
  gap: theme.spacing(2),
  padding: theme.spacing(1, 2),
  fontSize: 12,
  color: theme.vars.palette.text.secondary,
  borderTop: `1px solid ${theme.vars.palette.divider}`,
  '& > span': { display: 'inline-flex', alignItems: 'center', gap: 6 },
  [theme.breakpoints.down('sm')]: { display: 'none' },
}));

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The search dialog: a combobox over the results of the offline index (docs/search.md). */
export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const t = useTranslate();
  const router = useRouter();
  const language = useUserLanguage();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [query, setQuery] = React.useState('');
  const [activeIndex, setActiveIndex] = React.useState(0);
  const [recent, setRecent] = React.useState<RecentSearch[]>([]);
  const { canonicalAs } = pathnameToLanguage(router.asPath);
  const productId = getProductInfoFromUrl(canonicalAs === '/' ? '/x' : canonicalAs).productId;
  const { status, groups } = useSearchResults(query, language, productId, open);

  // A closed dialog fades out on a timer, and the fade's last state update can be lost when it
  // lands while React renders the next page (a route's render runs as a transition). The Modal
  // then stays mounted, invisible: a full-page layer that takes every click, keeps the page from
  // scrolling and hides it from assistive technology. So a dialog that a navigation leaves closed
  // renders nothing at all instead of trusting its fade to finish, and opening a result removes
  // it at once.
  const [removed, setRemoved] = React.useState(false);
  const openRef = React.useRef(open);
  React.useEffect(() => {
    openRef.current = open;
    if (open) setRemoved(false);
  }, [open]);
  React.useEffect(() => {
    const removeIfClosed = () => {
      if (!openRef.current) setRemoved(true);
    };
    router.events?.on('routeChangeComplete', removeIfClosed);
    return () => router.events?.off('routeChangeComplete', removeIfClosed);
  }, [router.events]);
  // Nor is the fade trusted when no navigation follows (Escape, a click outside): a dialog that
  // has stayed closed for longer than its fade is removed whatever the fade did. On a throttled
  // phone CPU the layer of a dialog closed by Escape has been seen to stay for over 15 seconds.
  React.useEffect(() => {
    if (open) return undefined;
    const timer = window.setTimeout(() => setRemoved(true), REMOVE_CLOSED_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  // The query is cleared when the dialog closes, not when it opens: a reader who types at once
  // after Ctrl+K would otherwise lose the first letters to the reset.
  React.useEffect(() => {
    if (open) setRecent(readRecent());
    else setQuery('');
  }, [open]);

  const trimmed = query.trim();
  const sections = React.useMemo(
    () => (trimmed ? groupsToSections(groups) : recentToSections(recent, t('search.recent'))),
    [trimmed, groups, recent, t],
  );
  const items = React.useMemo(() => sections.flatMap((section) => section.items), [sections]);
  const noResults = status === 'ready' && trimmed !== '' && items.length === 0;

  React.useEffect(() => setActiveIndex(0), [query]);
  React.useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  // Typing is not searching: report a query that found nothing once it has settled.
  React.useEffect(() => {
    if (!noResults) return undefined;
    const timer = window.setTimeout(() => reportNoResults(trimmed), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [noResults, trimmed]);

  const close = () => {
    if (noResults) reportNoResults(trimmed);
    onClose();
  };

  const openItem = (item: ResultItem) => {
    setRecent(addRecent(item.entry));
    setRemoved(true);
    onClose();
    const { anchor } = item.entry;
    void router.push(hitHref(item.entry.pathname, anchor, language)).then((done) => {
      if (done !== false) scrollToAnchor(anchor);
    });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + items.length) % items.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      const item = items[activeIndex];
      if (item) {
        event.preventDefault();
        openItem(item);
      }
    }
  };

  let body: React.ReactNode;
  if (status === 'error') body = <Message role="alert">{t('search.error')}</Message>;
  else if (trimmed && status === 'loading') body = <Message>{t('search.loading')}</Message>;
  else if (noResults) {
    body = (
      <Message role="status">
        {t('search.noResults')} “<strong>{trimmed}</strong>”
      </Message>
    );
  } else {
    body = (
      <SearchResultList
        id={LISTBOX_ID}
        label={trimmed ? t('search.results') : t('search.recent')}
        sections={sections}
        activeIndex={activeIndex}
        onActivate={setActiveIndex}
        onOpen={openItem}
      />
    );
  }

  if (removed && !open) return null;
  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-label={t('search.label')}
      sx={{ '& .MuiDialog-container': { alignItems: fullScreen ? 'stretch' : 'flex-start' } }}
      PaperProps={{
        sx: {
          mt: fullScreen ? 0 : '10vh',
          maxHeight: fullScreen ? '100%' : 'min(640px, 80vh)',
          borderRadius: fullScreen ? 0 : 3,
          backgroundImage: 'none',
          border: fullScreen ? 0 : 1,
          borderColor: 'divider',
        },
      }}
    >
      <InputRow>
        <SearchRoundedIcon aria-hidden />
        <Input
          type="search"
          role="combobox"
          autoFocus
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          value={query}
          // Typed text takes the direction of its own script: `@mui/x-charts` typed in the
          // right-to-left layout reads as typed, not as `mui/x-charts@`. While empty, the input
          // keeps the page's direction, so the placeholder sits where the reader starts typing.
          dir={query ? 'auto' : undefined}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          aria-expanded={items.length > 0}
          aria-controls={LISTBOX_ID}
          aria-autocomplete="list"
          aria-activedescendant={items[activeIndex] ? optionId(activeIndex) : undefined}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <CloseKey type="button" onClick={close} aria-label={t('search.close')}>
          <Kbd>Esc</Kbd>
        </CloseKey>
      </InputRow>
      <Body>{body}</Body>
      <Footer aria-hidden>
        <span>
          <Kbd>↵</Kbd> {t('search.hintSelect')}
        </span>
        <span>
          <Kbd>↑</Kbd>
          <Kbd>↓</Kbd> {t('search.hintNavigate')}
        </span>
        <span>
          <Kbd>Esc</Kbd> {t('search.hintClose')}
        </span>
      </Footer>
    </Dialog>
  );
}
