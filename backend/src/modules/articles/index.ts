export { ArticlesModule } from './articles.module';
export { Article } from './domain/article';
export type { ArticleDraft } from './domain/article';
export { ARTICLE_CATEGORIES, type ArticleCategory } from './domain/article-category';
export { ArticleNotFoundError } from './domain/articles.errors';
export { ArticleCatalogue } from './application/ports/article-catalogue';
export { ArticleLookup } from './application/article-lookup';
export { CreateArticleDraft } from './application/create-article-draft';
export { PublishArticle } from './application/publish-article';
export { ArchiveArticle } from './application/archive-article';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { ArticleSchema } from './infrastructure/article.schema';
export { FormerArticleSlugSchema } from './infrastructure/former-article-slug.schema';
