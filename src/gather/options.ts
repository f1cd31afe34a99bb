/**
 * Kernel option readers (pure): each throws a RangeError naming the option, so that a bad
 * option is reported before any leg is read.
 */

export function intOption(
  options: Readonly<Record<string, unknown>>,
  name: string,
  bounds: { min: number; max: number; default?: number },
): number {
  const value = options[name] ?? bounds.default;
  if (value === undefined) throw new RangeError(`kernel option '${name}' is required`);
  if (
    typeof value !== 'number' ||
    !Number.isSafeInteger(value) ||
    value < bounds.min ||
    value > bounds.max
  ) {
    throw new RangeError(
      `kernel option '${name}' must be an integer between ${bounds.min} and ${bounds.max}, got ${JSON.stringify(value)?.slice(0, 60) ?? String(value)}`,
    );
  }
  return value;
}

export function stringOption(
  options: Readonly<Record<string, unknown>>,
  name: string,
  def?: string,
): string {
  const value = options[name] ?? def;
  if (value === undefined) throw new RangeError(`kernel option '${name}' is required`);
  if (typeof value !== 'string' || value.length === 0 || value.length > 500) {
    throw new RangeError(
      `kernel option '${name}' must be a non-empty string of at most 500 characters`,
    );
  }
  return value;
}

/** Refuses options the kernel does not know (a typo would otherwise be ignored). */
export function onlyOptions(
  kernel: string,
  options: Readonly<Record<string, unknown>>,
  known: readonly string[],
): void {
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) {
      throw new RangeError(
        `kernel '${kernel}' has no option ${JSON.stringify(key.slice(0, 60))} (options: ${known.join(', ') || 'none'})`,
      );
    }
  }
}
