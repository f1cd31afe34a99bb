/**
 * The text Python's `json.dumps(value, sort_keys=True, separators=(",", ":"),
 * ensure_ascii=False)` gives for a value read back from our JSON files (pure). SquadScope's
 * own tools checksum the news file over that text, so the checksum it recomputes has to be
 * ours.
 *
 * It differs from canonical JSON (RFC 8785) in two places only:
 * * keys sort by code point (Python's string order), not by UTF-16 code unit: the two differ
 *   only between a character above U+FFFF and one from U+E000 to U+FFFF;
 * * a number with a fraction or an exponent is written as Python's `repr` of the float:
 *   "1e-07" and "5e-05" where JavaScript writes "1e-7" and "0.00005", and "1e+16" from 1e16
 *   on. A whole number below 1e21 is written by JavaScript without a point, so Python reads
 *   it back as an int and writes the same digits.
 * Strings escape the same characters in both (`"`, `\`, and controls below U+0020, as
 * `\u00xx` in lower case where no short escape exists); text here is well-formed Unicode.
 */

/** Python's order of two strings: by code point. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate (U+D800..DFFF) stands for a code point above every BMP character.
    const sx = x >= 0xd800 && x <= 0xdfff;
    const sy = y >= 0xd800 && y <= 0xdfff;
    if (sx !== sy) return sx ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/** What Python writes for a number JavaScript wrote as `String(x)` in a JSON file. */
export function pythonNumber(x: number): string {
  if (!Number.isFinite(x)) throw new Error(`not a JSON number: ${x}`);
  if (Number.isInteger(x) && Math.abs(x) < 1e21) return String(x === 0 ? 0 : x);
  // Both languages write the shortest digits that read back as the same double.
  const [mantissa, exp] = x.toExponential().split('e') as [string, string];
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '').replace('.', '');
  const e = Number(exp);
  const sign = negative ? '-' : '';
  if (e >= -4 && e < 16) {
    if (e < 0) return `${sign}0.${'0'.repeat(-e - 1)}${digits}`;
    const whole = digits.slice(0, e + 1).padEnd(e + 1, '0');
    const fraction = digits.slice(e + 1);
    return `${sign}${whole}.${fraction === '' ? '0' : fraction}`;
  }
  const head = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  const abs = Math.abs(e);
  return `${sign}${head}e${e < 0 ? '-' : '+'}${abs < 10 ? `0${abs}` : abs}`;
}

/** Python's compact, key-sorted, non-ASCII-keeping JSON of a JSON value. */
export function pythonJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return pythonNumber(value);
    case 'object':
      break;
    default:
      throw new Error(`not a JSON value: ${typeof value}`);
  }
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => compareCodePoints(a, b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${pythonJson(v)}`).join(',')}}`;
}
