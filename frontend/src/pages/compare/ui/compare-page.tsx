import CheckIcon from '@mui/icons-material/Check';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Container,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  NotReported,
  OPENING_STATUS_LABELS,
  SchoolRating,
  askSchoolHref,
  currentDeadlines,
  formatDeadline,
  gradeLabel,
  isDeadlinePassed,
  ratingText,
  schoolYearLabel,
  todayInLasVegas,
} from '@/entities/school';
import { COMPARE_MAX, COMPARE_MIN, alignFeatures, compareQuery, parseCompareSlugs } from '@/features/compare-picker';
import { SchoolsCostEstimator } from '@/features/cost-estimator';
import { ShortlistButton, useShortlist } from '@/features/shortlist';
import {
  errorText,
  useGetSchoolsBySlugsQuery,
  useGetSchoolsCostsQuery,
  type HttpError,
  type SchoolHitResponse,
  type SlugSchoolCostsResponse,
} from '@/shared/api';
import { APP_NAME, paths } from '@/shared/config';
import { formatDistance, formatTuition } from '@/shared/lib/format';
import { usePageMeta } from '@/shared/lib/page-meta';
import { centreArgs, centreFromSearchParams, centreSearchParams, hasCentre } from '@/shared/lib/url-filters';
import { PageHero, StatePanel, visuallyHidden } from '@/shared/ui';
import type { CompareRow } from '../model/compare-row';
import { costRows } from './cost-rows';

/** The first column stays put while a phone scrolls the table sideways. */
const stickyCell = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  bgcolor: '#f4f7fa',
  fontWeight: 700,
  minWidth: { xs: 110, sm: 170 },
  maxWidth: { xs: 130, sm: 220 },
  borderRight: 1,
  borderColor: 'divider',
  '@media print': { position: 'static' },
} as const;

function Row({ label, group, cells, testId }: Omit<CompareRow, 'key'>) {
  return (
    <TableRow data-testid={testId}>
      <TableCell component="th" scope="row" sx={stickyCell}>
        {group && (
          <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {group}
          </Typography>
        )}
        {label}
      </TableCell>
      {cells.map((cell, index) => (
        <TableCell key={index} sx={{ verticalAlign: 'top', minWidth: 170 }}>
          {cell}
        </TableCell>
      ))}
    </TableRow>
  );
}

const none = (
  <Typography component="span" color="text.secondary">
    —
  </Typography>
);

/**
 * An admissions fact the school has not published: said in words with a way to ask (issue 35), never '—',
 * which reads as 'does not'. The school page is where a premium listing's request form is.
 */
function notReported(school: SchoolHitResponse, about: string, text?: string): ReactNode {
  const href = school.takesRequests ? `${paths.school.href(school.slug)}#admissions-title` : askSchoolHref(school);
  return <NotReported ask={href ? { href } : null} about={`${about} at ${school.name}`} text={text} />;
}

function deadlinesCell(school: SchoolHitResponse, today: string): ReactNode {
  // Deadlines of a school year already begun are not upcoming ones (issue 35, "Stale facts").
  const deadlines = currentDeadlines(school.admissions.applicationDeadlines, today);
  if (deadlines.length === 0)
    return notReported(
      school,
      'application deadlines',
      school.admissions.applicationDeadlines.length > 0
        ? 'No deadline reported for a school year still to come'
        : undefined,
    );
  return (
    <Stack spacing={0.25}>
      {deadlines.map((item) => {
        const passed = isDeadlinePassed(item.deadline, today);
        return (
          <Typography
            key={`${item.entryYear}-${item.deadline}-${item.label ?? ''}`}
            variant="body2"
            color={passed ? 'text.secondary' : 'text.primary'}
          >
            {formatDeadline(item.deadline)} ({schoolYearLabel(item.entryYear)}
            {item.label ? `, ${item.label}` : ''}){passed ? ' — passed' : ''}
          </Typography>
        );
      })}
    </Stack>
  );
}

function openingsCell(school: SchoolHitResponse): ReactNode {
  const openings = school.admissions.gradeOpenings;
  if (openings.length === 0) return notReported(school, 'openings');
  return (
    <Stack spacing={0.25}>
      {openings.map((opening) => (
        <Typography key={opening.grade} variant="body2">
          {gradeLabel(opening.grade)}: {OPENING_STATUS_LABELS[opening.status]}
        </Typography>
      ))}
    </Stack>
  );
}

