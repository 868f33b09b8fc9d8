import { Injectable } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { AppConfig } from '../../../config';
import { SpaServerSide, type SpaDocument, type SpaPageHead } from '../../../shared/http';
import { ArticleCatalogue } from '../../articles';
import { SchoolCatalogue, SchoolCounts } from '../../catalogue';
import { NeighborhoodCatalogue } from '../../neighborhoods';
import { OpenHouseReads } from '../../open-houses';
import { SchoolReviewDigests } from '../../reviews';
import {
  articlePage,
  articlePath,
  neighborhoodPage,
  neighborhoodPath,
  openHouseEvent,
  openHousePage,
  schoolPage,
  schoolPath,
  type Site,
} from '../domain/catalogue-pages';
import { notFoundPageText, type MissingRecordPage } from '../domain/catalogue-page-texts';
import { renderHeadTags, type PageMeta } from '../domain/page-meta';
import {
  SITEMAP_MAX_URLS,
  latest,
  renderRobotsTxt,
  renderSitemapIndex,
  renderUrlset,
  type SitemapUrl,
} from '../domain/sitemap';
import { STATIC_PAGES, staticPageMeta } from '../domain/static-pages';

const SLUG = /^[\w-]{1,255}$/;
/** Schools read per query while writing a sitemap. */
const SLICE = 10_000;
const XML = 'application/xml; charset=utf-8';
/** Open houses written into a page's head as schema.org Events. */
const OPEN_HOUSES_IN_HEAD = 50;
/** The newest reviews in a school page's JSON-LD (the review block's first page). */
const REVIEWS_IN_HEAD = 10;

/** `/schools/x%20y` → ['schools', 'x y']; the key is null when it cannot be decoded. */
function twoSegments(path: string): [string, string | null] | null {
  const match = /^\/([a-z-]+)\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  try {
    return [match[1], decodeURIComponent(match[2])];
  } catch {
    return [match[1], null];
  }
}

/**
 * The crawler's view of the SPA: robots.txt, the sitemap, and for school,
 * neighborhood and article pages the title, description, canonical URL, Open
 * Graph tags and schema.org JSON-LD inside the served index.html. Unknown
 * records answer the plain index.html with status 404. Reads go through the
 * catalogue modules' ports, so "active" and "published" mean the same here as
 * in the API.
 */
@Injectable()
export class SeoSpaServerSide extends SpaServerSide {
  private readonly site: Site;

  constructor(
    private readonly orm: MikroORM,
    private readonly schools: SchoolCatalogue,
    private readonly schoolCounts: SchoolCounts,
    private readonly neighborhoods: NeighborhoodCatalogue,
    private readonly articles: ArticleCatalogue,
    private readonly openHouses: OpenHouseReads,
    private readonly reviews: SchoolReviewDigests,
    config: AppConfig,
  ) {
    super();
    this.site = { publicUrl: config.publicUrl, appName: config.appName };
  }

  /** The SPA fallback runs before Nest's per-request EntityManager, so each answer gets its own. */
  private scoped<T>(work: () => Promise<T>): Promise<T> {
    return RequestContext.create(this.orm.em, work);
  }

  async document(path: string): Promise<SpaDocument | null> {
    if (path === '/robots.txt')
      return { contentType: 'text/plain; charset=utf-8', body: renderRobotsTxt(this.site.publicUrl) };
    if (path === '/sitemap.xml') return this.scoped(() => this.sitemap());
    if (path === '/sitemap-pages.xml') return this.scoped(async () => this.xml(renderUrlset(await this.pageUrls())));
    const schoolsPart = /^\/sitemap-schools-(\d{1,6})\.xml$/.exec(path);
    if (schoolsPart) return this.scoped(() => this.schoolSitemap(Number(schoolsPart[1])));
    return null;
  }

