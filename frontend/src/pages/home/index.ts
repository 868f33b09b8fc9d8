export { HomePage as default } from './ui/home-page';
