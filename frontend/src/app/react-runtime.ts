/**
 * The first part of the app's code to run (app/boot.ts imports it, then app/libraries.ts, then
 * app/main.tsx, each in a task of its own): React and its DOM renderer, the largest single chunk.
 */
export { hydrateRoot } from 'react-dom/client';
