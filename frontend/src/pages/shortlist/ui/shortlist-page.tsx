import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Container,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { CompareBar, CompareToggle, COMPARE_MAX, COMPARE_MIN, compareQuery } from '@/features/compare-picker';
import {
  NOTE_MAX_LENGTH,
  SHORTLIST_MAX,
  parseSlugList,
  shareQuery,
  shortlist,
  useShortlist,
  type ShortlistItem,
} from '@/features/shortlist';
import { SchoolsCostEstimator } from '@/features/cost-estimator';
import { useGetSchoolsBySlugsQuery, useGetSchoolsCostsQuery, type SchoolHitResponse } from '@/shared/api';
import { APP_NAME, paths } from '@/shared/config';
import { formatTuition } from '@/shared/lib/format';
import { usePageMeta } from '@/shared/lib/page-meta';
import { PageHero, StatePanel, useToast } from '@/shared/ui';

/**
 * The schools of a list, looked up together; slugs the directory no longer has come back as missing.
 * A school renamed since is found under its former slug too (`renamed`: former → current slug).
 */
function useListedSchools(slugs: readonly string[]) {
  const query = useGetSchoolsBySlugsQuery({ slugs: slugs.join(',') }, { skip: slugs.length === 0 });
  const renamed = useMemo(() => new Map((query.data?.renamed ?? []).map(({ from, to }) => [from, to])), [query.data]);
  const bySlug = useMemo(() => {
    const map = new Map((query.data?.schools ?? []).map((school) => [school.slug, school]));
    for (const [from, to] of renamed) if (map.has(to)) map.set(from, map.get(to)!);
    return map;
  }, [query.data, renamed]);
  const missing = useMemo(() => new Set(query.data?.missing ?? []), [query.data]);
  return { ...query, bySlug, missing, renamed };
}

/** Each school once (a former slug and the current one find the same school). */
const uniqueSchools = (schools: SchoolHitResponse[]) =>
  schools.filter((school, index) => schools.findIndex((other) => other.id === school.id) === index);

function SchoolFacts({ school }: { school: SchoolHitResponse }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 0.75 }}>
      <Chip size="small" label={school.schoolType} />
      {school.grades && <Chip size="small" variant="outlined" color="primary" label={`Grades ${school.grades}`} />}
      <Chip size="small" label={formatTuition(school.tuitionMin, school.tuitionMax)} sx={{ bgcolor: '#eef3f8' }} />
      <Chip size="small" variant="outlined" label={school.neighborhoodName ?? school.city} />
    </Stack>
  );
}

function NoLongerListed({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, bgcolor: '#fafafa' }} data-testid="shortlist-missing">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="space-between">
          <Box>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              No longer listed: this school was removed from the directory or renamed.
            </Typography>
          </Box>
          <Button
            startIcon={<DeleteOutlineIcon />}
            onClick={onRemove}
            aria-label={`Remove ${name}`}
            sx={{ alignSelf: 'flex-start' }}
          >
            Remove
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A note kept in this browser; saved as typed (a moment after the last key). */
function NoteField({ item }: { item: ShortlistItem }) {
  const [note, setNote] = useState(item.note);
  useEffect(() => setNote(item.note), [item.note]);
  useEffect(() => {
    if (note === item.note) return;
    const timer = window.setTimeout(() => shortlist.setNote(item.slug, note), 300);
    return () => window.clearTimeout(timer);
  }, [note, item.note, item.slug]);
  return (
    <TextField
      label={`Your note on ${item.name}`}
      placeholder="Visit date, questions to ask, what you liked…"
      value={note}
      onChange={(event) => setNote(event.target.value.slice(0, NOTE_MAX_LENGTH))}
      onBlur={() => note !== item.note && shortlist.setNote(item.slug, note)}
      size="small"
      fullWidth
      multiline
      minRows={2}
      helperText="Kept only in this browser."
    />
  );
}

