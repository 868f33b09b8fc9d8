import { createTheme } from '@mui/material/styles';

/** Desert-night navy with a warm gold accent; contrast checked for WCAG AA on text. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0d3b66', contrastText: '#ffffff' },
    secondary: { main: '#b5520b', contrastText: '#ffffff' },
    background: { default: '#f7f8fa', paper: '#ffffff' },
    text: { primary: '#1c2430', secondary: '#4a5565' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.4rem', fontWeight: 800 },
    h2: { fontSize: '1.9rem', fontWeight: 700 },
    h3: { fontSize: '1.4rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
