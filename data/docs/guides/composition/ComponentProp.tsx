import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

// Stand-in for a router link (react-router, Next.js...): it takes `to`
// instead of `href`, and forwards its ref to the DOM anchor.
interface FakeRouterLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

const FakeRouterLink = React.forwardRef<HTMLAnchorElement, FakeRouterLinkProps>(
  function FakeRouterLink({ to, onClick, ...other }, ref) {
    return (
      <a
        ref={ref}
        href={to}
        onClick={(event) => {
          event.preventDefault(); // a real router would navigate here
          onClick?.(event);
        }}
        {...other}
      />
    );
  },
);

// A custom child for Tooltip: it must spread props and forward the ref.
const Badge = React.forwardRef<HTMLSpanElement, React.HTMLAttributes<HTMLSpanElement>>(
  function Badge(props, ref) {
    return (
      <span
        ref={ref}
        {...props}
        style={{ padding: '2px 8px', borderRadius: 12, border: '1px solid currentColor' }}
      />
    );
  },
);

export default function ComponentProp() {
  const [last, setLast] = React.useState('none');
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button
          variant="contained"
          component={FakeRouterLink}
          to="/settings"
          onClick={() => setLast('/settings (Button)')}
        >
          Settings
        </Button>
        <Tooltip title="Spreads props and forwards its ref">
          <Badge>beta</Badge>
        </Tooltip>
      </Stack>
      <List dense sx={{ maxWidth: 320, border: 1, borderColor: 'divider' }}>
        {['/inbox', '/drafts'].map((path) => (
          <ListItemButton
            key={path}
            component={FakeRouterLink}
            to={path}
            onClick={() => setLast(`${path} (ListItemButton)`)}
          >
            <ListItemText primary={path.slice(1)} secondary={`Renders <a href="${path}">`} />
          </ListItemButton>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary">
        Last navigation: {last}
      </Typography>
    </Stack>
  );
}
