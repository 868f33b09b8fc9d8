export { ArticlesModule } from './articles.module';
export { Article } from './domain/article';
export type { ArticleDraft } from './domain/article';
export { ARTICLE_CATEGORIES, type ArticleCategory } from './domain/article-category';
export { ArticleCategoryField } from './http/dto/article-field.decorators';
export { ArticleNotFoundError } from './domain/articles.errors';
export { ArticleCatalogue } from './application/ports/article-catalogue';
export { ArticleLookup } from './application/article-lookup';
export { CreateArticleDraft } from './application/create-article-draft';
export { PublishArticle } from './application/publish-article';
export { ArchiveArticle } from './application/archive-article';
export { AdminArticleReads } from './infrastructure/admin-article-reads';
export { articlesSeeder, seedArticles } from './seed/articles.seeder';
export { DEMO_ARTICLES } from './seed/demo-articles';
export type { DemoArticle } from './seed/demo-article';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { ArticleSchema } from './infrastructure/article.schema';
export { FormerArticleSlugSchema } from './infrastructure/former-article-slug.schema';
