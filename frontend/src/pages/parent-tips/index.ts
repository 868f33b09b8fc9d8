export { ParentTipsPage as default } from './ui/parent-tips-page';
