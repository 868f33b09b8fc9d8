export { useTypedBeforeHydration } from './typed-before-hydration';
