import * as React from 'react';
import dynamic from 'next/dynamic';
import { styled } from '@mui/material/styles';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { config } from '@/src/config';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

const VersionButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  padding: theme.spacing(0.25, 0.5, 0.25, 1),
  margin: 0,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontFamily: theme.typography.fontFamily,
  fontSize: 12.5,
  fontWeight: 600,
  lineHeight: 1.75,
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 1 },
  '& svg': { width: 18, height: 18, fill: 'currentColor' },
}));

// The menu (Popover, transitions) loads on first open; the button is all a page needs up front.
const VersionMenuList = dynamic(() => import('./VersionMenuList'), { ssr: false });

/** Current version with a menu of older majors hosted elsewhere (SPEC §1). */
export function VersionMenu() {
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [used, setUsed] = React.useState(false);
  return (
    <>
      <VersionButton
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
        <ExpandMoreRoundedIcon aria-hidden="true" />
      </VersionButton>
      {used ? <VersionMenuList anchor={anchor} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
