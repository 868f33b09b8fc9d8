export { StatePanel } from './state-panel';