function ShareLink({ items }: { items: readonly ShortlistItem[] }) {
  const { toast } = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const url = `${window.location.origin}${paths.shortlist.href(shareQuery(items))}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Open it on another device to see the same list.' });
    } catch {
      inputRef.current?.select();
      toast({ title: 'Copy the selected link', description: 'Your browser did not allow copying it for you.' });
    }
  };
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 0.5 }}>
          Share this list
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          The link opens the same schools on another device or for someone else. Your notes stay here.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            label="Share link"
            value={url}
            size="small"
            fullWidth
            inputRef={inputRef}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-link' } }}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
            Copy link
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The family's estimate for every school on the list (issue 40): their costs in one request by the
 * schools' slugs (`GET /api/schools/costs`); the household typed here stays in the tab (features/cost-estimator).
 */
function ShortlistCosts({ schools }: { schools: SchoolHitResponse[] }) {
  const slugs = schools.map((school) => school.slug);
  const { data } = useGetSchoolsCostsQuery({ slugs: slugs.join(',') }, { skip: slugs.length === 0 });
  if (!slugs.length) return null;
  const bySlug = new Map((data?.schools ?? []).map((each) => [each.slug, each]));
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent>
        <SchoolsCostEstimator
          schools={schools.map((school) => ({
            slug: school.slug,
            name: school.name,
            acceptsOpportunityScholarship: school.admissions.acceptsOpportunityScholarship === true,
            costs: data ? (bySlug.get(school.slug) ?? { schedule: null, opportunityScholarship: null }) : undefined,
          }))}
        />
      </CardContent>
    </Card>
  );
}

function CompareAllButton({ slugs }: { slugs: readonly string[] }) {
  if (slugs.length < COMPARE_MIN || slugs.length > COMPARE_MAX) return null;
  return (
    <Button
      variant="contained"
      startIcon={<CompareArrowsIcon />}
      component={RouterLink}
      to={paths.compare.href(compareQuery(slugs))}
    >
      Compare {slugs.length === 2 ? 'both' : `all ${slugs.length}`}
    </Button>
  );
}

function LoadError() {
  return (
    <StatePanel
      role="alert"
      icon={<ErrorOutlineIcon />}
      title="Unable to Load the Schools"
      description="Something went wrong while loading this list. Please try again."
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      }
    />
  );
}

/** The list kept in this browser: notes, compare ticks, removal, the share link. */
function LocalShortlist() {
  const items = useShortlist();
  const slugs = useMemo(() => items.map((item) => item.slug), [items]);
  const { bySlug, missing, renamed, isLoading, isError } = useListedSchools(slugs);

  // A renamed school keeps the shortlist's name current, and its new slug replaces the one saved.
  useEffect(() => {
    if (bySlug.size) shortlist.rename(new Map([...bySlug.values()].map((school) => [school.slug, school.name])));
    if (renamed.size) shortlist.reslug(renamed);
  }, [bySlug, renamed]);

  if (items.length === 0)
    return (
      <StatePanel
        icon={<FavoriteBorderIcon />}
        title="Your Shortlist Is Empty"
        description="Tap the heart on any school to keep it here, with your notes. No account needed: the list stays in this browser."
        actions={
          <Button variant="contained" component={RouterLink} to={paths.schools.href()}>
            Browse Schools
          </Button>
        }
      />
    );
  if (isError) return <LoadError />;

  const available = slugs.filter((slug) => !missing.has(slug));
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="space-between">
        <Typography role="status" color="text.secondary">
          {items.length} {items.length === 1 ? 'school' : 'schools'} on your shortlist (up to {SHORTLIST_MAX})
        </Typography>
        <CompareAllButton slugs={available} />
      </Stack>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Shortlisted schools">
        {items.map((item) => {
          const school = bySlug.get(item.slug);
          return (
            <li key={item.slug}>
              {missing.has(item.slug) ? (
                <NoLongerListed name={item.name} onRemove={() => shortlist.remove(item.slug)} />
              ) : (
                <Card variant="outlined" sx={{ borderRadius: 3 }} data-testid="shortlist-item">
                  <CardContent>
                    <Stack spacing={1.5}>
                      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between">
                        <Box>
                          <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                            <Link component={RouterLink} to={paths.school.href(item.slug)}>
                              {school?.name ?? item.name}
                            </Link>
                          </Typography>
                          {school ? (
                            <SchoolFacts school={school} />
                          ) : (
                            isLoading && <CircularProgress size={16} aria-label="Loading" />
                          )}
                        </Box>
                        <Stack direction="row" spacing={1} alignItems="center" sx={{ flexShrink: 0 }}>
                          <CompareToggle
                            school={{ slug: item.slug, name: school?.name ?? item.name, id: school?.id }}
                          />
                          <Button
                            startIcon={<DeleteOutlineIcon />}
                            onClick={() => shortlist.remove(item.slug)}
                            aria-label={`Remove ${item.name}`}
                          >
                            Remove
                          </Button>
                        </Stack>
                      </Stack>
                      <NoteField item={item} />
                    </Stack>
                  </CardContent>
                </Card>
              )}
            </li>
          );
        })}
      </Stack>
      <ShortlistCosts schools={uniqueSchools(slugs.flatMap((slug) => bySlug.get(slug) ?? []))} />
      <ShareLink items={items} />
    </Stack>
  );
}

/** A list opened from a share link: shown as sent, saved here only on request. */
function SharedShortlist({ slugs }: { slugs: string[] }) {
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const { toast } = useToast();
  const saved = useShortlist();
  const { bySlug, missing, isLoading, isError } = useListedSchools(slugs);
  const shown = slugs.slice(0, SHORTLIST_MAX);

  if (isError) return <LoadError />;
  if (isLoading)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the shared list" />
      </Box>
    );

  const found = shown.flatMap((slug) => {
    const school = bySlug.get(slug);
    return school ? [{ slug: school.slug, name: school.name }] : [];
  });
  const alreadySaved = found.length > 0 && found.every((school) => saved.some((item) => item.slug === school.slug));

  const save = () => {
    shortlist.merge(found);
    toast({ title: 'List saved', description: 'These schools are now on your shortlist in this browser.' });
    navigate(paths.shortlist.href());
  };
  const drop = (slug: string) => {
    const rest = slugs.filter((other) => other !== slug);
    setSearchParams(rest.length ? new URLSearchParams({ schools: rest.join(',') }) : new URLSearchParams(), {
      replace: true,
    });
  };

  return (
    <Stack spacing={3}>
      <Alert severity="info">
        Someone shared this list of {shown.length} {shown.length === 1 ? 'school' : 'schools'} with you. Save it to keep
        it in this browser and add your own notes.
        {slugs.length > SHORTLIST_MAX && ` Only the first ${SHORTLIST_MAX} are shown.`}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={found.length === 0}>
          {alreadySaved ? 'Saved — open my shortlist' : 'Save this list'}
        </Button>
        <CompareAllButton slugs={found.map((school) => school.slug)} />
      </Stack>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Shared schools">
        {shown.map((slug) => {
          const school = bySlug.get(slug);
          return (
            <li key={slug}>
              {missing.has(slug) || !school ? (
                <NoLongerListed name={slug} onRemove={() => drop(slug)} />
              ) : (
                <Card variant="outlined" sx={{ borderRadius: 3 }} data-testid="shortlist-item">
                  <CardContent>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between">
                      <Box>
                        <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                          <Link component={RouterLink} to={paths.school.href(slug)}>
                            {school.name}
                          </Link>
                        </Typography>
                        <SchoolFacts school={school} />
                      </Box>
                      <CompareToggle school={{ slug, name: school.name, id: school.id }} />
                    </Stack>
                  </CardContent>
                </Card>
              )}
            </li>
          );
        })}
      </Stack>
      <ShortlistCosts schools={uniqueSchools(shown.flatMap((slug) => bySlug.get(slug) ?? []))} />
    </Stack>
  );
}

export function ShortlistPage() {
  usePageMeta({
    title: `My Shortlist | ${APP_NAME}`,
    description: 'The private schools you saved, with your notes, kept in this browser.',
    canonicalPath: paths.shortlist.href(),
  });
  const [searchParams] = useSearchParams();
  const shared = searchParams.has('schools') ? parseSlugList(searchParams.get('schools')) : null;
  return (
    <>
      <PageHero
        title={shared ? 'A Shared Shortlist' : 'My Shortlist'}
        subtitle="Keep the schools you like, note what matters, compare them side by side — no account needed."
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        {shared ? <SharedShortlist slugs={shared} /> : <LocalShortlist />}
      </Container>
      <CompareBar />
    </>
  );
}
