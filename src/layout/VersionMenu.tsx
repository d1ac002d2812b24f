import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { config, olderVersions } from '@/src/config';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

/** Current version with a menu of older majors hosted elsewhere (SPEC §1). */
export function VersionMenu() {
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ExpandMoreRoundedIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-label={`${t('appFrame.versionMenu')}: v${config.docsVersion}`}
        sx={{ py: 0.25, px: 1, minWidth: 0, fontSize: 12.5, borderColor: 'divider' }}
      >
        v{config.docsVersion}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem selected onClick={() => setAnchor(null)}>
          <ListItemText
            primary={`v${config.docsVersion}`}
            secondary={t('appFrame.currentVersion')}
          />
        </MenuItem>
        {olderVersions.map((version) => (
          <MenuItem key={version.label} component="a" href={version.href} rel="noopener">
            <ListItemText primary={version.label} secondary={new URL(version.href).host} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
