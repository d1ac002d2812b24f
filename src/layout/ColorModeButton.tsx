import * as React from 'react';
import { useColorScheme } from '@/src/theme/cssVarsProvider';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { LiteIconButton } from './LiteButton';

/** Switches between light and dark; the choice is stored under `mui-mode` by the provider. */
export function ColorModeButton() {
  const t = useTranslate();
  const { mode, systemMode, setMode } = useColorScheme();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  // Until mounted, the label and icon are the exported ones (the server knows no stored mode), so
  // hydration matches; the reader's mode applies right after.
  const resolved = mounted ? (mode === 'system' ? systemMode : mode) : undefined;
  const next = resolved === 'dark' ? 'light' : 'dark';
  const label = `${t('settings.mode')}: ${t(`settings.${next}`)}`;
  return (
    <LiteIconButton
      type="button"
      onClick={() => setMode(next)}
      aria-label={label}
      title={label}
      disabled={!mounted}
    >
      {resolved === 'dark' ? (
        <LightModeOutlinedIcon fontSize="small" />
      ) : (
        <DarkModeOutlinedIcon fontSize="small" />
      )}
    </LiteIconButton>
  );
}
