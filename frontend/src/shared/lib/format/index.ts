export {
  formatCount,
  formatCurrency,
  formatLongDate,
  formatPercent,
  formatShortDate,
  formatTuition,
  formatTuitionRangeIfComplete,
  cardGradeTone,
  neighborhoodGradeTone,
  GRADE_TONE_COLORS,
} from './format';
