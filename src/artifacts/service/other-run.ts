// Reading the artifacts of another workflow run, as actions/download-artifact does: the
// client's `findBy` (a token, the run id, the repository) for list, get and download through
// the public REST API, and for range reads the REST download endpoint's redirect to the blob.
// The redirect target comes from the network: it is followed only to https hosts that are
// not private, loopback or link-local addresses (to plain http on 127.0.0.1 only when the API
// itself is there, as the local test service is).

import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { ArtifactError } from '../errors.js';
import { quoteName } from '../../contracts/artifact-names.js';
import { messageOf } from '../../base/error-message.js';
import { proxyFetchFor, type FetchLike } from '../../http/proxy.js';

/** What the artifact client's `findBy` option takes. */
export interface FindBy {
  token: string;
  workflowRunId: number;
  repositoryOwner: string;
  repositoryName: string;
}

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** Whether `address` (an IP literal) is private, loopback, link-local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/iu.exec(address);
    if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  }
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type Resolve = (host: string) => Promise<string[]>;

const resolveAll: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The blob URL of a download redirect, if it may be followed: https to a host whose every
 * address is public, or http to 127.0.0.1 when the API is on 127.0.0.1 too.
 */
export async function checkBlobRedirect(
  location: string,
  apiUrl: string,
  resolve: Resolve = resolveAll,
): Promise<string> {
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    throw new ArtifactError('unsafe', `The download redirect is not a URL`);
  }
  const host = url.hostname.replace(/^\[|\]$/gu, '');
  if (url.protocol === 'http:' && host === '127.0.0.1' && new URL(apiUrl).hostname === '127.0.0.1')
    return url.href;
  if (url.protocol !== 'https:')
    throw new ArtifactError('unsafe', `The download redirect is not https (${url.protocol})`);
  const addresses = isIP(host) ? [host] : await resolve(host);
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    throw new ArtifactError(
      'unsafe',
      `The download redirect goes to a private address (${quoteName(host, 100)}): refused`,
    );
  }
  return url.href;
}

/**
 * The signed blob URL of artifact `id` of another run: `GET /repos/{owner}/{repo}/actions/
 * artifacts/{id}/zip` answers 302 with it (the redirect is read, not followed).
 */
export async function otherRunBlobUrl(
  id: number,
  findBy: FindBy,
  env: NodeJS.ProcessEnv,
  fetchImpl?: FetchLike,
): Promise<string> {
  const api = (env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/u, '');
  const send = fetchImpl ?? proxyFetchFor(api);
  const path = `/repos/${findBy.repositoryOwner}/${findBy.repositoryName}/actions/artifacts/${id}/zip`;
  let response: Response;
  try {
    response = await send(`${api}${path}`, {
      headers: {
        authorization: `Bearer ${findBy.token}`,
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new ArtifactError(
      'backend',
      `Asking for artifact ${id}'s download failed: ${quoteName(messageOf(error), 200)}`,
    );
  }
  await response.body?.cancel();
  if (response.status === 404)
    throw new ArtifactError('not_found', `Artifact ${id} not found in run ${findBy.workflowRunId}`);
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) {
    throw new ArtifactError(
      'backend',
      `Asking for artifact ${id}'s download gave HTTP ${response.status}, not a redirect to its blob`,
    );
  }
  return checkBlobRedirect(location, api);
}
