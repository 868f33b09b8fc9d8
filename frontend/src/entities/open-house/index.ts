export { OpenHouseCard } from './ui/open-house-card';
export { OPEN_HOUSE_GRADES, durationText, formatOpenHouseTime } from './model/open-house';
