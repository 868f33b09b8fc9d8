/**
 * `sx` for text read by screen readers and not shown (MUI's own `visuallyHidden` lives in @mui/utils, not a
 * dependency here). Sizes are px strings: in `sx` a bare 1 means 100%, and a full-width hidden hint widened a page.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
