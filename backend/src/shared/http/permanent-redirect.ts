/**
 * Thrown by a controller when what was asked for now lives at another address
 * (a renamed record's old slug): the exception filter answers `301` with
 * `Location`, so links already given out keep working. Not an error to log.
 */
export class PermanentRedirect extends Error {
  constructor(readonly location: string) {
    super(`Moved permanently to ${location}`);
  }
}
