/**
 * A small evaluator of the GitHub Actions expressions our workflows put in `if:`, so that
 * tests can run a job graph's conditions for a scenario (a quiet week, failed legs) instead
 * of matching strings. It covers the subset the workflows use: `${{ }}` or bare, `!`, `&&`,
 * `||`, `==`, `!=`, parentheses, 'string' / number / true / false / null literals, property
 * paths (`needs.plan.outputs.rss-legs`, hyphens allowed as GitHub allows them) and the status
 * functions success(), failure(), cancelled(), always(). As on GitHub, a condition without a
 * status function means `success() && (condition)`, and strings compare ignoring case.
 * Anything outside the subset throws: a test never passes on a condition it cannot read.
 */

type Value = string | number | boolean | null | Record<string, unknown>;

export interface Status {
  /** Every job this one needs (or every earlier step) succeeded. */
  success: boolean;
  failure: boolean;
  cancelled: boolean;
}

const TOKEN =
  /\s*(?:(\|\||&&|==|!=|!|\(|\))|'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)|([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*))/y;
const STATUS_FUNCTIONS = ['success', 'failure', 'cancelled', 'always'] as const;

type Token = { op: string } | { str: string } | { num: number } | { path: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) throw new Error(`cannot read the expression at ${at}: ${text}`);
    if (m[1] !== undefined) tokens.push({ op: m[1] });
    else if (m[2] !== undefined) tokens.push({ str: m[2].replace(/''/g, "'") });
    else if (m[3] !== undefined) tokens.push({ num: Number(m[3]) });
    else tokens.push({ path: m[4]! });
  }
  return tokens;
}

function truthy(v: Value | undefined): boolean {
  return !(v === undefined || v === null || v === false || v === '' || v === 0 || Number.isNaN(v));
}

function kind(v: Value): string {
  return v === null ? 'null' : typeof v;
}

/** GitHub's conversion for comparing values of different types: null 0, booleans 1 / 0,
 *  strings parsed ('' is 0, text that is no number NaN), objects NaN. */
function toNumber(v: Value): number {
  if (v === null) return 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v.trim() === '' ? 0 : Number(v);
  return NaN;
}

/** `==` as GitHub evaluates it: same types compare directly (strings ignoring case, objects by
 *  identity), mismatched types as numbers, so `'' == false` holds and NaN equals nothing. */
function equal(left: Value | undefined, right: Value | undefined): boolean {
  const a = left ?? null;
  const b = right ?? null;
  if (kind(a) !== kind(b)) return toNumber(a) === toNumber(b);
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  return a === b;
}

/** Evaluates one `if:` condition against a context (`needs`, `steps`, `inputs` …) and a status. */
export function evaluateIf(
  condition: string,
  context: Record<string, unknown>,
  status: Status,
): boolean {
  const body = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(condition)?.[1] ?? condition;
  const tokens = tokenize(body);
  if (tokens.length === 0) return status.success;
  const usesStatus = tokens.some(
    (t, i) =>
      'path' in t &&
      (STATUS_FUNCTIONS as readonly string[]).includes(t.path) &&
      (tokens[i + 1] as { op?: string })?.op === '(',
  );
  let i = 0;
  const peek = (): string | undefined =>
    tokens[i] && 'op' in tokens[i]! ? (tokens[i] as { op: string }).op : undefined;
  const expect = (op: string) => {
    if (peek() !== op) throw new Error(`expected ${op} in: ${body}`);
    i += 1;
  };
  const primary = (): Value | undefined => {
    const t = tokens[i++];
    if (!t) throw new Error(`unexpected end of: ${body}`);
    if ('op' in t) {
      if (t.op === '(') {
        const v = or();
        expect(')');
        return v;
      }
      if (t.op === '!') return !truthy(primary());
      throw new Error(`unexpected ${t.op} in: ${body}`);
    }
    if ('str' in t) return t.str;
    if ('num' in t) return t.num;
    if (t.path === 'true' || t.path === 'false') return t.path === 'true';
    if (t.path === 'null') return null;
    if (peek() === '(') {
      expect('(');
      expect(')');
      switch (t.path) {
        case 'success':
          return status.success;
        case 'failure':
          return status.failure;
        case 'cancelled':
          return status.cancelled;
        case 'always':
          return true;
        default:
          throw new Error(`unknown function ${t.path}() in: ${body}`);
      }
    }
    let v: unknown = context;
    for (const key of t.path.split('.')) {
      v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
    }
    return v === undefined ? null : (v as Value);
  };
  const comparison = (): Value | undefined => {
    const left = primary();
    const op = peek();
    if (op !== '==' && op !== '!=') return left;
    i += 1;
    const same = equal(left, primary());
    return op === '==' ? same : !same;
  };
  const and = (): Value | undefined => {
    let v = comparison();
    while (peek() === '&&') {
      i += 1;
      const right = comparison();
      v = truthy(v) ? right : v;
    }
    return v;
  };
  const or = (): Value | undefined => {
    let v = and();
    while (peek() === '||') {
      i += 1;
      const right = and();
      v = truthy(v) ? v : right;
    }
    return v;
  };
  const value = or();
  if (i !== tokens.length) throw new Error(`unexpected text after the expression: ${body}`);
  return (usesStatus || status.success) && truthy(value);
}
