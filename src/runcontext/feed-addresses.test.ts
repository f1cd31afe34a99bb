import fc from 'fast-check';
import { feedAddressFindings } from './feed-addresses.js';

const source = (id: string, feed_url: string, active = true) => ({ id, feed_url, active });

describe('feedAddressFindings', () => {
  test('refuses the first loopback or private feed, naming its index, url and the input', () => {
    const found = feedAddressFindings(
      [
        source('pub', 'https://example.com/feed'),
        source('lo', 'http://127.0.0.1:8080/feed'),
        source('off', 'http://10.0.0.1/feed', false),
        source('named', 'http://feeds.localhost/rss'),
        source('ula', 'http://[fd12::1]/rss'),
      ],
      false,
    );
    expect(found).toEqual({
      problem:
        '/1: feed_url "http://127.0.0.1:8080/feed" of source "lo" is on a loopback or private address (127.0.0.1), which the legs refuse: set allow-private-network: true to crawl it (and 2 more such sources)',
      unreachable: [],
    });
  });

  test('a host name only DNS can tell passes: its leg checks the address it connects to', () => {
    expect(feedAddressFindings([source('a', 'http://intranet.example/feed')], false)).toEqual({
      problem: null,
      unreachable: [],
    });
  });

  const kinds = {
    public: ['https://example.com/f', 'https://93.184.216.34/f'],
    private: ['http://127.0.0.1/f', 'http://localhost/f', 'http://192.168.1.2/f', 'http://[::1]/f'],
    never: ['http://169.254.169.254/f', 'http://[fe80::1]/f', 'http://0.0.0.0/f'],
  };
  const entry = fc.record({
    kind: fc.constantFrom('public', 'private', 'never') as fc.Arbitrary<keyof typeof kinds>,
    pick: fc.nat(),
    active: fc.boolean(),
  });

  test('refused exactly when an active private feed is planned without the input; metadata always warned', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), fc.boolean(), (entries, allow) => {
        const sources = entries.map((e, i) => {
          const urls = kinds[e.kind];
          return source(`s${i}`, urls[e.pick % urls.length]!, e.active);
        });
        const found = feedAddressFindings(sources, allow);
        const firstPrivate = entries.findIndex((e) => e.active && e.kind === 'private');
        if (allow || firstPrivate < 0) expect(found.problem).toBeNull();
        else
          expect(found.problem).toMatch(
            new RegExp(`^/${firstPrivate}: .* of source "s${firstPrivate}" `),
          );
        expect(found.unreachable).toHaveLength(
          entries.filter((e) => e.active && e.kind === 'never').length,
        );
      }),
    );
  });
});
