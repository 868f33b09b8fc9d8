import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import FilterListIcon from '@mui/icons-material/FilterList';
import GridViewIcon from '@mui/icons-material/GridView';
import MapIcon from '@mui/icons-material/Map';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Chip, Container, Grid, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { KnownPlaces } from '@/entities/place';
import { SchoolCard, SchoolCardSkeleton, uniqueSchools } from '@/entities/school';
import { CompareBar, CompareToggle } from '@/features/compare-picker';
import type { MapMode } from '@/features/school-map';
import { EmailMeNewMatchesButton } from '@/features/save-search-alert';
import { ShortlistButton } from '@/features/shortlist';
import { errorText, useGetSchoolMapQuery, useSearchSchoolsQuery, type HttpError } from '@/shared/api';
import { trackImpressions, trackSearch } from '@/shared/lib/analytics';
import { staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { pageCount, pageRange } from '@/shared/lib/pagination';
import {
  centreSearchParams,
  changeCentre,
  changeFilters,
  changePage,
  clearFilters,
  filtersToMapArgs,
  filtersToSearchArgs,
  hasCentre,
  type SchoolFilters,
} from '@/shared/lib/url-filters';
import { paths } from '@/shared/config';
import { NoScriptNote, PageHero, StatePanel, visuallyHidden } from '@/shared/ui';
import { listCountLine, mapCountLine } from '../model/count-line';
import { directoryHref } from '../model/directory-href';
import { useDirectoryView, useUrlFilters, type DirectoryView } from '../model/use-url-filters';
import { FilterSidebar } from './filter-sidebar';
import { MapResults } from './map-results';
import { PaginationBar } from './pagination-bar';
import { PaidPlacementNote } from './paid-placement-note';
import { SortSelect } from './sort-select';

/**
 * Without JavaScript a phone cannot open the filter sheet: the page then shows the sidebar (hidden on
 * phones otherwise) above the results, and no Filters button. `<noscript>` content is rendered by the
 * server and ignored by React in the browser.
 */
const SIDEBAR_CLASS = 'directory-sidebar';
const FILTERS_BUTTON_CLASS = 'directory-filters-button';
const WITHOUT_SCRIPT_CSS = `.${SIDEBAR_CLASS}{display:block!important}.${FILTERS_BUTTON_CLASS}{display:none!important}`;

/** The results' heading (for screen readers; the skip link before the filters moves the focus to it). */
const RESULTS_HEADING_ID = 'directory-results';

/**
 * 'Skip to results', first in the filters' column and shown when focused: the sidebar holds some 45
 * controls a keyboard would otherwise Tab through before the first school. A real link to the results'
 * heading, so it works before the page is hydrated and without JavaScript too.
 */
function SkipToResults() {
  return (
    <Box
      component="a"
      href={`#${RESULTS_HEADING_ID}`}
      onClick={(event) => {
        event.preventDefault();
        const heading = document.getElementById(RESULTS_HEADING_ID);
        heading?.focus({ preventScroll: true });
        heading?.parentElement?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      }}
      sx={{
        ...visuallyHidden,
        // Over the top of the filters while focused, so they do not move down under the pointer.
        '&:focus': {
          top: 8,
          left: 8,
          zIndex: 2,
          width: 'auto',
          height: 'auto',
          m: 0,
          clip: 'auto',
          whiteSpace: 'normal',
          display: 'inline-block',
          px: 2,
          py: 1,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: '#fff',
          fontWeight: 700,
          textDecoration: 'none',
        },
      }}
    >
      Skip to results
    </Box>
  );
}

/**
 * The phone's filter sheet is fetched when it is first opened: a Drawer brings Modal, focus trapping and
 * transitions, about 8 KB gzip that a visitor who never opens it would have fetched and run first.
 */
const FilterPanel = lazy(() => import('./filter-panel').then((module) => ({ default: module.FilterPanel })));

export function SchoolsSearchPage() {
  usePageMeta(staticPageMeta('schools'));
  const [filters, setFilters, filtersPending] = useUrlFilters();
  const [view, setView] = useDirectoryView();
  // Whether the map view draws a map or, without one (no key and no tiles, no JavaScript), the list.
  const [mapMode, setMapMode] = useState<MapMode>('list');
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Once opened, the sheet stays mounted so that it can play its closing transition.
  const [filterPanelWanted, setFilterPanelWanted] = useState(false);
  // Wide screens keep the filters beside the results; phones open them in a panel (its button shows on
  // phones only). Both are always in the tree and CSS decides: no JavaScript is needed to filter on a wide
  // screen, and a phone does not render the page a second time right after hydration, as a media query
  // switching the tree did (a synchronous re-render of the whole directory on a phone's slow CPU).
  const { data, currentData, isFetching, isLoading, isError, error } = useSearchSchoolsQuery(
    filtersToSearchArgs(filters),
  );
  // A centre outside the valley (or a place the directory does not know) answers 400 with the reason.
  const refused = isError && (error as HttpError | undefined)?.status === 400;
  const badCentre = refused && hasCentre(filters);
  // Any other 400 (a filter the server refuses, such as a place longer than it accepts, from an old or edited
  // link): asking again cannot help, so the panel says why and offers a way back instead of Try Again.
  const badSearch = refused && !badCentre;
  // A real link too (like Clear Place), so it works before hydration and without JavaScript.
  const clearFiltersButton = (
    <Button
      variant="contained"
      href={paths.schools.href()}
      onClick={(event) => {
        event.preventDefault();
        setFilters(clearFilters());
      }}
    >
      Clear Filters
    </Button>
  );
  // Map view has no pages: its count line says how many schools the map shows (the same query as the map's).
  const { currentData: mapData } = useGetSchoolMapQuery(filtersToMapArgs(filters), { skip: view !== 'map' });
  const centre = currentData?.centre ?? null;
  const schools = uniqueSchools(data?.schools);
  // The count line and the pages speak only of the search the filters name now: while it loads, the
  // previous search's cards stay (dimmed), but never its total beside the new filters.
  const total = currentData?.total ?? 0;
  const totalPages = pageCount(data?.total ?? 0, filters.limit);
  const { from, to } = pageRange(filters.page, filters.limit, total);
  // A page past the end (an old link, ?page=99) is replaced by the last page once this search's total is known.
  const lastPage = Math.max(1, pageCount(currentData?.total ?? 0, filters.limit));
  const pastTheEnd = !!currentData && filters.page > lastPage;
  // Skeletons rather than a stale 'No Schools Found' while a search that may find some loads.
  const showSkeletons = isLoading || (isFetching && !data?.schools.length) || pastTheEnd;
  // A new search is on its way (the address names it, or its answer is awaited): the cards still shown are
  // the previous search's, so they are marked busy and the count line says so instead of their total.
  const updating = filtersPending || (isFetching && !currentData);

  useEffect(() => {
    if (pastTheEnd) setFilters(changePage(filters, lastPage), { replace: true });
  }, [pastTheEnd, lastPage, filters, setFilters]);

  // Analytics: each page of results shown counts as an impression for its schools; a first page also
  // records the search and how many schools it found (the admin's top and no-result searches).
  const tracked = useRef<unknown>(undefined);
  useEffect(() => {
    if (!currentData || tracked.current === currentData || pastTheEnd) return;
    tracked.current = currentData;
    trackImpressions(currentData.schools.map((school) => school.id));
    if (filters.page === 1) {
      const { location, page: _page, limit: _limit, ...rest } = filtersToSearchArgs(filters);
      trackSearch({ query: location, filters: rest, resultCount: currentData.total });
    }
  }, [currentData, filters, pastTheEnd]);

  const goToPage = (page: number) => {
    setFilters(changePage(filters, page));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const results = badCentre ? (
    <StatePanel
      role="alert"
      icon={<SearchOffIcon />}
      title="Place Not Found"
      description={
        <>
          {errorText(error, 'Enter a ZIP code or place in the Las Vegas valley')}
          {/* The places the directory knows, each a link that searches around it (issue 35). */}
          <KnownPlaces hrefOf={(place) => directoryHref(changeCentre(filters, { near: place }))} />
        </>
      }
      actions={
        // A real link too: clicked before the page has hydrated (or without JavaScript) it still clears the place.
        <Button
          variant="contained"
          href={withoutPlaceHref(filters)}
          onClick={(event) => {
            event.preventDefault();
            setFilters(changeCentre(filters, null));
          }}
        >
          Clear Place
        </Button>
      }
    />
  ) : badSearch ? (
    <StatePanel
      role="alert"
      icon={<ErrorOutlineIcon />}
      title="Unable to Load Schools"
      description={`${errorText(error, 'The directory could not use this search').replace(/\.$/, '')}. Change the search or clear the filters.`}
      actions={clearFiltersButton}
    />
  ) : isError ? (
    <StatePanel
      role="alert"
      icon={<ErrorOutlineIcon />}
      title="Unable to Load Schools"
      description="Something went wrong while loading the directory. Please try again."
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      }
    />
  ) : showSkeletons ? (
    <Grid container spacing={3} aria-busy="true" aria-label="Loading schools">
      {Array.from({ length: 6 }, (_, index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
          <SchoolCardSkeleton />
        </Grid>
      ))}
    </Grid>
  ) : schools.length === 0 ? (
    <StatePanel
      icon={<SearchOffIcon />}
      title="No Schools Found"
      description="No schools match these filters. Try widening your search or clearing the filters, or let us e-mail you when a matching school is listed."
      actions={
        <>
          {clearFiltersButton}
          <EmailMeNewMatchesButton filters={filters} />
        </>
      }
    />
  ) : (
    <>
      {view === 'map' && (
        <Box sx={{ mb: 4 }}>
          <MapResults filters={filters} known={schools} onModeChange={setMapMode} />
        </Box>
      )}
      {view === 'list' && (
        <>
          <PaidPlacementNote filters={filters} schools={schools} />
          <Grid
            container
            spacing={3}
            aria-busy={updating}
            data-testid="directory-results"
            sx={{ opacity: isFetching || updating ? 0.6 : 1, transition: 'opacity .2s' }}
          >
            {schools.map((school) => (
              <Grid key={school.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <SchoolCard
                  school={school}
                  headingLevel="h3"
                  distanceMiles={school.distanceMiles}
                  actions={
                    <>
                      <ShortlistButton school={school} />
                      <CompareToggle school={school} />
                    </>
                  }
                />
              </Grid>
            ))}
          </Grid>
          <PaginationBar
            page={filters.page}
            totalPages={totalPages}
            onPage={goToPage}
            hrefOf={(page) => directoryHref(changePage(filters, page))}
          />
        </>
      )}
    </>
  );

  return (
    <>
      <PageHero
        title="Las Vegas Private School Directory"
        subtitle="Search and compare private schools across the valley by location, grade level, tuition and school type."
      />
      <noscript>
        <style>{WITHOUT_SCRIPT_CSS}</style>
      </noscript>
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          justifyContent="space-between"
          alignItems={{ xs: 'stretch', sm: 'center' }}
          sx={{ mb: 3 }}
        >
          <Box>
            <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
              {view === 'map' ? (mapMode === 'map' ? 'Schools on the Map' : 'School Locations') : 'Schools'}
            </Typography>
            <Typography color="text.secondary" role="status" aria-live="polite">
              {isError
                ? '\u00a0'
                : updating && data
                  ? 'Updating results…'
                  : currentData && !pastTheEnd
                    ? view === 'map' && total > 0
                      ? mapData
                        ? mapCountLine(mapData.total, currentData.totalIsLowerBound ? null : total)
                        : 'Loading the map…'
                      : listCountLine(from, to, total, currentData.totalIsLowerBound)
                    : 'Loading schools…'}
            </Typography>
            {centre && !isError && (
              <Typography variant="body2" color="text.secondary" data-testid="search-centre">
                {filters.radius !== null ? `Within ${filters.radius} mi of ` : 'Distances from '}
                {centre.label}
              </Typography>
            )}
          </Box>
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            {schools.length > 0 && <EmailMeNewMatchesButton filters={filters} />}
            <SortSelect filters={filters} onChange={setFilters} />
            {view === 'list' && (
              <Button
                variant="outlined"
                sx={{ display: { md: 'none' } }}
                className={FILTERS_BUTTON_CLASS}
                startIcon={<FilterListIcon />}
                onClick={() => {
                  setFilterPanelWanted(true);
                  setFiltersOpen(true);
                }}
                aria-expanded={filtersOpen}
                aria-controls={filtersOpen ? 'directory-filters' : undefined}
                aria-haspopup="dialog"
              >
                Filters
              </Button>
            )}
            <ToggleButtonGroup
              value={view}
              exclusive
              onChange={(_event, next: DirectoryView | null) => next && setView(next)}
              aria-label="View mode"
              size="small"
              color="primary"
            >
              <ToggleButton value="list" aria-label="List view">
                <GridViewIcon fontSize="small" sx={{ mr: 0.75 }} /> List
              </ToggleButton>
              <ToggleButton value="map" aria-label="Map view">
                <MapIcon fontSize="small" sx={{ mr: 0.75 }} /> Map
              </ToggleButton>
            </ToggleButtonGroup>
          </Stack>
        </Stack>

        {filters.neighborhoods.length > 0 && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            flexWrap="wrap"
            sx={{ mb: 3 }}
            aria-label="Neighborhood filters"
          >
            {filters.neighborhoods.map((name) => (
              <Chip
                key={name}
                label={`Neighborhood: ${name}`}
                color="primary"
                onDelete={() =>
                  setFilters(changeFilters(filters, { neighborhoods: filters.neighborhoods.filter((n) => n !== name) }))
                }
                deleteIcon={<CloseIcon aria-label={`Remove ${name}`} />}
              />
            ))}
          </Stack>
        )}

        {view === 'map' ? (
          results
        ) : (
          <Grid container spacing={4}>
            <Grid
              size={{ xs: 12, md: 4, lg: 3 }}
              sx={{ display: { xs: 'none', md: 'block' }, position: 'relative' }}
              className={SIDEBAR_CLASS}
            >
              <SkipToResults />
              <FilterSidebar filters={filters} onChange={setFilters} />
            </Grid>
            {/* The results in a boundary of their own: React takes the server's HTML over one boundary at a
                time, so a phone's CPU commits the page and the cards in separate shorter tasks. (Not the
                filters: what is typed into them before hydration is handed over once the page is React's.) */}
            <Grid size={{ xs: 12, md: 8, lg: 9 }} sx={{ position: 'relative', scrollMarginTop: 88 }}>
              <Typography id={RESULTS_HEADING_ID} component="h2" tabIndex={-1} sx={visuallyHidden}>
                Results
              </Typography>
              <NoScriptNote>
                The shortlist, comparing schools and e-mail alerts need JavaScript, which is turned off in your browser.
              </NoScriptNote>
              <Suspense>{results}</Suspense>
            </Grid>
          </Grid>
        )}
        {filterPanelWanted && (
          <Suspense>
            <FilterPanel
              open={filtersOpen && view === 'list'}
              onClose={() => setFiltersOpen(false)}
              filters={filters}
              onChange={setFilters}
              matching={!isError && currentData && !filtersPending ? currentData.total : null}
            />
          </Suspense>
        )}
      </Container>
      <CompareBar centre={centreSearchParams(filters)} />
    </>
  );
}

/** The directory's address with the same filters and no place. */
function withoutPlaceHref(filters: SchoolFilters): string {
  return directoryHref(changeCentre(filters, null));
}
