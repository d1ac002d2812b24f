import * as React from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirm: string;
};
type Errors = Partial<Record<keyof Values | 'terms', string>>;

const empty: Values = { firstName: '', lastName: '', email: '', password: '', confirm: '' };

function validate(values: Values, terms: boolean): Errors {
  const errors: Errors = {};
  if (!values.firstName.trim()) errors.firstName = 'Enter your first name.';
  if (!values.lastName.trim()) errors.lastName = 'Enter your last name.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email))
    errors.email = 'Enter a valid email address.';
  if (values.password.length < 8 || !/\d/.test(values.password)) {
    errors.password = 'Use at least 8 characters, including a digit.';
  }
  if (values.confirm !== values.password || !values.confirm)
    errors.confirm = 'The passwords do not match.';
  if (!terms) errors.terms = 'Accept the terms to create an account.';
  return errors;
}

export default function SignUpTemplate() {
  const [values, setValues] = React.useState<Values>(empty);
  const [terms, setTerms] = React.useState(false);
  const [errors, setErrors] = React.useState<Errors>({});
  const [created, setCreated] = React.useState(false);

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [name]: event.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    fullWidth: true,
    required: true,
  });

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values, terms);
    setErrors(found);
    setCreated(Object.keys(found).length === 0); // A real app would call its sign-up API here.
  };

  return (
    <Box
      sx={{
        height: 680,
        overflow: 'auto',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
          <Avatar sx={{ bgcolor: 'secondary.main', mb: 1 }}>
            <PersonAddAlt1RoundedIcon />
          </Avatar>
          <Typography component="h2" variant="h5">
            Create your account
          </Typography>
        </Box>
        {created ? (
          <Alert
            severity="success"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setValues(empty);
                  setTerms(false);
                  setCreated(false);
                }}
              >
                Reset
              </Button>
            }
          >
            Welcome, {values.firstName}! This demo keeps your details in memory only.
          </Alert>
        ) : (
          <Box component="form" noValidate onSubmit={handleSubmit}>
            <Box
              sx={{
                display: 'grid',
                columnGap: 2,
                rowGap: 0.5,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              }}
            >
              <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
              <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                sx={{ gridColumn: '1 / -1' }}
                {...field('email')}
              />
              <TextField
                label="Password"
                type="password"
                autoComplete="new-password"
                {...field('password')}
              />
              <TextField
                label="Confirm password"
                type="password"
                autoComplete="new-password"
                {...field('confirm')}
              />
            </Box>
            <FormControl error={Boolean(errors.terms)} sx={{ mt: 1 }}>
              <FormControlLabel
                control={
                  <Checkbox checked={terms} onChange={(event) => setTerms(event.target.checked)} />
                }
                label="I accept the terms of service and the privacy policy."
              />
              <FormHelperText>{errors.terms ?? ' '}</FormHelperText>
            </FormControl>
            <Button type="submit" fullWidth variant="contained" sx={{ my: 2 }}>
              Sign up
            </Button>
            <Typography variant="body2" align="center">
              Already have an account?{' '}
              <Link href="#" onClick={(event) => event.preventDefault()}>
                Sign in
              </Link>
            </Typography>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
