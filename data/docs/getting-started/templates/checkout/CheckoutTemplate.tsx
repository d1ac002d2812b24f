import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type FieldName = 'name' | 'address' | 'city' | 'zip' | 'cardName' | 'cardNumber' | 'expiry' | 'cvv';
type Field = { name: FieldName; label: string; test: RegExp; message: string; wide?: boolean };

const steps: { label: string; fields: Field[] }[] = [
  {
    label: 'Shipping address',
    fields: [
      {
        name: 'name',
        label: 'Full name',
        test: /\S/,
        message: 'Enter the recipient name.',
        wide: true,
      },
      {
        name: 'address',
        label: 'Street address',
        test: /\S/,
        message: 'Enter a street address.',
        wide: true,
      },
      { name: 'city', label: 'City', test: /\S/, message: 'Enter a city.' },
      {
        name: 'zip',
        label: 'Postal code',
        test: /^[A-Za-z0-9 -]{3,10}$/,
        message: 'Use 3 to 10 letters or digits.',
      },
    ],
  },
  {
    label: 'Payment details',
    fields: [
      {
        name: 'cardName',
        label: 'Name on card',
        test: /\S/,
        message: 'Enter the name on the card.',
        wide: true,
      },
      {
        name: 'cardNumber',
        label: 'Card number',
        test: /^(\d[ -]?){12,18}\d$/,
        message: 'Enter 13 to 19 digits.',
        wide: true,
      },
      {
        name: 'expiry',
        label: 'Expiry (MM/YY)',
        test: /^(0[1-9]|1[0-2])\/\d{2}$/,
        message: 'Use the MM/YY format.',
      },
      {
        name: 'cvv',
        label: 'CVV',
        test: /^\d{3,4}$/,
        message: 'Enter the 3 or 4 digits on the back.',
      },
    ],
  },
  { label: 'Review your order', fields: [] },
];

const items = [
  { name: 'Starter plan, 12 months', price: 0 },
  { name: 'Extra workspace', price: 48 },
  { name: 'Priority support', price: 120 },
];
const total = items.reduce((sum, item) => sum + item.price, 0);
const empty: Record<FieldName, string> = {
  name: '',
  address: '',
  city: '',
  zip: '',
  cardName: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
};

export default function CheckoutTemplate() {
  const [active, setActive] = React.useState(0);
  const [values, setValues] = React.useState(empty);
  const [errors, setErrors] = React.useState<Partial<Record<FieldName, string>>>({});

  const handleNext = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, string>> = {};
    steps[active].fields.forEach((field) => {
      if (!field.test.test(values[field.name].trim())) found[field.name] = field.message;
    });
    setErrors(found);
    if (Object.keys(found).length === 0) setActive(active + 1); // The last step only "places" the order locally.
  };

  const reset = () => {
    setValues(empty);
    setErrors({});
    setActive(0);
  };

  return (
    <Box
      sx={{
        height: 600,
        overflow: 'auto',
        bgcolor: 'action.hover',
        borderRadius: 1,
        p: { xs: 1, sm: 3 },
      }}
    >
      <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" align="center" gutterBottom>
          Checkout
        </Typography>
        <Stepper activeStep={active} alternativeLabel sx={{ mb: 3 }}>
          {steps.map((step) => (
            <Step key={step.label}>
              <StepLabel>{step.label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {active === steps.length ? (
          <Box sx={{ textAlign: 'center' }}>
            <Alert severity="success" sx={{ mb: 2, textAlign: 'left' }}>
              Order placed for {values.name}. This demo stores nothing and sends nothing.
            </Alert>
            <Button onClick={reset}>Start again</Button>
          </Box>
        ) : (
          <Box component="form" noValidate onSubmit={handleNext}>
            {active < 2 ? (
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
              >
                {steps[active].fields.map((field) => (
                  <TextField
                    key={field.name}
                    label={field.label}
                    required
                    value={values[field.name]}
                    onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                    error={Boolean(errors[field.name])}
                    helperText={errors[field.name] ?? ' '}
                    sx={{ gridColumn: field.wide ? '1 / -1' : undefined }}
                  />
                ))}
              </Box>
            ) : (
              <>
                <List disablePadding>
                  {items.map((item) => (
                    <ListItem key={item.name} sx={{ px: 0 }}>
                      <ListItemText primary={item.name} />
                      <Typography>${item.price}</Typography>
                    </ListItem>
                  ))}
                  <Divider />
                  <ListItem sx={{ px: 0 }}>
                    <ListItemText primary="Total" primaryTypographyProps={{ fontWeight: 'bold' }} />
                    <Typography fontWeight="bold">${total}</Typography>
                  </ListItem>
                </List>
                <Typography variant="body2" color="text.secondary">
                  Ship to {values.name}, {values.address}, {values.city} {values.zip}. Card ending
                  in {values.cardNumber.replace(/\D/g, '').slice(-4)}.
                </Typography>
              </>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
              <Button disabled={active === 0} onClick={() => setActive(active - 1)}>
                Back
              </Button>
              <Button type="submit" variant="contained">
                {active === 2 ? 'Place order' : 'Next'}
              </Button>
            </Box>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
