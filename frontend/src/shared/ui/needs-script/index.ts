export { NEEDS_SCRIPT_CLASS, NoScriptNote, NoScriptStyles } from './needs-script';
export { useHydrated } from './use-hydrated';
