export {
  formatCount,
  formatCurrency,
  formatDistance,
  formatLasVegasDateTime,
  formatLongDate,
  formatPercent,
  formatPlanPrices,
  formatPrice,
  formatShortDate,
  planIntervalWord,
  formatTuition,
  formatTuitionRangeIfComplete,
  cardGradeTone,
  neighborhoodGradeTone,
  GRADE_TONE_COLORS,
} from './format';
export { calendarDateText, dayRangeText, isoDate, lasVegasDate, MONTH_NAMES, shortDayLabel } from './las-vegas-date';
export type { CalendarDate } from './las-vegas-date';