  async page(path: string): Promise<SpaPageHead | null> {
    const staticPage = STATIC_PAGES.find((page) => page.path === path || `${page.path}/` === path);
    if (staticPage?.path === '/open-houses') {
      // The list page carries every upcoming open house it shows first as a schema.org Event.
      const meta = staticPageMeta(staticPage, this.site);
      const { openHouses } = await this.scoped(() => this.openHouses.upcoming({}, 1, OPEN_HOUSES_IN_HEAD));
      return this.head({ ...meta, structuredData: openHouses.map((event) => openHouseEvent(event, this.site)) });
    }
    if (staticPage) return this.head(staticPageMeta(staticPage, this.site));
    const segments = twoSegments(path);
    if (!segments) return null;
    const [section, key] = segments;
    return this.scoped(async () => {
      switch (section) {
        case 'schools': {
          if (!key || !SLUG.test(key)) return this.missing('school');
          const school = await this.schools.findBySlug(key);
          if (!school) {
            // Slugs are lower case; a link typed or shared in capitals finds the page it meant.
            const lower = key.toLowerCase() !== key ? await this.schools.findBySlug(key.toLowerCase()) : null;
            if (lower) return { status: 301, redirect: schoolPath(lower.slug) };
            // A slug the school had before a rename: the old link moves for good to the new page.
            const current = await this.schools.renamedTo(key);
            return current ? { status: 301, redirect: schoolPath(current) } : this.missing('school');
          }
          const { openHouses } = await this.openHouses.upcoming({ schoolSlug: school.slug }, 1, OPEN_HOUSES_IN_HEAD);
          const reviews = await this.reviews.forSchool(school.id, REVIEWS_IN_HEAD);
          const meta = schoolPage(school, this.site, reviews);
          const events = openHouses.map((event) => openHouseEvent(event, this.site));
          return this.head({ ...meta, structuredData: [...meta.structuredData, ...events] });
        }
        case 'neighborhoods': {
          const neighborhood = key ? await this.neighborhoods.findByIdOrName(key) : null;
          return neighborhood ? this.head(neighborhoodPage(neighborhood, this.site)) : this.missing('neighborhood');
        }
        case 'open-houses': {
          if (key === 'cancel') return null;
          const event = key && /^[0-9a-f-]{36}$/.test(key) ? await this.openHouses.publicById(key) : null;
          if (!event) {
            // The list page still shows (app/routes.tsx), under its own title: "no longer available" above it.
            const list = staticPageMeta(
              STATIC_PAGES.find((page) => page.path === '/open-houses')!,
              this.site,
            );
            return { status: 404, title: list.title, description: list.description };
          }
          return this.head(openHousePage(event, this.site));
        }
        case 'articles': {
          if (!key || !SLUG.test(key)) return this.missing('article');
          const article = await this.articles.findPublishedBySlug(key);
          if (article) return this.head(articlePage(article, this.site));
          const lower = key.toLowerCase() !== key ? await this.articles.findPublishedBySlug(key.toLowerCase()) : null;
          if (lower) return { status: 301, redirect: articlePath(lower.slug) };
          const current = await this.articles.renamedTo(key);
          return current ? { status: 301, redirect: articlePath(current) } : this.missing('article');
        }
        default:
          return null;
      }
    });
  }

  private head(meta: PageMeta): SpaPageHead {
    return { status: 200, title: meta.title, description: meta.description, headTags: renderHeadTags(meta) };
  }

  /** A record page whose record does not exist: status 404 under the title the client shows it with. */
  private missing(page: MissingRecordPage): SpaPageHead {
    return { status: 404, ...notFoundPageText(page, this.site.appName) };
  }

  private xml(body: string): SpaDocument {
    return { contentType: XML, body, cacheControl: 'public, max-age=3600' };
  }

  private url(path: string): string {
    return path === '/' ? `${this.site.publicUrl}/` : `${this.site.publicUrl}${path}`;
  }

  /** Static pages, neighborhoods and articles (everything but the schools). */
  private async pageUrls(): Promise<SitemapUrl[]> {
    const [neighborhoods, articles, schoolsChanged] = await Promise.all([
      this.neighborhoods.list(),
      this.articles.sitemap(),
      this.schools.lastChange(),
    ]);
    const lastChange = {
      schools: schoolsChanged,
      neighborhoods: latest(neighborhoods.map((n) => n.updatedAt)),
      articles: latest(articles.map((a) => a.updatedAt)),
    };
    return [
      ...STATIC_PAGES.map((page) => ({
        loc: this.url(page.path),
        lastmod: page.lists ? lastChange[page.lists] : null,
      })),
      ...neighborhoods.map((n) => ({ loc: this.url(neighborhoodPath(n.name)), lastmod: n.updatedAt })),
      ...articles.map((a) => ({ loc: this.url(articlePath(a.slug)), lastmod: a.updatedAt })),
    ];
  }

  private async schoolUrls(offset: number, count: number): Promise<SitemapUrl[]> {
    const urls: SitemapUrl[] = [];
    for (let done = 0; done < count; done += SLICE) {
      const slice = await this.schools.sitemapSlice(offset + done, Math.min(SLICE, count - done));
      urls.push(...slice.map((s) => ({ loc: this.url(schoolPath(s.slug)), lastmod: s.updatedAt })));
      if (slice.length < SLICE) break;
    }
    return urls;
  }

  /** One file while everything fits the protocol's 50,000 URLs; past that, an index of files. */
  private async sitemap(): Promise<SpaDocument> {
    const [pages, { schools }] = await Promise.all([this.pageUrls(), this.schoolCounts.counts()]);
    if (pages.length + schools <= SITEMAP_MAX_URLS) {
      return this.xml(renderUrlset([...pages, ...(await this.schoolUrls(0, schools))]));
    }
    const files = Math.ceil(schools / SITEMAP_MAX_URLS);
    return this.xml(
      renderSitemapIndex([
        { loc: this.url('/sitemap-pages.xml'), lastmod: latest(pages.map((p) => p.lastmod)) },
        ...Array.from({ length: files }, (_, i) => ({ loc: this.url(`/sitemap-schools-${i + 1}.xml`) })),
      ]),
    );
  }

  private async schoolSitemap(file: number): Promise<SpaDocument | null> {
    const { schools } = await this.schoolCounts.counts();
    if (file < 1 || (file - 1) * SITEMAP_MAX_URLS >= Math.max(schools, 1)) return null;
    return this.xml(renderUrlset(await this.schoolUrls((file - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS)));
  }
}
