import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import ChecklistIcon from '@mui/icons-material/Checklist';
import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import EscalatorWarningIcon from '@mui/icons-material/EscalatorWarning';
import SavingsIcon from '@mui/icons-material/Savings';
import SearchIcon from '@mui/icons-material/Search';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Container } from '@mui/material';
import { paths } from '@/shared/config';
import { staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { PageHero, PageSection, type PageSectionProps } from '@/shared/ui';

const SECTIONS: PageSectionProps[] = [
  {
    id: 'family-resources-title',
    title: 'For Parents and Families',
    subtitle: 'Free guides written for local families.',
    links: [
      {
        icon: <ArticleIcon />,
        title: 'Articles & Guides',
        text: 'Admissions guides, school rankings, back-to-school planning and local education news.',
        href: paths.articles.href(),
        label: 'Browse Articles',
      },
      {
        icon: <ChecklistIcon />,
        title: 'Admission Tips',
        text: 'A four-stage admission timeline, tips for a strong application and mistakes to avoid.',
        href: paths.admissionTips.href(),
        label: 'Read Admission Tips',
      },
      {
        icon: <SavingsIcon />,
        title: 'Opportunity Scholarship',
        text: 'Nevada’s need-based scholarship for private school tuition: who qualifies, how to apply and the amount.',
        href: paths.opportunityScholarship.href(),
        label: 'Read the Guide',
      },
      {
        icon: <EscalatorWarningIcon />,
        title: 'Parent Tips',
        text: 'Routines, academic support and working with teachers, with advice for every grade band.',
        href: paths.parentTips.href(),
        label: 'Read Parent Tips',
      },
    ],
  },
  {
    id: 'admin-resources-title',
    title: 'For School Administrators',
    subtitle: 'Keep your listing accurate and reach more families.',
    links: [
      {
        icon: <StorefrontIcon />,
        title: 'Claim Your School',
        text: 'Verify that you represent your school, then manage its profile and upgrade to a premium listing with photos, videos and social links. Claims are reviewed within 24-48 hours.',
        href: paths.claimSchool.href(),
        label: 'Claim Your School',
      },
      {
        icon: <AdminPanelSettingsIcon />,
        title: 'School Portal',
        text: "Already approved? Sign in to update your school's information and manage your subscription.",
        href: paths.portal.href(),
        label: 'Go to the Portal',
      },
    ],
  },
  {
    id: 'support-title',
    title: 'Need Help?',
    subtitle: 'We are here for families and schools alike.',
    links: [
      {
        icon: <ContactSupportIcon />,
        title: 'Contact Support',
        text: "Questions about a school, your listing or the site? Send us a message and we'll reply within 24 hours.",
        href: paths.contact.href(),
        label: 'Contact Us',
      },
      {
        icon: <SearchIcon />,
        title: 'Search the Directory',
        text: 'Filter private schools by location, grades, tuition and school type, in a list or on a map.',
        href: paths.schools.href(),
        label: 'Find Schools',
      },
    ],
  },
];

export function ResourcesPage() {
  usePageMeta(staticPageMeta('resources'));
  return (
    <>
      <PageHero
        title="Resources"
        subtitle="Everything you need to research, apply to and thrive at a Las Vegas private school, in one place."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 }, display: 'grid', gap: { xs: 7, md: 9 } }}>
        {SECTIONS.map((section) => (
          <PageSection key={section.id} {...section} />
        ))}
      </Container>
    </>
  );
}
