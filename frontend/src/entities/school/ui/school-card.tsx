import NearMeIcon from '@mui/icons-material/NearMe';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config';
import { formatDistance, formatTuition } from '@/shared/lib/format';
import { CoverImage } from '@/shared/ui';
import { cardFeatures, type SchoolSummary } from '../model/school-list';
import { ExampleListingChip } from './example-listing';
import { SchoolRating } from './school-rating';

export interface SchoolCardProps {
  school: SchoolSummary | null | undefined;
  headingLevel?: 'h2' | 'h3';
  /** Miles from the search centre, when the search has one. */
  distanceMiles?: number | null;
  /** Controls composed by the page (shortlist heart, compare tick), shown above View Details. */
  actions?: ReactNode;
}

/** A school in a grid: premium schools get a gold border, a badge and more feature chips. */
export function SchoolCard({ school, headingLevel = 'h3', distanceMiles, actions }: SchoolCardProps) {
  if (!school || school.id === null || school.id === undefined) return null;
  const premium = !!school.isPremium;
  const { shown, more } = cardFeatures(school.features, premium);
  const href = paths.school.href(school.slug);
  const place = [school.address, school.city].filter(Boolean).join(', ');

  return (
    <Card
      component="article"
      aria-label={school.name}
      data-testid="school-card"
      data-premium={premium || undefined}
      elevation={premium ? 3 : 0}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        border: premium ? 2 : 1,
        borderColor: premium ? '#c98a14' : '#dbe3ec',
        transition: 'transform .2s, box-shadow .2s',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: 6 },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <CoverImage src={school.imageUrl} alt={`${school.name} campus`} />
        {(premium || school.isExample) && (
          <Stack spacing={0.75} alignItems="flex-start" sx={{ position: 'absolute', top: 12, left: 12 }}>
            {premium && (
              // Premium schools lead the Best match order because they pay: the badge says so (issue 35).
              <Chip
                icon={<WorkspacePremiumIcon />}
                label="Premium · paid listing"
                size="small"
                sx={{
                  bgcolor: '#7a4d00',
                  color: '#fff',
                  fontWeight: 700,
                  '& .MuiChip-icon': { color: '#ffd77a' },
                }}
              />
            )}
            {school.isExample && <ExampleListingChip />}
          </Stack>
        )}
        {school.schoolType && (
          <Chip
            label={school.schoolType}
            size="small"
            sx={{
              position: 'absolute',
              // Bottom corner: the top one holds the premium and example labels, which would cover it.
              bottom: 12,
              right: 12,
              bgcolor: 'rgba(255,255,255,0.95)',
              color: 'primary.dark',
              fontWeight: 600,
            }}
          />
        )}
      </Box>
      <CardContent sx={{ p: 2.5, flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          <Link component={RouterLink} to={href} color="text.primary" underline="hover">
            {school.name}
          </Link>
        </Typography>
        {place && (
          <Stack direction="row" spacing={0.75} alignItems="flex-start" sx={{ color: 'text.secondary' }}>
            <LocationOnIcon fontSize="small" sx={{ mt: 0.2 }} aria-hidden />
            <Typography variant="body2">
              {place}
              {school.zipCode ? ` ${school.zipCode}` : ''}
            </Typography>
          </Stack>
        )}
        <SchoolRating rating={school.rating} />
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {formatDistance(distanceMiles) && (
            <Chip
              icon={<NearMeIcon aria-hidden />}
              label={formatDistance(distanceMiles)}
              size="small"
              data-testid="school-distance"
              sx={{ bgcolor: '#e6f4ea', color: '#1b5e20', fontWeight: 700, '& .MuiChip-icon': { color: '#1b5e20' } }}
            />
          )}
          {school.grades && <Chip label={`Grades ${school.grades}`} size="small" color="primary" variant="outlined" />}
          <Chip
            label={formatTuition(school.tuitionMin, school.tuitionMax)}
            size="small"
            sx={{ bgcolor: '#eef3f8', color: '#1c2430' }}
          />
        </Stack>
        {school.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {school.description}
          </Typography>
        )}
        {school.phone && (
          <Stack direction="row" spacing={0.75} alignItems="center" sx={{ color: 'text.secondary' }}>
            <PhoneIcon fontSize="small" aria-hidden />
            <Link href={`tel:${school.phone.replace(/[^\d+]/g, '')}`} variant="body2" color="inherit">
              {school.phone}
            </Link>
          </Stack>
        )}
        {shown.length > 0 && (
          <Stack
            direction="row"
            spacing={0.75}
            useFlexGap
            flexWrap="wrap"
            aria-label="Features"
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {shown.map((feature) => (
              <li key={feature}>
                <Chip
                  label={feature}
                  size="small"
                  sx={{ bgcolor: premium ? '#fff4dc' : '#f1f5f9', color: '#1c2430' }}
                />
              </li>
            ))}
            {more > 0 && (
              <li>
                <Chip label={`+${more} more`} size="small" variant="outlined" />
              </li>
            )}
          </Stack>
        )}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          {actions && (
            <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
              {actions}
            </Stack>
          )}
          <Button
            component={RouterLink}
            to={href}
            variant={premium ? 'contained' : 'outlined'}
            fullWidth
            aria-label={`View details for ${school.name}`}
          >
            View Details
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
