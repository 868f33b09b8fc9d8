export { AboutPage as default } from './ui/about-page';