/**
 * The school names head their columns while the table scrolls, down and (on a phone) sideways: the table
 * scrolls inside its own box, no taller than the window, so its head row can stay at the top of it.
 */
const stickyHead = {
  position: 'sticky',
  top: 0,
  // Over the sticky first column's cells when the table is scrolled both ways.
  zIndex: 3,
  bgcolor: '#fff',
  boxShadow: 'inset 0 -1px 0 rgba(0,0,0,0.12)',
  '@media print': { position: 'static' },
} as const;

/**
 * The table's rows, top to bottom: the school's basics, its features, what it costs (issue 40), admissions,
 * the family's notes and how to reach it. Each group is a list of `CompareRow`s; add a row where it belongs.
 */
function compareRows(input: {
  schools: SchoolHitResponse[];
  costsBySlug: ReadonlyMap<string, SlugSchoolCostsResponse>;
  showDistance: boolean;
  notes: string[];
  today: string;
}): CompareRow[] {
  const { schools, costsBySlug, showDistance, notes, today } = input;
  const features = alignFeatures(schools);
  const basics: CompareRow[] = [
    { key: 'tuition', label: 'Tuition', cells: schools.map((s) => formatTuition(s.tuitionMin, s.tuitionMax)) },
    {
      // Issue 39: the same rating and count as the cards, and the school page's reviews one click away.
      key: 'rating',
      label: 'Family rating',
      testId: 'compare-rating',
      cells: schools.map((s) =>
        s.rating.count === 0 ? (
          <Typography variant="body2">{ratingText(s.rating)}</Typography>
        ) : (
          <Stack spacing={0.25} alignItems="flex-start">
            <SchoolRating rating={s.rating} />
            <Link component={RouterLink} to={`${paths.school.href(s.slug)}#reviews`} variant="body2">
              Read the reviews
              <Box component="span" sx={visuallyHidden}>
                {' '}
                of {s.name}
              </Box>
            </Link>
          </Stack>
        ),
      ),
    },
    { key: 'grades', label: 'Grades', cells: schools.map((s) => s.grades || none) },
    { key: 'type', label: 'Type', cells: schools.map((s) => s.schoolType) },
    {
      key: 'religious-affiliation',
      label: 'Religious affiliation',
      cells: schools.map((s) => s.religiousAffiliation || 'None (secular)'),
    },
    { key: 'neighborhood', label: 'Neighborhood', cells: schools.map((s) => s.neighborhoodName ?? s.city) },
    ...(showDistance
      ? [
          {
            key: 'distance',
            label: 'Distance',
            testId: 'compare-distance',
            cells: schools.map((s) => (s.distanceMiles == null ? 'Not on the map' : formatDistance(s.distanceMiles))),
          },
        ]
      : []),
  ];
  const featureRows: CompareRow[] =
    features.length === 0
      ? [{ key: 'features', label: 'Features', cells: schools.map(() => none) }]
      : features.map((row, index) => ({
          key: `feature-${row.feature}`,
          testId: 'compare-feature',
          group: index === 0 ? 'Features' : undefined,
          label: (
            <>
              {row.feature}
              {row.shared && (
                <Typography variant="caption" component="span" sx={{ display: 'block', color: '#1b5e20' }}>
                  All have it
                </Typography>
              )}
            </>
          ),
          cells: row.has.map((has) =>
            has ? (
              <Stack direction="row" spacing={0.5} alignItems="center">
                <CheckIcon fontSize="small" sx={{ color: '#1b5e20' }} aria-hidden />
                <span>Yes</span>
                {row.unique && <Chip size="small" label="Only this school" variant="outlined" color="secondary" />}
              </Stack>
            ) : (
              none
            ),
          ),
        }));
  const admissions: CompareRow[] = [
    { key: 'deadlines', label: 'Application deadlines', cells: schools.map((s) => deadlinesCell(s, today)) },
    { key: 'openings', label: 'Openings', cells: schools.map(openingsCell) },
  ];
  const yours: CompareRow[] = notes.some(Boolean)
    ? [
        {
          key: 'notes',
          label: 'Your notes',
          testId: 'compare-notes',
          cells: notes.map((note) =>
            note ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {note}
              </Typography>
            ) : (
              none
            ),
          ),
        },
      ]
    : [];
  const reach: CompareRow[] = [
    {
      key: 'contact',
      label: 'Contact',
      cells: schools.map((s) =>
        s.phone || s.email ? (
          <Stack spacing={0.25}>
            {s.phone && <Link href={`tel:${s.phone.replace(/[^\d+]/g, '')}`}>{s.phone}</Link>}
            {s.email && <Link href={`mailto:${s.email}`}>{s.email}</Link>}
            <Typography variant="body2" color="text.secondary">
              {s.address}, {s.city} {s.zipCode}
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2">
            {s.address}, {s.city} {s.zipCode}
          </Typography>
        ),
      ),
    },
    {
      key: 'website',
      label: 'Website',
      cells: schools.map((s) =>
        s.website ? (
          <Link href={s.website} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
            {s.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
          </Link>
        ) : (
          none
        ),
      ),
    },
  ];
  return [...basics, ...featureRows, ...costRows(schools, costsBySlug, today), ...admissions, ...yours, ...reach];
}

