export { OpenHouseList } from './ui/open-house-list';
