export { CallToAction } from './call-to-action';
