import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_NEIGHBORHOODS } from '../../neighborhoods/adapters';
import { ARTICLE_CATEGORIES } from '../domain/article-category';
import { DEMO_ARTICLES } from './demo-articles';

/** The six article categories of docs/product.md "The lists": the one list. */
const CATEGORIES: readonly string[] = ARTICLE_CATEGORIES;
const FRONTEND_PUBLIC = join(__dirname, '..', '..', '..', '..', '..', 'frontend', 'public');
const published = DEMO_ARTICLES.filter((a) => a.isPublished);
const drafts = DEMO_ARTICLES.filter((a) => !a.isPublished);
const rows = DEMO_ARTICLES.map((a) => [a.title, a] as const);

/** Lowercase words of the title joined by hyphens, punctuation dropped. */
function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

function words(markdown: string): number {
  return markdown.split(/\s+/).filter((token) => /[A-Za-z]/.test(token)).length;
}

/** Targets of every inline Markdown link. */
function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
}

describe('DEMO_ARTICLES', () => {
  it('publishes at least twelve articles across all six categories, plus exactly two drafts', () => {
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(drafts).toHaveLength(2);
    expect(new Set(published.map((a) => a.category))).toEqual(new Set(CATEGORIES));
  });

  it('relates several published articles to neighborhood pages by title', () => {
    const names = [...DEMO_NEIGHBORHOODS.map((n) => n.name.toLowerCase()), 'las vegas'];
    const related = published.filter((a) => names.some((name) => a.title.toLowerCase().includes(name)));
    expect(related.length).toBeGreaterThanOrEqual(4);
  });

  it('has unique slugs that are the lowercase-hyphenated titles', () => {
    expect(new Set(DEMO_ARTICLES.map((a) => a.slug)).size).toBe(DEMO_ARTICLES.length);
    for (const article of DEMO_ARTICLES) {
      expect(article.slug).toBe(slugOf(article.title));
      expect(article.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('spreads creation dates over the months of 2026', () => {
    const months = new Set<number>();
    for (const article of DEMO_ARTICLES) {
      const created = new Date(article.createdAt);
      expect(created.toISOString()).toBe(article.createdAt);
      expect(created.getUTCFullYear()).toBe(2026);
      months.add(created.getUTCMonth());
    }
    expect(months.size).toBeGreaterThanOrEqual(8);
  });

  it.each(rows)('%s fits the column limits', (_title, article) => {
    expect(article.title.length).toBeLessThanOrEqual(255);
    expect(article.author.length).toBeLessThanOrEqual(255);
    expect(article.author).toMatch(/^[A-Z][\w']+ [A-Z][\w']+$/);
    expect(article.category.length).toBeLessThanOrEqual(100);
    expect(CATEGORIES).toContain(article.category);
    expect(article.excerpt.length).toBeGreaterThan(40);
    expect(article.excerpt.length).toBeLessThanOrEqual(300);
  });

  it.each(published.map((a) => [a.title, a] as const))('%s is a real 600-1200 word Markdown guide', (_t, article) => {
    const count = words(article.content);
    expect(count).toBeGreaterThanOrEqual(600);
    expect(count).toBeLessThanOrEqual(1200);
    expect(article.content).toMatch(/^## \S/m);
    expect(article.content).toMatch(/^(?:- |\d+\. )\S/m);
    expect(linkTargets(article.content).some((target) => target.startsWith('https://'))).toBe(true);
  });

  it('includes tables in several articles', () => {
    expect(DEMO_ARTICLES.filter((a) => /^\|[-| ]+\|$/m.test(a.content)).length).toBeGreaterThanOrEqual(3);
  });

  it('links only to https pages and to pages of the product that exist', () => {
    const slugs = new Set(published.map((a) => a.slug));
    const neighborhoods = new Set(DEMO_NEIGHBORHOODS.map((n) => n.name));
    for (const article of DEMO_ARTICLES) {
      for (const target of linkTargets(article.content)) {
        expect({ target, allowed: /^(?:https:\/\/|\/)/.test(target) }).toEqual({ target, allowed: true });
        const articleLink = /^\/articles\/([\w-]+)$/.exec(target);
        if (articleLink) expect({ target, exists: slugs.has(articleLink[1]) }).toEqual({ target, exists: true });
        const neighborhoodLink = /^\/neighborhoods\/(.+)$/.exec(target);
        if (neighborhoodLink) expect(neighborhoods).toContain(decodeURIComponent(neighborhoodLink[1]));
      }
    }
  });

  it('points every image at a file the frontend serves', () => {
    for (const article of DEMO_ARTICLES) {
      expect(article.imageUrl).toMatch(/^\/images\/articles\/[a-z-]+\.svg$/);
      expect({ image: article.imageUrl, exists: existsSync(join(FRONTEND_PUBLIC, article.imageUrl)) }).toEqual({
        image: article.imageUrl,
        exists: true,
      });
    }
  });
});
