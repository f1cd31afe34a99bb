export const id = 365;
export const ids = [365];
export const modules = {

/***/ 21365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j$: () => (/* reexport */ HttpError),
  createHttpClient: () => (/* reexport */ createHttpClient)
});

// UNUSED EXPORTS: ACCEPT_ENCODING, BlockedUrlError, backoffDelayMs, checkTargetUrl, defaultAddressPolicy, guardedLookup, isBlockedAddress, isRetryableStatus, parseRetryAfterMs, systemResolver

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/http/content-encoding.ts
// Content-Encoding decoders. The caller applies its byte limit to what these
// produce, so a small compressed body that inflates to gigabytes (a "gzip bomb")
// stops at the limit instead of filling memory.


/** What the client advertises: every encoding it can decode. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
class UnsupportedEncodingError extends Error {
    encoding;
    constructor(encoding) {
        super(`unsupported content-encoding ${JSON.stringify(encoding.slice(0, 40))}`);
        this.encoding = encoding;
        this.name = 'UnsupportedEncodingError';
    }
}
/**
 * The decoders for a Content-Encoding header value, in the order to apply them
 * (the header lists encodings in the order they were applied, so decoding runs
 * it backwards). `identity` and an absent header give no decoder.
 */
function decodersFor(header) {
    if (header === undefined)
        return [];
    const codings = header
        .split(',')
        .map((c) => c.trim().toLowerCase())
        .filter((c) => c !== '' && c !== 'identity');
    if (codings.length > 4)
        throw new UnsupportedEncodingError(header);
    return codings.reverse().map(decoderFor);
}
function decoderFor(coding) {
    // Sync flush at the end: a body cut short still yields what it decoded so far
    // (what browsers and curl do) instead of failing on "unexpected end of file".
    const flush = { finishFlush: external_node_zlib_.constants.Z_SYNC_FLUSH };
    switch (coding) {
        case 'gzip':
        case 'x-gzip':
            return external_node_zlib_.createGunzip(flush);
        case 'deflate':
            return new DeflateSniffer();
        case 'br':
            return external_node_zlib_.createBrotliDecompress({ finishFlush: external_node_zlib_.constants.BROTLI_OPERATION_FLUSH });
        default:
            throw new UnsupportedEncodingError(coding);
    }
}
/**
 * "deflate" should be zlib-wrapped (RFC 9110), but some servers send raw deflate.
 * Decide from the first byte: a zlib stream starts with a CMF byte whose low
 * nibble is 8 (deflate) and whose 16-bit header is a multiple of 31.
 */
class DeflateSniffer extends external_node_stream_.Transform {
    inner = null;
    pending = [];
    _transform(chunk, _enc, done) {
        if (this.inner === null) {
            this.pending.push(chunk);
            const head = Buffer.concat(this.pending);
            if (head.length < 2) {
                done();
                return;
            }
            this.pending = [];
            const cmf = head[0];
            const flg = head[1];
            const zlibWrapped = (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0;
            const flush = { finishFlush: external_node_zlib_.constants.Z_SYNC_FLUSH };
            this.inner = zlibWrapped ? external_node_zlib_.createInflate(flush) : external_node_zlib_.createInflateRaw(flush);
            this.inner.on('data', (out) => this.push(out));
            this.inner.on('error', (err) => this.destroy(err));
            this.inner.write(head, () => done());
            return;
        }
        this.inner.write(chunk, () => done());
    }
    _flush(done) {
        if (this.inner === null) {
            // One byte or nothing: nothing decodable.
            done();
            return;
        }
        this.inner.once('end', () => done());
        this.inner.end();
    }
    _destroy(err, cb) {
        this.inner?.destroy();
        cb(err);
    }
}

;// CONCATENATED MODULE: ./src/http/errors.ts
// Transport failures of the HTTP client. An HTTP status (404, 503 …) is not an
// error here: the response comes back and the caller decides what it means.
class HttpError extends Error {
    code;
    retries;
    url;
    status;
    constructor(code, message, 
    /** Retries made before giving up (attempts - 1). */
    retries, 
    /** The URL of the failing hop. */
    url, 
    /** The last HTTP status seen, for too_many_redirects. */
    status) {
        super(message);
        this.code = code;
        this.retries = retries;
        this.url = url;
        this.status = status;
        this.name = 'HttpError';
    }
}

;// CONCATENATED MODULE: ./src/http/retry.ts
// Retry policy: which answers are worth another attempt and how long to wait.
// Pure: the clock and the random source come in as parameters.
/** 408 (timeout), 429 (rate limited) and 5xx are transient; other 4xx are final. */
function isRetryableStatus(status) {
    return status === 408 || status === 429 || (status >= 500 && status <= 599);
}
/**
 * "Full jitter" exponential backoff: a uniform delay in [0, min(cap, base * 2^retry)).
 * Spreading retries uniformly keeps many legs hitting one host from retrying in step.
 * `retry` is 0 for the first retry. `random` returns [0, 1).
 */
function backoffDelayMs(retry, policy, random) {
    const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(retry, 52));
    const r = random();
    const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1) : 0;
    return Math.floor(unit * ceiling);
}
/**
 * The delay a `Retry-After` header asks for, in ms, or null when the header is
 * absent or unreadable. Accepts delta-seconds and an HTTP-date (RFC 9110 §10.2.3);
 * a date in the past means "now" (0).
 */
