import Link from 'next/link';
import { styled, type Theme } from '@mui/material/styles';

// Plain <button>s styled like Material UI's IconButton and text Button. The app bar, code blocks
// and demo toolbars use these instead of ButtonBase: no ripple, no transition library, a few
// hundred bytes instead of several kilobytes of first-load JavaScript (issue 12).

function iconButtonStyles({ theme }: { theme: Theme }) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 40,
    height: 40,
    padding: 0,
    margin: 0,
    border: 0,
    borderRadius: '50%',
    backgroundColor: 'transparent',
    color: theme.vars.palette.action.active,
    font: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    '&[data-size="small"]': { width: 34, height: 34 },
    '&:hover': { backgroundColor: theme.vars.palette.action.hover },
    '&:focus-visible': {
      outline: `2px solid ${theme.vars.palette.primary.main}`,
      outlineOffset: 1,
    },
    '&:disabled': { cursor: 'default', color: theme.vars.palette.action.disabled },
    '& svg': { width: 20, height: 20, fill: 'currentColor' },
  } as const;
}

/** A round icon button: 40 px (34 px when `data-size="small"`), hover tint, visible focus ring. */
export const LiteIconButton = styled('button')(iconButtonStyles);

/** A link that looks like `LiteIconButton`. */
export const LiteIconLink = styled('a')(iconButtonStyles);

/** A compact text button with an optional icon, in the primary colour. */
export const LiteTextButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 32,
  padding: theme.spacing(0.5, 1),
  margin: 0,
  border: 0,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: 'transparent',
  color: theme.vars.palette.primary.main,
  fontFamily: theme.typography.fontFamily,
  fontSize: 13.5,
  fontWeight: 600,
  lineHeight: 1.5,
  cursor: 'pointer',
  '&:hover': { backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)` },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 1 },
  '& svg': { width: 18, height: 18, fill: 'currentColor' },
}));

/**
 * A link styled like Material UI's contained (`data-variant="contained"`) or outlined button,
 * for calls to action on the home and 404 pages: no ripple or transition code to hydrate.
 */
export const LiteLinkButton = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 42,
  padding: theme.spacing(1, 2.75),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid rgba(${theme.vars.palette.primary.mainChannel} / 0.5)`,
  color: theme.vars.palette.primary.main,
  backgroundColor: 'transparent',
  fontFamily: theme.typography.fontFamily,
  fontSize: 15,
  fontWeight: 600,
  lineHeight: 1.5,
  textDecoration: 'none',
  '&:hover': {
    borderColor: theme.vars.palette.primary.main,
    backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.06)`,
  },
  '&[data-variant="contained"]': {
    borderColor: 'transparent',
    color: theme.vars.palette.primary.contrastText,
    backgroundColor: theme.vars.palette.primary.main,
    boxShadow: theme.vars.shadows[2],
  },
  '&[data-variant="contained"]:hover': { backgroundColor: theme.vars.palette.primary.dark },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
}));

/**
 * A row of two or more pressed/unpressed buttons sharing one border, like Material UI's
 * ToggleButtonGroup: the TS/JS switch of demos and the layout switch of API pages.
 */
export const LiteToggleGroup = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 8,
  overflow: 'hidden',
  '& button': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    margin: 0,
    padding: theme.spacing(0.25, 1),
    border: 0,
    backgroundColor: 'transparent',
    color: theme.vars.palette.text.secondary,
    fontFamily: theme.typography.fontFamily,
    fontSize: 13,
    fontWeight: 600,
    lineHeight: 1.75,
    cursor: 'pointer',
  },
  '& button + button': { borderInlineStart: `1px solid ${theme.vars.palette.divider}` },
  '& button:hover': { backgroundColor: theme.vars.palette.action.hover },
  '& button[aria-pressed="true"]': {
    color: theme.vars.palette.primary.dark,
    backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.1)`,
  },
  '[data-mui-color-scheme="dark"] & button[aria-pressed="true"]': {
    color: theme.vars.palette.primary.light,
  },
  '& button:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -2,
  },
  '& svg': { width: 16, height: 16, fill: 'currentColor' },
}));
