import { styled } from '@mui/material/styles';
import { AD_HEIGHT, AD_HEIGHT_MOBILE, AD_MARGIN } from './constants';

/** The reserved box: its minimum height is in the server CSS, so the ad never moves the page. */
export const AdFrame = styled('section')(({ theme }) => ({
  position: 'relative',
  display: 'block',
  minHeight: AD_HEIGHT_MOBILE,
  margin: theme.spacing(AD_MARGIN, 0),
  [theme.breakpoints.up('sm')]: { minHeight: AD_HEIGHT },
}));
