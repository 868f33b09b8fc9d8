export { PortalPage as default } from './ui/portal-page';
