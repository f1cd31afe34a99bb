/**
 * The grammar of a topic config's GitHub query templates (pure): the placeholders a
 * template may hold, and why one cannot be filled. The config checks its templates with it
 * while planning; src/github/queries.ts fills them with a run's window.
 */
const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholders a query template may hold (filled by fillTemplate, src/github/queries.ts). */
export const QUERY_PLACEHOLDERS = ['last_week', 'today'] as const;
const KNOWN = `known: ${QUERY_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`;

/** The first `{…}` of `template` that is not a known placeholder, or undefined. */
export function unknownPlaceholder(template: string): string | undefined {
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (!(QUERY_PLACEHOLDERS as readonly string[]).includes(match[1] as string)) return match[0];
  }
  return undefined;
}

/**
 * Why `template` cannot be filled, or undefined: an unknown placeholder, or a query that
 * would be empty or longer than GitHub takes. Every placeholder fills to a date of ten
 * characters, so the length is known before the window is.
 */
export function templateProblem(template: string): string | undefined {
  const unknown = unknownPlaceholder(template);
  if (unknown !== undefined) {
    return `query template ${JSON.stringify(template)} has an unknown placeholder ${JSON.stringify(unknown)} (${KNOWN})`;
  }
  return queryProblem(filled(template, { last_week: 'YYYY-MM-DD', today: 'YYYY-MM-DD' }));
}

/** A filled template as it is sent: trimmed, runs of whitespace as one space. */
export function filled(template: string, values: Record<string, string>): string {
  const text = template.replace(PLACEHOLDER, (_whole, name: string) => values[name] as string);
  return text.trim().replace(/\s+/g, ' ');
}

/** Why a filled query cannot be sent, or undefined: empty, or longer than GitHub takes. */
export function queryProblem(q: string): string | undefined {
  if (q === '') return 'a query template is empty';
  // GitHub rejects longer search queries with 422: fail before spending a call.
  if (q.length > 256) return `query ${JSON.stringify(q)} is longer than GitHub's 256 characters`;
  return undefined;
}
