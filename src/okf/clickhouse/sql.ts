// SQL text for ClickHouse (pure). Every identifier and every value that reaches a query goes
// through `sqlIdent` or `sqlValue` below, the one audited escaping: no user text is ever
// concatenated into SQL any other way.
//
// Both write ASCII only. A string value becomes a single-quoted literal in which every byte
// of its UTF-8 form that is not a printable ASCII character other than `'` and `\` is written
// `\xHH`; an identifier becomes a back-quoted name escaped the same way (`` ` `` and `\`
// included). ClickHouse reads `\xHH` in both since its first releases (tested on 18.16 and
// documented for 23+), so a quote, a backslash, a newline or a NUL cannot end the literal,
// and no character set or client setting changes what the server parses. Query parameters
// (`{name:Type}`) would avoid escaping, but 18.16 refuses them (“Unknown setting param_…”).

/** What `sqlValue` writes: the literals of the where grammar and of the store's own queries. */
export type SqlValue = string | number | boolean | null;

const encoder = new TextEncoder();

/** `quote` + the bytes of `text`, printable ASCII kept, anything else (and quote, `\`) as \xHH. */
function escaped(text: string, quote: string): string {
  if (!text.isWellFormed()) throw new RangeError('SQL text with a lone surrogate');
  let out = quote;
  for (const byte of encoder.encode(text)) {
    const char = String.fromCharCode(byte);
    const plain = byte >= 0x20 && byte < 0x7f && char !== quote && char !== '\\';
    out += plain ? char : `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return out + quote;
}

/** A quoted identifier (database, table or column name). */
export function sqlIdent(name: string): string {
  if (name.length === 0) throw new RangeError('empty SQL identifier');
  return escaped(name, '`');
}

/** `db`.`table`. */
export function sqlTable(database: string, table: string): string {
  return `${sqlIdent(database)}.${sqlIdent(table)}`;
}

/**
 * A literal: a quoted string, a number in parentheses (so that `-1` stays one operand), 1 or 0
 * for a boolean (bool columns are UInt8), NULL. Numbers must be finite: the where grammar
 * and the store never write another.
 */
export function sqlValue(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`SQL number ${value} is not finite`);
    if (Number.isSafeInteger(value)) return `(${String(value)})`;
    // Other numbers by their 8 bytes: exactly this double, where the SQL parser refuses
    // subnormals (`5e-324`) and text-to-float casts of old servers may round differently.
    const bytes = Buffer.alloc(8);
    bytes.writeDoubleLE(value);
    return `reinterpretAsFloat64(unhex('${bytes.toString('hex')}'))`;
  }
  return escaped(value, "'");
}
