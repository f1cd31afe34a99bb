export const id = 213;
export const ids = [213];
export const modules = {

/***/ 10779:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
__webpack_unused_export__ = __webpack_unused_export__ = exports.U9 = void 0;
function fmtDef(validate, compare) {
    return { validate, compare };
}
exports.U9 = {
    // date: http://tools.ietf.org/html/rfc3339#section-5.6
    date: fmtDef(date, compareDate),
    // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
    time: fmtDef(getTime(true), compareTime),
    "date-time": fmtDef(getDateTime(true), compareDateTime),
    "iso-time": fmtDef(getTime(), compareIsoTime),
    "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
    // duration: https://tools.ietf.org/html/rfc3339#appendix-A
    duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
    uri,
    "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
    // uri-template: https://tools.ietf.org/html/rfc6570
    "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
    // For the source: https://gist.github.com/dperini/729294
    // For test cases: https://mathiasbynens.be/demo/url-regex
    url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
    email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
    hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
    // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
    ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
    regex,
    // uuid: http://tools.ietf.org/html/rfc4122
    uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
    // JSON-pointer: https://tools.ietf.org/html/rfc6901
    // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
    "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
    "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
    // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
    "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
    // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
    // byte: https://github.com/miguelmota/is-base64
    byte,
    // signed 32 bit integer
    int32: { type: "number", validate: validateInt32 },
    // signed 64 bit integer
    int64: { type: "number", validate: validateInt64 },
    // C-type float
    float: { type: "number", validate: validateNumber },
    // C-type double
    double: { type: "number", validate: validateNumber },
    // hint to the UI to hide input strings
    password: true,
    // unchecked string payload
    binary: true,
};
__webpack_unused_export__ = {
    ...exports.U9,
    date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
    time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
    "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
    "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
    "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
    // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
    uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
    "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
    // email (sources from jsen validator):
    // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
    // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
    email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
};
__webpack_unused_export__ = Object.keys(exports.U9);
function isLeapYear(year) {
    // https://tools.ietf.org/html/rfc3339#appendix-C
    return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function date(str) {
    // full-date from http://tools.ietf.org/html/rfc3339#section-5.6
    const matches = DATE.exec(str);
    if (!matches)
        return false;
    const year = +matches[1];
    const month = +matches[2];
    const day = +matches[3];
    return (month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]));
}
function compareDate(d1, d2) {
    if (!(d1 && d2))
        return undefined;
    if (d1 > d2)
        return 1;
    if (d1 < d2)
        return -1;
    return 0;
}
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
function getTime(strictTimeZone) {
    return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
            return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || (strictTimeZone && !tz))
            return false;
        if (hr <= 23 && min <= 59 && sec < 60)
            return true;
        // leap second
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
    };
}
function compareTime(s1, s2) {
    if (!(s1 && s2))
        return undefined;
    const t1 = new Date("2020-01-01T" + s1).valueOf();
    const t2 = new Date("2020-01-01T" + s2).valueOf();
    if (!(t1 && t2))
        return undefined;
    return t1 - t2;
}
function compareIsoTime(t1, t2) {
    if (!(t1 && t2))
        return undefined;
    const a1 = TIME.exec(t1);
    const a2 = TIME.exec(t2);
    if (!(a1 && a2))
        return undefined;
    t1 = a1[1] + a1[2] + a1[3];
    t2 = a2[1] + a2[2] + a2[3];
    if (t1 > t2)
        return 1;
    if (t1 < t2)
        return -1;
    return 0;
}
const DATE_TIME_SEPARATOR = /t|\s/i;
function getDateTime(strictTimeZone) {
    const time = getTime(strictTimeZone);
    return function date_time(str) {
        // http://tools.ietf.org/html/rfc3339#section-5.6
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
    };
}
function compareDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const d1 = new Date(dt1).valueOf();
    const d2 = new Date(dt2).valueOf();
    if (!(d1 && d2))
        return undefined;
    return d1 - d2;
}
function compareIsoDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
    const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
    const res = compareDate(d1, d2);
    if (res === undefined)
        return undefined;
    return res || compareTime(t1, t2);
}
const NOT_URI_FRAGMENT = /\/|:/;
const URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
function uri(str) {
    // http://jmrware.com/articles/2009/uri_regexp/URI_regex.html + optional protocol + required "."
    return NOT_URI_FRAGMENT.test(str) && URI.test(str);
}
const BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
function byte(str) {
    BYTE.lastIndex = 0;
    return BYTE.test(str);
}
const MIN_INT32 = -(2 ** 31);
const MAX_INT32 = 2 ** 31 - 1;
function validateInt32(value) {
    return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
}
function validateInt64(value) {
    // JSON and javascript max Int is 2**53, so any int that passes isInteger is valid for Int64
    return Number.isInteger(value);
}
function validateNumber() {
    return true;
}
const Z_ANCHOR = /[^\\]\\Z/;
function regex(str) {
    if (Z_ANCHOR.test(str))
        return false;
    try {
        new RegExp(str);
        return true;
    }
    catch (e) {
        return false;
    }
}
//# sourceMappingURL=formats.js.map