function parseRetryAfterMs(value, nowMs) {
    const raw = Array.isArray(value) ? value[0] : value;
    if (raw === undefined)
        return null;
    const text = raw.trim();
    if (/^[0-9]{1,10}$/.test(text))
        return Number(text) * 1000;
    // IMF-fixdate and the two obsolete forms all carry a weekday, a month name and a zone.
    if (text.length > 64 || !/^[A-Za-z]{3,9},? [0-9A-Za-z :-]+ GMT$/.test(text))
        return null;
    const at = Date.parse(text);
    if (!Number.isFinite(at))
        return null;
    return Math.max(0, at - nowMs);
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __webpack_require__(40610);
;// CONCATENATED MODULE: ./src/http/ipv4-embedding.ts
/**
 * The IPv4 address an IPv6 address carries, for the forms that reach it (pure). A
 * connection to one of these goes to (or through a translator to) the embedded IPv4
 * host, so the address policy judges the IPv4 address:
 *
 * * IPv4-mapped `::ffff:0:0/96` and IPv4-translated `::ffff:0:0:0/96`: the last 32 bits;
 * * IPv4-compatible `::/96` (deprecated), except `::` and `::1`, which are the
 *   unspecified and loopback addresses of IPv6 itself: the last 32 bits;
 * * NAT64 well-known prefix `64:ff9b::/96`: the last 32 bits;
 * * 6to4 `2002::/16`: bits 16 to 48;
 * * Teredo `2001::/32`: the client's address, the last 32 bits with every bit flipped.
 */

/** The embedded IPv4 address (dotted quad), or undefined when `address` embeds none. */
function embeddedIPv4(address) {
    if ((0,external_node_net_.isIP)(address) !== 6)
        return undefined;
    const g = ipv6Groups(address);
    const zeros = (from, to) => g.slice(from, to).every((x) => x === 0);
    const last = () => dotted(g[6], g[7]);
    if (zeros(0, 5) && g[5] === 0xffff)
        return last(); // mapped
    if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0)
        return last(); // translated
    if (zeros(0, 6) && !(g[6] === 0 && g[7] <= 1))
        return last(); // compatible
    if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6))
        return last(); // NAT64
    if (g[0] === 0x2002)
        return dotted(g[1], g[2]); // 6to4
    if (g[0] === 0x2001 && g[1] === 0) {
        return dotted(g[6] ^ 0xffff, g[7] ^ 0xffff); // Teredo client
    }
    return undefined;
}
function dotted(high, low) {
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}
/** The eight 16-bit groups of a valid IPv6 literal (no zone id). */
function ipv6Groups(address) {
    let text = address.toLowerCase();
    const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
    if (quad) {
        const [a, b, c, d] = quad.slice(1).map(Number);
        text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    }
    const [head = '', tail] = text.split('::');
    const parts = (part) => (part === '' ? [] : part.split(':').map((h) => parseInt(h, 16)));
    const front = parts(head);
    if (tail === undefined)
        return front;
    const back = parts(tail);
    return [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}

;// CONCATENATED MODULE: ./src/http/ssrf.ts
// The SSRF guard: which URLs and which resolved addresses a crawler may reach.
//
// A feed URL comes from a config file and every redirect target from a remote
// server, so both are untrusted. Checking the host name is not enough (a public
// name can resolve to 127.0.0.1, and DNS can change between a check and the
// connect), so the address check runs inside the `lookup` that the socket uses
// to connect: the address checked is the address connected to. IP literals never
// reach `lookup` (net.connect skips DNS for them), so they are checked up front.



/** Thrown (or passed to a lookup callback) when a target is refused. */
class BlockedUrlError extends Error {
    code = 'blocked_url';
    constructor(message) {
        super(message);
        this.name = 'BlockedUrlError';
    }
}
// Addresses that are not "somewhere on the public internet". Sources: IANA IPv4
// and IPv6 special-purpose registries; cloud metadata endpoints live in
// link-local (169.254.169.254), CGNAT (100.100.100.200 on Alibaba) and ULA
// (fd00:ec2::254 on AWS) space, all covered below.
// Never reachable, even with allowPrivateNetwork: no feed lives on a link-local
// or metadata address, while a redirect there is the classic way to read cloud
// credentials. Unspecified and multicast addresses are never a server either.
const ALWAYS_BLOCKED_V4 = [
    ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host on Linux
    ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254, 169.254.170.2)
    ['100.100.100.200', 32], // Alibaba Cloud metadata
    ['224.0.0.0', 4], // multicast
    ['255.255.255.255', 32], // broadcast
];
const ALWAYS_BLOCKED_V6 = [
    ['::', 128], // unspecified
    ['fd00:ec2::254', 128], // AWS metadata over IPv6
    ['fe80::', 10], // link-local
    ['ff00::', 8], // multicast
];
// Not "somewhere on the public internet" (IANA IPv4 and IPv6 special-purpose
// registries): refused unless private networks are allowed.
const PRIVATE_V4 = [
    ['10.0.0.0', 8], // private
    ['100.64.0.0', 10], // carrier-grade NAT
    ['127.0.0.0', 8], // loopback
    ['172.16.0.0', 12], // private
    ['192.0.0.0', 24], // IETF protocol assignments
    ['192.0.2.0', 24], // documentation
    ['192.88.99.0', 24], // 6to4 relay anycast
    ['192.168.0.0', 16], // private
    ['198.18.0.0', 15], // benchmarking
    ['198.51.100.0', 24], // documentation
    ['203.0.113.0', 24], // documentation
    ['240.0.0.0', 4], // reserved
];
// IPv6 forms that embed an IPv4 address (mapped, translated, compatible, NAT64, 6to4,
// Teredo) are not listed: they take the verdict of the IPv4 address they embed
// (ipv4-embedding.ts), so metadata stays refused in every spelling.
const PRIVATE_V6 = [
    ['::1', 128], // loopback
    ['64:ff9b:1::', 48], // local-use NAT64 (where the IPv4 address sits depends on the network)
    ['100::', 64], // discard
    ['2001:db8::', 32], // documentation
    ['fc00::', 7], // unique local (ULA)
    ['fec0::', 10], // site-local (deprecated)
];
function makeList(v4, v6) {
    const list = new external_node_net_.BlockList();
    for (const [net, prefix] of v4)
        list.addSubnet(net, prefix, 'ipv4');
    for (const [net, prefix] of v6)
        list.addSubnet(net, prefix, 'ipv6');
    return list;
}
// BlockList treats an IPv4 address as IPv4-mapped when it checks IPv6 rules, so
// the ::ffff:0:0/96 rule would match every IPv4 address: IPv4 addresses are
// checked against IPv4 rules only. (The other way round is what we want: a
// mapped IPv6 address matches the IPv4 rules, e.g. ::ffff:169.254.169.254.)
const alwaysV4 = makeList(ALWAYS_BLOCKED_V4, []);
const alwaysV6 = makeList(ALWAYS_BLOCKED_V4, ALWAYS_BLOCKED_V6);
const privateV4 = makeList(PRIVATE_V4, []);
const privateV6 = makeList(PRIVATE_V4, PRIVATE_V6);
/**
 * True when `address` (an IPv4 or IPv6 literal) must not be connected to.
 * Anything that is not an IP literal is refused.
 */
