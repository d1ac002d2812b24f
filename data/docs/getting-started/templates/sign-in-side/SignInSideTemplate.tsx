import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoGraphRoundedIcon from '@mui/icons-material/AutoGraphRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import ShieldRoundedIcon from '@mui/icons-material/ShieldRounded';
import WbSunnyRoundedIcon from '@mui/icons-material/WbSunnyRounded';

const highlights = [
  { icon: <AutoGraphRoundedIcon />, text: 'Weekly reports, built for you' },
  { icon: <GroupsRoundedIcon />, text: 'Shared workspaces for every team' },
  { icon: <ShieldRoundedIcon />, text: 'Role-based access control' },
];

type Errors = { email?: string; password?: string };

export default function SignInSideTemplate() {
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [remember, setRemember] = React.useState(true);
  const [errors, setErrors] = React.useState<Errors>({});
  const [signedIn, setSignedIn] = React.useState(false);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) next.email = 'Enter a valid email address.';
    if (!password) next.password = 'Enter your password.';
    setErrors(next);
    setSignedIn(Object.keys(next).length === 0); // No request is sent in this demo.
  };

  return (
    <Box
      sx={{
        height: 560,
        overflow: 'auto',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 3,
          p: 5,
          color: '#fff',
          background:
            'radial-gradient(circle at 20% 20%, #42a5f5 0%, transparent 50%), linear-gradient(135deg, #1565c0 0%, #4a148c 100%)',
        }}
      >
        <Stack direction="row" spacing={1} alignItems="center">
          <WbSunnyRoundedIcon />
          <Typography variant="h6">Brightside</Typography>
        </Stack>
        <Typography variant="h4" component="p">
          Your numbers, explained.
        </Typography>
        <Stack spacing={2}>
          {highlights.map((item) => (
            <Stack key={item.text} direction="row" spacing={1.5} alignItems="center">
              {item.icon}
              <Typography>{item.text}</Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 3, sm: 6 },
        }}
      >
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit}
          sx={{ width: '100%', maxWidth: 380 }}
        >
          <Typography variant="h5" component="h2">
            Welcome back
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Sign in to continue to your workspace.
          </Typography>
          {signedIn && (
            <Alert severity="success" sx={{ mb: 2 }}>
              Signed in as {email} (demo only).
            </Alert>
          )}
          <TextField
            margin="dense"
            fullWidth
            required
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email ?? ' '}
          />
          <TextField
            margin="dense"
            fullWidth
            required
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ?? ' '}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
            }
            label="Keep me signed in"
          />
          <Button type="submit" fullWidth variant="contained" sx={{ my: 2 }}>
            Sign in
          </Button>
          <Typography variant="body2" align="center">
            New here?{' '}
            <Link href="#" onClick={(event) => event.preventDefault()}>
              Create an account
            </Link>
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