/***/ }),

/***/ 36214:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
// https://mathiasbynens.be/notes/javascript-encoding
// https://github.com/bestiejs/punycode.js - punycode.ucs2.decode
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}
exports.A = ucs2length;
ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
//# sourceMappingURL=ucs2length.js.map

/***/ }),

/***/ 28232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  legMetricsRecord: () => (/* reexport */ legMetricsRecord),
  publishLegMetrics: () => (/* reexport */ publishLegMetrics)
});

// UNUSED EXPORTS: MAX_RECORD_BYTES, SLOWEST_LEGS, buildRunLedger, collectLedger, legMetricsArtifactName, legMetricsBase, legMetricsFileName, percentile, runMetricsFileName, stepName

// EXTERNAL MODULE: ./src/canonical/index.ts + 8 modules
var canonical = __webpack_require__(44730);
;// CONCATENATED MODULE: ./src/ledger/aggregate.ts
/**
 * (pure) The run metrics ledger from the legs' records: per-leg figures, nearest-rank
 * percentiles of the leg durations, the slowest legs and the critical path. Apart from the
 * measured durations it depends only on the records (sorted here), never on their order.
 */

/** How many of the slowest legs the ledger names. */
const SLOWEST_LEGS = 5;
const KIND_ORDER = { plan: 0, rss: 1, github: 2 };
function byKindThenSeq(a, b) {
    return (KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        (a.seq ?? -1) - (b.seq ?? -1) ||
        compareStrings(a.leg_id, b.leg_id));
}
function stepName(leg) {
    return leg.kind === 'plan' ? 'plan' : `${leg.kind}/${leg.leg_id}`;
}
/** Nearest rank: the smallest value with at least p % of the values at or below it. */
function percentile(sortedAscending, p) {
    if (sortedAscending.length === 0)
        throw new RangeError('percentile of no values');
    const rank = Math.max(1, Math.ceil((p / 100) * sortedAscending.length));
    return sortedAscending[rank - 1];
}
function slowestFirst(legs) {
    return [...legs].sort((a, b) => b.duration_ms - a.duration_ms ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        compareStrings(a.leg_id, b.leg_id));
}
function addStatuses(into, from) {
    for (const [status, n] of Object.entries(from))
        into[status] = (into[status] ?? 0) + (n ?? 0);
}
function totals(legs) {
    const sum = (f) => legs.reduce((n, l) => n + f(l), 0);
    const statuses = {};
    for (const leg of legs)
        addStatuses(statuses, leg.http_status);
    const keys = Object.keys(statuses).sort(compareStrings);
    return {
        items: sum((l) => l.items),
        bytes: sum((l) => l.bytes),
        retries: sum((l) => l.retries),
        http_status: Object.fromEntries(keys.map((k) => [k, statuses[k]])),
        api_calls: sum((l) => l.api_calls),
        cache_hits: sum((l) => l.cache_hits),
        rate_limit_waits: sum((l) => l.rate_limit_waits),
    };
}
function criticalPath(input, slowest) {
    const path = [];
    if (input.plan !== null)
        path.push({ step: 'plan', duration_ms: input.plan.duration_ms });
    if (slowest !== undefined)
        path.push({ step: stepName(slowest), duration_ms: slowest.duration_ms });
    path.push({ step: 'fan-in', duration_ms: Math.max(0, Math.round(input.fanInMs)) });
    return path;
}
function buildRunLedger(input) {
    const legs = [...input.legs].sort(byKindThenSeq);
    const ranked = slowestFirst(legs);
    const durations = legs.map((l) => l.duration_ms).sort((a, b) => a - b);
    const path = criticalPath(input, ranked[0]);
    return {
        schema_version: 'run_metrics_v1',
        run_id: input.runId,
        week: input.week,
        plan: input.plan,
        legs,
        fan_in: { duration_ms: Math.max(0, Math.round(input.fanInMs)) },
        run: {
            legs: legs.length,
            leg_duration_ms: durations.length === 0
                ? null
                : {
                    p50: percentile(durations, 50),
                    p95: percentile(durations, 95),
                    max: durations.at(-1),
                },
            slowest: ranked
                .slice(0, SLOWEST_LEGS)
                .map((l) => ({ step: stepName(l), duration_ms: l.duration_ms })),
            critical_path: path,
            critical_path_ms: path.reduce((n, s) => n + s.duration_ms, 0),
        },
        totals: totals(legs),
        left_out: [...input.leftOut].sort((a, b) => compareStrings(a.artifact, b.artifact)),
    };
}

