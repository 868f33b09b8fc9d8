/** The error every failed call produces: its message is (docs/product.md "Client behaviour") `status: body text` (or status text). */
export interface HttpError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR';
  message: string;
  /** The parsed JSON body when there was one (e.g. `{statusCode, message, errors}`). */
  data?: unknown;
}

export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** The human part of an error for a toast: the server's `message` field when it sent JSON. */
export function errorText(error: unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  const data = (error as HttpError).data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  return fallback;
}

/** The first message of each field the server refused (`errors` of a 400 or 409 answer), by field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = error && typeof error === 'object' ? (error as HttpError).data : undefined;
  const errors = (data as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, messages]) =>
      Array.isArray(messages) && typeof messages[0] === 'string' ? [[field, messages[0]]] : [],
    ),
  );
}
