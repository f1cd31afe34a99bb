// Reading the values xml2js builds (the tree rss-parser hands over). Pure.
//
// xml2js (explicitArray): every child element is an array of values; a value is
// a string for an element with text only, else an object with its text in `_`,
// its attributes in `$` and its children under their names.

export type Xml = Record<string, unknown>;

export function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** The first value as an element object, or undefined (absent, or text only). */
export function asXml(value: unknown): Xml | undefined {
  const v = first(value);
  return v !== null && typeof v === 'object' ? (v as Xml) : undefined;
}

/** Every value of a child element list (a single value counts as a list of one). */
export function valuesOf(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The attributes of an element value (empty for a text-only element). */
export function attributesOf(value: unknown): Xml {
  return asXml(asXml(value)?.['$']) ?? {};
}

/** An attribute value, trimmed; '' when absent. */
export function attribute(value: unknown, name: string): string {
  return str(attributesOf(value)[name]).trim();
}

/** The text of an element: a string, its `_`, or the text of its children (XHTML content). */
export function textOf(value: unknown, depth = 0): string {
  if (depth > 32) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 0 ? '' : textOf(value[0], depth + 1);
  if (value === null || typeof value !== 'object') return '';
  const obj = value as Xml;
  if (typeof obj['_'] === 'string') return obj['_'];
  const parts: string[] = [];
  for (const [key, child] of Object.entries(obj)) {
    if (key === '$') continue;
    const children: unknown[] = Array.isArray(child) ? child : [child];
    for (const c of children) parts.push(textOf(c, depth + 1));
  }
  return parts.join(' ');
}
