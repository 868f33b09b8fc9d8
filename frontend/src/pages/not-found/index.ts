export { NotFoundPage as default } from './ui/not-found-page';
