import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Container,
  FormControl,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PlaceSuggestions } from '@/entities/place';
import { GRADE_BANDS, LOCATION_MAX_LENGTH } from '@/entities/school';
import { paths } from '@/shared/config';
import { heroSearchQuery } from '@/shared/lib/url-filters';

/**
 * The home hero: a free-text location and a grade level; nothing is required. A ZIP code or a known
 * place of the valley (suggested while typing) makes the directory search around it, nearest first. A plain box and the
 * browser's own list: MUI's TextField and Select would bring its menu, popover and modal into the home
 * page's first load (issue 21), and a phone shows its own picker for a native list anyway. As a GET
 * form to the directory it also searches before the page's code has arrived.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const [location, setLocation] = useState('');
  const [grade, setGrade] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = heroSearchQuery(location, grade);
    void navigate(paths.schools.href(query || undefined));
  };

  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        color: '#fff',
        pt: { xs: 8, md: 12 },
        pb: { xs: 9, md: 13 },
        backgroundImage:
          'linear-gradient(120deg, rgba(10,37,64,0.94) 0%, rgba(13,59,102,0.85) 55%, rgba(13,59,102,0.55) 100%), url("/images/neighborhoods/summerlin.svg")',
        backgroundSize: 'cover',
        backgroundPosition: 'center 65%',
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 760 }}>
          <Typography variant="overline" sx={{ color: '#ffd9a8', fontWeight: 700, letterSpacing: 1.5 }}>
            Free for Las Vegas families
          </Typography>
          <Typography
            id="hero-title"
            variant="h1"
            sx={{ fontSize: { xs: '2.2rem', md: '3.4rem' }, lineHeight: 1.1, mt: 1, mb: 2 }}
          >
            Find the Right Private School in Las Vegas
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' }, color: '#dbe6f1', mb: 4 }}>
            Compare tuition, grades, programs and neighborhoods across Summerlin, Henderson and the whole valley.
          </Typography>
        </Box>
        <Paper
          component="form"
          method="get"
          action={paths.schools.href()}
          role="search"
          aria-label="Search schools"
          onSubmit={submit}
          elevation={8}
          sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3, maxWidth: 880 }}
        >
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
            <FormControl fullWidth>
              <InputLabel htmlFor="hero-location">Location</InputLabel>
              <OutlinedInput
                id="hero-location"
                label="Location"
                placeholder="ZIP code, place or school name"
                value={location}
                onChange={(event) => setLocation(event.target.value)}
                name="location"
                autoComplete="off"
                // The directory's limit: a longer place was refused by the server (400) and the directory failed.
                // The valley's places are suggested while typing; a ZIP or a place searches around it (issue 35).
                inputProps={{ maxLength: LOCATION_MAX_LENGTH, list: 'hero-places' }}
              />
              <PlaceSuggestions id="hero-places" />
            </FormControl>
            <FormControl sx={{ minWidth: { md: 240 } }} fullWidth>
              <InputLabel htmlFor="hero-grade" shrink>
                Grade Level
              </InputLabel>
              <NativeSelect
                id="hero-grade"
                value={grade}
                onChange={(event) => setGrade(event.target.value)}
                name="grades"
                input={<OutlinedInput label="Grade Level" notched />}
              >
                <option value="">All Grades</option>
                {GRADE_BANDS.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              size="large"
              startIcon={<SearchIcon />}
              sx={{ px: 4, py: 1.75, flexShrink: 0 }}
            >
              Search Schools
            </Button>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