function isBlockedAddress(address, allowPrivateNetwork = false) {
    const bare = stripBrackets(address);
    // Zone ids ("fe80::1%eth0") only exist on link-local addresses.
    if (bare.includes('%'))
        return true;
    const family = (0,external_node_net_.isIP)(bare);
    if (family === 0)
        return true;
    if (family === 4)
        return isBlockedV4(bare, allowPrivateNetwork);
    const embedded = embeddedIPv4(bare);
    if (embedded !== undefined)
        return isBlockedV4(embedded, allowPrivateNetwork);
    return alwaysV6.check(bare, 'ipv6') || (!allowPrivateNetwork && privateV6.check(bare, 'ipv6'));
}
function isBlockedV4(address, allowPrivateNetwork) {
    return (alwaysV4.check(address, 'ipv4') || (!allowPrivateNetwork && privateV4.check(address, 'ipv4')));
}
function defaultAddressPolicy(allowPrivateNetwork) {
    return (address) => isBlockedAddress(address, allowPrivateNetwork);
}
function stripBrackets(host) {
    return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}
/**
 * Parses `raw` and refuses what no fetch may start from: other schemes than
 * http(s), and a host that is an IP literal the policy refuses. Host names are
 * checked later, after DNS (see {@link guardedLookup}).
 */
