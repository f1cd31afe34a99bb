// The rule for a GitHub API root (pure, no dependencies, so that an action's input reader can
// apply it before any client loads). Credentials in the URL would be sent and logged; a
// query or a fragment would be glued onto every request path.

/** Why `raw` cannot be an API root, or undefined when it can. */
export function apiUrlProblem(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) URL';
  if (url.username || url.password) {
    return 'must not contain credentials (the token goes in github-token)';
  }
  if (url.search || url.hash) return 'must not have a query or a fragment';
  return undefined;
}

/** The API root without a trailing slash; call only after {@link apiUrlProblem} found none. */
export function apiRoot(raw: string): string {
  return new URL(raw.trim()).toString().replace(/\/+$/, '');
}
