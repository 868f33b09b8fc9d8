import ArticleIcon from '@mui/icons-material/Article';
import CancelIcon from '@mui/icons-material/Cancel';
import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import SavingsIcon from '@mui/icons-material/Savings';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Card, CardContent, Chip, Container, Grid, Stack, Typography } from '@mui/material';
import { paths } from '@/shared/config';
import { staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { PageHero, PageSection, SectionHeading, type LinkCardProps } from '@/shared/ui';

const TIMELINE: { season: string; when: string; title: string; steps: string[] }[] = [
  {
    season: 'Spring / Summer',
    when: '12-18 months ahead',
    title: 'Research and shortlist',
    steps: [
      'Decide what matters most: grades served, school type, faith tradition, class size, commute and budget.',
      'Search the directory and build a shortlist of five to eight schools.',
      'Check each school\u2019s admission calendar; many Las Vegas schools post open-house dates in late summer.',
      'Start a simple spreadsheet for deadlines, tuition, fees and notes.',
    ],
  },
  {
    season: 'Fall',
    when: '8-12 months ahead',
    title: 'Visit and apply',
    steps: [
      'Attend open houses and book private tours; visit on a normal school day if you can.',
      'Ask about entrance assessments (ISEE, SSAT or the school\u2019s own test) and register early.',
      'Request teacher recommendations and transcripts well before winter break.',
      'Submit applications and financial-aid forms; priority deadlines often fall between November and January.',
    ],
  },
  {
    season: 'Winter',
    when: '3-6 months ahead',
    title: 'Interviews and assessments',
    steps: [
      'Complete family interviews and student shadow days.',
      'Sit entrance assessments; a good night\u2019s sleep matters more than cramming.',
      'Confirm every file is complete: a missing recommendation can hold up a decision.',
      'Look into scholarships, sibling discounts and Nevada\u2019s Opportunity Scholarship program if you may qualify.',
    ],
  },
  {
    season: 'Spring',
    when: 'Decision time',
    title: 'Decide and enroll',
    steps: [
      'Compare offers and financial-aid packages side by side.',
      'Revisit your top choices with your child before deciding.',
      'Sign the enrollment contract and pay the deposit by the deadline, often in March or April.',
      'Politely decline other offers so waitlisted families can get a place.',
    ],
  },
];

const TIPS: { title: string; text: string }[] = [
  {
    title: 'Start early',
    text: 'Popular programs, especially Pre-K and kindergarten, can fill a year in advance. Starting early keeps your options open.',
  },
  {
    title: 'Visit in person',
    text: 'A campus visit tells you more than any brochure. Watch how teachers and students interact and ask to see a class in session.',
  },
  {
    title: 'Ask the right questions',
    text: 'Ask about class sizes, teacher experience, homework load, learning support, accreditation and what graduates go on to do.',
  },
  {
    title: 'Know the full cost',
    text: 'Beyond tuition, budget for registration, uniforms, books, technology, activities, transportation and before- or after-school care.',
  },
  {
    title: 'Involve your child',
    text: 'Older children especially should help choose. A school they feel good about is a school where they will try hard.',
  },
  {
    title: 'Keep organized',
    text: 'Track every deadline, login and document in one place, and keep copies of everything you submit.',
  },
];

const MISTAKES = [
  'Applying to only one school, with no backup if the answer is no or the waitlist is long.',
  'Missing financial-aid deadlines, which are often earlier than admission deadlines.',
  'Choosing on reputation alone without checking fit with your child\u2019s personality and needs.',
  'Underestimating the daily commute across the valley at school drop-off time.',
  'Not reading the enrollment contract, including withdrawal and refund terms.',
  'Waiting until spring to start, when many classes are already full.',
];

const NEXT_STEPS: LinkCardProps[] = [
  {
    icon: <SearchIcon fontSize="large" />,
    title: 'Find Schools',
    text: 'Search and filter private schools by grade, tuition, type and neighborhood.',
    href: paths.schools.href(),
    label: 'Search Schools',
  },
  {
    icon: <SavingsIcon fontSize="large" />,
    title: 'Opportunity Scholarship',
    text: 'Who qualifies for Nevada’s need-based private school scholarship, how to apply and how much it can be.',
    href: paths.opportunityScholarship.href(),
    label: 'Read the Guide',
  },
  {
    icon: <ArticleIcon fontSize="large" />,
    title: 'Read Our Guides',
    text: 'In-depth articles on admissions, rankings and back-to-school planning.',
    href: paths.articles.href(),
    label: 'Browse Articles',
  },
  {
    icon: <ContactSupportIcon fontSize="large" />,
    title: 'Get Personal Help',
    text: 'Not sure where to start? Our team is happy to point you in the right direction.',
    href: paths.contact.href(),
    label: 'Contact Us',
  },
];

export function AdmissionTipsPage() {
  usePageMeta(staticPageMeta('admissionTips'));
  return (
    <>
      <PageHero
        title="Private School Admission Tips"
        subtitle="A clear, step-by-step plan for applying to private schools in Las Vegas, from first research to enrollment day."
      />

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 }, display: 'grid', gap: { xs: 7, md: 10 } }}>
        <PageSection
          id="timeline-title"
          title="Admission Timeline"
          subtitle="Most schools admit for the fall. Count back from the August you want your child to start."
        >
          <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {TIMELINE.map((stage, index) => (
              <Grid key={stage.season} size={{ xs: 12, sm: 6, md: 3 }} component="li">
                <Card sx={{ height: '100%', borderRadius: 3 }}>
                  <Box aria-hidden sx={{ height: 6, bgcolor: 'secondary.main' }} />
                  <CardContent sx={{ p: 3 }}>
                    <Typography variant="overline" color="secondary.dark" sx={{ fontWeight: 700 }}>
                      Stage {index + 1}
                    </Typography>
                    <Typography variant="h3" component="h3">
                      {stage.season}
                    </Typography>
                    <Chip label={stage.when} size="small" color="primary" sx={{ my: 1.5 }} />
                    <Typography sx={{ fontWeight: 700, mb: 1 }}>{stage.title}</Typography>
                    <Box component="ul" sx={{ pl: 2.5, m: 0, color: 'text.secondary', '& li': { mb: 1 } }}>
                      {stage.steps.map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </Box>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </PageSection>

        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }} component="section" aria-labelledby="tips-title">
            <SectionHeading id="tips-title" title="Tips for a Successful Application" />
            <Grid container spacing={2}>
              {TIPS.map((tip) => (
                <Grid key={tip.title} size={{ xs: 12, sm: 6 }}>
                  <Stack direction="row" spacing={1.5}>
                    <LightbulbIcon sx={{ color: '#a15c00', mt: 0.25 }} aria-hidden />
                    <Box>
                      <Typography component="h3" sx={{ fontWeight: 700 }}>
                        {tip.title}
                      </Typography>
                      <Typography color="text.secondary">{tip.text}</Typography>
                    </Box>
                  </Stack>
                </Grid>
              ))}
            </Grid>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} component="section" aria-labelledby="mistakes-title">
            <Card sx={{ borderRadius: 3, bgcolor: '#fff5f5', border: 1, borderColor: '#fecaca' }} elevation={0}>
              <CardContent sx={{ p: 3.5 }}>
                <Typography id="mistakes-title" variant="h3" component="h2" gutterBottom>
                  Common Mistakes to Avoid
                </Typography>
                <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {MISTAKES.map((mistake) => (
                    <Stack component="li" key={mistake} direction="row" spacing={1.25}>
                      <CancelIcon fontSize="small" sx={{ color: '#b91c1c', mt: 0.3 }} aria-hidden />
                      <Typography>{mistake}</Typography>
                    </Stack>
                  ))}
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      </Container>

      <PageSection band id="next-steps-title" title="Ready for the Next Step?" links={NEXT_STEPS} />
    </>
  );
}
