import { EntitySchema } from '@mikro-orm/core';
import { Article } from '../domain/article';

export const ArticleSchema = new EntitySchema<Article>({
  class: Article,
  tableName: 'article',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    title: { type: 'string', length: 255 },
    slug: { type: 'string', length: 255, unique: 'article_slug_unique' },
    excerpt: { type: 'text', nullable: true },
    content: { type: 'text' },
    imageUrl: { type: 'text', nullable: true },
    category: { type: 'string', length: 100 },
    isPublished: { type: 'boolean', default: false },
    author: { type: 'string', length: 255, nullable: true },
    authorSchool: { type: 'string', length: 255, nullable: true },
    archivedAt: { type: 'datetime', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
  indexes: [
    // The public list: published articles, newest first, optionally one category.
    {
      name: 'article_public_list_idx',
      expression:
        'create index "article_public_list_idx" on "article" ("created_at" desc, "id" desc) where "is_published"',
    },
    { name: 'article_category_idx', properties: ['category'] },
  ],
});
