/*
 * A calendar month some months ahead (UTC) that only one test file's bookings fill: past the seed's
 * bookings and within the booking window, so its statements and invoices can be computed by hand.
 */

export interface MonthAhead {
  year: number;
  /** The month's index from January of `year` (it may pass 11: Date.UTC rolls it over). */
  month: number;
  /** YYYY-MM. */
  period: string;
  /** Its last day, YYYY-MM-DD. */
  periodEnd: string;
  /** The month `offset` months after it, YYYY-MM. */
  periodAfter(offset: number): string;
  /** The instant `day` of the month (or of `monthOffset` months after it) at `hourUtc`. */
  at(day: number, hourUtc?: number, monthOffset?: number): Date;
  /**
   * Starts `everyDays` apart in the month (or `monthOffset` months after it) at noon UTC: the n-th
   * call answers day 1 + n × everyDays.
   */
  starts(everyDays: number, monthOffset?: number): () => Date;
}

export function monthAhead(ahead: number): MonthAhead {
  const now = new Date();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + ahead;
  const periodAfter = (offset: number) => new Date(Date.UTC(year, month + offset, 1)).toISOString().slice(0, 7);
  const at = (day: number, hourUtc = 12, monthOffset = 0) => new Date(Date.UTC(year, month + monthOffset, day, hourUtc));
  return {
    year,
    month,
    period: periodAfter(0),
    periodEnd: new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10),
    periodAfter,
    at,
    starts(everyDays, monthOffset = 0) {
      let day = 1;
      return () => at((day += everyDays), 12, monthOffset);
    },
  };
}
