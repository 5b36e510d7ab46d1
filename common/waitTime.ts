/**
 * A rate limit's wait in a person's words: whole minutes (rounded up, so nobody retries too early),
 * hours once it is longer than an hour and a half. "Try again in 1751 seconds" reads as 30 minutes.
 */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}
