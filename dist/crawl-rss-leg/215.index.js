export const id = 215;
export const ids = [215,456];
export const modules = {

/***/ 83215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  compileKeywords: () => (/* reexport */ compileKeywords),
  openHttpCache: () => (/* reexport */ openHttpCache),
  runRssLeg: () => (/* reexport */ runRssLeg)
});

// UNUSED EXPORTS: FeedParseError, buildRssArtifact, charsetParam, decodeFeed, detectCharset, entryUrl, extractArticles, fetchFeed, githubRepoUrls, gunzipIfSniffed, parseAndExtract, parseFeed, parseFeedDate, parseUtcSeconds, relevanceScore, titleEntities, validatorOf

// EXTERNAL MODULE: ./src/canonical/index.ts + 8 modules
var canonical = __webpack_require__(44730);
// EXTERNAL MODULE: ./node_modules/entities/dist/decode.js + 3 modules
var decode = __webpack_require__(81161);
;// CONCATENATED MODULE: ./src/rss/single-spaced.ts
// Collapsing whitespace without rebuilding text that is already single-spaced. Pure.
//
// `text.replace(/\s+/g, ' ').trim()` builds a new string whenever the text holds a
// space, which nearly every title and date does. Once trimmed, the text is left as it
// is by the replacement exactly when it holds no whitespace other than single plain
// spaces: no other whitespace character (tab, newline, NBSP, line separator …) and no
// two spaces in a row. A property test holds the result equal to the plain rule.
/** Whitespace that the replacement would change: any but a plain space, or two spaces. */
const NOT_SINGLE_SPACED = /[^\S ]| {2}/;
/** `text.replace(/\s+/g, ' ').trim()`: trimmed, every run of whitespace one space. */
function singleSpaced(text) {
    const trimmed = text.trim();
    return NOT_SINGLE_SPACED.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
}

;// CONCATENATED MODULE: ./src/rss/text.ts
// Small text helpers for feed content. Pure.


/**
 * Decodes character references as HTML does: every HTML5 named reference
 * ("&eacute;", "&euro;"), decimal and hex references (code points HTML forbids,
 * such as 0 or a surrogate, become U+FFFD). Only references ending in ";" are
 * read: a bare "&copy" inside a URL's query stays as it is; unknown names stay too.
 */
function decodeEntities(text) {
    return text.includes('&') ? (0,decode/* decodeHTMLStrict */.hl)(text) : text;
}
/** A script or style start tag at lastIndex (sticky), in any case. */
const RAW_TEXT_OPEN = /<(script|style)/iy;
/** Where the element's end tag is, from lastIndex on. */
const RAW_TEXT_CLOSE = { script: /<\/script/gi, style: /<\/style/gi };
/**
 * Phrasing elements: their tags sit inside a word ("Ex<b>am</b>ple") and are
 * dropped without a trace. Every other tag (paragraphs, breaks, cells …) ends a
 * word and becomes a space.
 */
const INLINE_ELEMENTS = new Set(('a abbr acronym b bdi bdo big cite code data del dfn em font i ins kbd mark nobr q rp rt ruby s samp ' +
    'small span strike strong sub sup time tt u var wbr').split(' '));
/**
 * Text of an HTML fragment: tags go (inline ones without a trace, others as a
 * space), script and style elements go, entities are decoded. As in HTML, a "<"
 * starts a tag only before a letter, "/", "!" or "?": in "a < b" it is text. A
 * linear scan: regexes like /<[^>]*>/g backtrack quadratically on a fragment
 * with many "<" and no ">". Tag names are matched in any case by regexes on the
 * fragment itself: a lower-cased copy can be longer than the original ("İ"
 * lower-cases to two code units), and its positions would not be the fragment's.
 */
function htmlToText(html) {
    if (!html.includes('<'))
        return decodeEntities(html);
    const rawText = /<(?:script|style)/i.test(html);
    // Built with += (rope strings, flattened once by decodeEntities), not parts.join:
    // this runs once per entry. `i` is where the pending text starts, `from` where
    // the next "<" is looked for.
    let text = '';
    let i = 0;
    let from = 0;
    for (;;) {
        const lt = html.indexOf('<', from);
        if (lt < 0)
            break;
        if (!opensTag(html, lt)) {
            from = lt + 1;
            continue;
        }
        const gt = html.indexOf('>', lt + 1);
        // A tag that never ends: the rest is text.
        if (gt < 0)
            break;
        text += html.slice(i, lt) + (isInlineTag(html, lt) ? '' : ' ');
        i = from = gt + 1;
        if (!rawText)
            continue;
        RAW_TEXT_OPEN.lastIndex = lt;
        const open = RAW_TEXT_OPEN.exec(html);
        if (open !== null) {
            const close = RAW_TEXT_CLOSE[open[1].toLowerCase()];
            close.lastIndex = i;
            const found = close.exec(html);
            const end = found === null ? -1 : html.indexOf('>', found.index);
            i = from = end < 0 ? html.length : end + 1;
        }
    }
    return decodeEntities(text + html.slice(i));
}
function opensTag(html, lt) {
    const c = html.charCodeAt(lt + 1);
    return isAsciiLetter(c) || c === 0x2f /* / */ || c === 0x21 /* ! */ || c === 0x3f; /* ? */
}
function isAsciiLetter(c) {
    return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}
/** Whether the tag at `lt` (start or end tag) is one of INLINE_ELEMENTS. */
function isInlineTag(html, lt) {
    let start = lt + 1;
    if (html.charCodeAt(start) === 0x2f /* / */)
        start++;
    let end = start;
    while (end < html.length && end - start <= 8) {
        const c = html.charCodeAt(end);
        if (!isAsciiLetter(c) && !(c >= 0x30 && c <= 0x39))
            break;
        end++;
    }
    return end > start && INLINE_ELEMENTS.has(html.slice(start, end).toLowerCase());
}
/**
 * The text of a whole HTML document (a title that is "<!DOCTYPE html><html>…"):
 * the text of its body, or when that is empty, of its <title>. Null when `html`
 * is not a document.
 */
function htmlDocumentText(html) {
    if (!HTML_DOCUMENT.test(html))
        return null;
    const body = BODY_OPEN.exec(html);
    if (body !== null) {
        BODY_CLOSE.lastIndex = body.index;
        const close = BODY_CLOSE.exec(html);
        const text = htmlToText(html.slice(body.index, close === null ? html.length : close.index));
        if (text.trim() !== '')
            return text;
    }
    const title = TITLE_OPEN.exec(html);
    const start = title === null ? -1 : html.indexOf('>', title.index);
    const end = start < 0 ? -1 : html.indexOf('<', start);
    return end < 0 ? htmlToText(html) : htmlToText(html.slice(start + 1, end));
}
const HTML_DOCUMENT = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!doctype\s+html[\s>]|<html[\s>])/i;
const BODY_OPEN = /<body[\s>]/i;
const BODY_CLOSE = /<\/body\s*>/gi;
const TITLE_OPEN = /<title[\s>]/i;
/** Trims and collapses every run of whitespace (incl. NBSP and line separators) to one space. */
function collapseWhitespace(text) {
    // NBSP and the line separators are whitespace to \s already: one rule, with a fast path.
    return singleSpaced(text);
}
/** At most `max` UTF-16 code units, never cutting a surrogate pair in half. */
function truncateText(text, max) {
    if (text.length <= max)
        return text;
    let cut = text.slice(0, max);
    const last = cut.charCodeAt(cut.length - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        cut = cut.slice(0, -1);
    return cut;
}
/**
 * Replaces lone surrogates and the C0/C1 controls other than tab/newline with
 * U+FFFD: canonical JSON refuses lone surrogates, and controls have no place
 * in a title.
 */
function wellFormed(text) {
    const fixed = text.isWellFormed() ? text : text.toWellFormed();
    return fixed.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '\ufffd');
}

;// CONCATENATED MODULE: ./src/rss/artifact.ts
// The leg's artifact (rss_source_v2) from what the leg saw. Pure.
//
// Status:
// * failed  - no document (transport, HTTP status, parse error), or a document
//             cut short (byte limit, cancellation) that yielded no article:
//             no articles and an error {code, message}.
// * partial - a document, but some entries were dropped as invalid, or it was
//             cut short and still yielded articles.
// * success - a document and every entry valid (zero in-window articles is fine).


const MAX_MESSAGE_LENGTH = 2000;
function buildRssArtifact(o) {
    const base = {
        schema_version: 2,
        source_id: o.sourceId,
        run_context: o.runContext,
        fan: o.fan,
    };
    const metricsOf = (articles, relevant) => ({
        articles_fetched: articles.length,
        articles_relevant: relevant,
        fetch_duration_ms: Math.max(0, Math.round(o.fetchDurationMs)),
        retries: o.retries,
    });
    const failed = (error) => ({
        ...base,
        status: 'failed',
        articles: [],
        metrics: metricsOf([], 0),
        error: cleanError(error),
        checksum: (0,canonical/* checksumOf */.lf)([]),
    });
    const x = o.extraction;
    if (x === null) {
        return failed(o.error ?? { code: 'internal', message: 'no document and no error recorded' });
    }
    if (o.cut !== null && x.articles.length === 0) {
        return failed(o.cut === 'max_bytes'
            ? {
                code: 'too_large',
                message: `body over the byte limit${o.maxBytes === undefined ? '' : ` of ${o.maxBytes} bytes`}` +
                    ' and no complete in-window entry before the cut',
            }
            : { code: 'cancelled', message: 'cancelled before any in-window entry was read' });
    }
    const invalid = x.dropped.no_link + x.dropped.bad_date;
    const articles = [...x.articles].sort((a, b) => (0,canonical/* compareStrings */.Kt)(a.url, b.url));
    return {
        ...base,
        status: o.cut !== null || invalid > 0 ? 'partial' : 'success',
        articles,
        metrics: metricsOf(articles, x.relevant),
        error: null,
        checksum: (0,canonical/* checksumOf */.lf)(articles),
    };
}
/** One line, valid Unicode, within the schema's length limit. */
function cleanError(error) {
    const message = truncateText(collapseWhitespace(wellFormed(error.message)), MAX_MESSAGE_LENGTH) || error.code;
    return error.status === undefined
        ? { code: error.code, message }
        : { code: error.code, message, status: error.status };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/runtime/errno.ts
var errno = __webpack_require__(90456);
;// CONCATENATED MODULE: ./src/rss/cache.ts
// The HTTP cache of the conditional GET: per feed URL, the validators (ETag,
// Last-Modified) and the body they validate, kept between runs in
// `http-cache-dir`. Two files per URL, named by the SHA-256 of the URL:
// `<hash>.body` (the decoded body) and `<hash>.json` (validators, content type,
// body checksum). The body is written first, so a crash between the two writes
// leaves the old metadata, whose checksum no longer matches: a miss, never a
// wrong body.




const SCHEMA = 'squadscope_http_cache_v1';
/** Longest validator kept: anything longer is not a sane header. */
const MAX_VALIDATOR_LENGTH = 512;
function openHttpCache(dir) {
    const paths = (url) => {
        const key = (0,canonical/* sha256Hex */.fg)(url);
        return { meta: (0,external_node_path_.join)(dir, `${key}.json`), body: (0,external_node_path_.join)(dir, `${key}.body`) };
    };
    return {
        async get(url) {
            const p = paths(url);
            let meta;
            let body;
            try {
                meta = JSON.parse(await (0,promises_.readFile)(p.meta, 'utf8'));
                body = await (0,promises_.readFile)(p.body);
            }
            catch (err) {
                if ((0,errno/* errnoCode */.U)(err) === 'ENOENT')
                    return null;
                if (err instanceof SyntaxError)
                    return null;
                throw err;
            }
            if (!isMeta(meta) || meta.url !== url)
                return null;
            if (body.length !== meta.body_bytes || (0,canonical/* sha256Hex */.fg)(body) !== meta.body_sha256)
                return null;
            return {
                url,
                etag: meta.etag,
                lastModified: meta.last_modified,
                contentType: meta.content_type,
                body,
            };
        },
        async put(entry) {
            const p = paths(entry.url);
            await (0,promises_.mkdir)(dir, { recursive: true });
            await (0,canonical/* writeFileAtomic */.Zf)(p.body, entry.body);
            const meta = {
                schema: SCHEMA,
                url: entry.url,
                etag: entry.etag,
                last_modified: entry.lastModified,
                content_type: entry.contentType,
                body_sha256: (0,canonical/* sha256Hex */.fg)(entry.body),
                body_bytes: entry.body.length,
            };
            await (0,canonical/* writeFileAtomic */.Zf)(p.meta, JSON.stringify(meta) + '\n');
        },
    };
}
function isMeta(value) {
    if (value === null || typeof value !== 'object')
        return false;
    const m = value;
    const optionalText = (v) => v === null || (typeof v === 'string' && v.length <= MAX_VALIDATOR_LENGTH);
    return (m['schema'] === SCHEMA &&
        typeof m['url'] === 'string' &&
        optionalText(m['etag']) &&
        optionalText(m['last_modified']) &&
        optionalText(m['content_type']) &&
        typeof m['body_sha256'] === 'string' &&
        Number.isSafeInteger(m['body_bytes']));
}
/** A header value usable as a validator (a string of sane length, one line), or null. */
function validatorOf(value) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v === undefined)
        return null;
    const text = v.trim();
    return text === '' || text.length > MAX_VALIDATOR_LENGTH || /[\r\n]/.test(text) ? null : text;
}

