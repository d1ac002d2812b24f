import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import { styled } from '@mui/material/styles';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { useThemeDispatch, useThemeState } from '@/src/theme/ThemeDispatchContext';
import { DEFAULT_SPACING } from '@/src/theme/constants';

/** Swatches offered for the primary and secondary colours (Material palette 600-700 shades). */
export const COLOR_SWATCHES = [
  { name: 'Blue', main: '#0A66C2' },
  { name: 'Indigo', main: '#3949AB' },
  { name: 'Purple', main: '#8E24AA' },
  { name: 'Pink', main: '#C2185B' },
  { name: 'Red', main: '#C62828' },
  { name: 'Orange', main: '#E65100' },
  { name: 'Green', main: '#2E7D32' },
  { name: 'Teal', main: '#00796B' },
] as const;

const Swatches = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 8 });

const Swatch = styled('button')(({ theme }) => ({
  width: 30,
  height: 30,
  borderRadius: '50%',
  border: `2px solid ${theme.vars.palette.background.paper}`,
  outline: `1px solid ${theme.vars.palette.divider}`,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { outline: `3px solid ${theme.vars.palette.text.primary}` },
  '&:focus-visible': { outline: `3px solid ${theme.vars.palette.primary.main}` },
}));

const Row = styled('div')({ display: 'flex', alignItems: 'center', gap: 8 });

function ColorRow({ which }: { which: 'primary' | 'secondary' }) {
  const t = useTranslate();
  const { paletteColors } = useThemeState();
  const dispatch = useThemeDispatch();
  const current = paletteColors[which]?.main;
  return (
    <div role="group" aria-label={t(`settings.${which}`)} style={{ marginBottom: 12 }}>
      <p style={{ margin: '0 0 6px', fontSize: 13.5 }}>{t(`settings.${which}`)}</p>
      <Swatches>
        {COLOR_SWATCHES.map((swatch) => (
          <Swatch
            key={swatch.name}
            type="button"
            title={swatch.name}
            aria-label={swatch.name}
            aria-pressed={current === swatch.main}
            style={{ backgroundColor: swatch.main }}
            onClick={() =>
              dispatch({
                type: 'CHANGE',
                payload: { paletteColors: { ...paletteColors, [which]: { main: swatch.main } } },
              })
            }
          />
        ))}
      </Swatches>
    </div>
  );
}

/** Colour, density and spacing controls of the settings drawer, dispatched as theme actions. */
export function ColorControls() {
  const t = useTranslate();
  const dispatch = useThemeDispatch();
  return (
    <>
      <ColorRow which="primary" />
      <ColorRow which="secondary" />
      <Button size="small" onClick={() => dispatch({ type: 'RESET_COLORS' })}>
        {t('settings.resetColors')}
      </Button>
    </>
  );
}

/** The icon and the translation key of the label of each step of the spacing unit. */
const SPACING_STEPS = {
  DECREASE_SPACING: { Icon: RemoveRoundedIcon, labelKey: 'settings.decreaseSpacing' },
  INCREASE_SPACING: { Icon: AddRoundedIcon, labelKey: 'settings.increaseSpacing' },
};

/** A button that takes the spacing unit one step down or up. */
function SpacingButton({ step }: { step: keyof typeof SPACING_STEPS }) {
  const t = useTranslate();
  const dispatch = useThemeDispatch();
  const { Icon, labelKey } = SPACING_STEPS[step];
  return (
    <IconButton size="small" aria-label={t(labelKey)} onClick={() => dispatch({ type: step })}>
      <Icon fontSize="small" />
    </IconButton>
  );
}

/** Dense mode and the spacing unit, with a reset back to the defaults. */
export function DensityControls() {
  const t = useTranslate();
  const { dense, spacing } = useThemeState();
  const dispatch = useThemeDispatch();
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={dense}
            onChange={(event) => dispatch({ type: 'SET_DENSE', payload: event.target.checked })}
          />
        }
        label={t('settings.dense')}
      />
      <Row>
        <span id="settings-spacing-label" style={{ fontSize: 13.5, flex: 1 }}>
          {t('settings.spacing')}
        </span>
        <SpacingButton step="DECREASE_SPACING" />
        <output
          aria-labelledby="settings-spacing-label"
          style={{ minWidth: 40, textAlign: 'center' }}
        >
          {spacing}px
        </output>
        <SpacingButton step="INCREASE_SPACING" />
      </Row>
      <Button
        size="small"
        disabled={!dense && spacing === DEFAULT_SPACING}
        onClick={() => dispatch({ type: 'RESET_DENSITY' })}
      >
        {t('settings.resetDensity')}
      </Button>
    </>
  );
}