// EXTERNAL MODULE: ./src/artifacts/index.ts + 6 modules
var artifacts = __webpack_require__(48300);
// EXTERNAL MODULE: ./src/contracts/index.ts + 3 modules
var contracts = __webpack_require__(46382);
;// CONCATENATED MODULE: ./src/ledger/names.ts
/**
 * Where a leg's metrics record travels: an artifact of its own, `metrics-<kind>-<id>-a<N>`
 * holding one file `metrics-<kind>-<id>.json`. Its name starts with neither `rss-` nor
 * `github-`, so the fan-in's leg validation never mistakes it for a leg.
 */

const names_METRICS_PREFIX = 'metrics-';
function names_legMetricsBase(kind, legId) {
    return kind === 'plan' ? `${names_METRICS_PREFIX}plan` : `${names_METRICS_PREFIX}${kind}-${legId}`;
}
function legMetricsArtifactName(record) {
    return (0,artifacts.attemptName)(names_legMetricsBase(record.kind, record.leg_id), record.attempt);
}
function names_legMetricsFileName(record) {
    return `${names_legMetricsBase(record.kind, record.leg_id)}.json`;
}
/** `{week}-metrics.json`, written next to the canonical outputs. */
function runMetricsFileName(week) {
    return `${week}-metrics.json`;
}

;// CONCATENATED MODULE: ./src/ledger/collect.ts
/**
 * The fan-in's side of the ledger: reads every `metrics-…` artifact of the run, keeps for
 * each leg the newest attempt whose record is valid and belongs to this run's plan, and
 * says why each other one was left out. A record is untrusted input: size-limited, parsed
 * strictly, validated against leg_metrics_v1, and checked against the plan.
 */






/** A metrics record is a few hundred bytes: anything past this is not one. */
const MAX_RECORD_BYTES = (/* unused pure expression or super */ null && (64 * 1024));
/** The attempt-less base of a metrics artifact name (`metrics-rss-techcrunch`), or null. */
function baseOf(name) {
    const m = /^(.*)-a[1-9][0-9]*$/u.exec(name);
    return m !== null && m[1].startsWith(METRICS_PREFIX) ? m[1] : null;
}
/** The record in artifact `name`, or why it cannot be joined. */
async function readRecord(store, name, base, runId, seats) {
    let files;
    try {
        files = await store.download(name, { maxBytes: MAX_RECORD_BYTES, maxFiles: 1 });
    }
    catch (error) {
        return `cannot be read: ${messageOf(error)}`;
    }
    const [[file, bytes] = ['', Buffer.alloc(0)]] = [...files];
    let value;
    try {
        value = parseStrict(bytes, { source: file, maxBytes: MAX_RECORD_BYTES });
    }
    catch (error) {
        return `is not JSON: ${messageOf(error)}`;
    }
    const result = validate('leg_metrics_v1', value);
    if (!result.ok) {
        const first = result.errors[0];
        return `fails leg_metrics_v1 at ${first?.pointer || '/'}: ${first?.message ?? 'invalid'}`;
    }
    const record = value;
    if (legMetricsBase(record.kind, record.leg_id) !== base || file !== legMetricsFileName(record))
        return `its record is of ${record.kind} ${record.leg_id}, not of the artifact's leg`;
    if (parseAttemptName(name, base) !== record.attempt)
        return `its record says attempt ${record.attempt}`;
    if (record.run_id !== runId)
        return `is of run ${record.run_id}, not ${runId}`;
    if (record.kind === 'plan')
        return record;
    const seat = seats.get(`${record.kind}/${record.leg_id}`);
    if (seat === undefined)
        return `${record.kind} leg ${record.leg_id} is not in the plan`;
    if (seat.fan_id !== record.fan_id || seat.seq !== record.seq)
        return `its fan_id and seq differ from the plan's (${seat.fan_id}, ${seat.seq})`;
    return record;
}
/**
 * Every metrics artifact of the store, newest attempt first for each leg; an attempt left
 * out falls back to the previous one, and each one left out is reported.
 */
