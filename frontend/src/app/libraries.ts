/**
 * The second part of the app's code to run (app/boot.ts imports app/react-runtime.ts, then this,
 * then app/main.tsx, each in a task of its own): the theme with MUI's styling engine, and the API
 * slice with Redux Toolkit. Running a module graph is one task however large; the app's whole graph
 * at once was the longest task of a phone's page load. What is exported here is what keeps the modules in (the libraries are side-effect free).
 */
export { theme } from './theme';
export { baseApi } from '@/shared/api';