function CompareTable({
  schools,
  costsBySlug,
  showDistance,
}: {
  schools: SchoolHitResponse[];
  costsBySlug: ReadonlyMap<string, SlugSchoolCostsResponse>;
  showDistance: boolean;
}) {
  const today = todayInLasVegas();
  // The family's own notes from the shortlist (kept in this browser), beside each school they compare.
  const saved = useShortlist();
  const notes = schools.map((school) => saved.find((item) => item.slug === school.slug)?.note.trim() ?? '');
  const rows = compareRows({ schools, costsBySlug, showDistance, notes, today });
  return (
    <Box
      data-testid="compare-scroll"
      sx={{
        overflow: 'auto',
        maxHeight: { xs: 'calc(100svh - 88px)', md: 'calc(100vh - 120px)' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        '@media print': { overflow: 'visible', maxHeight: 'none', border: 0 },
      }}
      tabIndex={0}
      role="region"
      aria-label="Comparison table (scrolls sideways)"
    >
      <Table aria-label="School comparison" size="small" sx={{ minWidth: 130 + schools.length * 170 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyCell, ...stickyHead, left: 0, zIndex: 4, bgcolor: '#f4f7fa' }}>School</TableCell>
            {schools.map((school) => (
              <TableCell
                key={school.slug}
                scope="col"
                data-testid="compare-school"
                sx={{ ...stickyHead, verticalAlign: 'top', minWidth: 170 }}
              >
                <Stack spacing={1} alignItems="flex-start">
                  <Link
                    component={RouterLink}
                    to={paths.school.href(school.slug)}
                    sx={{ fontWeight: 800, fontSize: '1rem' }}
                  >
                    {school.name}
                  </Link>
                  <ShortlistButton school={school} />
                </Stack>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, ...row }) => (
            <Row key={key} {...row} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The table with its cost rows, and the family's estimator under it: every school's costs in one request
 * (`GET /api/schools/costs`, by the schools' current slugs). The family's entries are not in it.
 */
function CompareWithCosts({ schools, showDistance }: { schools: SchoolHitResponse[]; showDistance: boolean }) {
  const { data: costs, isError } = useGetSchoolsCostsQuery({ slugs: schools.map((school) => school.slug).join(',') });
  const costsBySlug = new Map((costs?.schools ?? []).map((each) => [each.slug, each]));
  return (
    <Stack spacing={4}>
      {isError && (
        <Alert severity="warning">The schools&apos; costs could not be loaded. The other rows are shown.</Alert>
      )}
      <CompareTable schools={schools} costsBySlug={costsBySlug} showDistance={showDistance} />
      <Box className="no-print">
        <SchoolsCostEstimator
          columns={schools.length >= 4 ? 4 : schools.length === 3 ? 3 : 2}
          schools={schools.map((school) => ({
            slug: school.slug,
            name: school.name,
            acceptsOpportunityScholarship: school.admissions.acceptsOpportunityScholarship === true,
            costs: costs
              ? (costsBySlug.get(school.slug) ?? { schedule: null, opportunityScholarship: null })
              : undefined,
          }))}
        />
      </Box>
    </Stack>
  );
}

export function ComparePage() {
  usePageMeta({
    title: `Compare Schools | ${APP_NAME}`,
    description:
      'Private schools of Las Vegas side by side: tuition by grade, fees, aid, grades, type, affiliation, features and contact.',
    canonicalPath: paths.compare.href(),
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const slugs = parseCompareSlugs(searchParams.get('schools'));
  const centre = centreFromSearchParams(searchParams);
  const tooMany = slugs.length > COMPARE_MAX;
  const tooFew = slugs.length < COMPARE_MIN;
  const { data, isLoading, isError, error } = useGetSchoolsBySlugsQuery(
    { slugs: slugs.join(','), ...centreArgs(centre) },
    { skip: tooMany || tooFew },
  );

  const withSlugs = (next: string[]) =>
    setSearchParams(new URLSearchParams(compareQuery(next, centreSearchParams(centre))), { replace: true });

  // A school renamed since the link was made: the address takes its current slug (removal works by slug).
  const renamed = data?.renamed ?? [];
  useEffect(() => {
    if (!renamed.length) return;
    const current = new Map(renamed.map(({ from, to }) => [from, to]));
    withSlugs([...new Set(slugs.map((slug) => current.get(slug) ?? slug))]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when an answer names renamed slugs
  }, [data]);

  let body: ReactNode;
  if (tooMany) {
    body = (
      <StatePanel
        role="alert"
        icon={<ErrorOutlineIcon />}
        title={`Compare up to ${COMPARE_MAX} Schools`}
        description={`This link names ${slugs.length} schools, but a comparison holds ${COMPARE_MIN} to ${COMPARE_MAX}. Compare the first ${COMPARE_MAX}, or pick them from your shortlist.`}
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" onClick={() => withSlugs(slugs.slice(0, COMPARE_MAX))}>
              Compare the first {COMPARE_MAX}
            </Button>
            <Button variant="outlined" component={RouterLink} to={paths.shortlist.href()}>
              Open my shortlist
            </Button>
          </Stack>
        }
      />
    );
  } else if (tooFew) {
    body = (
      <StatePanel
        icon={<CompareArrowsIcon />}
        title="Pick Schools to Compare"
        description={`Tick 'Compare' on ${COMPARE_MIN} to ${COMPARE_MAX} schools in the directory or on your shortlist.`}
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" component={RouterLink} to={paths.schools.href()}>
              Browse Schools
            </Button>
            <Button variant="outlined" component={RouterLink} to={paths.shortlist.href()}>
              Open my shortlist
            </Button>
          </Stack>
        }
      />
    );
  } else if (isLoading) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the comparison" />
      </Box>
    );
  } else if (isError) {
    const badCentre = (error as HttpError | undefined)?.status === 400 && hasCentre(centre);
    body = (
      <StatePanel
        role="alert"
        icon={<ErrorOutlineIcon />}
        title={badCentre ? 'Place Not Found' : 'Unable to Load the Comparison'}
        description={errorText(error, 'Something went wrong while loading these schools. Please try again.')}
        actions={
          badCentre ? (
            <Button
              variant="contained"
              onClick={() => setSearchParams({ schools: slugs.join(',') }, { replace: true })}
            >
              Compare without distances
            </Button>
          ) : (
            <Button variant="contained" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          )
        }
      />
    );
  } else {
    const schools = data?.schools ?? [];
    const missing = data?.missing ?? [];
    body = (
      <Stack spacing={3}>
        {missing.length > 0 && (
          <Alert severity="warning" data-testid="compare-missing">
            No longer listed: {missing.join(', ')} (removed from the directory or renamed).{' '}
            <Link component="button" onClick={() => withSlugs(slugs.filter((slug) => !missing.includes(slug)))}>
              Remove from this comparison
            </Link>
          </Alert>
        )}
        {schools.length === 0 ? (
          <Typography color="text.secondary">None of these schools are listed any more.</Typography>
        ) : (
          <CompareWithCosts schools={schools} showDistance={hasCentre(centre)} />
        )}
        {data?.centre && (
          <Typography variant="body2" color="text.secondary">
            Distances are straight-line miles from {data.centre.label}.
          </Typography>
        )}
      </Stack>
    );
  }

  return (
    <>
      <PageHero
        title="Compare Schools"
        subtitle="Side by side: tuition, grades, type, affiliation, features, what each costs and how to reach them."
      />
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
        {!tooMany && !tooFew && !isLoading && !isError && (
          <Stack direction="row" spacing={1} sx={{ mb: 2 }} className="no-print">
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              Print
            </Button>
            <Button component={RouterLink} to={paths.shortlist.href()}>
              My shortlist
            </Button>
          </Stack>
        )}
        {body}
      </Container>
    </>
  );
}
