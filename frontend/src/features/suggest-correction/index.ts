export { SuggestCorrection, CORRECTION_SENT } from './ui/suggest-correction-dialog';
