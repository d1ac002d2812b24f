// Adds `theme.vars` to the Theme type: the docs theme is built with CSS variables.
import type {} from '@mui/material/themeCssVarsAugmentation';
