import { getContrastRatio } from '@mui/material/styles';
import { theme } from './theme';

describe('theme', () => {
  it.each(['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const)(
    'gives %s colours text that reaches WCAG AA (4.5:1) on filled chips and buttons',
    (name) => {
      const { main, contrastText } = theme.palette[name];
      expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps secondary text readable on the page background', () => {
    expect(getContrastRatio(theme.palette.text.secondary, theme.palette.background.default)).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
