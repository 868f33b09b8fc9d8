export { ArticleCard } from './ui/article-card';
export { ArticleCardSkeleton } from './ui/article-card-skeleton';
export { CategoryBadge } from './ui/category-badge';
export { ARTICLE_CATEGORIES, articleByline, guestSchoolLabel, isArticleCategory } from './model/article';
export { GuestSchoolChip } from './ui/guest-school-chip';
