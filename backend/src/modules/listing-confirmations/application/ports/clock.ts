/** The time of the reminders and confirmations (a port, so a test can move time forward). */
export abstract class Clock {
  abstract now(): Date;
}
