export { DocumentLayout } from './document-layout';
export type { DocumentLayoutProps, DocumentSection } from './document-layout';