async function collectLedger(store, runId, seats) {
    const byBase = new Map();
    for (const { name } of await store.list()) {
        const base = baseOf(name);
        if (base !== null)
            byBase.set(base, [...(byBase.get(base) ?? []), name]);
    }
    // Each leg's attempts are read newest first; legs are read concurrently (one download
    // each on GitHub) and joined in the order of their names.
    const bases = [...byBase.keys()].sort(compareStrings);
    const perLeg = await runPool(bases, READ_CONCURRENCY, (base) => newestValid(store, byBase.get(base), base, runId, seats));
    const out = { plan: null, legs: [], leftOut: [] };
    for (const { record, leftOut } of perLeg) {
        out.leftOut.push(...leftOut);
        if (record === null)
            continue;
        if (record.kind === 'plan')
            out.plan = record;
        else
            out.legs.push(record);
    }
    return out;
}
/** Metrics records read at once. */
const READ_CONCURRENCY = 8;
/** The newest attempt of one leg whose record is valid, and why each newer one was not. */
async function newestValid(store, attempts, base, runId, seats) {
    const names = [...attempts];
    const leftOut = [];
    while (names.length > 0) {
        const newest = newestAttempt(names, base);
        names.splice(names.indexOf(newest.name), 1);
        const record = await readRecord(store, newest.name, base, runId, seats);
        if (typeof record !== 'string')
            return { record, leftOut };
        leftOut.push({ artifact: newest.name, reason: record.slice(0, 500) });
    }
    return { record: null, leftOut };
}

// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __webpack_require__(61676);
;// CONCATENATED MODULE: ./src/ledger/publish.ts
/**
 * A leg's side of the ledger: uploads its metrics record as an artifact of its own. The
 * ledger is observability, not data: a failed upload is one warning, never a failed leg.
 */




async function publishLegMetrics(store, record, log) {
    const name = legMetricsArtifactName(record);
    try {
        await store.upload(name, [
            { name: names_legMetricsFileName(record), data: (0,canonical/* canonicalJson */.dj)(record) + '\n' },
        ]);
    }
    catch (error) {
        // The same attempt run again into one directory: its first record stays.
        if (error instanceof artifacts/* ArtifactError */.nE && error.code === 'exists') {
            log.info(`Metrics record ${name} already exists: kept`);
            return name;
        }
        log.warning(`Could not upload the metrics record ${name}: ${(0,error_message/* messageOf */.b)(error)}`);
        return null;
    }
    log.info(`Uploaded metrics record ${name}`);
    return name;
}

;// CONCATENATED MODULE: ./src/ledger/record.ts
/** A count: a finite number made a non-negative integer (a measurement is never negative). */
function count(value) {
    return value === undefined || !Number.isFinite(value) ? 0 : Math.max(0, Math.round(value));
}
function legMetricsRecord(m) {
    const frame = m.fan.at(-1);
    return {
        schema_version: 'leg_metrics_v1',
        run_id: m.runId,
        kind: m.kind,
        leg_id: m.legId,
        fan_id: m.kind === 'plan' ? null : (frame?.fan_id ?? null),
        seq: m.kind === 'plan' ? null : (frame?.seq ?? null),
        attempt: m.attempt,
        correlation_id: m.correlationId,
        status: m.status,
        duration_ms: count(m.durationMs),
        items: count(m.items),
        bytes: count(m.bytes),
        retries: count(m.retries),
        http_status: Object.fromEntries(Object.entries(m.httpStatus ?? {}).map(([status, n]) => [status, count(n)])),
        api_calls: count(m.apiCalls),
        cache_hits: count(m.cacheHits),
        rate_limit_waits: count(m.rateLimitWaits),
    };
}

;// CONCATENATED MODULE: ./src/ledger/index.ts







/***/ })

};
