import * as React from 'react';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import type { PaletteMode } from '@mui/material';
import BeachAccessRoundedIcon from '@mui/icons-material/BeachAccessRounded';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import ExploreRoundedIcon from '@mui/icons-material/ExploreRounded';
import KeyboardArrowUpRoundedIcon from '@mui/icons-material/KeyboardArrowUpRounded';
import LocalOfferRoundedIcon from '@mui/icons-material/LocalOfferRounded';
import LuggageRoundedIcon from '@mui/icons-material/LuggageRounded';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import TravelExploreRoundedIcon from '@mui/icons-material/TravelExploreRounded';

// Both fonts have generic fallbacks, so the page still reads well if the web fonts do not load.
const headingFont = '"Roboto Condensed", "Arial Narrow", sans-serif';
const bodyFont = '"Work Sans", "Helvetica Neue", Arial, sans-serif';
// The brand accent. Text and buttons use a deeper shade in light mode so they keep 4.5:1 contrast.
const accent = '#ff3366';
const ink = '#28282a';

function createOnepirateTheme(mode: PaletteMode) {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: dark
        ? { main: accent, contrastText: '#121212' }
        : { main: '#d81e50', contrastText: '#ffffff' },
      secondary: { main: ink, contrastText: '#ffffff' },
      background: dark
        ? { default: '#17171a', paper: '#202024' }
        : { default: '#ffffff', paper: '#fff5f8' },
    },
    shape: { borderRadius: 0 },
    typography: {
      fontFamily: bodyFont,
      fontWeightLight: 300,
      fontWeightRegular: 400,
      h2: { fontFamily: headingFont, fontWeight: 700, textTransform: 'uppercase' },
      h3: { fontFamily: headingFont, fontWeight: 700, textTransform: 'uppercase' },
      h4: { fontFamily: headingFont, fontWeight: 700, textTransform: 'uppercase' },
      h5: { fontFamily: headingFont, fontWeight: 700, textTransform: 'uppercase' },
      h6: { fontFamily: headingFont, fontWeight: 700, textTransform: 'uppercase' },
      subtitle1: { fontWeight: 300, fontSize: '1.125rem' },
      body1: { fontWeight: 300 },
      body2: { fontWeight: 400 },
      button: { fontFamily: headingFont, fontWeight: 700, letterSpacing: '0.06em' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}

const values = [
  {
    icon: <BeachAccessRoundedIcon fontSize="large" />,
    title: 'Stays worth the trip',
    text: 'Every house and cabin is visited by our team before it is listed, so the photos match the place.',
  },
  {
    icon: <ExploreRoundedIcon fontSize="large" />,
    title: 'Something new nearby',
    text: 'Hosts suggest walks, markets and tables close to the door, so a short break still feels far away.',
  },
  {
    icon: <LocalOfferRoundedIcon fontSize="large" />,
    title: 'Members-only rates',
    text: 'Each week, a handful of rentals drop their prices for members. The offers last until Sunday night.',
  },
];

const categories = [
  { label: 'Seaside houses', gradient: 'linear-gradient(135deg, #0f4c75, #1b6f8f)' },
  { label: 'Mountain cabins', gradient: 'linear-gradient(135deg, #2d4a3e, #4f6d4a)' },
  { label: 'City lofts', gradient: 'linear-gradient(135deg, #3c3c58, #6b4f7a)' },
  { label: 'Lakeside lodges', gradient: 'linear-gradient(135deg, #1d4e5f, #3f7f7a)' },
  { label: 'Desert retreats', gradient: 'linear-gradient(135deg, #8a4b1f, #b5652a)' },
  { label: 'Vineyard farms', gradient: 'linear-gradient(135deg, #5a1f3a, #8e3b4f)' },
  { label: 'Island villas', gradient: 'linear-gradient(135deg, #0e5e6f, #2a8c8c)' },
  { label: 'Ski chalets', gradient: 'linear-gradient(135deg, #2b3a55, #5a6f8f)' },
  { label: 'Forest treehouses', gradient: 'linear-gradient(135deg, #24412b, #3f6b3a)' },
];

const steps = [
  {
    icon: <TravelExploreRoundedIcon fontSize="large" />,
    title: 'Pick a place',
    text: 'Browse this week’s collection and save the rentals that fit your dates.',
  },
  {
    icon: <EventAvailableRoundedIcon fontSize="large" />,
    title: 'Book by Sunday',
    text: 'Member prices are shown at checkout. Confirm before the offer closes.',
  },
  {
    icon: <LuggageRoundedIcon fontSize="large" />,
    title: 'Pack lightly',
    text: 'Your host sends the keys, directions and their favourite spots a few days ahead.',
  },
];

/** A short accent bar under section titles; purely decorative. */
function AccentBar({ center = false }: { center?: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{ width: 64, height: 4, bgcolor: accent, mx: center ? 'auto' : 0, mt: 1, mb: 4 }}
    />
  );
}

