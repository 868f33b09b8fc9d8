export { CorrectionCard } from './ui/correction-card';
export type { CorrectionCardProps } from './ui/correction-card';
