import { checkBlobRedirect, isPrivateAddress, otherRunBlobUrl } from './other-run.js';
import { parseRepository } from './repository.js';

const findBy = { token: 't', workflowRunId: 7, repositoryOwner: 'o', repositoryName: 'r' };

test('private, loopback, link-local and unspecified addresses are told from public ones', () => {
  for (const address of [
    '10.1.2.3',
    '127.0.0.1',
    '169.254.169.254',
    '172.20.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    'not-an-ip',
  ])
    expect([address, isPrivateAddress(address)]).toEqual([address, true]);
  for (const address of ['140.82.112.3', '20.60.1.1', '2606:4700::1111', '::ffff:8.8.8.8'])
    expect([address, isPrivateAddress(address)]).toEqual([address, false]);
});

describe('the download redirect is followed only to public https hosts', () => {
  const publicHost = () => Promise.resolve(['20.60.1.1']);
  const api = 'https://api.github.com';

  test('https to a public host', async () => {
    const url = 'https://blob.example.net/c/b?sig=x';
    await expect(checkBlobRedirect(url, api, publicHost)).resolves.toBe(url);
  });

  test('https to a host that resolves to a private address', async () => {
    const internal = () => Promise.resolve(['20.60.1.1', '10.0.0.5']);
    await expect(
      checkBlobRedirect('https://blob.example.net/b', api, internal),
    ).rejects.toMatchObject({
      code: 'unsafe',
      message: expect.stringContaining('private address'),
    });
    await expect(
      checkBlobRedirect('https://169.254.169.254/latest', api, publicHost),
    ).rejects.toMatchObject({ code: 'unsafe' });
  });

  test('plain http, and a loopback blob unless the API itself is on 127.0.0.1', async () => {
    await expect(
      checkBlobRedirect('http://blob.example.net/b', api, publicHost),
    ).rejects.toMatchObject({
      message: expect.stringContaining('not https'),
    });
    await expect(
      checkBlobRedirect('http://127.0.0.1:9/a/c/b', api, publicHost),
    ).rejects.toMatchObject({ code: 'unsafe' });
    await expect(
      checkBlobRedirect('http://127.0.0.1:9/a/c/b', 'http://127.0.0.1:8', publicHost),
    ).resolves.toBe('http://127.0.0.1:9/a/c/b');
    await expect(checkBlobRedirect('file:///etc/passwd', api, publicHost)).rejects.toMatchObject({
      code: 'unsafe',
    });
  });

  test('the REST endpoint is asked with the token, and its redirect read, not followed', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fetch = (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return Promise.resolve(
        new Response(null, { status: 302, headers: { location: 'http://10.0.0.1/b' } }),
      );
    };
    await expect(
      otherRunBlobUrl(12, findBy, { GITHUB_API_URL: 'https://api.example.com/' }, fetch),
    ).rejects.toMatchObject({ code: 'unsafe' });
    expect(seen[0]!.url).toBe('https://api.example.com/repos/o/r/actions/artifacts/12/zip');
    expect(seen[0]!.init.redirect).toBe('manual');
    expect(new Headers(seen[0]!.init.headers).get('authorization')).toBe('Bearer t');
    const missing = () => Promise.resolve(new Response('{}', { status: 404 }));
    await expect(otherRunBlobUrl(12, findBy, {}, missing)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

test('repositories are owner/name', () => {
  expect(parseRepository('octo-org/octo.repo_1')).toEqual({
    owner: 'octo-org',
    name: 'octo.repo_1',
  });
  for (const bad of ['octo', 'a/b/c', '-a/b', 'a/..', 'a/b c', ''])
    expect(() => parseRepository(bad)).toThrow(RangeError);
});
