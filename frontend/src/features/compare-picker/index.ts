export { CompareBar } from './ui/compare-bar';
export { CompareToggle } from './ui/compare-toggle';
export {
  COMPARE_MAX,
  COMPARE_MIN,
  TOO_MANY_MESSAGE,
  compareQuery,
  compareSelection,
  useCompareSelection,
} from './model/compare-selection';
export { alignFeatures, parseCompareSlugs } from './model/compare-rows';
export type { FeatureRow } from './model/compare-rows';
