import { EntitySchema } from '@mikro-orm/core';
import { FormerArticleSlug } from '../domain/former-article-slug';

/** `article_slug_history`: written only by the articles repository, in the retitle's transaction. */
export const FormerArticleSlugSchema = new EntitySchema<FormerArticleSlug>({
  class: FormerArticleSlug,
  tableName: 'article_slug_history',
  properties: {
    slug: { type: 'string', length: 255, primary: true },
    articleId: {
      kind: 'm:1',
      entity: 'Article',
      mapToPk: true,
      fieldName: 'article_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
      index: 'article_slug_history_article_id_idx',
    },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
