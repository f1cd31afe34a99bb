/** A whole number >= 0 that JSON carries exactly (a count, a seq). */
export function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/** `n` and its noun, the noun singular for one only: "1 leg", "0 legs", "3 legs". */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}
