export { DocumentLayout } from './document-layout';
export type { DocumentSection } from './document-layout';
