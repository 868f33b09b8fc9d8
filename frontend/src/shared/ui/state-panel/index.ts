export { StatePanel } from './state-panel';
export type { StatePanelProps } from './state-panel';
