export { HoverHint } from './hover-hint';
