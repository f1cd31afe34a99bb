// GitHub repository URLs mentioned by an entry, normalised to
// https://github.com/{owner}/{repo} (lower-cased: GitHub names are
// case-insensitive, so one repository has one URL), deduplicated in order of
// first mention. Links to GitHub's own pages (/features, /orgs, /topics …) are
// not repositories. Pure.

// Paths under github.com whose first segment is not a user or organisation.
const RESERVED_OWNERS = new Set([
  'about',
  'account',
  'apps',
  'blog',
  'business',
  'codespaces',
  'collections',
  'contact',
  'copilot',
  'customer-stories',
  'dashboard',
  'developer',
  'enterprise',
  'enterprises',
  'events',
  'explore',
  'features',
  'git-guides',
  'github-copilot',
  'home',
  'issues',
  'join',
  'login',
  'logout',
  'marketplace',
  'mobile',
  'new',
  'notifications',
  'orgs',
  'organizations',
  'partners',
  'premium-support',
  'pricing',
  'pulls',
  'readme',
  'resources',
  'search',
  'security',
  'sessions',
  'settings',
  'signup',
  'site',
  'solutions',
  'sponsors',
  'stars',
  'team',
  'topics',
  'trending',
  'users',
  'watching',
  'why-github',
]);

// Owner: 1-39 of [A-Za-z0-9-], not starting with "-". Repo: [A-Za-z0-9._-].
// Not preceded by a host character, so gist.github.com and api.github.com do not match.
export const REPO_URL =
  /(?<![\w.@-])(?:https?:\/\/|\/\/)?(?:www\.)?github\.com\/([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})/gi;

// "github.com" with the same case rule as REPO_URL (non-Unicode /i: ASCII letters only).
const HOST = /github\.com/gi;
/** The longest prefix REPO_URL allows before "github.com": "https://www.". */
const MAX_PREFIX = 'https://www.'.length;

/** Repository URLs found in `texts`, in order of first appearance, without duplicates. */
export function githubRepoUrls(texts: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const text of texts) {
    for (const m of repoMatches(text)) {
      const url = normaliseRepo(m[1]!, m[2]!);
      if (url !== null && !seen.has(url)) {
        seen.add(url);
        out.push(url);
      }
    }
  }
  return out;
}

/**
 * The matches of REPO_URL in `text`, in order (what `text.matchAll(REPO_URL)` gives; a
 * property test holds them equal). REPO_URL starts with a lookbehind and optional groups,
 * so the regex engine tries it at every position of the text: it is started instead just
 * before the next "github.com". No match is skipped: a match from `from` on holds
 * "github.com" at most MAX_PREFIX after its start, at or after the first "github.com"
 * found from `from` on.
 */
export function* repoMatches(text: string): Generator<RegExpExecArray> {
  for (let from = 0; ;) {
    HOST.lastIndex = from;
    const host = HOST.exec(text);
    if (host === null) return;
    REPO_URL.lastIndex = Math.max(from, host.index - MAX_PREFIX);
    const m = REPO_URL.exec(text);
    if (m === null) return;
    from = REPO_URL.lastIndex;
    yield m;
  }
}

function normaliseRepo(ownerRaw: string, repoRaw: string): string | null {
  const owner = ownerRaw.toLowerCase();
  if (RESERVED_OWNERS.has(owner)) return null;
  // Sentence punctuation and a ".git" suffix are not part of the name. (All three rules
  // are about dots: a name without one, the most common, skips them.)
  const lower = repoRaw.toLowerCase();
  if (!lower.includes('.')) return `https://github.com/${owner}/${lower}`;
  const repo = lower.replace(/[.]+$/, '').replace(/\.git$/, '');
  // "." and ".." are not repositories (and a name of dots alone is empty after the trim).
  if (repo === '' || /^[.]+$/.test(repo)) return null;
  return `https://github.com/${owner}/${repo}`;
}
