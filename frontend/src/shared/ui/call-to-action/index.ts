export { CallToAction } from './call-to-action';
export type { CallToActionProps, CallToActionLink } from './call-to-action';
