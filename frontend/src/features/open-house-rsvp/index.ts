export { OpenHouseList } from './ui/open-house-list';
export { RsvpDialog } from './ui/rsvp-dialog';
