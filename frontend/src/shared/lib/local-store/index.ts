export { createLocalStore, useLocalStore } from './local-store';
export type { LocalStore } from './local-store';