function checkTargetUrl(raw, policy) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new BlockedUrlError('not a valid absolute URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new BlockedUrlError(`scheme ${JSON.stringify(url.protocol.slice(0, 20))} is not http or https`);
    }
    if (url.hostname === '')
        throw new BlockedUrlError('URL has no host');
    // The WHATWG parser has already normalised "127.1", "0x7f.1", "2130706433" …
    // to dotted quads, so isIP sees every spelling of an IPv4 literal.
    const host = stripBrackets(url.hostname);
    if ((0,external_node_net_.isIP)(host) !== 0 && policy(host, host)) {
        throw new BlockedUrlError(`address ${host} is loopback, private, link-local, metadata or reserved`);
    }
    return url;
}
const systemResolver = (hostname, family) => new Promise((resolve, reject) => {
    (0,external_node_dns_.lookup)(hostname, { all: true, family }, (err, addresses) => {
        if (err)
            reject(err);
        else
            resolve(addresses);
    });
});
/**
 * A `lookup` for http.request that resolves with `resolver` and refuses the
 * connection when any resolved address is blocked (one private answer among
 * public ones is how DNS rebinding attacks look, so there is no filtering down
 * to the "good" answers).
 */
function guardedLookup(resolver, policy) {
    return (hostname, options, callback) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        resolver(hostname, family).then((addresses) => {
            if (addresses.length === 0) {
                const err = new Error(`no address for host ${JSON.stringify(hostname)}`);
                err.code = 'ENOTFOUND';
                callback(err, '');
                return;
            }
            const bad = addresses.find((a) => policy(a.address, hostname));
            if (bad !== undefined) {
                callback(new BlockedUrlError(`host ${JSON.stringify(hostname.slice(0, 100))} resolves to ${bad.address}: loopback, private, link-local, metadata or reserved`), '');
                return;
            }
            if (options.all === true)
                callback(null, addresses);
            else {
                const first = addresses[0];
                callback(null, first.address, first.family);
            }
        }, (err) => callback(err instanceof Error ? err : new Error(String(err)), ''));
    };
}

// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __webpack_require__(61676);
;// CONCATENATED MODULE: ./src/http/client.ts
// The default HTTP client of every action: GET over node:http
// and node:https with a deadline per attempt, an identifying User-Agent,
// decompression under a byte limit, manual redirects re-checked by the SSRF
// guard, and retries with full-jitter backoff that honour Retry-After.
//
// Not fetch(): undici's fetch cannot take a custom `lookup`, so the address it
// connects to could not be checked after DNS resolution.









