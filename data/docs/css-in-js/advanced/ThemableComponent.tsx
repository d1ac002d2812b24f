import * as React from 'react';
import {
  createTheme,
  keyframes,
  styled,
  ThemeProvider,
  useTheme,
  useThemeProps,
} from '@mui/material/styles';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const pop = keyframes`
  from { transform: scale(0.9); opacity: 0.4; }
  to { transform: scale(1); opacity: 1; }
`;

// `name` + `slot` connect each styled element to theme.components.MuiStat.
const StatRoot = styled('div', { name: 'MuiStat', slot: 'Root' })(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2, 3),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
}));

const StatValue = styled('div', { name: 'MuiStat', slot: 'Value' })(({ theme }) => ({
  ...theme.typography.h4,
  animation: `${pop} 300ms ease-out`,
}));

interface StatProps {
  value: number | string;
  unit?: string;
  label: string;
}

function Stat(inProps: StatProps) {
  // Reads theme.components.MuiStat.defaultProps, if any.
  const { value, unit = '', label } = useThemeProps({ props: inProps, name: 'MuiStat' });
  return (
    <StatRoot>
      <StatValue key={String(value)}>
        {value}
        {unit}
      </StatValue>
      <div>{label}</div>
    </StatRoot>
  );
}

// Theme-level customization of the custom component (defaults + slot styles).
const statOverrides = {
  MuiStat: {
    defaultProps: { unit: ' ms' },
    styleOverrides: {
      root: { borderStyle: 'dashed', borderWidth: 2 },
      value: { color: '#9c27b0', fontWeight: 700 },
    },
  },
};

export default function ThemableComponent() {
  const [themed, setThemed] = React.useState(false);
  const outerTheme = useTheme();
  // createTheme() deep-merges the extra `components` entry into the outer theme.
  const statTheme = React.useMemo(
    () => createTheme(outerTheme, { components: statOverrides }),
    [outerTheme],
  );
  const content = (
    <Stack direction="row" spacing={2}>
      <Stat value={themed ? 118 : 120} label="Median latency" />
      <Stat value={themed ? 342 : 350} label="p99 latency" />
    </Stack>
  );
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <FormControlLabel
        control={<Switch checked={themed} onChange={(event) => setThemed(event.target.checked)} />}
        label="Apply theme overrides for MuiStat"
      />
      {themed ? <ThemeProvider theme={statTheme}>{content}</ThemeProvider> : content}
    </Stack>
  );
}
