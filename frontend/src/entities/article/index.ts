export { ArticleCard } from './ui/article-card';
export { ArticleCardSkeleton } from './ui/article-card-skeleton';
export { CategoryBadge } from './ui/category-badge';
export { ARTICLE_CATEGORIES, articleByline, isArticleCategory } from './model/article';