;// CONCATENATED MODULE: ./src/rss/dates.ts
// Feed dates to UTC instants. Pure and independent of the process time zone:
// `new Date("2026-06-03T10:00:00")` is read in the local zone, so a date without
// a zone is normalised here to UTC instead of being handed to Date.parse.
//
// Accepted: ISO 8601 / RFC 3339 (date, date-time, with or without a zone) and
// RFC 822 / 2822 / 850 dates with numeric or named zones. Anything else, after a
// character check, goes to Date.parse only when it names its zone explicitly.

const MONTHS = {
    jan: 0,
    feb: 1,
    mar: 2,
    apr: 3,
    may: 4,
    jun: 5,
    jul: 6,
    aug: 7,
    sep: 8,
    sept: 8,
    oct: 9,
    nov: 10,
    dec: 11,
    january: 0,
    february: 1,
    march: 2,
    april: 3,
    june: 5,
    july: 6,
    august: 7,
    september: 8,
    october: 9,
    november: 10,
    december: 11,
};
// RFC 822 named zones (and the common extras feeds use), in minutes east of UTC.
const ZONES = {
    z: 0,
    ut: 0,
    utc: 0,
    gmt: 0,
    est: -300,
    edt: -240,
    cst: -360,
    cdt: -300,
    mst: -420,
    mdt: -360,
    pst: -480,
    pdt: -420,
    cet: 60,
    cest: 120,
    eet: 120,
    eest: 180,
    bst: 60,
    ist: 330,
    jst: 540,
    aest: 600,
    aedt: 660,
};
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?)?\s*(Z|z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)?$/;
const RFC822 = /^(?:[A-Za-z]{2,9},?\s+)?(\d{1,2})[\s-]+([A-Za-z]{3,9})\.?[\s-]+(\d{2}|\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?\s*([A-Za-z]{1,5}|[+-]\d{4}|[+-]\d{2}:\d{2})?(?:\s*\([^)]{0,40}\))?$/;
/** Longest date string considered: anything longer is not a date. */
const MAX_DATE_LENGTH = 100;
/**
 * The instant (epoch ms) a feed date string denotes, or null when it is not a
 * date this parser is sure about. A date without a zone is taken as UTC.
 */
