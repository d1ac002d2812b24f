import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import { config, olderVersions } from '@/src/config';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

/** The version list: the current version, then older majors on other hosts. */
export default function VersionMenuList({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const t = useTranslate();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem selected onClick={onClose}>
        <ListItemText primary={`v${config.docsVersion}`} secondary={t('appFrame.currentVersion')} />
      </MenuItem>
      {olderVersions.map((version) => (
        <MenuItem key={version.label} component="a" href={version.href} rel="noopener">
          <ListItemText primary={version.label} secondary={new URL(version.href).host} />
        </MenuItem>
      ))}
    </Menu>
  );
}
