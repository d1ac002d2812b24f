import * as React from 'react';
import { mdiWeatherNight, mdiWhiteBalanceSunny } from '@mdi/js';
import { useColorMode } from '@/src/theme/colorMode';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { LiteIconButton } from './LiteButton';
import { Icon } from './Icon';

/** Switches between light and dark; the choice is stored under `mui-mode`. */
export function ColorModeButton() {
  const t = useTranslate();
  // Undefined while hydrating: the label and icon are the exported ones (the server knows no
  // stored mode), so hydration matches; the reader's mode applies right after.
  const { resolvedMode, setMode } = useColorMode();
  const next = resolvedMode === 'dark' ? 'light' : 'dark';
  const label = `${t('settings.mode')}: ${t(`settings.${next}`)}`;
  return (
    <LiteIconButton
      type="button"
      onClick={() => setMode(next)}
      aria-label={label}
      title={label}
      disabled={!resolvedMode}
    >
      <Icon path={resolvedMode === 'dark' ? mdiWhiteBalanceSunny : mdiWeatherNight} />
    </LiteIconButton>
  );
}
