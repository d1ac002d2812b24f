import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const comfortable = createTheme();
const compact = createTheme({
  spacing: 4,
  components: {
    MuiButton: { defaultProps: { size: 'small' } },
    MuiCheckbox: { defaultProps: { size: 'small' } },
    MuiIconButton: { defaultProps: { size: 'small' } },
    MuiList: { defaultProps: { dense: true } },
    MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
    MuiToolbar: { defaultProps: { variant: 'dense' } },
  },
});

export default function DensityToggle() {
  const [dense, setDense] = React.useState(true);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
        label={dense ? 'Compact theme' : 'Default theme'}
      />
      <ThemeProvider theme={dense ? compact : comfortable}>
        <Paper variant="outlined" sx={{ maxWidth: 440 }}>
          <Toolbar sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="subtitle1" sx={{ flexGrow: 1 }}>
              Inbox
            </Typography>
            <IconButton aria-label="Delete">
              <DeleteIcon />
            </IconButton>
          </Toolbar>
          <List>
            {['Invoice 1042', 'Team offsite', 'Release notes'].map((item) => (
              <ListItemButton key={item}>
                <ListItemText primary={item} />
              </ListItemButton>
            ))}
          </List>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ p: 2 }}>
            <TextField label="Search" fullWidth />
            <FormControlLabel control={<Checkbox defaultChecked />} label="Unread" />
            <Button variant="contained">Go</Button>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
