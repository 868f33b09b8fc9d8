export {
  formatCount,
  formatCurrency,
  formatDistance,
  formatLongDate,
  formatPercent,
  formatShortDate,
  formatTuition,
  formatTuitionRangeIfComplete,
  cardGradeTone,
  neighborhoodGradeTone,
  GRADE_TONE_COLORS,
} from './format';
