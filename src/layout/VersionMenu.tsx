import * as React from 'react';
import dynamic from 'next/dynamic';
import { mdiChevronDown } from '@mdi/js';
import { Icon } from './Icon';
import { IslandOnceUsed } from '@/src/theme/MuiIsland';
import { config } from '@/src/config';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

const VersionMenuList = dynamic(() => import('./VersionMenuList'), { ssr: false });

/** Current version with a menu of older majors hosted elsewhere. */
export function VersionMenu() {
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [used, setUsed] = React.useState(false);
  return (
    <>
      <button
        className="version-button"
        type="button"
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-label={`${t('appFrame.versionMenu')}: v${config.docsVersion}`}
      >
        v{config.docsVersion}
        <Icon path={mdiChevronDown} />
      </button>
      <IslandOnceUsed used={used}>
        <VersionMenuList anchor={anchor} onClose={() => setAnchor(null)} />
      </IslandOnceUsed>
    </>
  );
}
