import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PhoneIcon from '@mui/icons-material/Phone';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PersonPinIcon from '@mui/icons-material/PersonPin';

export default function IconTabs() {
  const [value, setValue] = React.useState(0);
  const [vertical, setVertical] = React.useState(0);

  return (
    <Stack direction="row" spacing={4} alignItems="flex-start">
      <Tabs
        value={value}
        onChange={(event, newValue: number) => setValue(newValue)}
        textColor="secondary"
        indicatorColor="secondary"
        aria-label="Contacts view"
      >
        <Tab icon={<PhoneIcon />} iconPosition="start" label="Recent" />
        <Tab icon={<FavoriteIcon />} iconPosition="start" label="Favorites" />
        <Tab icon={<PersonPinIcon />} iconPosition="start" label="Nearby" disabled />
      </Tabs>
      <Tabs
        orientation="vertical"
        value={vertical}
        onChange={(event, newValue: number) => setVertical(newValue)}
        aria-label="Settings sections"
        sx={{ borderRight: 1, borderColor: 'divider' }}
      >
        <Tab label="General" />
        <Tab label="Security" />
        <Tab label="Integrations" />
      </Tabs>
    </Stack>
  );
}
