import { apiRoot, apiUrlProblem } from './api-url.js';
import { normaliseApiUrl } from './client.js';
import { GithubError } from './errors.js';

describe('apiUrlProblem', () => {
  it.each([
    ['not a url', 'is not a URL'],
    ['ftp://example.com', 'must be an http(s) URL'],
    [
      'https://user:s3cret@example.com',
      'must not contain credentials (the token goes in github-token)',
    ],
    ['https://example.com/?q=1', 'must not have a query or a fragment'],
    ['https://example.com/#x', 'must not have a query or a fragment'],
  ])('refuses %s', (raw, problem) => {
    expect(apiUrlProblem(raw)).toBe(problem);
  });

  it('accepts an http(s) root and strips trailing slashes', () => {
    expect(apiUrlProblem(' https://ghes.example.com/api/v3/ ')).toBeUndefined();
    expect(apiRoot(' https://ghes.example.com/api/v3// ')).toBe('https://ghes.example.com/api/v3');
  });

  it('never prints the URL it refuses (it may hold a password)', () => {
    expect(() => normaliseApiUrl('https://user:s3cret@example.com')).toThrow(GithubError);
    expect(() => normaliseApiUrl('https://user:s3cret@example.com')).not.toThrow(/s3cret/);
  });
});
