import * as React from 'react';
import dynamic from 'next/dynamic';
import Button from '@mui/material/Button';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { config } from '@/src/config';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

// The menu (Popover, transitions) loads on first open; the button is all a page needs up front.
const VersionMenuList = dynamic(() => import('./VersionMenuList'), { ssr: false });

/** Current version with a menu of older majors hosted elsewhere (SPEC §1). */
export function VersionMenu() {
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [used, setUsed] = React.useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        endIcon={<ExpandMoreRoundedIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-label={`${t('appFrame.versionMenu')}: v${config.docsVersion}`}
        sx={{ py: 0.25, px: 1, minWidth: 0, fontSize: 12.5, borderColor: 'divider' }}
      >
        v{config.docsVersion}
      </Button>
      {used ? <VersionMenuList anchor={anchor} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
