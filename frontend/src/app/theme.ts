import { createTheme } from '@mui/material/styles';

/** Desert-night navy with a warm gold accent; contrast checked for WCAG AA on text. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0d3b66', contrastText: '#ffffff' },
    secondary: { main: '#b5520b', contrastText: '#ffffff' },
    // MUI's defaults for these (#0288d1, #ed6c02) carry white text at 3.9:1 and 3.1:1 (filled chips such
    // as 'Waitlist' and 'Few seats'); these darker shades reach AA's 4.5:1 for small text.
    info: { main: '#0369a1', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
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
