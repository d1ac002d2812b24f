import * as React from 'react';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import { useColorMode } from '@/src/theme/colorMode';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import SettingsBrightnessOutlinedIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import { useTranslate, useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { useChangeTheme, useThemeState } from '@/src/theme/ThemeDispatchContext';
import { LANGUAGES_IN_PROGRESS } from '@/src/routing';
import { ColorControls, DensityControls } from './SettingsThemeControls';

const Heading = styled('h3')(({ theme }) => ({
  margin: theme.spacing(3, 0, 1),
  fontSize: 12,
  fontWeight: 700,
  letterSpacing: 0.6,
  textTransform: 'uppercase',
  color: theme.vars.palette.text.secondary,
}));

const Group = styled(ToggleButtonGroup)({
  width: '100%',
  '& .MuiToggleButton-root': { flex: 1, gap: 8, textTransform: 'none', fontWeight: 600 },
});

const languageNames: Record<string, string> = { en: 'English', zh: '中文' };

type Mode = 'light' | 'system' | 'dark';

/** One button of a choice group: its value, icon and the translation key of its text. */
interface Choice<V extends string> {
  value: V;
  Icon: typeof SvgIcon;
  labelKey: string;
}

const MODE_CHOICES: Choice<Mode>[] = [
  { value: 'light', Icon: LightModeOutlinedIcon, labelKey: 'settings.light' },
  { value: 'system', Icon: SettingsBrightnessOutlinedIcon, labelKey: 'settings.system' },
  { value: 'dark', Icon: DarkModeOutlinedIcon, labelKey: 'settings.dark' },
];

const DIRECTION_CHOICES: Choice<'ltr' | 'rtl'>[] = [
  { value: 'ltr', Icon: FormatTextdirectionLToRIcon, labelKey: 'settings.ltr' },
  { value: 'rtl', Icon: FormatTextdirectionRToLIcon, labelKey: 'settings.rtl' },
];

/** Exclusive buttons with an icon each, named by the heading `labelledBy`. */
function ChoiceGroup<V extends string>({
  labelledBy,
  choices,
  value,
  onChange,
}: {
  labelledBy: string;
  choices: Choice<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  const t = useTranslate();
  return (
    <Group
      exclusive
      value={value}
      onChange={(_, next: V | null) => next && onChange(next)}
      aria-labelledby={labelledBy}
      color="primary"
    >
      {choices.map(({ value: choice, Icon, labelKey }) => (
        <ToggleButton key={choice} value={choice}>
          <Icon fontSize="small" />
          {t(labelKey)}
        </ToggleButton>
      ))}
    </Group>
  );
}

/** The settings drawer: colour mode, direction and language. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const userLanguage = useUserLanguage();
  const { mode, setMode } = useColorMode();
  const { direction } = useThemeState();
  const changeTheme = useChangeTheme();
  return (
    <Drawer
      anchor={direction === 'rtl' ? 'left' : 'right'}
      open={open}
      onClose={onClose}
      PaperProps={
        {
          sx: { width: { xs: '100%', sm: 360 }, p: 2.5 },
          role: 'dialog',
          'aria-labelledby': 'settings-title',
        } as object
      }
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 id="settings-title" style={{ margin: 0, fontSize: 18 }}>
          {t('settings.settings')}
        </h2>
        <IconButton onClick={onClose} aria-label={t('settings.close')}>
          <CloseRoundedIcon />
        </IconButton>
      </div>
      <Heading id="settings-mode">{t('settings.mode')}</Heading>
      <ChoiceGroup
        labelledBy="settings-mode"
        choices={MODE_CHOICES}
        value={mode ?? 'system'}
        onChange={setMode}
      />
      <Heading id="settings-direction">{t('settings.direction')}</Heading>
      <ChoiceGroup
        labelledBy="settings-direction"
        choices={DIRECTION_CHOICES}
        value={direction}
        onChange={(value) => changeTheme({ direction: value })}
      />
      <Heading id="settings-color">{t('settings.color')}</Heading>
      <ColorControls />
      <Heading id="settings-density">{t('settings.density')}</Heading>
      <DensityControls />
      <Heading id="settings-language">{t('settings.language')}</Heading>
      <Group exclusive value={userLanguage} aria-labelledby="settings-language" color="primary">
        {LANGUAGES_IN_PROGRESS.map((code) => (
          <ToggleButton key={code} value={code} lang={code}>
            {languageNames[code] ?? code}
          </ToggleButton>
        ))}
      </Group>
    </Drawer>
  );
}
