export { ArticlePage as default } from './ui/article-page';
