import { articlePageText, neighborhoodPageText, openHousePageText, schoolPageText } from './catalogue-page-texts';
import { absoluteUrl } from './html';
import type { PageMeta } from './page-meta';

/** Where the site lives and what it is called. */
export interface Site {
  /** Origin without a trailing slash, e.g. https://vegasprivateschools.com */
  publicUrl: string;
  appName: string;
}

/** The school facts a page head uses (a subset of the public school). */
export interface SchoolFacts {
  name: string;
  slug: string;
  address: string;
  city: string;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  grades: string;
  schoolType: string;
  religiousAffiliation: string | null;
  tuitionMin: number | null;
  tuitionMax: number | null;
  neighborhoodName: string | null;
  socialLinks: object | null;
  imageUrl: string | null;
}

export interface NeighborhoodFacts {
  name: string;
  city: string;
  description: string | null;
  imageUrl: string | null;
  population: number | null;
  schoolCount: number;
}

export interface ArticleFacts {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  imageUrl: string | null;
  author: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function schoolPath(slug: string): string {
  return `/schools/${encodeURIComponent(slug)}`;
}

export function neighborhoodPath(name: string): string {
  return `/neighborhoods/${encodeURIComponent(name)}`;
}

export function articlePath(slug: string): string {
  return `/articles/${encodeURIComponent(slug)}`;
}

const STATE = 'NV';

function publisher(site: Site): object {
  return { '@type': 'Organization', name: site.appName, url: site.publicUrl };
}

/** A school's reviews as its page's head shows them (the reviews module's digest). */
export interface SchoolReviewFacts {
  /** Null while there are too few counted reviews to show an average: then no AggregateRating either. */
  average: number | null;
  countedCount: number;
  reviews: { title: string; body: string; overall: number; displayName: string; publishedAt: Date }[];
}

/**
 * schema.org AggregateRating (only when the page shows the average) and the newest counted Reviews,
 * the same figures the page's review block shows (issue 39).
 */
function reviewStructuredData(reviews: SchoolReviewFacts): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (reviews.average !== null) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.countedCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (reviews.reviews.length) {
    data.review = reviews.reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.body,
      datePublished: review.publishedAt.toISOString().slice(0, 10),
      author: { '@type': 'Person', name: review.displayName },
      reviewRating: { '@type': 'Rating', ratingValue: review.overall, bestRating: 5, worstRating: 1 },
    }));
  }
  return data;
}

export function schoolPage(school: SchoolFacts, site: Site, reviews?: SchoolReviewFacts): PageMeta {
  const url = `${site.publicUrl}${schoolPath(school.slug)}`;
  const image = school.imageUrl ? absoluteUrl(site.publicUrl, school.imageUrl) : null;
  const { title, description } = schoolPageText(school, site.appName);
  const sameAs = Object.values(school.socialLinks ?? {}).filter(
    (link): link is string => typeof link === 'string' && !!link,
  );
  const structured: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'School',
    name: school.name,
    url,
    description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: school.address,
      addressLocality: school.city,
      addressRegion: STATE,
      postalCode: school.zipCode,
      addressCountry: 'US',
    },
  };
  if (school.latitude !== null && school.longitude !== null) {
    structured.geo = { '@type': 'GeoCoordinates', latitude: school.latitude, longitude: school.longitude };
  }
  if (school.phone) structured.telephone = school.phone;
  if (school.email) structured.email = school.email;
  if (image) structured.image = image;
  if (school.website) sameAs.unshift(school.website);
  if (sameAs.length) structured.sameAs = sameAs;
  if (school.neighborhoodName) {
    structured.containedInPlace = {
      '@type': 'Place',
      name: school.neighborhoodName,
      url: `${site.publicUrl}${neighborhoodPath(school.neighborhoodName)}`,
    };
  }
  if (reviews) Object.assign(structured, reviewStructuredData(reviews));
  return {
    title,
    description,
    canonicalUrl: url,
    type: 'website',
    siteName: site.appName,
    imageUrl: image,
    structuredData: [structured],
  };
}

export function neighborhoodPage(neighborhood: NeighborhoodFacts, site: Site): PageMeta {
  const url = `${site.publicUrl}${neighborhoodPath(neighborhood.name)}`;
  const image = neighborhood.imageUrl ? absoluteUrl(site.publicUrl, neighborhood.imageUrl) : null;
  const { title, description } = neighborhoodPageText(neighborhood, site.appName);
  const structured: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: neighborhood.name,
    url,
    description,
    address: {
      '@type': 'PostalAddress',
      addressLocality: neighborhood.city,
      addressRegion: STATE,
      addressCountry: 'US',
    },
    containedInPlace: { '@type': 'City', name: neighborhood.city },
  };
  if (image) structured.image = image;
  return {
    title,
    description,
    canonicalUrl: url,
    type: 'place',
    siteName: site.appName,
    imageUrl: image,
    structuredData: [structured],
  };
}

export function articlePage(article: ArticleFacts, site: Site): PageMeta {
  const url = `${site.publicUrl}${articlePath(article.slug)}`;
  const image = article.imageUrl ? absoluteUrl(site.publicUrl, article.imageUrl) : null;
  const { title, description } = articlePageText(article, site.appName);
  const structured: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title.slice(0, 110),
    description,
    articleSection: article.category,
    datePublished: article.createdAt.toISOString(),
    dateModified: article.updatedAt.toISOString(),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: article.author ? { '@type': 'Person', name: article.author } : publisher(site),
    publisher: publisher(site),
  };
  if (image) structured.image = image;
  return {
    title,
    description,
    canonicalUrl: url,
    type: 'article',
    siteName: site.appName,
    imageUrl: image,
    structuredData: [structured],
  };
}

/** An open house as a page shows it (a subset of the open-houses module's public row). */
export interface OpenHouseFacts {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  format: 'in_person' | 'virtual';
  address: string | null;
  virtualUrl: string | null;
  description: string;
  seatsLeft: number;
  status: 'scheduled' | 'cancelled';
  school: { name: string; slug: string };
}

export function openHousePath(id: string): string {
  return `/open-houses/${encodeURIComponent(id)}`;
}

/** schema.org Event for one open house (free, RSVP on the site). */
export function openHouseEvent(event: OpenHouseFacts, site: Site): Record<string, unknown> {
  const url = `${site.publicUrl}${openHousePath(event.id)}`;
  const school = {
    '@type': 'School',
    name: event.school.name,
    url: `${site.publicUrl}${schoolPath(event.school.slug)}`,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `${event.title} - ${event.school.name}`,
    description: openHousePageText(event, site.appName).description,
    startDate: event.startsAt.toISOString(),
    endDate: event.endsAt.toISOString(),
    eventStatus:
      event.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode:
      event.format === 'virtual'
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode',
    location:
      event.format === 'virtual'
        ? { '@type': 'VirtualLocation', url }
        : {
            '@type': 'Place',
            name: event.school.name,
            address: {
              '@type': 'PostalAddress',
              streetAddress: event.address ?? '',
              addressRegion: STATE,
              addressCountry: 'US',
            },
          },
    organizer: school,
    isAccessibleForFree: true,
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'USD',
      url,
      availability: event.seatsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
    url,
  };
}

/** The head of an open house's own page (/open-houses/:id). */
export function openHousePage(event: OpenHouseFacts, site: Site): PageMeta {
  const { title, description } = openHousePageText(event, site.appName);
  return {
    title,
    description,
    canonicalUrl: `${site.publicUrl}${openHousePath(event.id)}`,
    type: 'website',
    siteName: site.appName,
    imageUrl: null,
    structuredData: [openHouseEvent(event, site)],
  };
}
