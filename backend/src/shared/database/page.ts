/** One page of a read's rows and how many rows match over all pages. */
export interface Page<T> {
  items: T[];
  total: number;
}
