export { OpenHousesPage as default } from './ui/open-houses-page';
export { CancelRsvpPage } from './ui/cancel-rsvp-page';
