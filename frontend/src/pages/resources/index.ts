export { ResourcesPage as default } from './ui/resources-page';
