import * as React from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Status = 'ok' | 'warning' | 'down';

interface StatusDotProps {
  status: Status;
}

// `shouldForwardProp` keeps the custom `status` prop off the DOM element.
const StatusDot = styled('span', {
  shouldForwardProp: (prop) => prop !== 'status',
})<StatusDotProps>(({ theme, status }) => ({
  display: 'inline-block',
  width: 12,
  height: 12,
  borderRadius: '50%',
  marginRight: theme.spacing(1),
  backgroundColor:
    status === 'ok'
      ? theme.palette.success.main
      : status === 'warning'
        ? theme.palette.warning.main
        : theme.palette.error.main,
}));

// A reusable style object, typed against the Material UI theme.
const labelSx: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'center',
  fontWeight: 500,
};

// A wrapper that accepts every Button prop plus one of its own.
interface ConfirmButtonProps extends ButtonProps {
  confirmLabel: string;
}

function ConfirmButton({ confirmLabel, children, ...other }: ConfirmButtonProps) {
  const [armed, setArmed] = React.useState(false);
  return (
    <Button
      {...other}
      color={armed ? 'error' : other.color}
      onClick={(event) => {
        if (armed) {
          other.onClick?.(event);
        }
        setArmed((value) => !value);
      }}
    >
      {armed ? confirmLabel : children}
    </Button>
  );
}

const services: { name: string; status: Status }[] = [
  { name: 'API', status: 'ok' },
  { name: 'Search', status: 'warning' },
  { name: 'Billing', status: 'down' },
];

export default function TypedStyledProps() {
  const [log, setLog] = React.useState('Nothing restarted yet');
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={3}>
        {services.map((service) => (
          <Typography key={service.name} sx={labelSx}>
            <StatusDot status={service.status} />
            {service.name}
          </Typography>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        <ConfirmButton
          variant="outlined"
          confirmLabel="Click again to confirm"
          onClick={() => setLog('Billing restarted')}
        >
          Restart billing
        </ConfirmButton>
        <Typography variant="body2" color="text.secondary">
          {log}
        </Typography>
      </Stack>
    </Stack>
  );
}
