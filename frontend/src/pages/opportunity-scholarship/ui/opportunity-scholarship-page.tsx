import ChecklistIcon from '@mui/icons-material/Checklist';
import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent, Container, Grid, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { schoolYearStart, todayInLasVegas } from '@/entities/school';
import { useGetOpportunityScholarshipQuery } from '@/shared/api';
import { paths } from '@/shared/config';
import { staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { PageHero, PageSection, SectionHeading, type LinkCardProps } from '@/shared/ui';

/**
 * Where the guide's facts come from (the Nevada Department of Education's page on the program) and when
 * that page was last read. The amounts are not written here: they come with their school year from the
 * operator's data (`GET /api/opportunity-scholarship`, issue 35 "Stale facts").
 */
export const SCHOLARSHIP_SOURCE = {
  name: 'Nevada Department of Education',
  title: 'Nevada Educational Choice Scholarship Program (Opportunity Scholarship)',
  url: 'https://doe.nv.gov/offices/office-of-student-and-school-supports/nevada-choice-scholarship-program',
  lastChecked: '2026-11-23',
  lastCheckedLabel: 'November 23, 2026',
} as const;

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * 'How much': the newest maximum the data holds, said in the past tense once its school year has ended
 * (Nevada's school year runs 1 July to 30 June), with where to find the current one.
 */
function MaximumAmount({ url }: { url: string }) {
  const { data, isError } = useGetOpportunityScholarshipQuery();
  const newest = data?.maximums[0];
  const link = (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      Department’s program page
    </Link>
  );
  if (!newest)
    return (
      <>
        The Nevada Department of Education sets the most any one student may receive, based on the Consumer Price Index
        {isError || data ? '' : '…'}. For this school year’s maximum, see the {link}.
      </>
    );
  const ended = todayInLasVegas() >= schoolYearStart(newest.startYear + 1);
  return (
    <>
      The Nevada Department of Education sets the most any one student may receive, based on the Consumer Price Index.
      For the <strong data-testid="scholarship-school-year">{newest.schoolYear} school year</strong> the maximum{' '}
      {ended ? 'was' : 'is'} <strong>{DOLLARS.format(newest.maximumAmount)} per student</strong>.{' '}
      {ended ? <>For the current school year’s maximum, see the {link}.</> : <>The {link} has the details.</>}
    </>
  );
}

/** The directory, filtered to schools that accept the scholarship. */
const ACCEPTING_SCHOOLS_HREF = paths.schools.href('acceptsOpportunityScholarship=true');

const STEPS: { title: string; text: string }[] = [
  {
    title: 'Check your household income',
    text: 'Compare your household’s yearly income with 300% of the federal poverty guidelines for a household of your size. Count everyone who lives with you.',
  },
  {
    title: 'Choose a participating school',
    text: 'The scholarship pays toward a private school that takes part in the program. Schools in our directory that accept it carry the Opportunity Scholarship badge.',
  },
  {
    title: 'Apply to a scholarship granting organization',
    text: 'Families apply directly to one of the scholarship granting organizations (SGOs) registered with the state, not to the state itself. Each organization sets its own application dates and may add rules of its own.',
  },
  {
    title: 'Tell the school',
    text: 'Let the admissions office know you have applied or been awarded a scholarship, so it can plan your tuition with you.',
  },
];

const NEXT_STEPS: LinkCardProps[] = [
  {
    icon: <SearchIcon fontSize="large" />,
    title: 'Schools That Accept It',
    text: 'See every school in the directory that accepts the Nevada Opportunity Scholarship.',
    href: ACCEPTING_SCHOOLS_HREF,
    label: 'Find Schools',
  },
  {
    icon: <ChecklistIcon fontSize="large" />,
    title: 'Admission Tips',
    text: 'A month-by-month admission timeline, so scholarship and school deadlines line up.',
    href: paths.admissionTips.href(),
    label: 'Read Admission Tips',
  },
  {
    icon: <ContactSupportIcon fontSize="large" />,
    title: 'Questions?',
    text: 'Not sure where to start? Our team is happy to point you in the right direction.',
    href: paths.contact.href(),
    label: 'Contact Us',
  },
];

function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h3" component="h3" gutterBottom>
          {title}
        </Typography>
        <Typography component="div" color="text.secondary" sx={{ lineHeight: 1.75 }}>
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The guide to the Nevada Opportunity Scholarship (issue 20). */
export function OpportunityScholarshipPage() {
  usePageMeta(staticPageMeta('opportunityScholarship'));
  const source = SCHOLARSHIP_SOURCE;
  return (
    <>
      <PageHero
        title="The Nevada Opportunity Scholarship"
        subtitle="Help with private school tuition for Las Vegas families: who qualifies, how to apply and how much it can be."
      />

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 }, display: 'grid', gap: { xs: 7, md: 10 } }}>
        <Box component="section" aria-labelledby="basics-title">
          <SectionHeading id="basics-title" title="The Basics" />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Fact title="What it is">
                Nevada’s Educational Choice Scholarship Program, known as the Opportunity Scholarship, was set up by the
                Nevada legislature in 2015. It gives need-based scholarships that families can put toward tuition, fees
                and transportation at a participating private school.
              </Fact>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Fact title="Who qualifies">
                Students who live in a household whose income is{' '}
                <strong>not more than 300% of the federal poverty level</strong> (the federal poverty guidelines for
                your household size). Each scholarship granting organization may set further rules of its own.
              </Fact>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Fact title="How much">
                <MaximumAmount url={source.url} />
              </Fact>
            </Grid>
          </Grid>
        </Box>

        <PageSection
          id="apply-title"
          title="How to Apply"
          subtitle="You apply through a scholarship granting organization, not through the state: the Nevada Department of Education does not send or accept scholarship applications."
        >
          <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {STEPS.map((step, index) => (
              <Grid key={step.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
                <Card sx={{ height: '100%', borderRadius: 3 }}>
                  <Box aria-hidden sx={{ height: 6, bgcolor: 'secondary.main' }} />
                  <CardContent sx={{ p: 3 }}>
                    <Typography variant="overline" color="secondary.dark" sx={{ fontWeight: 700 }}>
                      Step {index + 1}
                    </Typography>
                    <Typography sx={{ fontWeight: 700, mb: 1 }}>{step.title}</Typography>
                    <Typography color="text.secondary">{step.text}</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <Button component={RouterLink} to={ACCEPTING_SCHOOLS_HREF} variant="contained" startIcon={<SearchIcon />}>
              Find Schools That Accept It
            </Button>
            <Button href={source.url} target="_blank" rel="noopener noreferrer" variant="outlined">
              List of Scholarship Organizations (NDE)
            </Button>
          </Stack>
        </PageSection>

        <Card
          component="aside"
          aria-labelledby="source-title"
          elevation={0}
          sx={{ borderRadius: 3, bgcolor: '#f0f7ff', border: 1, borderColor: '#cfe2f7' }}
        >
          <CardContent sx={{ p: 3.5 }}>
            <Stack direction="row" spacing={1.5} alignItems="flex-start">
              <FactCheckIcon color="primary" aria-hidden sx={{ mt: 0.3 }} />
              <Box>
                <Typography id="source-title" variant="h3" component="h2" gutterBottom>
                  Source
                </Typography>
                <Typography>
                  The facts on this page come from the {source.name}:{' '}
                  <Link href={source.url} target="_blank" rel="noopener noreferrer">
                    {source.title}
                  </Link>
                  .
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  Last checked: <time dateTime={source.lastChecked}>{source.lastCheckedLabel}</time>. Amounts and rules
                  can change each year; the Department’s page is the final word.
                </Typography>
              </Box>
            </Stack>
          </CardContent>
        </Card>
      </Container>

      <PageSection band id="next-steps-title" title="Next Steps" links={NEXT_STEPS} />
    </>
  );
}