function parseFeedDate(raw) {
    const text = singleSpaced(raw);
    if (text === '' || text.length > MAX_DATE_LENGTH)
        return null;
    const iso = ISO.exec(text);
    if (iso !== null) {
        return fromParts(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]), Number(iso[4] ?? 0), Number(iso[5] ?? 0), Number(iso[6] ?? 0), zoneOffset(iso[7]));
    }
    const rfc = RFC822.exec(text);
    if (rfc !== null) {
        const month = MONTHS[rfc[2].toLowerCase()];
        if (month === undefined)
            return null;
        let year = Number(rfc[3]);
        // RFC 2822 §4.3: two-digit years below 50 are 20xx, the others 19xx.
        if (rfc[3].length === 2)
            year += year < 50 ? 2000 : 1900;
        const offset = zoneOffset(rfc[7]);
        if (offset === null)
            return null;
        return fromParts(year, month, Number(rfc[1]), Number(rfc[4]), Number(rfc[5]), Number(rfc[6] ?? 0), offset);
    }
    return fallback(text);
}
const NUMERIC_ZONE = /^([+-])(\d{2}):?(\d{2})?$/;
/** Minutes east of UTC; 0 for no zone (UTC); null for an unknown zone name. */
function zoneOffset(zone) {
    if (zone === undefined)
        return 0;
    const numeric = zone[0] === '+' || zone[0] === '-' ? NUMERIC_ZONE.exec(zone) : null;
    if (numeric !== null) {
        const hours = Number(numeric[2]);
        const minutes = Number(numeric[3] ?? 0);
        if (hours > 23 || minutes > 59)
            return null;
        return (numeric[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
    }
    const named = ZONES[zone.toLowerCase()];
    return named ?? null;
}
function fromParts(year, month, day, hour, minute, second, offsetMinutes) {
    if (offsetMinutes === null)
        return null;
    if (year < 1000 || year > 9999 || month < 0 || month > 11 || day < 1)
        return null;
    if (day > daysInMonth(year, month))
        return null;
    // 24:00:00 is midnight at the end of the day (ISO 8601); a leap second 60 is
    // read as 59 so that the instant stays inside its minute.
    if (hour === 24 && (minute !== 0 || second !== 0))
        return null;
    if (hour > 24 || minute > 59 || second > 60)
        return null;
    const ms = Date.UTC(year, month, day, hour, minute, Math.min(second, 59));
    return ms - offsetMinutes * 60_000;
}
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days in a month of the proleptic Gregorian calendar (what Date uses); month 0-11. */
function daysInMonth(year, month) {
    if (month !== 1)
        return MONTH_DAYS[month];
    return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
}
/**
 * Other spellings ("June 3, 2026 10:00 GMT", "2026/06/03 10:00:00 +0000"):
 * only plain date characters, and only with an explicit zone or offset at the end,
 * because Date.parse reads a zoneless string in the process's local zone, and
 * one whose zone comes before the time ("UTC 10:00 June 3 2026") too.
 */
function fallback(text) {
    if (!/^[A-Za-z0-9 ,.:/+-]+$/.test(text))
        return null;
    if (!/(?:\b(?:GMT|UTC|UT|Z)|[+-]\d{4})$/.test(text))
        return null;
    const ms = Date.parse(text);
    if (!Number.isFinite(ms))
        return null;
    const year = new Date(ms).getUTCFullYear();
    return year >= 1000 && year <= 9999 ? ms : null;
}
/** Parses a `YYYY-MM-DDTHH:MM:SSZ` timestamp (the run context's since/until). */
function parseUtcSeconds(text) {
    const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/.exec(text);
    const ms = m === null ? null : fromParts(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6], 0);
    if (ms === null)
        throw new RangeError(`not a YYYY-MM-DDTHH:MM:SSZ timestamp: ${JSON.stringify(text.slice(0, 40))}`);
    return ms;
}

;// CONCATENATED MODULE: ./src/rss/entities.ts
// Named entities of a title (legacy rule): its capitalised words ("OpenAI",
// "Node.js", "GPT-5"), without stop words and one-letter words, duplicates
// removed in order of appearance. Pure.
// Function words and generic headline words that are capitalised only because
// headlines capitalise every word.
const STOP_WORDS = new Set(('a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each even every few for from further get gets ' +
    'had has have having he her here hers him his how i if in into is it its just may me might more most must my ' +
    'new no nor not now of off on once only or other our ours out over own same she should so some still such ' +
    'than that the their theirs them then there these they this those through to too under until up upon us very ' +
    'vs via was we were what when where which while who whom whose why will with within without would yet you your ' +
    'here’s it’s what’s how’s why’s').split(' '));
const MAX_ENTITY_LENGTH = 200;
function titleEntities(title) {
    const out = [];
    const seen = new Set();
    for (const token of title.split(/\s+/)) {
        if (token === '')
            continue;
        const word = cleanWord(token);
        if (word.length < 2 || word.length > MAX_ENTITY_LENGTH || !startsUppercase(word))
            continue;
        // Two code units can be one character (an astral letter): not a word of two letters.
        if (word.length === 2 && word.codePointAt(0) > 0xffff)
            continue;
        if (STOP_WORDS.has(word.toLowerCase()) || seen.has(word))
            continue;
        seen.add(word);
        out.push(word);
    }
    return out;
}
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const UPPERCASE = /\p{Lu}/u;
/** Whether the character at `i` (one or two code units) is a letter or a digit. ASCII first: titles are mostly ASCII. */
function isWordCharAt(text, i) {
    const code = text.charCodeAt(i);
    if (code < 0x80)
        return ((code >= 0x30 && code <= 0x39) ||
            (code >= 0x41 && code <= 0x5a) ||
            (code >= 0x61 && code <= 0x7a));
    return LETTER_OR_DIGIT.test(String.fromCodePoint(text.codePointAt(i)));
}
/** Whether the character ending at `end` (one or two code units) is a letter or a digit. */
function isWordCharBefore(text, end) {
    const code = text.charCodeAt(end - 1);
    if (code < 0x80)
        return isWordCharAt(text, end - 1);
    if (code >= 0xdc00 && code <= 0xdfff && end >= 2)
        return LETTER_OR_DIGIT.test(text.slice(end - 2, end));
    return LETTER_OR_DIGIT.test(text.slice(end - 1, end));
}
function startsUppercase(word) {
    const code = word.charCodeAt(0);
    if (code < 0x80)
        return code >= 0x41 && code <= 0x5a;
    return UPPERCASE.test(String.fromCodePoint(word.codePointAt(0)));
}
/** The end of `token[start, end)` without trailing punctuation ("+" and "#" stay). */
function trimEnd(token, start, end) {
    while (end > start) {
        const code = token.charCodeAt(end - 1);
        if (code === 0x2b /* + */ || code === 0x23 /* # */ || isWordCharBefore(token, end))
            break;
        end--;
    }
    return end;
}
/**
 * The word without surrounding punctuation and a possessive "'s": quotes,
 * brackets, trailing commas and colons go; inner dots and hyphens stay
 * ("Node.js", "GPT-5"), and so do the trailing "+" and "#" of "C++" and "C#".
 */
function cleanWord(token) {
    let start = 0;
    while (start < token.length && !isWordCharAt(token, start))
        start++;
    let end = trimEnd(token, start, token.length);
    const tail = token.slice(Math.max(start, end - 2), end);
    if (tail === "'s" || tail === '’s')
        end = trimEnd(token, start, end - 2);
    return token.slice(start, end);
}

;// CONCATENATED MODULE: ./src/rss/absolute-url.ts
// Parsing an entry's link against its base, without parsing the base again when the
// link cannot be relative. Pure.
//
// `new URL(text, base)` serialises the base and parses it again for every link, and
// most links in feeds are absolute already. A text that starts with "http://" or
// "https://" (the scheme in any case) is absolute whatever the base: after a special
// scheme, "//" starts the authority, and the base is never consulted. Such a text is
// parsed alone; a property test holds the result equal to parsing it against a base.
const ABSOLUTE_HTTP = /^https?:\/\//i;
/** `new URL(text, base)` (no base: `new URL(text)`); null where that throws. */
function parseUrl(text, base) {
    try {
        return base === null || ABSOLUTE_HTTP.test(text) ? new URL(text) : new URL(text, base);
    }
    catch {
        return null;
    }
}

;// CONCATENATED MODULE: ./src/rss/github-urls.ts
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
const REPO_URL = /(?<![\w.@-])(?:https?:\/\/|\/\/)?(?:www\.)?github\.com\/([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})/gi;
// "github.com" with the same case rule as REPO_URL (non-Unicode /i: ASCII letters only).
const HOST = /github\.com/gi;
/** The longest prefix REPO_URL allows before "github.com": "https://www.". */
const MAX_PREFIX = 'https://www.'.length;
/** Repository URLs found in `texts`, in order of first appearance, without duplicates. */
function githubRepoUrls(texts) {
    const out = [];
    const seen = new Set();
    for (const text of texts) {
        for (const m of repoMatches(text)) {
            const url = normaliseRepo(m[1], m[2]);
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
function* repoMatches(text) {
    for (let from = 0;;) {
        HOST.lastIndex = from;
        const host = HOST.exec(text);
        if (host === null)
            return;
        REPO_URL.lastIndex = Math.max(from, host.index - MAX_PREFIX);
        const m = REPO_URL.exec(text);
        if (m === null)
            return;
        from = REPO_URL.lastIndex;
        yield m;
    }
}
function normaliseRepo(ownerRaw, repoRaw) {
    const owner = ownerRaw.toLowerCase();
    if (RESERVED_OWNERS.has(owner))
        return null;
    // Sentence punctuation and a ".git" suffix are not part of the name. (All three rules
    // are about dots: a name without one, the most common, skips them.)
    const lower = repoRaw.toLowerCase();
    if (!lower.includes('.'))
        return `https://github.com/${owner}/${lower}`;
    const repo = lower.replace(/[.]+$/, '').replace(/\.git$/, '');
    // "." and ".." are not repositories (and a name of dots alone is empty after the trim).
    if (repo === '' || /^[.]+$/.test(repo))
        return null;
    return `https://github.com/${owner}/${repo}`;
}

;// CONCATENATED MODULE: ./src/rss/keyword-automaton.ts
/**
 * The keyword rule of relevance.ts (whole words, case-insensitive, phrases across any run
 * of whitespace) as one Aho–Corasick automaton over words, so that counting the keywords
 * in a text costs time in proportion to the text, not to keywords × text (pure). The plain
 * rule stays in relevance.ts (`compilePlainKeywords`); a property test proves the two give
 * the same counts.
 *
 * Why words are enough: the lower-cased text is cut into tokens, each a maximal run of
 * word characters (letters, digits, `_`), a maximal run of whitespace, or one other
 * character. A keyword is cut the same way (its words joined by one whitespace token).
 * The rule wants no word character just before or after a match; inside a keyword, its
 * own non-word characters bound its runs. So a match is a run of whole tokens equal to
 * the keyword's, with one extra condition at an end that is not a word run: the token on
 * that side must not be a word run ("asp.net" holds no ".net").
 */
/** Token kinds: a run of word characters, a run of whitespace, any other one character. */
const WORD = 0;
const SPACE = 1;
const OTHER = 2;
/** One token per match: group 1 a word run, group 2 a whitespace run, else one character. */
const TOKEN = /([\p{L}\p{N}_]+)|(\s+)|[^]/gu;
/** The id of every whitespace run: a phrase matches across any of them. */
const SPACE_ID = 0;
/** A text token that occurs in no keyword: the automaton goes back to its root. */
const UNKNOWN = -1;
function compileKeywordAutomaton(keywords) {
    const vocabulary = new Map();
    const trie = new Trie();
    const list = [];
    const seen = new Set();
    for (const raw of keywords) {
        const key = raw.trim().replace(/\s+/g, ' ').toLowerCase();
        if (key === '' || seen.has(key))
            continue;
        seen.add(key);
        const { ids, kinds } = tokenize(key, (token) => {
            let id = vocabulary.get(token);
            if (id === undefined)
                vocabulary.set(token, (id = vocabulary.size + 1));
            return id;
        });
        trie.insert(ids, list.length);
        list.push({
            tokens: ids.length,
            openStart: kinds[0] === OTHER,
            openEnd: kinds[kinds.length - 1] === OTHER,
        });
    }
    trie.link();
    // Keyword i counts once per text: found[i] holds the number of the last text it was in.
    const found = new Uint32Array(list.length);
    let textNumber = 0;
    return {
        count(text) {
            if (list.length === 0)
                return 0;
            textNumber = textNumber === 0xffffffff ? (found.fill(0), 1) : textNumber + 1;
            const { ids, kinds } = tokenize(text.toLowerCase(), (t) => vocabulary.get(t) ?? UNKNOWN);
            let n = 0;
            trie.scan(ids, (keyword, end) => {
                if (found[keyword] === textNumber)
                    return;
                const { tokens, openStart, openEnd } = list[keyword];
                const start = end - tokens + 1;
                if (openStart && start > 0 && kinds[start - 1] === WORD)
                    return;
                if (openEnd && end + 1 < kinds.length && kinds[end + 1] === WORD)
                    return;
                found[keyword] = textNumber;
                n++;
            });
            return n;
        },
    };
}
/** The tokens of `text`, named by `idOf` (whitespace runs are all SPACE_ID). */
function tokenize(text, idOf) {
    const ids = [];
    const kinds = [];
    for (const match of text.matchAll(TOKEN)) {
        if (match[2] !== undefined) {
            ids.push(SPACE_ID);
            kinds.push(SPACE);
        }
        else {
            ids.push(idOf(match[0]));
            kinds.push(match[1] !== undefined ? WORD : OTHER);
        }
    }
    return { ids, kinds };
}
/** An Aho–Corasick automaton over token ids. Node 0 is the root. */
class Trie {
    /** Each node's children by token id (small integer keys: the fast kind of Map). */
    children = [new Map()];
    parent = [0];
    via = [0];
    depth = [0];
    /** The keyword ending at each node, or -1. */
    output = [-1];
    fail = new Int32Array(1);
    /** The nearest node on the fail chain with an output (0: none). */
    dictionary = new Int32Array(1);
    insert(ids, keyword) {
        let node = 0;
        for (const id of ids) {
            const children = this.children[node];
            let child = children.get(id);
            if (child === undefined) {
                child = this.children.length;
                children.set(id, child);
                this.children.push(new Map());
                this.parent.push(node);
                this.via.push(id);
                this.depth.push(this.depth[node] + 1);
                this.output.push(-1);
            }
            node = child;
        }
        this.output[node] = keyword;
    }
    step(node, id) {
        return this.children[node].get(id);
    }
    /** The fail and dictionary links, node by node in order of depth (breadth first). */
    link() {
        const size = this.parent.length;
        this.fail = new Int32Array(size);
        this.dictionary = new Int32Array(size);
        const order = Array.from({ length: size - 1 }, (_, i) => i + 1).sort((a, b) => this.depth[a] - this.depth[b]);
        for (const node of order) {
            const parent = this.parent[node];
            const id = this.via[node];
            let fallback = 0;
            if (parent !== 0) {
                let f = this.fail[parent];
                while (f !== 0 && this.step(f, id) === undefined)
                    f = this.fail[f];
                fallback = this.step(f, id) ?? 0;
            }
            this.fail[node] = fallback;
            this.dictionary[node] =
                this.output[fallback] !== -1 ? fallback : this.dictionary[fallback];
        }
    }
    /** Calls `found(keyword, end)` for every keyword ending at token `end` of `ids`. */
    scan(ids, found) {
        let node = 0;
        for (let end = 0; end < ids.length; end++) {
            const id = ids[end];
            if (id === UNKNOWN) {
                node = 0;
                continue;
            }
            let child = this.step(node, id);
            while (child === undefined && node !== 0) {
                node = this.fail[node];
                child = this.step(node, id);
            }
            node = child ?? 0;
            for (let hit = node; hit !== 0; hit = this.dictionary[hit]) {
                const keyword = this.output[hit];
                if (keyword !== -1)
                    found(keyword, end);
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/rss/relevance.ts
// Relevance of an entry to the topic (the legacy formula): the number n
// of topic keywords found in title + summary + categories, min(n / 5, 1), plus
// 0.2 when the entry links a GitHub repository, capped at 1, rounded to 2
// decimals. Keywords match whole words, case-insensitively: "raises" does not
// contain "ai", "AI-powered" does. Pure.

/** A letter, digit or underscore: what a keyword must not touch on either side. */
const relevance_WORD = '[\\p{L}\\p{N}_]';
/** One whole character (a lone surrogate is no letter). */
const WORD_CHAR = /^[\p{L}\p{N}_]$/u;
/**
 * From this many keywords on, one automaton over the words of the text beats a search
 * per keyword (measured: about even at 100 keywords, 6x faster at 1,000, 13x at 100,000;
 * below, a few native substring searches beat cutting the text into words).
 */
const AUTOMATON_MIN_KEYWORDS = 64;
/**
 * The matcher the legs use: the rule below, searched keyword by keyword for a short list,
 * and as one automaton over the words of the text (keyword-automaton.ts) for a long one,
 * so that the time follows the text rather than keywords × text. Both count the same.
 */
function compileKeywords(keywords) {
    return keywords.length >= AUTOMATON_MIN_KEYWORDS
        ? compileKeywordAutomaton(keywords)
        : compilePlainKeywords(keywords);
}
/**
 * The rule, one keyword at a time: every keyword is searched in the whole text, so the
 * time is keywords × text. The reference for compileKeywords (a property test).
 */
function compilePlainKeywords(keywords) {
    const seen = new Set();
    const patterns = [];
    for (const raw of keywords) {
        const keyword = raw.trim().replace(/\s+/g, ' ');
        const key = keyword.toLowerCase();
        if (keyword === '' || seen.has(key))
            continue;
        seen.add(key);
        const words = key.split(' ');
        if (words.length === 1) {
            patterns.push({ kind: 'word', needle: key });
            continue;
        }
        // Only syntax characters are escaped: under the u flag an escaped "-" or "/" is an error.
        const body = words.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
        patterns.push({
            kind: 'phrase',
            needle: words[0],
            rest: new RegExp(`${body}(?!${relevance_WORD})`, 'uy'),
        });
    }
    return {
        count(text) {
            const lower = text.toLowerCase();
            let n = 0;
            for (const p of patterns) {
                // Both searches start with indexOf(needle): no separate includes() pass.
                if (p.kind === 'word' ? hasWholeWord(lower, p.needle) : hasPhrase(lower, p.needle, p.rest))
                    n++;
            }
            return n;
        },
    };
}
function hasWholeWord(text, needle) {
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
        if (!isWordAt(text, at - 1, true) && !isWordAt(text, at + needle.length, false))
            return true;
    }
    return false;
}
function hasPhrase(text, needle, rest) {
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
        if (isWordAt(text, at - 1, true))
            continue;
        rest.lastIndex = at;
        if (rest.test(text))
            return true;
    }
    return false;
}
/** Whether the character at code unit `i` (ending there when `before`) is a word character. */
function isWordAt(text, i, before) {
    if (i < 0 || i >= text.length)
        return false;
    const code = text.charCodeAt(i);
    if (code < 0x80) {
        return ((code >= 0x30 && code <= 0x39) ||
            (code >= 0x61 && code <= 0x7a) ||
            (code >= 0x41 && code <= 0x5a) ||
            code === 0x5f);
    }
    // A surrogate pair: look at the whole character. A lone surrogate is no letter.
    if (before && isLowSurrogate(code) && i > 0 && isHighSurrogate(text.charCodeAt(i - 1)))
        return WORD_CHAR.test(text.slice(i - 1, i + 1));
    if (!before && isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1)))
        return WORD_CHAR.test(text.slice(i, i + 2));
    return WORD_CHAR.test(text[i]);
}
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}
function isLowSurrogate(code) {
    return code >= 0xdc00 && code <= 0xdfff;
}
/** The legacy score, with the rounding done on integers (no 0.1 + 0.2 artefacts). */
function relevanceScore(keywordsMatched, linksGithubRepo) {
    const hundredths = Math.min(Math.min(keywordsMatched, 5) * 20 + (linksGithubRepo ? 20 : 0), 100);
    return hundredths / 100;
}

// EXTERNAL MODULE: ./src/runcontext/errors.ts
var errors = __webpack_require__(95573);
;// CONCATENATED MODULE: ./src/runcontext/time.ts
// UTC instants and their text forms (pure). The contracts use `YYYY-MM-DDTHH:MM:SSZ`.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Milliseconds of UTC midnight of a calendar date; correct for years 0–99 too (Date.UTC is not). */
function utcDateMs(year, monthIndex, day) {
    const date = new Date(0);
    date.setUTCFullYear(year, monthIndex, day);
    return date.getTime();
}
/** Years whose instants the `YYYY-MM-DDTHH:MM:SSZ` form can write. */
const MIN_MS = utcDateMs(0, 0, 1);
const MAX_MS = utcDateMs(10000, 0, 1) - 1;
/** `YYYY-MM-DDTHH:MM:SSZ`, fractions of a second dropped (floor). */
function formatTimestamp(ms) {
    if (!Number.isFinite(ms) || ms < MIN_MS || ms > MAX_MS) {
        throw new RangeError(`instant ${ms} is outside the years 0000-9999`);
    }
    return new Date(Math.floor(ms / SECOND_MS) * SECOND_MS).toISOString().slice(0, 19) + 'Z';
}
/** Like formatTimestamp, but a fraction of a second rounds up (for "not before" instants). */
function formatTimestampCeil(ms) {
    return formatTimestamp(Math.ceil(ms / SECOND_MS) * SECOND_MS);
}
/**
 * formatTimestampCeil for an instant computed forward (a last scrape plus its interval):
 * past the last second of 9999, that second, the latest instant a timestamp can name.
 */
function formatTimestampCeilCapped(ms) {
    return formatTimestampCeil(Math.min(ms, MAX_MS - (MAX_MS % SECOND_MS)));
}
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
/** Milliseconds of a calendar date and time, or undefined when a field is out of range (Feb 30, 24:00). */
function fieldsMs(y, mo, d, h = 0, mi = 0, s = 0) {
    if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59)
        return undefined;
    const ms = utcDateMs(y, mo - 1, d);
    // A day past the month's end rolls over into the next month.
    if (new Date(ms).getUTCDate() !== d)
        return undefined;
    return ms + h * HOUR_MS + mi * MINUTE_MS + s * SECOND_MS;
}
/**
 * A window boundary (`since`/`until`): `YYYY-MM-DDTHH:MM:SSZ` or a date `YYYY-MM-DD`
 * (midnight UTC). Anything else, or a date that does not exist, throws RunContextError.
 */
function parseBoundary(input, text) {
    const t = TIMESTAMP.exec(text);
    const d = t ? undefined : DATE.exec(text);
    const m = t ?? d;
    const ms = m
        ? fieldsMs(...m.slice(1).map(Number))
        : undefined;
    if (ms === undefined) {
        throw new RunContextError(input, `must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ or a date YYYY-MM-DD, got ${quoted(text)}`);
    }
    return ms;
}
/**
 * The `now` input: an RFC 3339 date-time (any offset, fractions allowed) or a date
 * `YYYY-MM-DD`. Returned in whole seconds (floor), the precision of `created_at`.
 */
function parseNow(input, text) {
    const date = DATE.exec(text);
    let ms;
    if (date) {
        ms = fieldsMs(Number(date[1]), Number(date[2]), Number(date[3]));
    }
    else {
        const m = RFC3339.exec(text);
        if (m) {
            const [, y, mo, d, h, mi, s, fraction, zone] = m;
            const local = fieldsMs(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
            let offset = 0;
            if (zone !== undefined && zone.toUpperCase() !== 'Z') {
                const oh = Number(zone.slice(1, 3));
                const om = Number(zone.slice(4, 6));
                offset = oh > 23 || om > 59 ? undefined : (oh * 60 + om) * MINUTE_MS;
                if (offset !== undefined && zone.startsWith('-'))
                    offset = -offset;
            }
            if (local !== undefined && offset !== undefined) {
                // Milliseconds from the first three digits: Number('0.99999999999999999') is 1,
                // which would round 23:59:59.999… up into the next second (and week).
                const fractionMs = fraction ? Number(fraction.slice(1, 4).padEnd(3, '0')) : 0;
                ms = local - offset + fractionMs;
            }
        }
    }
    if (ms === undefined || ms < MIN_MS || ms > MAX_MS) {
        throw new RunContextError(input, `must be an ISO 8601 timestamp such as 2026-06-05T17:42:56Z, got ${quoted(text)}`);
    }
    return Math.floor(ms / SECOND_MS) * SECOND_MS;
}

;// CONCATENATED MODULE: ./src/rss/utc-timestamp.ts
// `YYYY-MM-DDTHH:MM:SSZ` of an instant by integer arithmetic: what formatTimestamp
// (src/runcontext/time.ts) writes, without a Date object and its ISO string for
// every article. A property test holds the two equal over the whole range. Pure.

const utc_timestamp_DAY_MS = 86_400_000;
/** Instants of the years 0000 to 9999, the range formatTimestamp writes. */
const utc_timestamp_MIN_MS = -62_167_219_200_000;
const utc_timestamp_MAX_MS = 253_402_300_799_999;
function pad2(n) {
    return n < 10 ? `0${n}` : `${n}`;
}
function pad4(n) {
    return n < 10 ? `000${n}` : n < 100 ? `00${n}` : n < 1000 ? `0${n}` : `${n}`;
}
/**
 * The civil date of a day count since 1970-01-01 (proleptic Gregorian): the days-to-date
 * algorithm of H. Hinnant, on eras of 400 years (146,097 days).
 */
function civilDate(days) {
    const z = days + 719_468;
    const era = Math.floor(z / 146_097);
    const doe = z - era * 146_097;
    const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
    const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
    const mp = Math.floor((5 * doy + 2) / 153);
    const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
    const month = mp < 10 ? mp + 3 : mp - 9;
    return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}
/** `YYYY-MM-DDTHH:MM:SSZ`, fractions of a second dropped (floor); throws as formatTimestamp does. */
function formatUtcSeconds(ms) {
    if (!Number.isFinite(ms) || ms < utc_timestamp_MIN_MS || ms > utc_timestamp_MAX_MS)
        return formatTimestamp(ms);
    const days = Math.floor(ms / utc_timestamp_DAY_MS);
    const seconds = Math.floor((ms - days * utc_timestamp_DAY_MS) / 1000);
    const [year, month, day] = civilDate(days);
    const hour = Math.floor(seconds / 3600);
    const minute = Math.floor((seconds % 3600) / 60);
    return `${pad4(year)}-${pad2(month)}-${pad2(day)}T${pad2(hour)}:${pad2(minute)}:${pad2(seconds % 60)}Z`;
}

;// CONCATENATED MODULE: ./src/rss/extract.ts
// Feed entries to articles. Pure: the window, the keywords and the
// document URL come in; nothing reads a clock.
//
// Per entry: an absolute http(s) URL (relative links resolved against the
// xml:base chain and the document URL) and a parseable date are required, or
// the entry is dropped and counted; entries outside [since, until) are left out
// (not an error); one article per URL (the first in document order wins).








/** Schema limits (rss_source_v2). */
const MAX_URL_LENGTH = 2048;
const MAX_TITLE_LENGTH = 2000;
function extractArticles(entries, ctx) {
    const since = parseUtcSeconds(ctx.since);
    const until = parseUtcSeconds(ctx.until);
    const matcher = Array.isArray(ctx.keywords)
        ? compileKeywords(ctx.keywords)
        : ctx.keywords;
    const result = {
        articles: [],
        entries: entries.length,
        dropped: { no_link: 0, bad_date: 0 },
        outsideWindow: 0,
        duplicates: 0,
        relevant: 0,
    };
    const seen = new Set();
    const baseOf = baseResolver(ctx.documentUrl);
    for (const entry of entries) {
        const url = resolveEntryUrl(entry, baseOf(entry.bases));
        if (url === null) {
            result.dropped.no_link++;
            continue;
        }
        const ms = entryDate(entry);
        if (ms === null) {
            result.dropped.bad_date++;
            continue;
        }
        const second = Math.floor(ms / 1000) * 1000;
        if (second < since || second >= until) {
            result.outsideWindow++;
            continue;
        }
        if (seen.has(url)) {
            result.duplicates++;
            continue;
        }
        seen.add(url);
        const title = cleanTitle(entry.title ?? '');
        const categories = entry.categories.join('\n');
        const matched = matcher.count(`${title}\n${entry.summary}\n${categories}`);
        // The HTML's parts one by one: no repository link spans the newline that joins them.
        const githubUrls = githubRepoUrls([url, ...(entry.htmlParts ?? [entry.html]), entry.summary]);
        const score = relevanceScore(matched, githubUrls.length > 0);
        if (score >= ctx.relevanceThreshold)
            result.relevant++;
        result.articles.push({
            url,
            title,
            published: formatUtcSeconds(second),
            source: ctx.sourceId,
            relevance_score: score,
            github_urls: githubUrls,
            entities: titleEntities(title),
        });
    }
    result.articles.sort((a, b) => (0,canonical/* compareStrings */.Kt)(a.url, b.url));
    return result;
}
/** The first date of the entry that parses, or null. */
function entryDate(entry) {
    for (const raw of entry.dates) {
        const ms = parseFeedDate(raw);
        if (ms !== null)
            return ms;
    }
    return null;
}
/** The entry's link (or permalink guid) as an absolute http(s) URL, or null. */
function entryUrl(entry, documentUrl) {
    return resolveEntryUrl(entry, baseResolver(documentUrl)(entry.bases));
}
function resolveEntryUrl(entry, base) {
    const link = entry.link === null ? null : absoluteHttpUrl(entry.link, base);
    if (link !== null)
        return link;
    // A guid is a permalink only when it is a URL by itself: `<guid>483920</guid>` is an id
    // (permalink by default, by RSS 2.0's wording), and against the feed's address it would
    // make up a page that does not exist.
    return entry.permalinkGuid === null ? null : absoluteHttpUrl(entry.permalinkGuid, null);
}
/**
 * The base URL of an entry from its xml:base chain (outermost first) and the
 * document URL. Entries of one document nearly always share their chain, so
 * each distinct chain is parsed once per document, not once per entry. The URLs
 * handed out are only ever read (as the base of `new URL`), never changed.
 */
function baseResolver(documentUrl) {
    const documentBase = parseUrl(documentUrl, null);
    const byChain = new Map();
    // The entries of a document mostly share one chain array: it is looked up once.
    let lastChain = null;
    let lastBase = null;
    return (bases) => {
        if (bases.length === 0)
            return documentBase;
        if (bases === lastChain)
            return lastBase;
        const key = JSON.stringify(bases);
        let base = byChain.get(key);
        if (base === undefined) {
            base = documentBase;
            for (const b of bases)
                base = parseUrl(b, base) ?? base;
            byChain.set(key, base);
        }
        lastChain = bases;
        lastBase = base;
        return base;
    };
}
function absoluteHttpUrl(raw, base) {
    const text = raw.trim();
    if (text === '')
        return null;
    const url = parseUrl(text, base);
    if (url === null ||
        (url.protocol !== 'http:' && url.protocol !== 'https:') ||
        url.hostname === '')
        return null;
    // Credentials in a link would end up in artifacts and summaries. (Only set when
    // present: each setter reserialises the whole URL.)
    if (url.username !== '')
        url.username = '';
    if (url.password !== '')
        url.password = '';
    const href = toRfc3986(url);
    return href.length > MAX_URL_LENGTH ? null : href;
}
/**
 * WHATWG serialisation leaves a few characters RFC 3986 does not allow in a URI
 * (`[ ] { } | ^` and backtick in paths and queries, a "%" without two hex digits): they are
 * percent-encoded, so that every URL is also a valid JSON Schema "uri".
 */
const NEEDS_ENCODING = /[^A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]|%(?![0-9A-Fa-f]{2})|#.*#/;
function toRfc3986(url) {
    const href = url.href;
    if (!NEEDS_ENCODING.test(href))
        return href;
    const origin = url.origin;
    const rest = href.slice(origin.length);
    // Only the first "#" starts the fragment; another one inside it is data.
    const hash = rest.indexOf('#');
    const head = hash < 0 ? rest : rest.slice(0, hash + 1);
    const fragment = hash < 0 ? '' : rest.slice(hash + 1);
    return (origin +
        encodeOutside(head, /[^A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]/g) +
        encodeOutside(fragment, /[^A-Za-z0-9\-._~:/?@!$&'()*+,;=%]/g));
}
/** Percent-encodes (UTF-8) what `disallowed` matches, and every "%" not starting an escape. */
function encodeOutside(text, disallowed) {
    return text
        .replace(/%(?![0-9A-Fa-f]{2})/g, '%25')
        .replace(disallowed, (c) => [...Buffer.from(c, 'utf8')]
        .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
        .join(''));
}
/** The entry's title is already text (markup and references resolved when parsed). */
function cleanTitle(text) {
    return truncateText(collapseWhitespace(wellFormed(text)), MAX_TITLE_LENGTH);
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __webpack_require__(61676);
;// CONCATENATED MODULE: ./src/rss/fetch.ts
// Fetching one feed: a conditional GET through the default HTTP client, with
// the validators of the HTTP cache; a 304 reuses the cached body. Transport
// failures surface as HttpError (from the client); an unusable HTTP status as
// a `status` outcome.




async function fetchFeed(feedUrl, opts) {
    const cached = await readCache(feedUrl, opts);
    const headers = {};
    if (cached?.etag)
        headers['if-none-match'] = cached.etag;
    if (cached?.lastModified)
        headers['if-modified-since'] = cached.lastModified;
    const res = await opts.client.get(feedUrl, {
        headers,
        partialOnCancel: true,
        ...(opts.signal === undefined ? {} : { signal: opts.signal }),
    });
    if (res.status === 304 && cached !== null) {
        const unzipped = await gunzipIfSniffed(cached.body, opts.maxBytes);
        return {
            kind: 'document',
            body: unzipped.body,
            contentType: cached.contentType ?? undefined,
            url: res.url,
            cut: unzipped.cut,
            retries: res.retries,
            fromCache: true,
        };
    }
    if (res.status < 200 || res.status > 299)
        return { kind: 'status', status: res.status, retries: res.retries, url: res.url };
    const contentType = typeof res.headers['content-type'] === 'string' ? res.headers['content-type'] : undefined;
    if (opts.cache !== null && !res.truncated) {
        const etag = validatorOf(res.headers.etag);
        const lastModified = validatorOf(res.headers['last-modified']);
        if (etag !== null || lastModified !== null) {
            try {
                await opts.cache.put({
                    url: feedUrl,
                    etag,
                    lastModified,
                    contentType: contentType ?? null,
                    body: res.body,
                });
            }
            catch (err) {
                opts.onCacheProblem?.(`HTTP cache not written: ${(0,error_message/* messageOf */.b)(err)}`);
            }
        }
    }
    const unzipped = await gunzipIfSniffed(res.body, opts.maxBytes);
    return {
        kind: 'document',
        body: unzipped.body,
        contentType,
        url: res.url,
        cut: res.cut ?? unzipped.cut,
        retries: res.retries,
        fromCache: false,
    };
}
async function readCache(url, opts) {
    if (opts.cache === null)
        return null;
    try {
        return await opts.cache.get(url);
    }
    catch (err) {
        opts.onCacheProblem?.(`HTTP cache not read: ${(0,error_message/* messageOf */.b)(err)}`);
        return null;
    }
}
/**
 * A .xml.gz served as is (no Content-Encoding) is still a feed: a body that
 * starts with the gzip magic is inflated, under the same byte limit.
 */
async function gunzipIfSniffed(body, maxBytes) {
    if (body.length < 3 || body[0] !== 0x1f || body[1] !== 0x8b || body[2] !== 0x08)
        return { body, cut: null };
    const chunks = [];
    let size = 0;
    let cut = null;
    const gunzip = (0,external_node_zlib_.createGunzip)({
        finishFlush: 2 /* Z_SYNC_FLUSH: keep what a cut stream decoded */,
    });
    external_node_stream_.Readable.from([body]).pipe(gunzip);
    try {
        for await (const chunk of gunzip) {
            const buf = chunk;
            const room = maxBytes - size;
            if (buf.length > room) {
                chunks.push(buf.subarray(0, room));
                size += room;
                cut = 'max_bytes';
                break;
            }
            chunks.push(buf);
            size += buf.length;
        }
    }
    catch {
        // Not gzip after all (or corrupt): the bytes go to the parser as they are,
        // which reports what it finds.
        return { body, cut: null };
    }
    finally {
        gunzip.destroy();
    }
    return { body: Buffer.concat(chunks, size), cut };
}

// EXTERNAL MODULE: ./src/http/index.ts + 6 modules
var http = __webpack_require__(21365);
;// CONCATENATED MODULE: ./src/rss/decode.ts
// Bytes of a feed to text. The charset comes from, in order: a byte order mark,
// the Content-Type charset parameter, the XML declaration's encoding, UTF-8.
// (RFC 7303 puts the BOM first and the HTTP header above the document's own
// declaration.) A label TextDecoder does not know is skipped, not fatal.
/** How far into the document the XML declaration is looked for. */
const DECLARATION_WINDOW = 1024;
function decodeFeed(bytes, contentType) {
    const detected = detectCharset(bytes, contentType);
    // ignoreBOM false: TextDecoder drops a BOM that matches the encoding.
    const text = new TextDecoder(detected.charset, { fatal: false }).decode(bytes);
    return { text, ...detected };
}
function detectCharset(bytes, contentType) {
    const bom = bomCharset(bytes);
    if (bom !== null)
        return { charset: bom, source: 'bom' };
    const fromHeader = utf16Checked(supported(charsetParam(contentType)), bytes);
    if (fromHeader !== null)
        return { charset: fromHeader, source: 'content-type' };
    const fromDecl = utf16Checked(supported(declaredEncoding(bytes)), bytes);
    if (fromDecl !== null)
        return { charset: fromDecl, source: 'xml-declaration' };
    return { charset: 'utf-8', source: 'default' };
}
/**
 * A UTF-16 label, believed only when the bytes are UTF-16 (one zero byte in the first two),
 * in their byte order. Documents written in single bytes that say UTF-16 are common (.NET's
 * XmlWriter over a StringWriter declares the string's encoding): they fall through to the
 * next source, and in the end to UTF-8.
 */
function utf16Checked(charset, b) {
    if (charset === null || !charset.startsWith('utf-16'))
        return charset;
    if (b.length >= 2 && b[0] !== 0 && b[1] === 0)
        return 'utf-16le';
    if (b.length >= 2 && b[0] === 0 && b[1] !== 0)
        return 'utf-16be';
    return null;
}
function bomCharset(b) {
    if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf)
        return 'utf-8';
    if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe)
        return 'utf-16le';
    if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff)
        return 'utf-16be';
    return null;
}
/** The charset parameter of a Content-Type value (quoted or not), or null. */
function charsetParam(contentType) {
    if (contentType === undefined)
        return null;
    const m = /;\s*charset\s*=\s*(?:"([^"]*)"|([^\s;]+))/i.exec(contentType);
    if (m === null)
        return null;
    return (m[1] ?? m[2] ?? '').trim() || null;
}
/**
 * The encoding named by the XML declaration. A UTF-16 document without a BOM
 * is recognised by the zero bytes around "<?" and gets its byte order from them.
 */
function declaredEncoding(b) {
    if (b.length >= 4 && b[0] === 0x3c && b[1] === 0x00 && b[2] === 0x3f && b[3] === 0x00)
        return 'utf-16le';
    if (b.length >= 4 && b[0] === 0x00 && b[1] === 0x3c && b[2] === 0x00 && b[3] === 0x3f)
        return 'utf-16be';
    // The declaration is ASCII in every ASCII-compatible encoding: latin1 reads it byte for byte.
    const head = Buffer.from(b.buffer, b.byteOffset, Math.min(b.length, DECLARATION_WINDOW)).toString('latin1');
    const m = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]{1,40})["']/.exec(head);
    return m === null ? null : m[1];
}
/** The canonical name of `label` when TextDecoder supports it, else null. */
function supported(label) {
    if (label === null)
        return null;
    try {
        return new TextDecoder(label).encoding;
    }
    catch {
        return null;
    }
}

;// CONCATENATED MODULE: ./src/rss/xml-value.ts
// Reading the values xml2js builds (the tree rss-parser hands over). Pure.
//
// xml2js (explicitArray): every child element is an array of values; a value is
// a string for an element with text only, else an object with its text in `_`,
// its attributes in `$` and its children under their names.
function first(value) {
    return Array.isArray(value) ? value[0] : value;
}
/** The first value as an element object, or undefined (absent, or text only). */
function asXml(value) {
    const v = first(value);
    return v !== null && typeof v === 'object' ? v : undefined;
}
/** Every value of a child element list (a single value counts as a list of one). */
function valuesOf(value) {
    if (value === undefined)
        return [];
    return Array.isArray(value) ? value : [value];
}
function str(value) {
    return typeof value === 'string' ? value : '';
}
/** The attributes of an element value (empty for a text-only element). */
function attributesOf(value) {
    return asXml(asXml(value)?.['$']) ?? {};
}
/** An attribute value, trimmed; '' when absent. */
function attribute(value, name) {
    return str(attributesOf(value)[name]).trim();
}
/** The text of an element: a string, its `_`, or the text of its children (XHTML content). */
function textOf(value, depth = 0) {
    if (depth > 32)
        return '';
    if (typeof value === 'string')
        return value;
    if (Array.isArray(value))
        return value.length === 0 ? '' : textOf(value[0], depth + 1);
    if (value === null || typeof value !== 'object')
        return '';
    const obj = value;
    if (typeof obj['_'] === 'string')
        return obj['_'];
    const parts = [];
    for (const [key, child] of Object.entries(obj)) {
        if (key === '$')
            continue;
        const children = Array.isArray(child) ? child : [child];
        for (const c of children)
            parts.push(textOf(c, depth + 1));
    }
    return parts.join(' ');
}

;// CONCATENATED MODULE: ./src/rss/links.ts
// Which link of an entry is the article. Pure.
//
// Atom: among the <link> elements with an href (an href of another scheme than
// http(s), such as tag: or urn:, is no address and counts as none; a relative
// one is resolved later), those with rel "alternate" (or
// no rel, which means alternate); of these the first whose type is HTML
// (text/html, application/xhtml+xml), else the first without a type, else the
// first. Links without an href are ignored. With no such link: the text of a
// <link> element written RSS-style, then the entry's id, when either is an
// absolute http(s) URL (ids are often tag: or urn: URIs, which are no address),
// then the first link of another relation that can still be the entry's address
// ("self", "related", "via"; never an enclosure, an edit or a paging link).
// RSS: the text of <link> (or the href of an Atom-style <link href="…"/>), then
// rdf:about. Relative links are kept as written: they are resolved later against
// xml:base and the document's URL.

const ALTERNATE = new Set(['alternate', 'http://www.iana.org/assignments/relation/alternate']);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const HTTP_URL = /^https?:\/\/\S+$/i;
const OTHER_SCHEME = /^(?!https?:)[A-Za-z][A-Za-z0-9+.-]*:/i;
/** The href of a link, or '' when it has none or it is no http(s) address. */
function hrefOf(link) {
    const href = attribute(link, 'href');
    return OTHER_SCHEME.test(href) ? '' : href;
}
/** Relations whose target is never the entry itself. */
const NOT_THE_ENTRY = new Set('enclosure edit edit-media replies license payment hub search icon stylesheet first last next previous prev'.split(' '));
function atomEntryLink(entry) {
    const links = valuesOf(entry['link']);
    return alternateHref(links) ?? httpFallback(entry) ?? otherRelationHref(links);
}
function otherRelationHref(links) {
    for (const link of links) {
        const href = hrefOf(link);
        if (href !== '' && !NOT_THE_ENTRY.has(attribute(link, 'rel').toLowerCase()))
            return href;
    }
    return null;
}
function alternateHref(links) {
    let best = null;
    let bestRank = 3;
    for (const link of links) {
        const href = hrefOf(link);
        if (href === '')
            continue;
        const rel = attribute(link, 'rel').toLowerCase();
        if (rel !== '' && !ALTERNATE.has(rel))
            continue;
        const type = attribute(link, 'type').toLowerCase();
        const rank = HTML_TYPES.has(type) ? 0 : type === '' ? 1 : 2;
        if (rank < bestRank) {
            best = href;
            bestRank = rank;
            if (rank === 0)
                break;
        }
    }
    return best;
}
function httpFallback(entry) {
    for (const link of valuesOf(entry['link'])) {
        if (attribute(link, 'href') !== '')
            continue;
        const text = textOf(link).trim();
        if (HTTP_URL.test(text))
            return text;
    }
    const id = textOf(entry['id']).trim();
    return HTTP_URL.test(id) ? id : null;
}
function rssItemLink(item) {
    for (const link of valuesOf(item['link'])) {
        const text = textOf(link).trim();
        if (text !== '')
            return text;
        const href = attribute(link, 'href');
        if (href !== '')
            return href;
    }
    const about = attribute(item, 'rdf:about');
    return about === '' ? null : about;
}

;// CONCATENATED MODULE: ./src/rss/plain-text-element.ts
// Whether a captured element holds plain character data, read from the document
// before its content is parsed. Pure.
//
// markup-capture.ts hands each captured element (titles, bodies) a holder through an
// attribute, for the markup of its child elements. The holder makes xml2js build an
// object for the element instead of a string, and costs an allocation and a recording
// of every text event inside. For an element that turns out to hold only text and CDATA,
// the holder changes nothing that is read: text-construct.ts reads the string and the
// object alike, except when the text is only whitespace (xml2js keeps whitespace-only
// text as the value of an element without attributes, and drops it from one with
// attributes). So the holder is left out when the document shows, up to the element's
// end tag: no child element, comment or processing instruction, and either a non-empty
// CDATA section or a character that is not whitespace outside the character references. Any
// doubt (a tag at a place it was not expected, an unterminated section) keeps the
// holder. A property test holds the parses with and without this check equal.
const CDATA_OPEN = '<![CDATA[';
/**
 * True when the element named `name`, whose start tag spans `[tagStart, contentStart)` of
 * `xml` (just after its ">"), holds only text and CDATA sections up to `</name>`, and not
 * only whitespace unless a CDATA section is among it.
 */
function holdsPlainText(xml, tagStart, contentStart, name) {
    if (xml.charCodeAt(tagStart) !== 0x3c /* < */ || !xml.startsWith(name, tagStart + 1))
        return false;
    if (xml.charCodeAt(contentStart - 1) !== 0x3e /* > */)
        return false;
    let cdata = false;
    let solid = false;
    let i = contentStart;
    for (;;) {
        const lt = xml.indexOf('<', i);
        if (lt < 0)
            return false;
        if (!solid && hasSolidText(xml, i, lt))
            solid = true;
        if (xml.startsWith(CDATA_OPEN, lt)) {
            const end = xml.indexOf(']]>', lt + CDATA_OPEN.length);
            if (end < 0)
                return false;
            // sax reports no event for an empty section: it does not count.
            if (end > lt + CDATA_OPEN.length)
                cdata = true;
            i = end + 3;
            continue;
        }
        return (cdata || solid) && isEndTag(xml, lt, name);
    }
}
/** `</name` then optional whitespace and ">" at `lt`. */
function isEndTag(xml, lt, name) {
    if (xml.charCodeAt(lt + 1) !== 0x2f /* / */ || !xml.startsWith(name, lt + 2))
        return false;
    for (let i = lt + 2 + name.length; i < xml.length; i++) {
        const c = xml.charCodeAt(i);
        if (c === 0x3e)
            return true;
        if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d)
            return false;
    }
    return false;
}
/**
 * Whether `xml[from, to)` holds a character that is not whitespace and not part of a
 * character reference (a reference may stand for whitespace, "&#160;").
 */
function hasSolidText(xml, from, to) {
    let inReference = false;
    for (let i = from; i < to; i++) {
        const c = xml.charCodeAt(i);
        if (inReference) {
            if (c === 0x3b /* ; */)
                inReference = false;
        }
        else if (c === 0x26 /* & */) {
            inReference = true;
        }
        else if (!isWhitespace(c)) {
            return true;
        }
    }
    return false;
}
/** What /\s/ matches: ASCII by code, the rest (rare in a title) by the regex. */
function isWhitespace(c) {
    if (c < 0x80)
        return c === 0x20 || (c >= 0x09 && c <= 0x0d);
    return /\s/.test(String.fromCharCode(c));
}

;// CONCATENATED MODULE: ./src/rss/markup-capture.ts
// Keeping the markup of mixed-content elements in document order.
//
// xml2js gathers an element's text into one string and its child elements under
// their names, so "Example <b>Atom</b> feed" arrives as the text "Example  feed"
// and a child "b": the order, and with it the title, is lost. This hooks the sax
// parser xml2js drives: inside each element that may carry inline markup (titles
// and bodies, by local name), text and child tags are recorded in order, and when
// the element had child elements, its content is rebuilt as markup (text escaped,
// attributes kept, so that the href of an <a> stays findable). The result is
// handed to the element's xml2js value through an attribute no XML document can
// spell (MARKUP_ATTRIBUTE, its name starts with U+0000).
//
// Cost: one Set lookup per start tag; text is only referenced, and only escaped
// in the rare element that has child elements; close and text events outside a
// captured element go straight to xml2js.


const MARKUP_ATTRIBUTE = '\u0000markup';
/** Local names (prefix removed) whose content is recorded. */
const CAPTURED = new Set(['title', 'summary', 'content', 'description', 'encoded', 'subtitle']);
/**
 * Wraps the handlers of `sax` (already set by xml2js) to record captured elements. Outside
 * a captured element only the start-tag handler is wrapped: the close, text and CDATA
 * handlers are swapped in when a captured element opens and back out when it closes, so
 * that the many elements nobody records cost no extra call. With the document text `xml`
 * (what sax reads, BOM removed), an element that holds plain text (plain-text-element.ts)
 * is not recorded at all; with null, every captured element is (the plain rule).
 */
function captureMarkup(sax, xml) {
    const open = sax.onopentag;
    const close = sax.onclosetag;
    const text = sax.ontext;
    const cdata = sax.oncdata;
    let holder = null;
    // Elements open inside the captured one; a captured name nested there is markup.
    let depth = 0;
    // Text as given until the first child element; from then on, markup.
    let parts = [];
    let children = false;
    const capturingClose = (name) => {
        if (depth > 0) {
            depth--;
            parts.push(`</${localName(name)}>`);
        }
        else {
            if (children)
                holder.markup = parts.join('');
            holder = null;
            parts = [];
            sax.onclosetag = close;
            sax.ontext = text;
            sax.oncdata = cdata;
        }
        close(name);
    };
    const capturingText = (t) => {
        parts.push(children ? escapeText(t) : t);
        text(t);
    };
    const capturingCdata = (t) => {
        parts.push(children ? escapeText(t) : t);
        cdata(t);
    };
    const plainText = (node) => xml !== null &&
        (node.isSelfClosing === true ||
            holdsPlainText(xml, sax.startTagPosition - 1, sax.position, node.name));
    sax.onopentag = (node) => {
        if (holder !== null) {
            if (!children) {
                children = true;
                parts = parts.map(escapeText);
            }
            depth++;
            parts.push(startTag(node.name, node.attributes));
        }
        else if (CAPTURED.has(localName(node.name)) && !plainText(node)) {
            holder = { markup: null };
            node.attributes[MARKUP_ATTRIBUTE] = holder;
            depth = 0;
            parts = [];
            children = false;
            sax.onclosetag = capturingClose;
            sax.ontext = capturingText;
            sax.oncdata = capturingCdata;
        }
        open(node);
    };
}
/** The recorded markup of an element value, or null (not captured, or no child elements). */
function capturedMarkup(value) {
    const holder = asXml(asXml(value)?.['$'])?.[MARKUP_ATTRIBUTE];
    return holder instanceof Object && typeof holder.markup === 'string'
        ? holder.markup
        : null;
}
function localName(name) {
    const colon = name.indexOf(':');
    return colon < 0 ? name : name.slice(colon + 1);
}
function startTag(name, attributes) {
    let tag = `<${localName(name)}`;
    for (const key in attributes) {
        const value = attributes[key];
        if (typeof value === 'string' && !key.startsWith('xmlns'))
            tag += ` ${localName(key)}="${escapeText(value).replace(/"/g, '&quot;')}"`;
    }
    return `${tag}>`;
}
const SPECIAL = /[&<>]/;
function escapeText(text) {
    return SPECIAL.test(text)
        ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
        : text;
}

;// CONCATENATED MODULE: ./src/rss/repair.ts
// Making the most of imperfect documents, before the XML parser sees them. Pure.

/** A feed's DOCTYPE declares entities: refused (billion laughs, external entities). */
function declaresEntities(text) {
    const doctype = prologDoctype(text);
    return doctype !== null && /<!ENTITY/i.test(doctype);
}
/**
 * The DOCTYPE declaration of the prolog (before the root element), or null.
 * Only the prolog counts: "<!DOCTYPE" inside an article's CDATA is content.
 */
function prologDoctype(text) {
    return scanProlog(text).doctype;
}
/**
 * Walks the prolog (XML declaration, comments, processing instructions,
 * DOCTYPE): its DOCTYPE, and where the root element starts (-1: none found).
 * Linear: every step jumps with indexOf.
 */
function scanProlog(text) {
    let doctype = null;
    let i = 0;
    const n = text.length;
    while (i < n) {
        const c = text.charCodeAt(i);
        // whitespace and a BOM
        if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0xfeff) {
            i++;
            continue;
        }
        if (c !== 0x3c /* < */)
            return { doctype, root: -1 };
        let end;
        if (text.startsWith('<?', i)) {
            end = text.indexOf('?>', i + 2);
            end = end < 0 ? -1 : end + 2;
        }
        else if (text.startsWith('<!--', i)) {
            end = text.indexOf('-->', i + 4);
            end = end < 0 ? -1 : end + 3;
        }
        else if (text.slice(i, i + 9).toUpperCase() === '<!DOCTYPE') {
            doctype = doctypeAt(text, i);
            end = i + doctype.length;
        }
        else {
            return { doctype, root: i };
        }
        if (end < 0)
            return { doctype, root: -1 };
        i = end;
    }
    return { doctype, root: -1 };
}
/** The DOCTYPE starting at `start`, internal subset included (to its "]>" or the end). */
function doctypeAt(text, start) {
    const bracket = text.indexOf('[', start);
    const close = text.indexOf('>', start);
    if (bracket >= 0 && (close < 0 || bracket < close)) {
        const end = text.indexOf(']', bracket);
        const gt = end < 0 ? -1 : text.indexOf('>', end);
        return text.slice(start, gt < 0 ? text.length : gt + 1);
    }
    return text.slice(start, close < 0 ? text.length : close + 1);
}
/** An "&" and the reference it starts, if any: a name, or a decimal or hex number. */
const AMPERSAND = /&(?:([A-Za-z_][A-Za-z0-9._-]{0,31});|#[0-9]{1,7};|#[xX][0-9A-Fa-f]{1,6};)?/g;
const XML_PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
/** "&eacute;" as "&#xe9;"; a reference HTML does not know, as it is. */
function numericReference(reference) {
    const decoded = (0,decode/* decodeHTMLStrict */.hl)(reference);
    if (decoded === reference)
        return reference;
    return [...decoded].map((c) => `&#x${c.codePointAt(0).toString(16)};`).join('');
}
/** Whether XML allows code point `c` in a document (its production Char). */
function xmlChar(c) {
    return (c === 0x9 ||
        c === 0xa ||
        c === 0xd ||
        (c >= 0x20 && c <= 0xd7ff) ||
        (c >= 0xe000 && c <= 0xfffd) ||
        (c >= 0x10000 && c <= 0x10ffff));
}
/** "&#11;" (a character XML forbids) as the replacement character: one title must not cost the feed. */
function allowedNumeric(reference) {
    const hex = reference[2] === 'x' || reference[2] === 'X';
    const code = Number.parseInt(reference.slice(hex ? 3 : 2, -1), hex ? 16 : 10);
    return xmlChar(code) ? reference : '&#xfffd;';
}
/**
 * Repairs the character-reference errors feeds make: a bare "&" becomes "&amp;", an
 * HTML named reference XML does not know ("&eacute;", "&nbsp;") becomes the numeric
 * reference of its characters, and a numeric reference to a character XML forbids
 * ("&#11;", "&#xD800;") becomes U+FFFD, which marks where it was. Nothing is
 * expanded (each reference stands for one or two characters); an unknown name is left
 * as it is, and stays an error. Returns what was changed, or null when nothing was.
 */
function repairReferences(text) {
    let bare = false;
    let named = false;
    // A feed repeats a few names many times: each is looked up once.
    const numeric = new Map();
    const repaired = text.replace(AMPERSAND, (whole, name) => {
        if (whole === '&') {
            bare = true;
            return '&amp;';
        }
        if (name === undefined) {
            const replacement = whole.startsWith('&#') ? allowedNumeric(whole) : whole;
            if (replacement !== whole)
                named = true;
            return replacement;
        }
        if (XML_PREDEFINED.has(name))
            return whole;
        let replacement = numeric.get(name);
        if (replacement === undefined) {
            replacement = numericReference(whole);
            numeric.set(name, replacement);
        }
        if (replacement !== whole)
            named = true;
        return replacement;
    });
    if (!bare && !named)
        return null;
    return { text: repaired, repaired: named ? 'references' : 'ampersands' };
}
const ENTRY_END = /<\/(?:[A-Za-z_][\w.-]*:)?(?:item|entry)\s*>/g;
const ENTRY_START = /<(?:[A-Za-z_][\w.-]*:)?(?:item|entry)[\s>/]/;
/**
 * A document cut at the byte limit, made well-formed again: cut after the last
 * complete entry and close the elements that were open there. Entries are all
 * siblings, so the open elements at the cut are those open where the first entry
 * starts, which only the (short) part before it is scanned for.
 * Null when no entry is complete.
 */
function closeTruncatedFeed(text) {
    const first = ENTRY_START.exec(text);
    if (first === null)
        return null;
    let lastEnd = -1;
    ENTRY_END.lastIndex = first.index;
    for (let m = ENTRY_END.exec(text); m !== null; m = ENTRY_END.exec(text))
        lastEnd = m.index + m[0].length;
    if (lastEnd < 0)
        return null;
    const open = openElements(text.slice(0, first.index));
    if (open === null)
        return null;
    return (text.slice(0, lastEnd) +
        open
            .reverse()
            .map((name) => `</${name}>`)
            .join(''));
}
/**
 * Names of the elements left open at the end of `prefix`, outermost first; null
 * when it is not nested sanely. A linear scan (a tokenising regex would backtrack
 * on a "<" whose tag never ends).
 */
function openElements(prefix) {
    const stack = [];
    let i = 0;
    for (;;) {
        const lt = prefix.indexOf('<', i);
        if (lt < 0)
            return stack;
        const skipTo = (terminator, from) => {
            const end = prefix.indexOf(terminator, from);
            return end < 0 ? -1 : end + terminator.length;
        };
        let next;
        if (prefix.startsWith('<!--', lt))
            next = skipTo('-->', lt + 4);
        else if (prefix.startsWith('<![CDATA[', lt))
            next = skipTo(']]>', lt + 9);
        else if (prefix.startsWith('<?', lt))
            next = skipTo('?>', lt + 2);
        else if (prefix.startsWith('<!', lt)) {
            // DOCTYPE (with an internal subset in brackets) or another declaration.
            const bracket = prefix.indexOf('[', lt);
            const gt = prefix.indexOf('>', lt);
            next = bracket >= 0 && bracket < gt ? skipTo(']>', bracket) : gt < 0 ? -1 : gt + 1;
        }
        else {
            const end = tagEnd(prefix, lt + 1);
            if (end < 0)
                return null;
            const tag = prefix.slice(lt + 1, end - 1);
            const name = /^\/?\s*([^\s/>]+)/.exec(tag)?.[1];
            if (name === undefined)
                return null;
            if (tag.startsWith('/')) {
                if (stack.at(-1) !== name)
                    return null;
                stack.pop();
            }
            else if (!tag.endsWith('/')) {
                stack.push(name);
            }
            next = end;
        }
        if (next < 0)
            return null;
        i = next;
    }
}
/** The index after the ">" ending the tag whose content starts at `from` (quotes respected), or -1. */
function tagEnd(text, from) {
    let quote = 0;
    for (let i = from; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (quote !== 0) {
            if (c === quote)
                quote = 0;
        }
        else if (c === 0x22 || c === 0x27) {
            quote = c;
        }
        else if (c === 0x3e) {
            return i + 1;
        }
    }
    return -1;
}
const ATOM_NS = 'http://www.w3.org/2005/Atom';
const RDF_NS = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
/** RSS 1.0, RSS 0.90, and the namespaces RSS 2.0 documents were given at times. */
const RSS_NAMESPACES = [
    'http://purl.org/rss/1.0/',
    'http://my.netscape.com/rdf/simple/0.9/',
    'http://backend.userland.com/rss2',
    'http://backend.userland.com/rss',
    'http://blogs.law.harvard.edu/tech/rss',
];
/** The root element's prefix and local name. */
const ROOT = /<(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*)[\s>/]/y;
/** How far past the root's start namespace declarations are looked for (the root and channel tags). */
const repair_DECLARATION_WINDOW = 8192;
/**
 * rss-parser only knows unprefixed element names (and "rdf:RDF"), but a feed
 * may bind its own namespace to a prefix: `<a:feed>` and `<p0:entry>` in Atom,
 * `<rss:channel>` and `<rss:item>` in RSS 1.0, `<RDF:RDF>` for the RDF root.
 * Elements with such a prefix are renamed: to their local names, and to "rdf:"
 * for the RDF namespace (with the rdf:about attribute). Only the feed format's
 * own namespace is touched: in an RSS document `atom:link` stays a different
 * element than `link`.
 */
function unprefixFeed(text) {
    const start = scanProlog(text).root;
    if (start < 0)
        return text;
    ROOT.lastIndex = start;
    const root = ROOT.exec(text);
    if (root === null)
        return text;
    const head = text.slice(start, start + repair_DECLARATION_WINDOW);
    if (root[2] === 'feed')
        return renamePrefixes(text, prefixesBoundTo(head, [ATOM_NS]), '');
    if (root[2] !== 'rss' && root[2] !== 'RDF')
        return text;
    let out = renamePrefixes(text, prefixesBoundTo(head, RSS_NAMESPACES), '');
    const rdf = prefixesBoundTo(head, [RDF_NS]).filter((p) => p !== 'rdf');
    if (root[2] === 'RDF' && root[1] === undefined)
        out = unprefixedRdfRoot(out);
    if (rdf.length > 0) {
        out = renamePrefixes(out, rdf, 'rdf:');
        out = out.replace(attributePattern(rdf), '$1rdf:$2=');
    }
    return out;
}
/** Prefixes declared (xmlns:p="…") for one of `namespaces` in `head`. */
function prefixesBoundTo(head, namespaces) {
    if (!namespaces.some((ns) => head.includes(ns)))
        return [];
    const found = new Set();
    const declaration = /\bxmlns:([A-Za-z_][\w.-]*)\s*=\s*(["'])([^"']*)\2/g;
    for (let m = declaration.exec(head); m !== null; m = declaration.exec(head))
        if (namespaces.includes(m[3]))
            found.add(m[1]);
    return [...found];
}
function alternation(prefixes) {
    return prefixes.map((p) => p.replace(/[.]/g, '\\.')).join('|');
}
/** Start and end tags named `prefix:local` for one of `prefixes` become `replacement + local`. */
function renamePrefixes(text, prefixes, replacement) {
    if (prefixes.length === 0)
        return text;
    const tags = new RegExp(`<(/?)(?:${alternation(prefixes)}):(?=[A-Za-z_])`, 'g');
    return text.replace(tags, `<$1${replacement}`);
}
function attributePattern(prefixes) {
    return new RegExp(`(\\s)(?:${alternation(prefixes)}):(about|resource)\\s*=`, 'g');
}
/** `<RDF xmlns="…rdf-syntax-ns#">`: the root is named as rss-parser looks for it. */
function unprefixedRdfRoot(text) {
    return text.replace(/<(\/?)RDF(?=[\s>/])/g, '<$1rdf:RDF');
}

;// CONCATENATED MODULE: ./src/rss/text-construct.ts
// Titles and bodies as Atom text constructs, and RSS's looser equivalents. Pure.
//
// Atom says how an element's content is to be read with `type`:
// * "text" (the default): plain text. Character references in it are still
//   decoded once: feeds escape twice ("AT&amp;amp;T") far more often than they
//   mean a literal "&amp;";
// * "html": escaped markup, reduced to its text;
// * "xhtml": inline markup (a <div> in the XHTML namespace), reduced to its text
//   in document order ("Example <b>Atom</b>" is "Example Atom").
// Atom 0.3 spelled these as MIME types ("text/plain", "text/html",
// "application/xhtml+xml") and added `mode`: "escaped", "xml", or "base64", whose
// content is decoded first (as UTF-8). RSS has no types: its titles are treated
// as HTML, as feeds write them. Markup where none was declared (an RSS title with
// child elements) is still read as markup, and a title that is a whole HTML
// document is reduced to the text of its body (or of its <title>).



function readConstruct(value) {
    const element = first(value);
    if (typeof element === 'string')
        return { kind: null, body: element };
    const obj = asXml(element);
    if (obj === undefined)
        return null;
    const markup = capturedMarkup(obj);
    if (markup !== null)
        return { kind: 'xhtml', body: markup };
    const text = typeof obj['_'] === 'string' ? obj['_'] : '';
    const mode = attribute(obj, 'mode').toLowerCase();
    const kind = kindOf(attribute(obj, 'type').toLowerCase(), mode);
    return { kind, body: mode === 'base64' ? decodeBase64(text) : text };
}
function kindOf(type, mode) {
    if (type === 'xhtml' || type === 'application/xhtml+xml' || mode === 'xml')
        return 'xhtml';
    if (type === 'html' || type === 'text/html' || mode === 'escaped')
        return 'html';
    if (type === 'text' || type === 'text/plain')
        return 'text';
    return null;
}
/**
 * The plain text of a title-like element (not yet whitespace-collapsed).
 * `defaultKind`: how content without a declared type is read ("text" for Atom,
 * "html" for RSS).
 */
function constructText(value, defaultKind) {
    const construct = readConstruct(value);
    if (construct === null)
        return '';
    const { body } = construct;
    const documentText = body.includes('<') ? htmlDocumentText(body) : null;
    if (documentText !== null)
        return documentText;
    return (construct.kind ?? defaultKind) === 'text' ? decodeEntities(body) : htmlToText(body);
}
/** The content of a body element (summary, content, description) as HTML. */
function constructHtml(value) {
    const construct = readConstruct(value);
    if (construct === null)
        return '';
    return construct.kind === 'text' ? escapeHtml(construct.body) : construct.body;
}
function escapeHtml(text) {
    return text.includes('<') || text.includes('&')
        ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
        : text;
}
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/**
 * Base64 content decoded as UTF-8 (invalid sequences become U+FFFD); content that
 * is not base64 is kept as it is rather than turned into noise.
 */
function decodeBase64(text) {
    const compact = text.replace(/[\s]+/g, '');
    if (!BASE64.test(compact) || compact.length % 4 === 1)
        return text;
    return Buffer.from(compact, 'base64').toString('utf8');
}

// EXTERNAL MODULE: ./src/runtime/untrusted.ts
var untrusted = __webpack_require__(63634);
;// CONCATENATED MODULE: ./src/rss/parse.ts
// Feed text to entries, with rss-parser's parseString (RSS 0.9x/1.0/2.0, Atom).
//
// rss-parser is used for what it does well (telling the formats apart and
// finding the entries), with guards around it:
// * a DOCTYPE that declares entities is refused before parsing (billion laughs,
//   external entities; sax would not expand them, but nothing such a document
//   says can be trusted);
// * its per-entry builders are replaced: every field is read from the raw XML
//   of the entry here. What they would do is work thrown away, and some of it is
//   hostile to untrusted input: rss-parser turns Atom dates into ISO strings with
//   `new Date(x).toISOString()`, which throws on one bad date and would reject
//   the whole feed, its snippet regexes backtrack quadratically on a body with
//   many "<" and no ">", and it cuts a title with inline markup to its first text;
// * the sax parser under it records titles and bodies with inline markup in
//   document order (markup-capture.ts), read as Atom text constructs
//   (text-construct.ts);
// * reference errors (a bare "&", an HTML named reference such as "&eacute;")
//   get one retry with the references repaired; elements whose feed namespace
//   is bound to a prefix are unprefixed first (repair.ts).
// Dates, xml:base and categories are read from the raw XML of each entry: the
// dates because rss-parser reads zoneless dates in the local time zone.








class FeedParseError extends Error {
    code = 'parse_error';
    constructor(message) {
        super(message);
        this.name = 'FeedParseError';
    }
}
/**
 * Parses a feed. Throws FeedParseError when the text is not a feed. A truncated
 * text with no complete entry gives zero entries (nothing could be salvaged).
 */
async function parseFeed(text, options = {}) {
    if (declaresEntities(text)) {
        throw new FeedParseError('document declares XML entities in its DOCTYPE (refused: entity expansion)');
    }
    if (options.truncated === true) {
        const closed = closeTruncatedFeed(text);
        if (closed === null)
            return { format: guessFormat(text), entries: [], repaired: 'truncated' };
        const parsed = await parseWithRecovery(closed, options);
        return { ...parsed, repaired: 'truncated' };
    }
    return parseWithRecovery(text, options);
}
async function parseWithRecovery(input, options) {
    const text = unprefixFeed(input);
    try {
        return { ...(await parseOnce(text, options)), repaired: null };
    }
    catch (err) {
        // sax reports both a bare "&" and an unknown name as an "entity" error.
        const repair = err instanceof FeedParseError && /entity/i.test(err.message) ? repairReferences(text) : null;
        if (repair === null)
            throw err;
        return { ...(await parseOnce(repair.text, options)), repaired: repair.repaired };
    }
}
function guessFormat(text) {
    return /<feed[\s>]/.test(text.slice(0, 4096)) ? 'atom' : 'rss2';
}
let parserClass = null;
/** rss-parser is imported on first use, so that an action fails on bad inputs before loading it. */
async function loadParser() {
    if (parserClass === null) {
        const mod = (await __webpack_require__.e(/* import() */ 208).then(__webpack_require__.t.bind(__webpack_require__, 34208, 23)));
        parserClass = mod.default;
    }
    return parserClass;
}
async function parseOnce(text, options) {
    const Parser = await loadParser();
    // A parser per document: the wrappers below keep per-document state.
    const parser = new Parser({ defaultRSS: 2 });
    let format = null;
    let rootBases = [];
    // The builders are replaced: only the entries are wanted, and rss-parser's
    // feed-level reading throws on a feed <link> without attributes.
    const feedOf = (fmt, bases, items) => {
        format = fmt;
        rootBases = bases;
        return { items: valuesOf(items).map((raw) => ({ raw: asXml(raw) ?? {} })) };
    };
    parser.buildAtomFeed = (xmlObj) => {
        const feed = asXml(xmlObj['feed']);
        return feedOf('atom', baseOf(feed), feed?.['entry']);
    };
    const rssBuilder = (fmt) => (xmlObj) => {
        const rss = asXml(xmlObj['rss']);
        const channel = asXml(rss?.['channel']);
        if (channel === undefined)
            throw new FeedParseError('<rss> document without a <channel>');
        return feedOf(fmt, [...baseOf(rss), ...baseOf(channel)], channel['item']);
    };
    parser.buildRSS0_9 = rssBuilder('rss0.9');
    parser.buildRSS2 = rssBuilder('rss2');
    parser.buildRSS1 = (xmlObj) => {
        const rdf = asXml(xmlObj['rdf:RDF']);
        if (asXml(rdf?.['channel']) === undefined)
            throw new FeedParseError('RDF document without a <channel>');
        return feedOf('rss1', baseOf(rdf), rdf?.['item']);
    };
    // xml2js hands sax the text without its byte order mark: positions are in that text.
    const xml = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    captureMarkup(parser.xmlParser.saxParser, options.plainCapture === true ? null : xml);
    let output;
    try {
        output = await parser.parseString(text);
    }
    catch (err) {
        if (err instanceof FeedParseError)
            throw err;
        throw new FeedParseError(`not a feed: ${(0,untrusted/* oneLine */.TN)((0,error_message/* messageOf */.b)(err), 500, '; ')}`);
    }
    const fmt = format ?? 'rss2';
    const entries = (output.items ?? []).map((item) => toEntry(item.raw, rootBases, fmt));
    return { format: fmt, entries };
}
const DATE_FIELDS = [
    'pubDate',
    'published',
    'dc:date',
    'dcterms:issued',
    'dcterms:created',
    'issued',
    'created',
    'atom:published',
    'updated',
    'atom:updated',
    'modified',
    'dcterms:modified',
];
/**
 * The entry, read from its raw XML. What only an article needs (title, summary, HTML body,
 * categories) is read when first asked for, once: most entries of a feed lie outside the
 * run's window or have no usable link, and are dropped knowing only their link and dates.
 */
function toEntry(raw, rootBases, format) {
    const dates = [];
    for (const field of DATE_FIELDS) {
        const element = raw[field];
        if (element === undefined)
            continue; // most of the fields, in most feeds
        const value = textOf(element).trim();
        if (value !== '')
            dates.push(value);
    }
    const base = baseOf(raw);
    return new LazyEntry(raw, format, format === 'atom' ? atomEntryLink(raw) : rssItemLink(raw), permalinkGuid(raw), 
    // Entries without an xml:base of their own share the document's chain (never changed).
    base.length === 0 ? rootBases : [...rootBases, ...base], dates);
}
/** A FeedEntry whose article fields are read from the raw XML on first use. */
class LazyEntry {
    link;
    permalinkGuid;
    bases;
    dates;
    #raw;
    #format;
    #title;
    #body;
    #categories;
    constructor(raw, format, link, permalinkGuid, bases, dates) {
        this.link = link;
        this.permalinkGuid = permalinkGuid;
        this.bases = bases;
        this.dates = dates;
        this.#raw = raw;
        this.#format = format;
    }
    get title() {
        if (this.#title === undefined)
            this.#title = titleOf(this.#raw, this.#format);
        return this.#title;
    }
    get summary() {
        return (this.#body ??= bodyOf(this.#raw)).summary;
    }
    get html() {
        return (this.#body ??= bodyOf(this.#raw)).parts.join('\n');
    }
    get htmlParts() {
        return (this.#body ??= bodyOf(this.#raw)).parts;
    }
    get categories() {
        return (this.#categories ??= categoriesOf(this.#raw));
    }
}
function bodyOf(raw) {
    const summaryMarkup = constructHtml(raw['summary']) || constructHtml(raw['description']);
    const content = constructHtml(raw['content']);
    const encoded = constructHtml(raw['content:encoded']);
    const summary = htmlToText(summaryMarkup || content || encoded);
    return { summary, parts: [content, encoded, summaryMarkup].filter((s) => s !== '') };
}
/**
 * The entry's title as text: <title> (or dc:title), else a media:title beside
 * it, in a media:group, or in the first media:content (feeds of videos leave
 * <title> empty and title the media).
 */
function titleOf(raw, format) {
    const kind = format === 'atom' ? 'text' : 'html';
    const group = asXml(raw['media:group']);
    const media = asXml(raw['media:content']);
    for (const value of [
        raw['title'],
        raw['dc:title'],
        raw['media:title'],
        group?.['media:title'],
        media?.['media:title'],
    ]) {
        if (value === undefined)
            continue;
        const title = constructText(value, kind);
        if (title.trim() !== '')
            return title;
    }
    return null;
}
function permalinkGuid(raw) {
    const guid = first(raw['guid']);
    if (guid === undefined)
        return null;
    const isPermaLink = asXml(asXml(guid)?.['$'])?.['isPermaLink'];
    if (typeof isPermaLink === 'string' && isPermaLink.trim().toLowerCase() === 'false')
        return null;
    const text = textOf(guid).trim();
    return text === '' ? null : text;
}
function categoriesOf(raw) {
    const out = [];
    for (const field of ['category', 'dc:subject']) {
        const values = raw[field];
        if (!Array.isArray(values))
            continue;
        for (const v of values) {
            const attrs = asXml(asXml(v)?.['$']);
            // Atom: <category term="…" label="…"/>; RSS: <category>text</category>.
            const text = textOf(v).trim() || str(attrs?.['label']) || str(attrs?.['term']);
            if (text !== '')
                out.push(text);
        }
    }
    return out;
}
function baseOf(node) {
    const base = asXml(asXml(node)?.['$'])?.['xml:base'];
    return typeof base === 'string' && base.trim() !== '' ? [base.trim()] : [];
}

;// CONCATENATED MODULE: ./src/rss/leg.ts
// One RSS leg: fetch => decode => parse => extract => artifact, for one source.
// Every outcome, including a bug in this code, ends in an artifact that says
// what happened: the fan-in must learn about a failed leg from the leg itself.







async function runRssLeg(input, deps) {
    const report = {
        extraction: null,
        fromCache: false,
        finalUrl: null,
        charset: null,
        repaired: null,
    };
    const started = deps.clock();
    let fetchDurationMs = 0;
    let retries = 0;
    let cut = null;
    const finish = (error) => ({
        ...report,
        artifact: buildRssArtifact({
            sourceId: input.source.id,
            runContext: input.runContext,
            fan: input.fan,
            extraction: report.extraction,
            cut,
            error,
            fetchDurationMs,
            retries,
            maxBytes: input.maxBytes,
        }),
    });
    try {
        if (deps.signal?.aborted === true)
            return finish({ code: 'cancelled', message: 'cancelled before the fetch started' });
        let fetched;
        try {
            fetched = await fetchFeed(input.source.feed_url, {
                client: deps.client,
                cache: deps.cache,
                maxBytes: input.maxBytes,
                ...(deps.signal === undefined ? {} : { signal: deps.signal }),
                onCacheProblem: (m) => deps.log?.warning(m),
            });
        }
        catch (err) {
            fetchDurationMs = deps.clock() - started;
            if (err instanceof http/* HttpError */.j$) {
                retries = err.retries;
                return finish(httpFailure(err));
            }
            throw err;
        }
        fetchDurationMs = deps.clock() - started;
        retries = fetched.retries;
        report.finalUrl = fetched.url;
        if (fetched.kind === 'status') {
            return finish({
                code: 'http_status',
                message: `HTTP ${fetched.status}`,
                ...statusField(fetched.status),
            });
        }
        report.fromCache = fetched.fromCache;
        cut = fetched.cut;
        const decoded = decodeFeed(fetched.body, fetched.contentType);
        report.charset = decoded.charset;
        const extraction = await parseAndExtract(decoded.text, {
            sourceId: input.source.id,
            documentUrl: fetched.url,
            since: input.runContext.since,
            until: input.runContext.until,
            keywords: input.keywords,
            relevanceThreshold: input.relevanceThreshold,
            truncated: cut !== null,
            onRepaired: (how) => {
                report.repaired = how;
            },
        }).catch((err) => {
            if (!(err instanceof FeedParseError))
                throw err;
            return err;
        });
        if (extraction instanceof FeedParseError) {
            // A document cut short is not "not a feed": report the cut.
            if (cut === 'max_bytes')
                return finish({
                    code: 'too_large',
                    message: `body over the byte limit of ${input.maxBytes} bytes; ${extraction.message}`,
                });
            if (cut === 'cancelled')
                return finish({ code: 'cancelled', message: `cancelled mid-body; ${extraction.message}` });
            return finish({ code: 'parse_error', message: extraction.message });
        }
        report.extraction = extraction;
        return finish(null);
    }
    catch (err) {
        // A bug, not a property of the feed: still a truthful artifact.
        report.extraction = null;
        return finish({
            code: 'internal',
            message: `internal error: ${(0,error_message/* messageOf */.b)(err)}`,
        });
    }
}
/**
 * The `status` of a leg error: HTTP's own range, 100 to 599 (the contract's). A server may
 * send any three digits; a code outside the range stays in the message only.
 */
function statusField(status) {
    return status !== undefined && status >= 100 && status <= 599 ? { status } : {};
}
function httpFailure(err) {
    switch (err.code) {
        case 'too_many_redirects':
            return {
                code: 'http_status',
                message: err.message,
                ...statusField(err.status),
            };
        case 'timeout':
        case 'network':
        case 'blocked_url':
        case 'cancelled':
            return { code: err.code, message: err.message };
    }
}
/**
 * Parse + extract of decoded feed text: the leg's CPU work, and what the
 * benchmark measures against a bare rss-parser parse. Throws FeedParseError.
 */
async function parseAndExtract(text, ctx) {
    const parsed = await parseFeed(text, { truncated: ctx.truncated === true });
    if (parsed.repaired !== null)
        ctx.onRepaired?.(parsed.repaired);
    return extractArticles(parsed.entries, ctx);
}

;// CONCATENATED MODULE: ./src/rss/index.ts
// The RSS leg: fetch (conditional GET, retries, limits), decode, parse, extract, artifact.













/***/ }),

/***/ 90456:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ errorName),
/* harmony export */   U: () => (/* binding */ errnoCode)
/* harmony export */ });
/**
 * Fields of a thrown error, read duck-typed, not with `instanceof Error`: errors from node:fs
 * or a client library may come from another realm (a vm context such as jest's), where
 * instanceof is false. Deliberately free of @actions/core so pure-ish modules can use it.
 */
/** The `code` of a Node system error (ENOENT, EEXIST ...). */
function errnoCode(error) {
    return stringField(error, 'code');
}
/** The `name` of an error (a client library's ArtifactNotFoundError, say). */
function errorName(error) {
    return stringField(error, 'name');
}
function stringField(error, key) {
    if (typeof error !== 'object' || error === null || !(key in error))
        return undefined;
    const value = error[key];
    return typeof value === 'string' ? value : undefined;
}


/***/ })

};