const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DEFAULT_BACKOFF = { baseMs: 1000, capMs: 30_000 };
const defaultSleep = async (ms, signal) => {
    await (0,promises_.setTimeout)(ms, undefined, signal === undefined ? undefined : { signal });
};
/** Why the attempt's own controller aborted. */
class Deadline {
    message;
    constructor(message) {
        this.message = message;
    }
}
/** One failed attempt, and whether another one could succeed. */
class AttemptFailure extends Error {
    code;
    retryable;
    url;
    status;
    constructor(code, message, retryable, url, status) {
        super(message);
        this.code = code;
        this.retryable = retryable;
        this.url = url;
        this.status = status;
    }
}
function createHttpClient(options) {
    assertPositiveInt('maxAttempts', options.maxAttempts);
    assertPositiveInt('timeoutMs', options.timeoutMs);
    assertPositiveInt('maxBytes', options.maxBytes);
    const maxRedirects = options.maxRedirects ?? 5;
    if (!Number.isSafeInteger(maxRedirects) || maxRedirects < 0)
        throw new RangeError('maxRedirects must be >= 0');
    const headerTimeoutMs = options.headerTimeoutMs ?? Math.min(options.timeoutMs, 10_000);
    assertPositiveInt('headerTimeoutMs', headerTimeoutMs);
    const policy = options.addressPolicy ?? defaultAddressPolicy(options.allowPrivateNetwork === true);
    const backoff = options.backoff ?? DEFAULT_BACKOFF;
    const retryAfterCapMs = options.retryAfterCapMs ?? 120_000;
    const minRetryDelayMs = Math.max(0, options.minRetryDelayMs ?? 0);
    const sleep = options.sleep ?? defaultSleep;
    const random = options.random ?? Math.random;
    const now = options.now ?? Date.now;
    const lookup = guardedLookup(options.resolver ?? systemResolver, policy);
    async function get(url, req = {}) {
        const signal = req.signal;
        const headers = {
            'user-agent': options.userAgent,
            accept: 'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
            'accept-encoding': ACCEPT_ENCODING,
            ...lowerKeys(req.headers ?? {}),
        };
        let retries = 0;
        for (let attempt = 1;; attempt++) {
            if (isAborted(signal))
                throw new HttpError('cancelled', 'cancelled', retries, url);
            let delayMs;
            let reason;
            try {
                const result = await attemptOnce(url, headers, signal, req.partialOnCancel === true);
                if (!isRetryableStatus(result.status) || attempt >= options.maxAttempts)
                    return { ...result, retries };
                const asked = parseRetryAfterMs(result.headers['retry-after'], now());
                // A server asking for a longer pause than we are willing to wait gets no
                // early retry: the answer stands (politeness beats completeness).
                if (asked !== null && asked > retryAfterCapMs)
                    return { ...result, retries };
                delayMs = asked ?? backoffDelayMs(retries, backoff, random);
                reason = `HTTP ${result.status}`;
            }
            catch (err) {
                const failure = toFailure(err, url);
                if (!failure.retryable || attempt >= options.maxAttempts) {
                    throw new HttpError(failure.code, failure.message, retries, failure.url, failure.status);
                }
                delayMs = backoffDelayMs(retries, backoff, random);
                reason = `${failure.code}: ${failure.message}`;
            }
            delayMs = Math.max(delayMs, minRetryDelayMs);
            options.onRetry?.({ retry: retries + 1, delayMs, reason, url });
            try {
                await sleep(delayMs, signal);
            }
            catch {
                throw new HttpError('cancelled', 'cancelled while waiting to retry', retries, url);
            }
            if (isAborted(signal))
                throw new HttpError('cancelled', 'cancelled while waiting to retry', retries, url);
            retries++;
        }
    }
    /** One attempt: the redirect chain and the body, under one deadline. */
    async function attemptOnce(startUrl, headers, signal, partialOnCancel) {
        const own = new AbortController();
        const combined = signal === undefined ? own.signal : AbortSignal.any([signal, own.signal]);
        const deadline = setTimeout(() => own.abort(new Deadline(`no complete response within ${options.timeoutMs} ms`)), options.timeoutMs);
        let current = startUrl;
        try {
            let target = checkTargetUrl(startUrl, policy);
            current = target.href;
            for (let redirects = 0;; redirects++) {
                const res = await requestHeaders(target, headers, combined, own);
                const status = res.statusCode ?? 0;
                const location = res.headers.location;
                if (REDIRECT_STATUSES.has(status) && typeof location === 'string' && location !== '') {
                    res.destroy();
                    if (redirects >= maxRedirects) {
                        throw new AttemptFailure('too_many_redirects', `more than ${maxRedirects} redirects`, false, current, status);
                    }
                    let next;
                    try {
                        next = new URL(location, target);
                    }
                    catch {
                        throw new AttemptFailure('network', `HTTP ${status} with an invalid Location`, false, current, status);
                    }
                    target = checkTargetUrl(next, policy);
                    options.onRedirect?.({ status, from: current, to: target.href });
                    current = target.href;
                    continue;
                }
                if (status < 200 || status > 299) {
                    res.destroy();
                    return {
                        url: current,
                        status,
                        headers: res.headers,
                        body: Buffer.alloc(0),
                        truncated: false,
                        cut: null,
                        redirects,
                    };
                }
                const body = await readBody(res, options.maxBytes, () => partialOnCancel && signal?.aborted === true);
                return { url: current, status, headers: res.headers, ...body, redirects };
            }
        }
        catch (err) {
            if (signal?.aborted === true)
                throw new AttemptFailure('cancelled', 'cancelled', false, current);
            if (own.signal.aborted) {
                const why = own.signal.reason;
                throw new AttemptFailure('timeout', why instanceof Deadline ? why.message : 'timed out', true, current);
            }
            throw toFailure(err, current);
        }
        finally {
            clearTimeout(deadline);
        }
    }
    /** Sends the request and resolves with the response once its headers arrived. */
    function requestHeaders(target, headers, signal, own) {
        return new Promise((resolve, reject) => {
            const headerTimer = setTimeout(() => own.abort(new Deadline(`no response headers within ${headerTimeoutMs} ms`)), headerTimeoutMs);
            const send = target.protocol === 'https:' ? external_node_https_.request : external_node_http_.request;
            // agent: false = a fresh connection per request, closed after: nothing can
            // outlive the leg, and no pooled socket skips the lookup check.
            const req = send(target, { method: 'GET', headers, agent: false, lookup, signal }, (res) => {
                clearTimeout(headerTimer);
                resolve(res);
            });
            req.on('error', (err) => {
                clearTimeout(headerTimer);
                reject(err);
            });
            req.end();
        });
    }
    return { get };
}
/**
 * Reads the (decoded) body up to `maxBytes`. Stops early, returning what it has,
 * when the decoded or the raw size passes the limit, or when `cancelledPartial()`
 * says a cancellation should keep the bytes read so far.
 */
