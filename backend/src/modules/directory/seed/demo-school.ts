/**
 * Shape of one demonstration school. The seeder derives slug (docs/product.md "Pages and addresses"),
 * the numeric grade span and the neighborhood id from these fields.
 */
export interface DemoSchool {
  /** max 255 */
  name: string;
  address: string;
  /** max 100 */
  city: string;
  /** max 10 */
  zipCode: string;
  /** max 20 */
  phone?: string;
  website?: string;
  /** max 255 */
  email?: string;
  description: string;
  tuitionMin?: number;
  tuitionMax?: number;
  /** free text as schools write it: 'K-12', 'Pre-K - 8th', '9th - 12th' */
  grades: string;
  /** one of the school types of docs/product.md "The lists" */
  schoolType: string;
  /** max 100 */
  religiousAffiliation?: string;
  latitude: number;
  longitude: number;
  features: string[];
  /** name of a DemoNeighborhood */
  neighborhood: string;
  isPremium: boolean;
  /** An invented listing (EXAMPLE_SCHOOLS): labelled 'Example listing'; `--without-examples` leaves it out. */
  isExample?: boolean;
  socialLinks?: {
    facebook?: string;
    instagram?: string;
    twitter?: string;
    youtube?: string;
    linkedin?: string;
  };
  videoUrls?: string[];
  additionalImages?: string[];
  /** hero image path served by the frontend, e.g. '/images/schools/x.svg' */
  imageUrl?: string;
}
