export { ContactPage as default } from './ui/contact-page';
