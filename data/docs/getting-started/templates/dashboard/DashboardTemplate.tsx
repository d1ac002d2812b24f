import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import PeopleRoundedIcon from '@mui/icons-material/PeopleRounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import { LineChart } from '@mui/x-charts/LineChart';
import { DataGrid, GridColDef, GridRowsProp } from '@mui/x-data-grid';

const navItems = [
  { label: 'Overview', icon: <DashboardRoundedIcon /> },
  { label: 'Orders', icon: <ReceiptLongRoundedIcon /> },
  { label: 'Customers', icon: <PeopleRoundedIcon /> },
  { label: 'Settings', icon: <SettingsRoundedIcon /> },
];

const stats = [
  { label: 'Revenue (June)', value: '$48,200', change: '+12% vs May' },
  { label: 'Orders (June)', value: '1,284', change: '+8% vs May' },
  { label: 'Refund rate', value: '1.9%', change: '-0.4 pts vs May' },
];

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const revenue = [31.2, 33.8, 36.1, 39.5, 43.0, 48.2];
const costs = [22.4, 23.1, 24.0, 25.2, 26.8, 28.1];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 110 },
];

const statuses = ['Paid', 'Pending', 'Paid', 'Refunded', 'Paid'];
const customers = ['Northfield Ltd', 'Blue Harbor', 'Kestrel Labs', 'Oakline', 'Pinegate Studio'];
const rows: GridRowsProp = Array.from({ length: 12 }, (_, index) => ({
  id: 1040 + index,
  customer: customers[index % customers.length],
  date: `2024-06-${String(28 - index * 2).padStart(2, '0')}`,
  status: statuses[index % statuses.length],
  amount: 120 + ((index * 137) % 900),
}));

export default function DashboardTemplate() {
  const [selected, setSelected] = React.useState('Overview');

  return (
    <Box
      sx={{
        height: 760,
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <AppBar position="static" elevation={0}>
        <Toolbar variant="dense">
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Brightside Admin
          </Typography>
          <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.dark', fontSize: 14 }}>AB</Avatar>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box
          component="nav"
          aria-label="Dashboard sections"
          sx={{
            width: 200,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            display: { xs: 'none', sm: 'block' },
          }}
        >
          <List dense>
            {navItems.map((item) => (
              <ListItemButton
                key={item.label}
                selected={selected === item.label}
                onClick={() => setSelected(item.label)}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
        <Box component="main" sx={{ flex: 1, minWidth: 0, overflow: 'auto', p: 2 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {selected}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              mb: 2,
            }}
          >
            {stats.map((stat) => (
              <Card key={stat.label} variant="outlined">
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {stat.label}
                  </Typography>
                  <Typography variant="h5" component="p">
                    {stat.value}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {stat.change}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent>
              <Typography variant="subtitle1" component="h3">
                Revenue and costs, 2024 (thousand $)
              </Typography>
              <LineChart
                height={260}
                xAxis={[{ scaleType: 'point', data: months }]}
                series={[
                  { data: revenue, label: 'Revenue' },
                  { data: costs, label: 'Costs' },
                ]}
              />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h3" gutterBottom>
                Recent orders
              </Typography>
              <Box sx={{ height: 320 }}>
                <DataGrid
                  rows={rows}
                  columns={columns}
                  density="compact"
                  initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
                  pageSizeOptions={[5, 10]}
                  disableRowSelectionOnClick
                />
              </Box>
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}
