import { Chip } from '@mui/material';

/** Every category, known or not, shares one badge style (docs/product.md "The lists"). */
export function CategoryBadge({ category, size = 'small' }: { category?: string | null; size?: 'small' | 'medium' }) {
  if (!category) return null;
  return (
    <Chip
      label={category}
      size={size}
      sx={{
        bgcolor: '#fdebd7',
        color: '#7c2d12',
        fontWeight: 700,
        letterSpacing: 0.4,
        fontSize: size === 'small' ? '0.7rem' : '0.8rem',
      }}
    />
  );
}
