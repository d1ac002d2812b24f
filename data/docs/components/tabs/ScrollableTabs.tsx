import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export default function ScrollableTabs() {
  const [value, setValue] = React.useState('March');

  return (
    <Box sx={{ maxWidth: 480, bgcolor: 'background.paper' }}>
      <Tabs
        value={value}
        onChange={(event, newValue: string) => setValue(newValue)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Report month"
      >
        {months.map((month) => (
          <Tab key={month} label={month} value={month} />
        ))}
      </Tabs>
    </Box>
  );
}
