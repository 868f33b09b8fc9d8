export { TabbedPanel } from './tabbed-panel';
