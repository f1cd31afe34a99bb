// The one proxy rule of the requests that go to GitHub's services (the API, the results
// service, blob storage): the runner's proxy settings (https_proxy, http_proxy, no_proxy),
// as @actions/http-client reads them for the artifact and GitHub clients. A request through
// a proxy is undici's fetch with http-client's proxy agent, as @actions/github's own fetch
// is; without a proxy for the URL, the global fetch. Feeds are fetched by client.ts over
// node:http instead, never through a proxy: the SSRF guard must see the address connected to.

/** The `fetch` a request to GitHub's services goes through (injectable for tests). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * A fetch for requests to `target` (a URL or its origin): through the runner's proxy when
 * one applies to it. The proxy modules load on the first request, so a run that makes none
 * never pays for them.
 */
export function proxyFetchFor(target: string): FetchLike {
  let proxied: Promise<FetchLike | undefined> | undefined;
  return async (url, init) => {
    proxied ??= proxiedFetch(target);
    const through = await proxied;
    return through === undefined ? fetch(url, init) : through(url, init);
  };
}

async function proxiedFetch(target: string): Promise<FetchLike | undefined> {
  const { HttpClient } = await import('@actions/http-client');
  const dispatcher = new HttpClient().getAgentDispatcher(target);
  if (dispatcher === undefined) return undefined;
  const { fetch: undiciFetch } = await import('undici');
  return (url, init) =>
    undiciFetch(url, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher,
    }) as unknown as Promise<Response>;
}
