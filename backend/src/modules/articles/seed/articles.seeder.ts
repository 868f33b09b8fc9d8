import type { EntityManager } from '@mikro-orm/postgresql';
import { Article } from '../domain/article';
import type { DemoArticle } from './demo-article';

/** Upserts articles by slug, keeping each one's stated creation date. */
export async function seedArticles(em: EntityManager, data: readonly DemoArticle[]): Promise<string> {
  const existing = await em.find(Article, { slug: { $in: data.map((a) => a.slug) } });
  const bySlug = new Map(existing.map((a) => [a.slug, a]));
  let created = 0;
  for (const { createdAt, ...props } of data) {
    let article = bySlug.get(props.slug);
    if (article) {
      article.update(props);
    } else {
      article = Article.create(props);
      em.persist(article);
      created++;
    }
    article.createdAt = new Date(createdAt);
  }
  await em.flush();
  const drafts = data.filter((a) => !a.isPublished).length;
  return `${data.length} articles, ${drafts} of them drafts (${created} created, ${data.length - created} refreshed)`;
}

/** The `npm run db:seed` step for articles. */
export function articlesSeeder(data: readonly DemoArticle[]) {
  return { name: 'articles', run: (em: EntityManager): Promise<string> => seedArticles(em, data) };
}
