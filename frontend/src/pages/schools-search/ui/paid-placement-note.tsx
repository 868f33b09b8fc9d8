import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Stack, Typography } from '@mui/material';
import type { SchoolFilters } from '@/shared/lib/url-filters';

/**
 * Why premium schools lead the list (issue 35, "Paid placement is labelled"): in the Best match order they
 * come first because they pay for a premium profile, which the list says above the cards. Other orders
 * (distance, tuition, name) do not favour them, so the note is shown only in Best match and only on a page
 * that holds a premium school.
 */
export function PaidPlacementNote({ filters, schools }: { filters: SchoolFilters; schools: { isPremium: boolean }[] }) {
  if ((filters.sort ?? 'best') !== 'best' || !schools.some((school) => school.isPremium)) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      data-testid="paid-placement-note"
      sx={{ mb: 2, color: 'text.secondary' }}
    >
      <WorkspacePremiumIcon fontSize="small" sx={{ color: '#7a4d00' }} aria-hidden />
      <Typography variant="body2">
        Schools marked <strong>Premium · paid listing</strong> pay for a premium profile: in Best match order they come
        first, the other schools follow.
      </Typography>
    </Stack>
  );
}
