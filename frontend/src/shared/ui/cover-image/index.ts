export { CoverImage } from './cover-image';
