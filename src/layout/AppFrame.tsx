import * as React from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import dynamic from 'next/dynamic';
import { mdiCogOutline, mdiGithub, mdiMenu } from '@mdi/js';
import { Icon } from './Icon';
import { useTranslate, useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { getProductInfoFromUrl, pathnameToLanguage, pathWithLanguage } from '@/src/routing';
import { NavDrawerContent } from './NavDrawerContent';
import { VersionMenu } from './VersionMenu';
import { productName } from './productName';
import { useNavigationPages } from '@/src/navigation/NavigationContext';
import { ColorModeButton } from './ColorModeButton';
import { SearchButton } from '@/src/search/SearchButton';
import { LiteIconButton, LiteIconLink } from './LiteButton';
import { HYDRATION, HydrateLater } from './HydrateLater';
import { UNDER_APP_BAR_ID } from './appHeader';
import { IslandOnceUsed, preloadMuiProvider } from '@/src/theme/MuiIsland';

// Drawers load on first use: most readers never open them, and they pull in Modal and transitions.
// Each loads side by side with Material UI's theme module (`preloadMuiProvider`), not after it.
const loadSettingsDrawer = () => import('./SettingsDrawer');
const loadMobileNavDrawer = () => import('./MobileNavDrawer');
const SettingsDrawer = dynamic(loadSettingsDrawer, { ssr: false });
const MobileNavDrawer = dynamic(loadMobileNavDrawer, { ssr: false });

export const APP_BAR_HEIGHT = 60;
export const DRAWER_WIDTH = 280;
/**
 * A drawer that loads on first use: whether it is open, whether it was ever opened (and so is
 * mounted), and the handlers that open it (loading its code beside Material UI's theme) and close
 * it.
 */
function useDrawer(load: () => Promise<unknown>) {
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  const show = () => {
    preloadMuiProvider();
    void load();
    setUsed(true);
    setOpen(true);
  };
  const close = React.useCallback(() => setOpen(false), []);
  return [open, used, show, close] as const;
}

function LogoMark() {
  return (
    <svg width="28" height="24" viewBox="0 0 36 32" aria-hidden="true" focusable="false">
      <path
        d="M30.3 21.1V10.4c0-.4.2-.7.6-.9l4.6-2.6c.2-.1.5 0 .5.3v13.3c0 .4-.2.7-.5.9L23.7 28.2c-.3.2-.7.2-1 0l-8.6-5c-.3-.2-.5-.5-.5-.9v-5.4c0-.1.1-.2.2-.1l5.6 3.3c.3.2.7.2 1 0l9.4-5.4.1-.1v6.5z"
        fill="#007FFF"
      />
      <path
        d="M0 2.7c0-.2.3-.4.5-.3l13.2 7.6c.3.2.7.2 1 0L28 2.4c.2-.1.5 0 .5.3v9.9c0 .4-.2.7-.5.9l-13.3 7.6c-.3.2-.7.2-1 0L.5 13.5c-.3-.2-.5-.5-.5-.9V2.7z"
        fill="#0059B2"
      />
    </svg>
  );
}

/** The shared layout: app bar, navigation drawer, main column and footer. */
export function AppFrame({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const t = useTranslate();
  const language = useUserLanguage();
  const [mobileOpen, mobileUsed, openMobile, closeMobile] = useDrawer(loadMobileNavDrawer);
  const [settingsOpen, settingsUsed, openSettings, closeSettings] = useDrawer(loadSettingsDrawer);
  const { canonicalAs } = pathnameToLanguage(router.asPath);
  // The home page is MUI X's front door, and the 404 page (served for any unknown path) shows the
  // MUI X navigation: both name MUI X in the app bar.
  const showsX = canonicalAs === '/' || router.pathname === '/404';
  const productInfo = getProductInfoFromUrl(showsX ? '/x' : canonicalAs);
  const pages = useNavigationPages();
  const isX = productInfo.productCategoryId === 'x';
  React.useEffect(() => {
    router.events?.on('routeChangeStart', closeMobile);
    return () => router.events?.off('routeChangeStart', closeMobile);
  }, [router.events, closeMobile]);
  const drawer = (
    <NavDrawerContent pages={pages} activePathname={canonicalAs} onNavigate={closeMobile} />
  );
  // One element at the root: the whole frame is a part that `HydrateLater` can defer (_app).
  return (
    <div data-app-frame="">
      <a className="skip-link" href="#main-content">
        {t('appFrame.skipToContent')}
      </a>
      <HydrateLater priority={HYDRATION.article}>
        <header className="app-header">
          <LiteIconButton
            className="app-menu-button"
            type="button"
            onClick={openMobile}
            aria-label={t('appFrame.openDrawer')}
          >
            <Icon path={mdiMenu} />
          </LiteIconButton>
          <Link className="app-logo" href={pathWithLanguage(isX ? '/x/' : '/', language)}>
            <LogoMark />
            <span>{isX ? 'MUI X' : 'MUI'}</span>
          </Link>
          <span className="app-product">{productName(productInfo)}</span>
          <VersionMenu />
          <span style={{ flex: 1 }} />
          <SearchButton />
          <LiteIconLink
            className="github-link"
            href="https://github.com/mui/mui-x"
            aria-label={t('appFrame.github')}
            title={t('appFrame.github')}
            rel="noopener"
          >
            <Icon path={mdiGithub} />
          </LiteIconLink>
          <ColorModeButton />
          <LiteIconButton
            type="button"
            onClick={openSettings}
            aria-label={t('appFrame.toggleSettings')}
            title={t('appFrame.toggleSettings')}
          >
            <Icon path={mdiCogOutline} />
          </LiteIconButton>
          <IslandOnceUsed used={settingsUsed}>
            <SettingsDrawer open={settingsOpen} onClose={closeSettings} />
          </IslandOnceUsed>
        </header>
      </HydrateLater>
      <div id={UNDER_APP_BAR_ID} style={{ display: 'flex', alignItems: 'flex-start' }}>
        {/* Its own boundary, hydrated after the frame's other parts: it is already painted, and
            its links work as plain links until then. */}
        <HydrateLater priority={HYDRATION.drawer}>
          <aside
            className="permanent-nav"
            data-nav-scroller=""
            aria-label={t('appFrame.mainNavigation')}
          >
            {drawer}
          </aside>
        </HydrateLater>
        <IslandOnceUsed used={mobileUsed}>
          <MobileNavDrawer open={mobileOpen} onClose={closeMobile} width={DRAWER_WIDTH}>
            <div
              style={{
                height: APP_BAR_HEIGHT,
                display: 'flex',
                alignItems: 'center',
                padding: '0 20px',
              }}
            >
              <Link
                className="app-logo"
                href={pathWithLanguage(isX ? '/x/' : '/', language)}
                onClick={closeMobile}
              >
                <LogoMark />
                <span>{isX ? 'MUI X' : 'MUI'}</span>
              </Link>
            </div>
            {drawer}
          </MobileNavDrawer>
        </IslandOnceUsed>
        <div id="main-content" tabIndex={-1} style={{ flex: 1, minWidth: 0, outline: 'none' }}>
          {children}
        </div>
      </div>
    </div>
  );
}
