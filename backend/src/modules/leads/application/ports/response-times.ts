import type { ResponseTimeFigures } from '../../domain/response-time';

/**
 * Each school's response-time figures of the last 90 days (table lead_response_time, published to other
 * modules as the view school_response_time).
 */
export abstract class ResponseTimes {
  /** Recounts one school's figures (inside the caller's transaction: a reply's, so the page is right at once). */
  abstract refreshSchool(schoolId: number, now: Date): Promise<void>;
  /** Recounts every school's (the worker's hourly job: the window moves on without replies); returns how many rows changed. */
  abstract refreshAll(now: Date): Promise<number>;
  /** The stored figures, zeros for a school without requests in the window. */
  abstract figuresOf(schoolId: number): Promise<ResponseTimeFigures>;
}
