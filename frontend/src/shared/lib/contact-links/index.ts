export { displayHost, safeExternalUrl, telHref } from './contact-links';