export default function OnepirateTemplate() {
  // Follow the light or dark mode of the surrounding site.
  const outerMode = useTheme().palette.mode;
  const theme = React.useMemo(() => createOnepirateTheme(outerMode), [outerMode]);

  const [category, setCategory] = React.useState<string | null>(null);
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState('');
  const [subscribed, setSubscribed] = React.useState('');
  const frameRef = React.useRef<HTMLDivElement>(null);
  const offersRef = React.useRef<HTMLDivElement>(null);

  // Scroll inside the template frame only, so the docs page around it stays where it is.
  const scrollFrame = (top: number) => frameRef.current?.scrollTo({ top, behavior: 'smooth' });
  const scrollToOffers = () => scrollFrame((offersRef.current?.offsetTop ?? 0) - 64);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      setError('Enter a valid email address, such as ada@example.com.');
      return;
    }
    setError('');
    setSubscribed(email); // A real page would call its newsletter API here.
    setEmail('');
  };

  return (
    <ThemeProvider theme={theme}>
      <Box
        ref={frameRef}
        sx={{
          position: 'relative',
          height: 640,
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          // The template theme has square corners; the demo frame keeps the docs' 4px radius.
          borderRadius: '4px',
          bgcolor: 'background.default',
          color: 'text.primary',
          fontFamily: bodyFont,
        }}
      >
        <AppBar position="sticky" color="secondary" elevation={0}>
          <Toolbar
            sx={{
              display: 'grid',
              gridTemplateColumns: '1fr auto 1fr',
              alignItems: 'center',
              px: { xs: 1, sm: 3 },
            }}
          >
            <Box />
            <Link
              href="#"
              underline="none"
              color="inherit"
              onClick={(event) => {
                event.preventDefault();
                scrollFrame(0);
              }}
              sx={{
                fontFamily: headingFont,
                fontWeight: 700,
                fontSize: { xs: '1.25rem', sm: '1.5rem' },
                letterSpacing: '0.08em',
                textTransform: 'uppercase',
              }}
            >
              Onepirate
            </Link>
            <Stack direction="row" spacing={{ xs: 0, sm: 1 }} sx={{ justifySelf: 'end' }}>
              <Button color="inherit" size="small" sx={{ minWidth: 0, px: { xs: 0.75, sm: 1.5 } }}>
                Sign in
              </Button>
              <Button
                size="small"
                sx={{ minWidth: 0, px: { xs: 0.75, sm: 1.5 }, color: '#ff6b8f' }}
              >
                Sign up
              </Button>
            </Stack>
          </Toolbar>
        </AppBar>

        <Box
          component="section"
          aria-labelledby="onepirate-hero-title"
          sx={{
            color: '#ffffff',
            textAlign: 'center',
            py: { xs: 8, md: 12 },
            px: 2,
            background: [
              'radial-gradient(circle at 80% 20%, rgba(255, 51, 102, 0.25), transparent 45%)',
              'radial-gradient(circle at 10% 90%, rgba(255, 192, 113, 0.12), transparent 40%)',
              'linear-gradient(160deg, #1f1d2b 0%, #3b1f3a 55%, #6d1f3f 100%)',
            ].join(', '),
          }}
        >
          <Container maxWidth="md">
            <Typography
              id="onepirate-hero-title"
              variant="h2"
              component="h2"
              sx={{
                fontSize: { xs: '2.25rem', sm: '3.5rem', md: '4.25rem' },
                lineHeight: 1.1,
                letterSpacing: '0.02em',
              }}
            >
              Make your weekends longer
            </Typography>
            <AccentBar center />
            <Typography
              variant="subtitle1"
              component="p"
              sx={{ color: 'rgba(255, 255, 255, 0.85)', maxWidth: 560, mx: 'auto', mb: 4 }}
            >
              Hand-picked holiday rentals within a few hours of home, with member prices that change
              every Sunday.
            </Typography>
            <Button
              variant="contained"
              size="large"
              onClick={scrollToOffers}
              sx={{ px: 5, py: 1.5, fontSize: '1rem' }}
            >
              Join for free
            </Button>
            <Typography variant="body2" sx={{ mt: 2, color: 'rgba(255, 255, 255, 0.85)' }}>
              No card needed. Leave whenever you like.
            </Typography>
          </Container>
        </Box>

        <Box component="section" sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 9 } }}>
          <Container>
            <Typography variant="h4" component="h2" align="center">
              Why travel with us
            </Typography>
            <AccentBar center />
            <Box
              sx={{
                display: 'grid',
                gap: { xs: 5, md: 4 },
                gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              }}
            >
              {values.map((value) => (
                <Box key={value.title} sx={{ textAlign: 'center', px: { md: 2 } }}>
                  <Box
                    aria-hidden
                    sx={{
                      display: 'inline-grid',
                      placeItems: 'center',
                      width: 72,
                      height: 72,
                      mb: 2,
                      borderRadius: '50%',
                      color: 'primary.main',
                      border: 2,
                      borderColor: 'primary.main',
                    }}
                  >
                    {value.icon}
                  </Box>
                  <Typography variant="h6" component="h3" gutterBottom>
                    {value.title}
                  </Typography>
                  <Typography color="text.secondary">{value.text}</Typography>
                </Box>
              ))}
            </Box>
          </Container>
        </Box>

        <Box component="section" sx={{ py: { xs: 6, md: 9 } }}>
          <Container>
            <Typography variant="h4" component="h2" align="center">
              A stay for every mood
            </Typography>
            <AccentBar center />
            <Box
              sx={{
                display: 'grid',
                gap: { xs: 1, sm: 2 },
                gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
              }}
            >
              {categories.map((item) => (
                <ButtonBase
                  key={item.label}
                  focusRipple
                  aria-pressed={category === item.label}
                  onClick={() => setCategory(item.label)}
                  sx={{
                    position: 'relative',
                    overflow: 'hidden',
                    height: { xs: 112, md: 168 },
                    color: '#ffffff',
                    '& .tile-background': {
                      position: 'absolute',
                      inset: 0,
                      background: item.gradient,
                      transition: 'transform 300ms ease',
                    },
                    '& .tile-shade': {
                      position: 'absolute',
                      inset: 0,
                      bgcolor: 'rgba(0, 0, 0, 0.25)',
                      transition: 'background-color 300ms ease',
                    },
                    '& .tile-label': {
                      position: 'relative',
                      px: { xs: 1, sm: 2 },
                      py: 1,
                      border: 2,
                      borderColor: category === item.label ? accent : 'transparent',
                      transition: 'border-color 300ms ease',
                    },
                    '&:hover .tile-background, &.Mui-focusVisible .tile-background': {
                      transform: 'scale(1.08)',
                    },
                    '&:hover .tile-shade, &.Mui-focusVisible .tile-shade': {
                      bgcolor: 'rgba(0, 0, 0, 0.1)',
                    },
                    '&:hover .tile-label, &.Mui-focusVisible .tile-label': {
                      borderColor: '#ffffff',
                    },
                    '@media (prefers-reduced-motion: reduce)': {
                      '& .tile-background': { transition: 'none' },
                      '&:hover .tile-background, &.Mui-focusVisible .tile-background': {
                        transform: 'none',
                      },
                    },
                  }}
                >
                  <span className="tile-background" />
                  <span className="tile-shade" />
                  <Typography
                    component="span"
                    className="tile-label"
                    sx={{
                      fontFamily: headingFont,
                      fontWeight: 700,
                      textTransform: 'uppercase',
                      letterSpacing: '0.05em',
                      fontSize: { xs: '0.9rem', sm: '1.1rem' },
                    }}
                  >
                    {item.label}
                  </Typography>
                </ButtonBase>
              ))}
            </Box>
            <Typography
              role="status"
              align="center"
              color="text.secondary"
              sx={{ mt: 3, minHeight: 24 }}
            >
              {category ? `${category}: a real site would open this collection next.` : ''}
            </Typography>
          </Container>
        </Box>

        <Box component="section" sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 9 } }}>
          <Container>
            <Typography variant="h4" component="h2" align="center">
              How it works
            </Typography>
            <AccentBar center />
            <Box
              component="ol"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: { xs: 5, md: 4 },
                gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              }}
            >
              {steps.map((step, index) => (
                <Box component="li" key={step.title} sx={{ textAlign: 'center', px: { md: 2 } }}>
                  <Typography
                    aria-hidden
                    sx={{
                      fontFamily: headingFont,
                      fontWeight: 700,
                      fontSize: '1.5rem',
                      color: 'primary.main',
                    }}
                  >
                    {index + 1}.
                  </Typography>
                  <Box aria-hidden sx={{ color: 'text.secondary', my: 1 }}>
                    {step.icon}
                  </Box>
                  <Typography variant="h6" component="h3" gutterBottom>
                    {step.title}
                  </Typography>
                  <Typography color="text.secondary">{step.text}</Typography>
                </Box>
              ))}
            </Box>
            <Box sx={{ textAlign: 'center', mt: 6 }}>
              <Button
                variant="outlined"
                color="inherit"
                size="large"
                onClick={scrollToOffers}
                sx={{ borderWidth: 2, '&:hover': { borderWidth: 2 } }}
              >
                Get started
              </Button>
            </Box>
          </Container>
        </Box>

        <Container ref={offersRef} component="section" sx={{ py: { xs: 6, md: 9 } }}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              border: 2,
              borderColor: 'primary.main',
            }}
          >
            <Box sx={{ p: { xs: 3, sm: 5 } }}>
              <Typography variant="h4" component="h2">
                Receive offers
              </Typography>
              <AccentBar />
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                One email on Sunday morning with the week&apos;s member prices. Nothing else.
              </Typography>
              {subscribed ? (
                <Alert severity="success" role="status" onClose={() => setSubscribed('')}>
                  Thanks! This week&apos;s offers would go to {subscribed}.
                </Alert>
              ) : (
                <Stack component="form" noValidate onSubmit={handleSubmit} spacing={1}>
                  <TextField
                    fullWidth
                    label="Your email"
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    error={Boolean(error)}
                    helperText={error || ' '}
                  />
                  <Button type="submit" variant="contained" size="large" fullWidth>
                    Keep me updated
                  </Button>
                </Stack>
              )}
            </Box>
            <Box
              aria-hidden
              sx={{
                display: { xs: 'none', md: 'grid' },
                placeItems: 'center',
                color: 'rgba(255, 255, 255, 0.9)',
                background: [
                  'radial-gradient(circle at 30% 30%, rgba(255, 192, 113, 0.35), transparent 50%)',
                  `linear-gradient(200deg, ${accent} 0%, #6d1f3f 70%, ${ink} 100%)`,
                ].join(', '),
              }}
            >
              <MailOutlineRoundedIcon sx={{ fontSize: 96 }} />
            </Box>
          </Box>
        </Container>

        <Box
          component="footer"
          sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', py: 4 }}
        >
          <Container
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            <Typography variant="body2" sx={{ color: 'rgba(255, 255, 255, 0.85)' }}>
              © Onepirate (sample brand)
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              {['Terms', 'Privacy', 'Contact'].map((label) => (
                <Link
                  key={label}
                  href="#"
                  variant="body2"
                  color="inherit"
                  onClick={(event) => event.preventDefault()}
                >
                  {label}
                </Link>
              ))}
              <IconButton
                color="inherit"
                aria-label="Back to top"
                onClick={() => scrollFrame(0)}
                sx={{ border: 1, borderColor: 'rgba(255, 255, 255, 0.4)' }}
              >
                <KeyboardArrowUpRoundedIcon />
              </IconButton>
            </Stack>
          </Container>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
