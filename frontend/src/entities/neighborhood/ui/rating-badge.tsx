import { Chip } from '@mui/material';
import { GRADE_TONE_COLORS, cardGradeTone, neighborhoodGradeTone } from '@/shared/lib/format';

export interface RatingBadgeProps {
  /** Letter grade such as 'A-' or 'B+'; empty shows 'N/A'. */
  grade?: string | null;
  /** 'card': A+/A green, B+/B blue… (lists); 'page': by first letter (the neighborhood page). */
  rule?: 'card' | 'page';
  /** Accessible prefix, e.g. 'Safety'. */
  label?: string;
  /** Text shown when there is no grade; the colour stays grey. */
  emptyText?: string;
}

/** A letter grade in its colour (docs/product.md "Display rules"). */
export function RatingBadge({ grade, rule = 'card', label, emptyText = 'N/A' }: RatingBadgeProps) {
  const value = grade?.trim() || '';
  const tone = rule === 'card' ? cardGradeTone(value) : neighborhoodGradeTone(value);
  const colors = GRADE_TONE_COLORS[value ? tone : 'grey'];
  const text = value || emptyText;
  return (
    <Chip
      label={text}
      size="small"
      data-tone={value ? tone : 'grey'}
      aria-label={label ? `${label}: ${text}` : undefined}
      sx={{ bgcolor: colors.bg, color: colors.fg, fontWeight: 800, minWidth: 44 }}
    />
  );
}
