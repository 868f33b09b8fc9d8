import { paths } from '@/shared/config';

/**
 * The header's links (the phone menu's too): the four of docs/product.md "Pages and addresses", then Open Houses, which families otherwise
 * found only from the home page.
 */
export const NAV_ITEMS = [
  { label: 'Directory', href: paths.schools.href() },
  { label: 'Neighborhoods', href: paths.neighborhoods.href() },
  { label: 'Articles', href: paths.articles.href() },
  { label: 'Resources', href: paths.resources.href() },
  { label: 'Open Houses', href: paths.openHouses.href() },
] as const;

/** A nav item is highlighted when the current path equals it or starts with it. */
export function isNavActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`) || pathname.startsWith(href);
}
