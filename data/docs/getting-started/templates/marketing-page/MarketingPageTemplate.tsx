import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AutoGraphRoundedIcon from '@mui/icons-material/AutoGraphRounded';
import BoltRoundedIcon from '@mui/icons-material/BoltRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import WbSunnyRoundedIcon from '@mui/icons-material/WbSunnyRounded';

const features = [
  {
    icon: <BoltRoundedIcon />,
    title: 'Fast setup',
    text: 'Import a spreadsheet and see your first report in minutes.',
  },
  {
    icon: <AutoGraphRoundedIcon />,
    title: 'Live reports',
    text: 'Charts refresh as new data arrives, with no manual export.',
  },
  {
    icon: <LockRoundedIcon />,
    title: 'Access control',
    text: 'Decide who can view, edit or share each workspace.',
  },
];

export default function MarketingPageTemplate() {
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState('');
  const [done, setDone] = React.useState(false);
  const frameRef = React.useRef<HTMLDivElement>(null);
  const featuresRef = React.useRef<HTMLDivElement>(null);
  const pricingRef = React.useRef<HTMLDivElement>(null);

  // Scroll inside the template frame only, so the surrounding page stays where it is.
  const scrollTo = (section: React.RefObject<HTMLDivElement>) => {
    const top = (section.current?.offsetTop ?? 0) - 48;
    frameRef.current?.scrollTo({ top, behavior: 'smooth' });
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      setError('Enter a valid email address, such as ada@example.com.');
      return;
    }
    setError('');
    setDone(true); // A real page would call its sign-up API here.
  };

  return (
    <Box
      ref={frameRef}
      sx={{
        position: 'relative',
        height: 640,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <WbSunnyRoundedIcon color="primary" />
          <Typography variant="h6" sx={{ flexGrow: 1 }}>
            Brightside
          </Typography>
          <Button color="inherit" onClick={() => scrollTo(featuresRef)}>
            Features
          </Button>
          <Button color="inherit" onClick={() => scrollTo(pricingRef)}>
            Pricing
          </Button>
          <Button variant="contained" size="small">
            Get started
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        sx={{
          py: 8,
          textAlign: 'center',
          background: 'linear-gradient(180deg, rgba(25,118,210,0.18), transparent)',
        }}
      >
        <Container maxWidth="sm">
          <Typography variant="h3" component="h2" gutterBottom>
            Reports your whole team can read
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Brightside turns raw numbers into clear weekly reports. Try it free for 14 days.
          </Typography>
          {done ? (
            <Typography color="success.main">
              Thanks! We would send the invite to {email}.
            </Typography>
          ) : (
            <Stack
              component="form"
              noValidate
              onSubmit={handleSubmit}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
            >
              <TextField
                fullWidth
                size="small"
                label="Work email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={Boolean(error)}
                helperText={error || ' '}
              />
              <Button type="submit" variant="contained" sx={{ flexShrink: 0, height: 40 }}>
                Start free trial
              </Button>
            </Stack>
          )}
        </Container>
      </Box>
      <Container ref={featuresRef} sx={{ py: 6 }}>
        <Typography variant="h4" component="h2" align="center" gutterBottom>
          Features
        </Typography>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {features.map((feature) => (
            <Card key={feature.title} variant="outlined">
              <CardContent>
                <Box sx={{ color: 'primary.main', mb: 1 }}>{feature.icon}</Box>
                <Typography variant="h6" component="h3">
                  {feature.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {feature.text}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
      <Box ref={pricingRef} sx={{ py: 6, bgcolor: 'action.hover', textAlign: 'center' }}>
        <Typography variant="h4" component="h2" gutterBottom>
          Plans from $0 per month
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Free for up to three people. Upgrade when your team grows.
        </Typography>
        <Button variant="outlined" onClick={() => scrollTo(featuresRef)}>
          Compare plans
        </Button>
      </Box>
      <Divider />
      <Container
        component="footer"
        sx={{ py: 3, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          © Brightside (sample brand)
        </Typography>
        <Stack direction="row" spacing={2}>
          {['Privacy', 'Terms', 'Contact'].map((label) => (
            <Link
              key={label}
              href="#"
              variant="body2"
              color="text.secondary"
              onClick={(event) => event.preventDefault()}
            >
              {label}
            </Link>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
