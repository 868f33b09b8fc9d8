export { ArticlesModule } from './articles.module';
export { Article } from './domain/article';
export { ArticleCatalogue } from './application/ports/article-catalogue';
export { articlesSeeder, seedArticles } from './seed/articles.seeder';
export type { DemoArticle } from './seed/demo-article';
