import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';

type Billing = 'monthly' | 'yearly';

const plans = [
  {
    name: 'Free',
    monthly: 0,
    features: ['3 members', '1 workspace', 'Community help'],
    cta: 'Start for free',
  },
  {
    name: 'Team',
    monthly: 12,
    features: ['20 members', 'Unlimited workspaces', 'Scheduled reports', 'Email support'],
    cta: 'Choose Team',
    highlighted: true,
  },
  {
    name: 'Business',
    monthly: 30,
    features: ['Unlimited members', 'Single sign-on', 'Audit log', 'Priority support'],
    cta: 'Contact sales',
  },
];

export default function PricingTemplate() {
  const [billing, setBilling] = React.useState<Billing>('monthly');
  const [chosen, setChosen] = React.useState<string | null>(null);

  return (
    <Box
      sx={{
        height: 640,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: { xs: 2, sm: 4 },
      }}
    >
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Typography variant="h4" component="h2" gutterBottom>
          Pricing
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Every plan includes unlimited reports. Yearly billing gives you two months free.
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={billing}
          onChange={(_event, value: Billing | null) => value && setBilling(value)}
          aria-label="Billing period"
        >
          <ToggleButton value="monthly">Monthly</ToggleButton>
          <ToggleButton value="yearly">Yearly</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          maxWidth: 960,
          mx: 'auto',
        }}
      >
        {plans.map((plan) => {
          const price = billing === 'monthly' ? plan.monthly : plan.monthly * 10;
          return (
            <Card
              key={plan.name}
              variant="outlined"
              sx={{
                display: 'flex',
                flexDirection: 'column',
                borderColor: plan.highlighted ? 'primary.main' : 'divider',
                borderWidth: plan.highlighted ? 2 : 1,
              }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Box
                  sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
                >
                  <Typography variant="h6" component="h2">
                    {plan.name}
                  </Typography>
                  {plan.highlighted && <Chip label="Most popular" color="primary" size="small" />}
                </Box>
                <Typography variant="h3" component="p" sx={{ my: 1 }}>
                  ${price}
                  <Typography component="span" color="text.secondary">
                    {billing === 'monthly' ? ' / month' : ' / year'}
                  </Typography>
                </Typography>
                <List dense>
                  {plan.features.map((feature) => (
                    <ListItem key={feature} disableGutters>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <CheckRoundedIcon color="primary" fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={feature} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
              <CardActions sx={{ p: 2 }}>
                <Button
                  fullWidth
                  variant={plan.highlighted ? 'contained' : 'outlined'}
                  onClick={() => setChosen(plan.name)}
                >
                  {plan.cta}
                </Button>
              </CardActions>
            </Card>
          );
        })}
      </Box>
      <Typography role="status" align="center" color="text.secondary" sx={{ mt: 3, minHeight: 24 }}>
        {chosen ? `You picked ${chosen} (${billing}). A real page would open checkout next.` : ''}
      </Typography>
    </Box>
  );
}
