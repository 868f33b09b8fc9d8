export { OpenHouseCard } from './ui/open-house-card';
export { OPEN_HOUSE_GRADES, durationText, formatOpenHouseStart, formatOpenHouseTime } from './model/open-house';
