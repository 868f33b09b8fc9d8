export { escapeHtml } from './escape-html';
