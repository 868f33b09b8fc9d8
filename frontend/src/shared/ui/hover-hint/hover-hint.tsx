import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export interface HoverHintProps {
  /** The words shown; the control itself must carry its accessible name (its `aria-label`). */
  title: string;
  /** Where the hint lines up with the control: centred on it, or from its left edge (a control at a card's left). */
  align?: 'center' | 'start';
  children: ReactNode;
}

/**
 * A short label shown above an icon button on hover and on keyboard focus, in CSS alone. MUI's Tooltip
 * would bring Popper (12 KB gzip) into every page with a card, before its first interaction (issue 21).
 * The hint is hidden from assistive technology: the button's own name already says the same.
 */
export function HoverHint({ title, align = 'center', children }: HoverHintProps) {
  return (
    <Box
      component="span"
      sx={{
        position: 'relative',
        display: 'inline-flex',
        '&:hover > [data-hint], & > :focus-visible + [data-hint]': { opacity: 1, visibility: 'visible' },
        '@media (hover: none)': { '&:hover > [data-hint]': { opacity: 0, visibility: 'hidden' } },
      }}
    >
      {children}
      <Box
        component="span"
        data-hint=""
        aria-hidden
        sx={{
          position: 'absolute',
          bottom: 'calc(100% + 6px)',
          ...(align === 'start' ? { left: 0 } : { left: '50%', transform: 'translateX(-50%)' }),
          zIndex: 'tooltip',
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'rgba(97, 97, 97, 0.92)',
          color: '#fff',
          fontSize: '0.6875rem',
          fontWeight: 500,
          lineHeight: 1.4,
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          opacity: 0,
          visibility: 'hidden',
          transition: 'opacity 150ms',
        }}
      >
        {title}
      </Box>
    </Box>
  );
}
