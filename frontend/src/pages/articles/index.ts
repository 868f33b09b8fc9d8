export { ArticlesPage as default } from './ui/articles-page';
