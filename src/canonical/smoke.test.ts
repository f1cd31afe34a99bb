import canonicalize from 'canonicalize';
test('smoke', () => { expect(canonicalize({ b: 1, a: [2] })).toBe('{"a":[2],"b":1}'); expect(process.version.startsWith('v24')).toBe(true); });
