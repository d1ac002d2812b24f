import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

interface TabPanelProps {
  children: React.ReactNode;
  index: number;
  value: number;
}

function TabPanel({ children, index, value }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      hidden={value !== index}
      id={`basic-tabpanel-${index}`}
      aria-labelledby={`basic-tab-${index}`}
    >
      {value === index && <Box sx={{ p: 2 }}>{children}</Box>}
    </div>
  );
}

function tabProps(index: number) {
  return {
    id: `basic-tab-${index}`,
    'aria-controls': `basic-tabpanel-${index}`,
  };
}

export default function BasicTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={value}
          onChange={(event, newValue: number) => setValue(newValue)}
          aria-label="Account settings"
        >
          <Tab label="Profile" {...tabProps(0)} />
          <Tab label="Notifications" {...tabProps(1)} />
          <Tab label="Billing" {...tabProps(2)} />
        </Tabs>
      </Box>
      <TabPanel value={value} index={0}>
        <Typography>Your name, photo and the email address other members see.</Typography>
      </TabPanel>
      <TabPanel value={value} index={1}>
        <Typography>Choose which events send an email and which stay in the app.</Typography>
      </TabPanel>
      <TabPanel value={value} index={2}>
        <Typography>Your plan, payment method and past invoices.</Typography>
      </TabPanel>
    </Box>
  );
}
