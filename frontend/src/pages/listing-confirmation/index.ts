export { ListingConfirmPage } from './ui/listing-confirm-page';
