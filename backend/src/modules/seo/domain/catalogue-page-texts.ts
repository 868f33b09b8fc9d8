/**
 * The title and description of each page that shows one record (a school, a
 * neighborhood, an article, an open house): the one builder both sides use.
 * The server writes them into the HTML it sends (catalogue-pages.ts, for
 * crawlers and link previews) and the client sets the same ones after it has
 * taken the page over or navigated to it (the frontend imports this file
 * through its `@catalogue-page-texts` alias), so a title never changes once
 * the page has hydrated (docs/architecture.md, "The contract").
 * Like static-page-texts.ts it imports nothing and takes plain structural
 * inputs that both the server's records and the API's responses satisfy.
 */

export interface PageText {
  title: string;
  description: string;
}

/** What a school's head says about it. */
export interface SchoolText {
  name: string;
  city: string;
  description: string | null;
  grades: string;
  schoolType: string;
  tuitionMin: number | null;
  tuitionMax: number | null;
}

export interface NeighborhoodText {
  name: string;
  city: string;
  description: string | null;
}

export interface ArticleText {
  title: string;
  excerpt: string | null;
  content: string;
}

export interface OpenHouseText {
  title: string;
  description: string;
  school: { name: string };
}

const STATE = 'NV';

/** A meta description: Markdown marks dropped, whitespace collapsed, cut at a word boundary near `max` characters. */
export function summarise(text: string, max = 160): string {
  const flat = text
    .replace(/[#*_>`[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > max * 0.6 ? cut.lastIndexOf(' ') : cut.length);
  return `${atWord.replace(/[\s,.;:!?-]+$/, '')}…`;
}

function tuitionText(min: number | null, max: number | null): string | null {
  const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
  if (min !== null && max !== null) return `${usd(min)} - ${usd(max)}`;
  if (min !== null) return `Starting at ${usd(min)}`;
  if (max !== null) return `Up to ${usd(max)}`;
  return null;
}

export function schoolPageText(school: SchoolText, appName: string): PageText {
  const tuition = tuitionText(school.tuitionMin, school.tuitionMax);
  return {
    title: `${school.name} - ${school.city}, ${STATE} | ${appName}`,
    description: summarise(
      school.description?.trim() ||
        `${school.name} is a ${school.schoolType} private school in ${school.city}, ${STATE} serving grades ${school.grades}.${tuition ? ` Tuition: ${tuition}.` : ''}`,
    ),
  };
}

export function neighborhoodPageText(neighborhood: NeighborhoodText, appName: string): PageText {
  return {
    title: `Private Schools in ${neighborhood.name}, ${neighborhood.city} | ${appName}`,
    description: summarise(
      neighborhood.description?.trim() ||
        `Discover private schools and community insights in ${neighborhood.name}, ${neighborhood.city}, Nevada.`,
    ),
  };
}

export function articlePageText(article: ArticleText, appName: string): PageText {
  return {
    title: `${article.title} | ${appName}`,
    description: summarise(article.excerpt?.trim() || article.content),
  };
}

export function openHousePageText(event: OpenHouseText, appName: string): PageText {
  return {
    title: `${event.title} - ${event.school.name} | ${appName}`,
    description: summarise(event.description.trim() || `Open house at ${event.school.name}.`),
  };
}

/** A record page whose record does not exist (the server answers it with status 404). */
export type MissingRecordPage = 'school' | 'neighborhood' | 'article';

export function notFoundPageText(page: MissingRecordPage, appName: string): PageText {
  switch (page) {
    case 'school':
      return { title: `School Not Found | ${appName}`, description: `Private school profile on ${appName}.` };
    case 'neighborhood':
      return {
        title: `Neighborhood Not Found | ${appName}`,
        description: `Private schools, demographics and family life in Las Vegas neighborhoods from ${appName}.`,
      };
    case 'article':
      return {
        title: `Article Not Found | ${appName}`,
        description: `Articles and guides for Las Vegas families from ${appName}.`,
      };
  }
}