async function readBody(res, maxBytes, cancelledPartial) {
    const encoding = res.headers['content-encoding'];
    const decoders = decodersFor(typeof encoding === 'string' ? encoding : undefined);
    let rawOver = false;
    let out = res;
    if (decoders.length > 0) {
        let raw = 0;
        // The compressed size gets the same limit: a body that is large both before
        // and after decoding stops as early as possible.
        res.on('data', (chunk) => {
            raw += chunk.length;
            if (raw > maxBytes && !rawOver) {
                rawOver = true;
                res.destroy(new Error('raw body over the byte limit'));
            }
        });
        out = (0,external_node_stream_.pipeline)([res, ...decoders], () => {
            // Errors surface through the iteration below.
        });
    }
    const chunks = [];
    let size = 0;
    let cut = null;
    try {
        for await (const chunk of out) {
            const buf = chunk;
            const room = maxBytes - size;
            if (buf.length > room) {
                if (room > 0)
                    chunks.push(buf.subarray(0, room));
                size += room;
                cut = 'max_bytes';
                break;
            }
            chunks.push(buf);
            size += buf.length;
        }
    }
    catch (err) {
        if (rawOver)
            cut = 'max_bytes';
        else if (cancelledPartial() && size > 0)
            cut = 'cancelled';
        else
            throw err;
    }
    finally {
        out.destroy();
        res.destroy();
    }
    return { body: Buffer.concat(chunks, size), truncated: cut !== null, cut };
}
function toFailure(err, url) {
    if (err instanceof AttemptFailure)
        return err;
    if (err instanceof BlockedUrlError)
        return new AttemptFailure('blocked_url', err.message, false, url);
    if (err instanceof UnsupportedEncodingError)
        return new AttemptFailure('network', err.message, false, url);
    const e = err;
    const code = typeof e?.code === 'string' ? e.code : '';
    const message = (0,error_message/* messageOf */.b)(err);
    return new AttemptFailure('network', code !== '' && !message.includes(code) ? `${code}: ${message}` : message, true, url);
}
// A function, not an inline check: TypeScript would keep `aborted` narrowed across awaits.
function isAborted(signal) {
    return signal?.aborted === true;
}
function lowerKeys(headers) {
    const out = {};
    for (const [k, v] of Object.entries(headers))
        out[k.toLowerCase()] = v;
    return out;
}
function assertPositiveInt(name, value) {
    if (!Number.isSafeInteger(value) || value < 1)
        throw new RangeError(`${name} must be an integer >= 1, got ${value}`);
}

;// CONCATENATED MODULE: ./src/http/index.ts







/***/ })

};
