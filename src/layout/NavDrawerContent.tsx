import * as React from 'react';
import Link from 'next/link';
import { styled } from '@mui/material/styles';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import type { LanguageCode, MuiPage } from '@/src/navigation/types';
import { isPage, pageTitle } from '@/src/navigation/buildPageTree';
import { pathWithLanguage } from '@/src/routing';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { PageBadges } from './PageBadges';

const List = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

const ItemLink = styled(Link)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: 32,
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 8,
  color: theme.vars.palette.text.secondary,
  fontSize: 14,
  textDecoration: 'none',
  '&:hover': {
    backgroundColor: theme.vars.palette.action.hover,
    color: theme.vars.palette.text.primary,
  },
  '&[aria-current="page"]': {
    color: theme.vars.palette.primary.main,
    fontWeight: 600,
    backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.1)`,
  },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
}));

const GroupButton = styled('button')(({ theme }) => ({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 34,
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 8,
  cursor: 'pointer',
  fontSize: 14,
  fontWeight: 600,
  color: theme.vars.palette.text.primary,
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
  '& svg': { marginInlineStart: 'auto', fontSize: 18, transition: 'transform 150ms' },
  '&[aria-expanded="false"] svg': { transform: 'rotate(-90deg)' },
  '[dir="rtl"] &[aria-expanded="false"] svg': { transform: 'rotate(90deg)' },
}));

const Subheader = styled('div')(({ theme }) => ({
  padding: theme.spacing(2, 1.5, 0.5),
  fontSize: 11.5,
  fontWeight: 700,
  letterSpacing: 0.6,
  textTransform: 'uppercase',
  color: theme.vars.palette.text.secondary,
}));

const Nested = styled(List)(({ theme }) => ({
  marginInlineStart: theme.spacing(1.5),
  paddingInlineStart: theme.spacing(0.5),
  borderInlineStart: `1px solid ${theme.vars.palette.divider}`,
}));

interface NavContext {
  language: LanguageCode;
  activePathname: string;
  expanded: Set<string>;
  toggle: (pathname: string) => void;
  onNavigate?: () => void;
}

function containsPath(entry: MuiPage, pathname: string): boolean {
  return (
    entry.pathname === pathname ||
    (entry.children ?? []).some((child) => containsPath(child, pathname))
  );
}

function NavItem({ page, ctx }: { page: MuiPage; ctx: NavContext }) {
  if (page.onlyLanguages && !page.onlyLanguages.includes(ctx.language)) return null;
  const title = pageTitle(page, ctx.language);
  if (page.href) {
    return (
      <li>
        <ItemLink href={page.href} target="_blank" rel="noopener">
          {title}
          <span aria-hidden="true" style={{ marginInlineStart: 4 }}>
            ↗
          </span>
        </ItemLink>
      </li>
    );
  }
  if (isPage(page)) {
    const href = pathWithLanguage(`${page.pathname}/`, ctx.language);
    const active = page.pathname === ctx.activePathname;
    return (
      <li>
        <ItemLink
          href={href}
          aria-current={active ? 'page' : undefined}
          data-active={active ? 'true' : undefined}
          onClick={ctx.onNavigate}
        >
          <span>{title}</span>
          <PageBadges page={page} />
        </ItemLink>
      </li>
    );
  }
  const children = page.children ?? [];
  if (page.subheader) {
    return (
      <li>
        <Subheader>{pageTitle({ ...page, title: page.subheader }, ctx.language)}</Subheader>
        <List>
          {children.map((child) => (
            <NavItem key={child.pathname} page={child} ctx={ctx} />
          ))}
        </List>
      </li>
    );
  }
  const open = ctx.expanded.has(page.pathname);
  const listId = `nav-group-${page.pathname.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <li>
      <GroupButton
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => ctx.toggle(page.pathname)}
      >
        <span>{title}</span>
        <PageBadges page={page} />
        <ExpandMoreRoundedIcon aria-hidden="true" />
      </GroupButton>
      {/* A closed group renders no entries: the drawer holds hundreds of links, and every one in
          the HTML is one more element to hydrate on each page (most of a page's hydration work). */}
      <Nested id={listId} hidden={!open}>
        {open
          ? children.map((child) => <NavItem key={child.pathname} page={child} ctx={ctx} />)
          : null}
      </Nested>
    </li>
  );
}

function groupsContaining(pages: MuiPage[], pathname: string): string[] {
  const result: string[] = [];
  const walk = (entries: MuiPage[]) => {
    for (const entry of entries) {
      if (entry.children && containsPath(entry, pathname)) {
        result.push(entry.pathname);
        walk(entry.children);
      }
    }
  };
  walk(pages);
  return result;
}

// Expand state outlives a page change and a drawer remount (mobile drawer closes on navigation).
const expandedStore = new Set<string>();

/** The navigation tree of a product: nested groups, subheaders and badges; active page in view. */
export function NavDrawerContent({
  pages,
  activePathname,
  onNavigate,
}: {
  pages: MuiPage[];
  activePathname: string;
  onNavigate?: () => void;
}) {
  const language = useUserLanguage();
  const [, force] = React.useReducer((count: number) => count + 1, 0);
  // In the browser the choice of open groups outlives page changes. In server rendering each page
  // starts from its own active groups only: a shared store would carry the groups opened by pages
  // exported earlier into this page's HTML, and hydration would then rebuild the drawer.
  const expanded = typeof window === 'undefined' ? new Set<string>() : expandedStore;
  // The groups that hold the page open when the page changes, not on every render: a reader may
  // fold the current page's group too.
  const [openedFor, setOpenedFor] = React.useState<string | null>(null);
  if (openedFor !== activePathname) {
    for (const group of groupsContaining(pages, activePathname)) expanded.add(group);
    // A server render starts from an empty set each time, so it keeps adding them.
    if (typeof window !== 'undefined') setOpenedFor(activePathname);
  }
  const rootRef = React.useRef<HTMLElement>(null);
  React.useEffect(() => {
    const active = rootRef.current?.querySelector<HTMLElement>('[data-active="true"]');
    const scroller = rootRef.current?.closest<HTMLElement>('[data-nav-scroller]');
    if (active && scroller) {
      const a = active.getBoundingClientRect();
      const s = scroller.getBoundingClientRect();
      if (a.top < s.top || a.bottom > s.bottom) {
        scroller.scrollTop += a.top - s.top - s.height / 3;
      }
    }
  }, [activePathname]);
  const ctx: NavContext = {
    language,
    activePathname,
    expanded,
    toggle: (pathname) => {
      if (expanded.has(pathname)) expanded.delete(pathname);
      else expanded.add(pathname);
      force();
    },
    onNavigate,
  };
  return (
    <nav ref={rootRef} aria-label="Main navigation" style={{ padding: '8px 12px 24px' }}>
      <List>
        {pages.map((page) => (
          <NavItem key={page.pathname} page={page} ctx={ctx} />
        ))}
      </List>
    </nav>
  );
}
