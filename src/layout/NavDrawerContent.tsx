import * as React from 'react';
import Link from 'next/link';
import { mdiChevronDown } from '@mdi/js';
import { Icon } from './Icon';
import type { LanguageCode, MuiPage } from '@/src/navigation/types';
import { isPage, pageTitle } from '@/src/navigation/buildPageTree';
import { pathWithLanguage } from '@/src/routing';
import { useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { PageBadges } from './PageBadges';

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
        <Link className="nav-link" href={page.href} target="_blank" rel="noopener">
          {title}
          <span aria-hidden="true" style={{ marginInlineStart: 4 }}>
            ↗
          </span>
        </Link>
      </li>
    );
  }
  if (isPage(page)) {
    const href = pathWithLanguage(`${page.pathname}/`, ctx.language);
    const active = page.pathname === ctx.activePathname;
    return (
      <li>
        <Link
          className="nav-link"
          href={href}
          aria-current={active ? 'page' : undefined}
          data-active={active ? 'true' : undefined}
          onClick={ctx.onNavigate}
        >
          <span>{title}</span>
          <PageBadges page={page} />
        </Link>
      </li>
    );
  }
  const children = page.children ?? [];
  if (page.subheader) {
    return (
      <li>
        <div className="nav-subheader">
          {pageTitle({ ...page, title: page.subheader }, ctx.language)}
        </div>
        <ul className="nav-list">
          {children.map((child) => (
            <NavItem key={child.pathname} page={child} ctx={ctx} />
          ))}
        </ul>
      </li>
    );
  }
  const open = ctx.expanded.has(page.pathname);
  const listId = `nav-group-${page.pathname.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <li>
      <button
        className="nav-group"
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => ctx.toggle(page.pathname)}
      >
        <span>{title}</span>
        <PageBadges page={page} />
        <Icon path={mdiChevronDown} />
      </button>
      {/* A closed group renders no entries: the drawer holds hundreds of links, and every one in
          the HTML is one more element to hydrate on each page (most of a page's hydration work). */}
      <ul className="nav-list nav-nested" id={listId} hidden={!open}>
        {open
          ? children.map((child) => <NavItem key={child.pathname} page={child} ctx={ctx} />)
          : null}
      </ul>
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
      <ul className="nav-list">
        {pages.map((page) => (
          <NavItem key={page.pathname} page={page} ctx={ctx} />
        ))}
      </ul>
    </nav>
  );
}
