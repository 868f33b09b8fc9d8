export { ShortlistButton } from './ui/shortlist-button';
export { ShortlistHeaderLink } from './ui/shortlist-header-link';
export {
  NOTE_MAX_LENGTH,
  SHORTLIST_MAX,
  isShortlisted,
  parseSlugList,
  shareQuery,
  shortlist,
  useShortlist,
} from './model/shortlist';
export type { ShortlistItem } from './model/shortlist';
