import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SchoolIcon from '@mui/icons-material/School';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Container,
  IconButton,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useListNeighborhoodsQuery, type NeighborhoodResponse } from '@/shared/api';
import { paths } from '@/shared/config';
import { formatTuitionRangeIfComplete } from '@/shared/lib/format';
import { CoverImage, HoverHint, SectionHeading } from '@/shared/ui';
import {
  CAROUSEL_CARD_PX,
  CAROUSEL_SLOT_PX,
  CAROUSEL_SPEED_PX_PER_FRAME,
  pickCarouselItems,
  wrapOffset,
} from '../model/carousel';

function CarouselCard({
  neighborhood,
  hidden,
  onFocus,
}: {
  neighborhood: NeighborhoodResponse;
  hidden: boolean;
  onFocus?: () => void;
}) {
  const tuition = formatTuitionRangeIfComplete(neighborhood.averageTuitionMin, neighborhood.averageTuitionMax);
  return (
    <Card
      component="li"
      aria-hidden={hidden || undefined}
      elevation={2}
      sx={{
        flex: `0 0 ${CAROUSEL_CARD_PX}px`,
        mr: `${CAROUSEL_SLOT_PX - CAROUSEL_CARD_PX}px`,
        borderRadius: 3,
        listStyle: 'none',
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={paths.neighborhood.href(neighborhood.name)}
        tabIndex={hidden ? -1 : undefined}
        onFocus={onFocus}
        aria-label={hidden ? undefined : `${neighborhood.name}, ${neighborhood.schoolCount} private schools`}
        sx={{ height: '100%' }}
      >
        <CoverImage src={neighborhood.imageUrl} alt="" />
        <CardContent sx={{ p: 2.5 }}>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {neighborhood.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {neighborhood.city}, Nevada
          </Typography>
          <Stack spacing={0.75}>
            <Stack direction="row" spacing={0.75} alignItems="center" sx={{ color: 'primary.main', fontWeight: 700 }}>
              <SchoolIcon fontSize="small" aria-hidden />
              <span>
                {neighborhood.schoolCount} Private {neighborhood.schoolCount === 1 ? 'School' : 'Schools'}
              </span>
            </Stack>
            {tuition && (
              <Typography variant="body2" color="text.secondary">
                Average tuition {tuition}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * 'Featured Neighborhoods': the list is rendered twice side by side and
 * slides 1 px per animation frame, wrapping after one copy. It pauses while
 * hovered or focused, can be paused with a button, can be stepped with the
 * arrow buttons, and stays still for people who prefer reduced motion.
 */
export function NeighborhoodCarousel() {
  const { data, isLoading, isError } = useListNeighborhoodsQuery();
  const items = pickCarouselItems(data);
  // Read after hydration (the server cannot know it): the first render matches the server's HTML.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLUListElement>(null);
  const offsetRef = useRef(0);
  const running = items.length > 0 && onScreen && !reducedMotion && !hovered && !focused && !paused;

  // It moves only while some of it is on screen: below the fold (a phone opening the page) it would
  // take the main thread every frame while the page loads, for nobody.
  const hasItems = items.length > 0;
  useEffect(() => {
    const region = regionRef.current;
    if (!hasItems || !region) return;
    if (typeof IntersectionObserver === 'undefined') return setOnScreen(true);
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry.isIntersecting));
    observer.observe(region);
    return () => observer.disconnect();
  }, [hasItems]);

  const applyOffset = useCallback(
    (offset: number, animate = false) => {
      offsetRef.current = wrapOffset(offset, items.length);
      const track = trackRef.current;
      if (!track) return;
      track.style.transition = animate && !reducedMotion ? 'transform 300ms ease' : 'none';
      track.style.transform = `translate3d(${-offsetRef.current}px, 0, 0)`;
    },
    [items.length, reducedMotion],
  );

  useEffect(() => {
    if (!running) return;
    let frame = requestAnimationFrame(function step() {
      applyOffset(offsetRef.current + CAROUSEL_SPEED_PX_PER_FRAME);
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [running, applyOffset]);

  const stepBy = (direction: 1 | -1) => {
    const snapped = Math.round(offsetRef.current / CAROUSEL_SLOT_PX) * CAROUSEL_SLOT_PX;
    applyOffset(snapped + direction * CAROUSEL_SLOT_PX, true);
  };

  return (
    <Box component="section" aria-labelledby="neighborhoods-title" sx={{ bgcolor: '#eef3f8', py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="neighborhoods-title"
          title="Featured Neighborhoods"
          subtitle="Explore the communities Las Vegas families love, and the schools in each."
          action={
            <Button component={RouterLink} to={paths.neighborhoods.href()} variant="outlined">
              All Neighborhoods
            </Button>
          }
        />
        {isError ? (
          <Alert severity="error" variant="outlined" sx={{ borderRadius: 3 }}>
            Unable to load neighborhoods at this time.
          </Alert>
        ) : isLoading ? (
          <Stack direction="row" spacing={3} sx={{ overflow: 'hidden' }} aria-hidden>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton
                key={index}
                variant="rounded"
                width={CAROUSEL_CARD_PX}
                height={300}
                sx={{ flexShrink: 0, borderRadius: 3 }}
              />
            ))}
          </Stack>
        ) : items.length === 0 ? (
          <Alert severity="info" variant="outlined" sx={{ borderRadius: 3 }}>
            No neighborhoods available at this time.
          </Alert>
        ) : (
          <Box
            ref={regionRef}
            role="region"
            aria-roledescription="carousel"
            aria-label="Neighborhood carousel"
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocusCapture={() => setFocused(true)}
            onBlurCapture={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') stepBy(1);
              if (event.key === 'ArrowLeft') stepBy(-1);
            }}
          >
            <Box sx={{ overflow: 'hidden', mx: { xs: -2, sm: 0 }, py: 1 }}>
              <Box
                component="ul"
                ref={trackRef}
                data-testid="carousel-track"
                sx={{ display: 'flex', m: 0, p: 0, px: { xs: 2, sm: 0 }, willChange: 'transform' }}
              >
                {items.map((neighborhood, index) => (
                  <CarouselCard
                    key={`a-${neighborhood.id}`}
                    neighborhood={neighborhood}
                    hidden={false}
                    onFocus={() => applyOffset(index * CAROUSEL_SLOT_PX, true)}
                  />
                ))}
                {items.map((neighborhood) => (
                  <CarouselCard key={`b-${neighborhood.id}`} neighborhood={neighborhood} hidden />
                ))}
              </Box>
            </Box>
            <Stack direction="row" spacing={1} justifyContent="center" sx={{ mt: 3 }}>
              <HoverHint title="Previous neighborhood">
                <IconButton
                  onClick={() => stepBy(-1)}
                  aria-label="Previous neighborhood"
                  sx={{ bgcolor: '#fff', boxShadow: 1 }}
                >
                  <ChevronLeftIcon />
                </IconButton>
              </HoverHint>
              {!reducedMotion && (
                <HoverHint title={paused ? 'Play carousel' : 'Pause carousel'}>
                  <IconButton
                    onClick={() => setPaused((value) => !value)}
                    aria-label={paused ? 'Play carousel' : 'Pause carousel'}
                    aria-pressed={paused}
                    sx={{ bgcolor: '#fff', boxShadow: 1 }}
                  >
                    {paused ? <PlayArrowIcon /> : <PauseIcon />}
                  </IconButton>
                </HoverHint>
              )}
              <HoverHint title="Next neighborhood">
                <IconButton
                  onClick={() => stepBy(1)}
                  aria-label="Next neighborhood"
                  sx={{ bgcolor: '#fff', boxShadow: 1 }}
                >
                  <ChevronRightIcon />
                </IconButton>
              </HoverHint>
            </Stack>
          </Box>
        )}
      </Container>
    </Box>
  );
}
