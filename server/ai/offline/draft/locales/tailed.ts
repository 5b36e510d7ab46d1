/** A takeaway with what it already says of its period after it ("in 2025"), or without when none. */
export const tailed = (s: string, tail: string) => (tail ? `${s} ${tail}` : s);
