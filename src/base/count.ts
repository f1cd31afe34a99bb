/** A whole number >= 0 that JSON carries exactly (a count, a seq). */
export function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}
