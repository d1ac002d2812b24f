import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface FakeRouterLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  onNavigate: (href: string) => void;
}

// Stands in for the Link component of a routing library (Next.js, React Router, ...).
const FakeRouterLink = React.forwardRef<HTMLAnchorElement, FakeRouterLinkProps>(
  function FakeRouterLink({ href, onNavigate, ...other }, ref) {
    return (
      <a
        ref={ref}
        href={href}
        {...other}
        onClick={(event) => {
          event.preventDefault();
          onNavigate(href);
        }}
      />
    );
  },
);

export default function RouterLinkButton() {
  const [location, setLocation] = React.useState('/inbox');

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={1}>
        {['/inbox', '/drafts', '/sent'].map((href) => (
          <Button
            key={href}
            component={FakeRouterLink}
            href={href}
            onNavigate={setLocation}
            variant={location === href ? 'contained' : 'outlined'}
            aria-current={location === href ? 'page' : undefined}
          >
            {href.slice(1)}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Current route: {location}
      </Typography>
    </Stack>
  );
}
