import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import ChecklistIcon from '@mui/icons-material/Checklist';
import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import EscalatorWarningIcon from '@mui/icons-material/EscalatorWarning';
import SearchIcon from '@mui/icons-material/Search';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Container, Grid } from '@mui/material';
import { APP_NAME, paths } from '@/shared/config';
import { usePageMeta } from '@/shared/lib/page-meta';
import { LinkCard, PageHero, SectionHeading } from '@/shared/ui';

export function ResourcesPage() {
  usePageMeta({
    title: `Resources for Families and Schools | ${APP_NAME}`,
    description:
      'Guides, admission tips and parent advice for Las Vegas families, plus tools for school administrators.',
  });
  return (
    <>
      <PageHero
        title="Resources"
        subtitle="Everything you need to research, apply to and thrive at a Las Vegas private school, in one place."
      />

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Box component="section" aria-labelledby="family-resources-title" sx={{ mb: { xs: 7, md: 9 } }}>
          <SectionHeading
            id="family-resources-title"
            title="For Parents and Families"
            subtitle="Free guides written for local families."
          />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 4 }}>
              <LinkCard
                icon={<ArticleIcon />}
                title="Articles & Guides"
                text="Admissions guides, school rankings, back-to-school planning and local education news."
                href={paths.articles.href()}
                label="Browse Articles"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <LinkCard
                icon={<ChecklistIcon />}
                title="Admission Tips"
                text="A four-stage admission timeline, tips for a strong application and mistakes to avoid."
                href={paths.admissionTips.href()}
                label="Read Admission Tips"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <LinkCard
                icon={<EscalatorWarningIcon />}
                title="Parent Tips"
                text="Routines, academic support and working with teachers, with advice for every grade band."
                href={paths.parentTips.href()}
                label="Read Parent Tips"
              />
            </Grid>
          </Grid>
        </Box>

        <Box component="section" aria-labelledby="admin-resources-title" sx={{ mb: { xs: 7, md: 9 } }}>
          <SectionHeading
            id="admin-resources-title"
            title="For School Administrators"
            subtitle="Keep your listing accurate and reach more families."
          />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <LinkCard
                icon={<StorefrontIcon />}
                title="Claim Your School"
                text="Verify that you represent your school, then manage its profile and upgrade to a premium listing with photos, videos and social links. Claims are reviewed within 24-48 hours."
                href={paths.claimSchool.href()}
                label="Claim Your School"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <LinkCard
                icon={<AdminPanelSettingsIcon />}
                title="School Portal"
                text="Already approved? Sign in to update your school's information and manage your subscription."
                href={paths.portal.href()}
                label="Go to the Portal"
              />
            </Grid>
          </Grid>
        </Box>

        <Box component="section" aria-labelledby="support-title">
          <SectionHeading
            id="support-title"
            title="Need Help?"
            subtitle="We are here for families and schools alike."
          />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <LinkCard
                icon={<ContactSupportIcon />}
                title="Contact Support"
                text="Questions about a school, your listing or the site? Send us a message and we'll reply within 24 hours."
                href={paths.contact.href()}
                label="Contact Us"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <LinkCard
                icon={<SearchIcon />}
                title="Search the Directory"
                text="Filter private schools by location, grades, tuition and school type, in a list or on a map."
                href={paths.schools.href()}
                label="Find Schools"
              />
            </Grid>
          </Grid>
        </Box>
      </Container>
    </>
  );
}
