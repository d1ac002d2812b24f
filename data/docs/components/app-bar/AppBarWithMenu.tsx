import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

const sections = ['Dashboard', 'Projects', 'Reports'];

export default function AppBarWithMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [active, setActive] = React.useState('Dashboard');
  const open = anchorEl !== null;

  return (
    <AppBar position="static" color="default" elevation={1}>
      <Toolbar variant="dense">
        <Typography variant="h6" component="div" sx={{ mr: 3 }}>
          Acme
        </Typography>
        <Box component="nav" aria-label="Main" sx={{ flexGrow: 1, display: 'flex', gap: 1 }}>
          {sections.map((section) => (
            <Button
              key={section}
              color={active === section ? 'primary' : 'inherit'}
              aria-current={active === section ? 'page' : undefined}
              onClick={() => setActive(section)}
            >
              {section}
            </Button>
          ))}
        </Box>
        <Tooltip title="Account settings">
          <IconButton
            onClick={(event) => setAnchorEl(event.currentTarget)}
            size="small"
            aria-controls={open ? 'account-menu' : undefined}
            aria-haspopup="true"
            aria-expanded={open ? 'true' : undefined}
            aria-label="Account of Ada Lovelace"
          >
            <Avatar sx={{ width: 32, height: 32 }}>AL</Avatar>
          </IconButton>
        </Tooltip>
        <Menu
          id="account-menu"
          anchorEl={anchorEl}
          open={open}
          onClose={() => setAnchorEl(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <MenuItem onClick={() => setAnchorEl(null)}>Profile</MenuItem>
          <MenuItem onClick={() => setAnchorEl(null)}>Billing</MenuItem>
          <MenuItem onClick={() => setAnchorEl(null)}>Sign out</MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
