import { Suspense } from 'react';
import { paths } from '@/shared/config';
import { staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { CallToAction } from '@/shared/ui';
import { FeaturedSchools } from './featured-schools';
import { HeroSearch } from './hero-search';
import { LatestArticles } from './latest-articles';
import { NeighborhoodCarousel } from './neighborhood-carousel';
import { StatsStrip } from './stats-strip';
import { UpcomingOpenHouses } from './upcoming-open-houses';

export function HomePage() {
  usePageMeta(staticPageMeta('home'));
  // The sections below the search each in a boundary of their own: React takes the server's HTML over one
  // boundary at a time, so a phone's CPU commits them in separate short tasks rather than one long one.
  return (
    <>
      <HeroSearch />
      <StatsStrip />
      <Suspense>
        <FeaturedSchools />
      </Suspense>
      <Suspense>
        <UpcomingOpenHouses />
      </Suspense>
      <Suspense>
        <NeighborhoodCarousel />
      </Suspense>
      <Suspense>
        <LatestArticles />
      </Suspense>
      <CallToAction
        title="Find the School Where Your Child Will Thrive"
        description="Every private school in the valley, with tuition, grades, programs and maps, in one free directory."
        primary={{ label: 'Start Your Search', href: paths.schools.href() }}
        secondary={{ label: 'Browse All Schools', href: paths.schools.href() }}
      />
    </>
  );
}
