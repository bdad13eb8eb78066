/** A datetime-local input's value for a moment, in the browser's time, to the minute: `2026-11-25T14:05`. */
export function toDateTimeLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local input's min and max for a window of moments (the booking window of the shared
 * rules): the earliest rounded up to the minute, the latest down, so both bounds lie inside it.
 */
export function dateTimeLocalBounds({ earliest, latest }: { earliest: Date; latest: Date }): { min: string; max: string } {
  return { min: toDateTimeLocal(new Date(Math.ceil(earliest.getTime() / 60_000) * 60_000)), max: toDateTimeLocal(latest) };
}
