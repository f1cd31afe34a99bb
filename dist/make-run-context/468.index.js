export const id = 468;
export const ids = [468];
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

/***/ 37753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ShapeError: () => (/* reexport */ runcontext_packing/* ShapeError */.ym),
  buildCodeManifest: () => (/* reexport */ manifest/* buildCodeManifest */.Bz),
  checkNestedShape: () => (/* reexport */ checkNestedShape),
  checkShape: () => (/* reexport */ runcontext_packing/* checkShape */.eA),
  chunkMatrix: () => (/* reexport */ chunkMatrix),
  codeSha: () => (/* reexport */ codeSha),
  maxListedArtifacts: () => (/* reexport */ runcontext_packing/* maxListedArtifacts */.ld),
  nestJobs: () => (/* reexport */ nestJobs),
  nextDue: () => (/* reexport */ runcontext_due/* nextDue */.m3),
  nextDueLine: () => (/* reexport */ runcontext_due/* nextDueLine */.uA),
  packLegs: () => (/* reexport */ runcontext_packing/* packLegs */.LB),
  planRun: () => (/* reexport */ planRun)
});

// UNUSED EXPORTS: DAY_MS, DEFAULT_MAX_LISTED_ARTIFACTS, DUE_TOLERANCE_MS, HOUR_MS, JOB_OVERHEAD_SECONDS, LEG_ID_PATTERN, MATRIX_CHUNKS, MAX_ARTIFACTS_PER_JOB, MAX_CHUNK_ARGUMENT, MAX_FLAT_LEGS, MAX_ISO_YEAR, MAX_MATRIX_JOBS, MINUTE_MS, MIN_ISO_YEAR, RESERVED_ARTIFACTS, RunContextError, SECONDS_PER_SOURCE, SECOND_MS, SHARD_IDS, actionRootFromBundle, billedMinutes, buildFanPlan, buildRunContext, chunkJobs, chunkOfPackId, defaultCodePaths, dueAfter, dueSources, fanId, formatTimestamp, formatTimestampCeil, isShardId, isoWeek, isoWeekOf, jobSources, legIdProblem, matrices, mondayMs, nestedPackId, nextDueMs, packedLegId, parseBoundary, parseNow, parseWeek, quoted, resolveShards, resolveWindow, runContextProblem, runId, sha256File, shiftWeek, sourcesPerLeg, utcDateMs, weekWindow, weeksInYear, workspaceRelative

// EXTERNAL MODULE: ./src/canonical/index.ts + 8 modules
var canonical = __webpack_require__(44730);
;// CONCATENATED MODULE: ./src/runcontext/code-sha.ts
// code_sha (pure): one SHA-256 over a manifest of the files that decide the output.

const HEX64 = /^[0-9a-f]{64}$/;
/**
 * SHA-256 (bare hex) over the lines `<path>\0<sha256>\n`, one per entry, in path order
 * (UTF-16 code units; equal paths by digest). The manifest is a set: an entry listed twice
 * counts once, so the input order and repeats never change the result.
 */
function codeSha(entries) {
    const lines = new Set();
    for (const { path, sha256 } of entries) {
        // NUL and newline delimit the lines: inside a path they would make two manifests alike.
        if (path === '' || path.includes('\0') || path.includes('\n')) {
            throw new RangeError(`manifest path ${JSON.stringify(path)} is empty or holds NUL or a newline`);
        }
        if (!HEX64.test(sha256)) {
            throw new RangeError(`manifest digest of ${JSON.stringify(path)} is not 64 lowercase hex`);
        }
        lines.add(`${path}\0${sha256}\n`);
    }
    // Sorting whole lines is path order: NUL sorts below every character a path can hold.
    return (0,canonical/* sha256Hex */.fg)([...lines].sort(canonical/* compareStrings */.Kt).join(''));
}

// EXTERNAL MODULE: ./src/runcontext/due.ts
var runcontext_due = __webpack_require__(82898);
// EXTERNAL MODULE: ./src/contracts/index.ts + 3 modules
var contracts = __webpack_require__(46382);
// EXTERNAL MODULE: ./src/runcontext/time.ts
var time = __webpack_require__(16695);
;// CONCATENATED MODULE: ./src/runcontext/run-id.ts
// run_id and the run context (pure).



/**
 * `{week}-` + the first 12 hex of SHA-256 over the canonical JSON (RFC 8785) of the
 * context without `run_id` and `created_at` (both are dropped when present). Same inputs,
 * same id: the idempotency key of a run.
 */
function run_id_runId(context) {
    const { run_id: _id, created_at: _created, ...core } = context;
    return `${core.week}-${(0,canonical/* sha256Hex */.fg)((0,canonical/* canonicalJson */.dj)(core)).slice(0, 12)}`;
}
/** The nine fields of run_context_v1, validated against the contract. */
function buildRunContext(parts) {
    const core = {
        schema_version: 'run_context_v1',
        week: parts.week,
        since: parts.since,
        until: parts.until,
        source_config_checksum: parts.sourceConfigChecksum,
        topic_config_checksum: parts.topicConfigChecksum,
        code_sha: parts.codeSha,
    };
    const context = {
        ...core,
        run_id: run_id_runId(core),
        created_at: (0,time/* formatTimestamp */.Ey)(parts.now),
    };
    return (0,contracts/* assertValid */.pP)('run_context_v1', context, 'run context');
}

// EXTERNAL MODULE: ./src/runcontext/week.ts
var week = __webpack_require__(36942);
;// CONCATENATED MODULE: ./src/runcontext/consistency.ts
// Whether a run context is one make-run-context could have written (pure): a context that
// arrives as an input or an artifact is checked by the same rules the planner follows.


/**
 * Why `context` is not one make-run-context could have written, or undefined: `since`
 * must be before `until`; `week` the ISO week that contains `since` (a window that is not
 * its week's Monday..Monday is a backfill, and the planner names a backfill after the week
 * of its `since`, so one rule covers both); `run_id` its content address. The timestamps
 * have passed the schema's YYYY-MM-DDTHH:MM:SSZ pattern, so text order is time order.
 */
function runContextProblem(context) {
    const { since, until, week } = context;
    if (since >= until) {
        return `the run context's since ${since} is not before its until ${until}`;
    }
    let sinceWeek;
    try {
        sinceWeek = isoWeek(Date.parse(since));
    }
    catch (error) {
        if (!(error instanceof RangeError))
            throw error;
        return `the run context's since ${since}: ${error.message}`;
    }
    if (week !== sinceWeek) {
        return `the run context's week ${week} does not match its window: since ${since} is in ${sinceWeek} (the week of a run, backfills included, is the ISO week of since)`;
    }
    const address = runId(context);
    if (context.run_id !== address) {
        return `the run context's run_id ${context.run_id} is not its content address ${address} (a context edited after make-run-context wrote it)`;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/runcontext/errors.ts
var errors = __webpack_require__(95573);
// EXTERNAL MODULE: ./src/config/limits.ts
var limits = __webpack_require__(59304);
;// CONCATENATED MODULE: ./src/runcontext/leg-id.ts
// The grammar of an id that names a leg: an RSS source id or a packed leg's id (the
// schemas' `sourceId`). One constant so that every reader checks the same grammar.
/**
 * An id becomes part of artifact and file names, so nothing that could climb out of a
 * directory or hide. ASCII only, so the pattern reads the same with or without the `u` flag
 * Ajv compiles schema patterns with.
 */
const LEG_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;

// EXTERNAL MODULE: ./src/runcontext/shards.ts
var runcontext_shards = __webpack_require__(89335);
;// CONCATENATED MODULE: ./src/runcontext/fan-plan.ts
// The fan plan (fan_plan_v1) and the matrices a workflow builds from it (pure).




/** `{run_id}:rss` / `{run_id}:github`: the fan id every leg of that fan carries. */
function fanId(runId, kind) {
    return `${runId}:${kind}`;
}
/**
 * Why `id` cannot be a leg of fan `kind`, or undefined: an RSS leg id follows
 * LEG_ID_PATTERN, a GitHub leg id is one of the four shards.
 */
function legIdProblem(kind, id) {
    if (kind === 'github') {
        return (0,runcontext_shards/* isShardId */.u9)(id)
            ? undefined
            : `${JSON.stringify(id.slice(0, 80))} is not a GitHub shard (${runcontext_shards/* SHARD_IDS */.Am.join(', ')})`;
    }
    return LEG_ID_PATTERN.test(id)
        ? undefined
        : `${JSON.stringify(id.slice(0, 80))} is not a leg id (1 to 64 of a-z, 0-9, _ and -, starting with a letter or digit)`;
}
/**
 * The plan: for each fan with at least one leg its fan_id, expected count and legs, seq
 * being the index in config order (sources) or shard order. A fan without legs is left
 * out. `skipped` lists the configured sources that are not planned, and why.
 */
function buildFanPlan(runId, dueSources, shards, requiredShards, skipped) {
    const ids = new Set();
    for (const source of dueSources) {
        const problem = legIdProblem('rss', source.id);
        if (problem !== undefined)
            throw new RangeError(`fan plan: source ${problem}`);
        if (ids.has(source.id))
            throw new RangeError(`source ${source.id} is planned twice`);
        ids.add(source.id);
    }
    // The same checks and order as the inputs get (RunContextError naming the input).
    const selection = (0,runcontext_shards/* resolveShards */.YY)(shards, requiredShards);
    const plan = { schema_version: 'fan_plan_v1', run_id: runId, fans: {}, skipped: [] };
    if (dueSources.length > 0) {
        plan.fans.rss = {
            fan_id: fanId(runId, 'rss'),
            expected: dueSources.length,
            legs: dueSources.map((source, seq) => ({
                seq,
                id: source.id,
                required: source.required ?? limits/* SOURCE_DEFAULTS */.HM.required,
            })),
        };
    }
    if (selection.shards.length > 0) {
        plan.fans.github = {
            fan_id: fanId(runId, 'github'),
            expected: selection.shards.length,
            legs: selection.shards.map((id, seq) => ({
                seq,
                id,
                required: selection.required.includes(id),
            })),
        };
    }
    plan.skipped = skipped.map(({ id, reason }) => ({ id, reason }));
    return (0,contracts/* assertValid */.pP)('fan_plan_v1', plan, 'fan plan');
}
/**
 * The matrix JSON of each fan, ready for `fromJSON` in `strategy.matrix`. GitHub refuses a
 * matrix without legs, so a workflow skips a fan whose `include` is empty (the action's
 * rss-legs / github-legs outputs say how many there are).
 */
function matrices(plan) {
    const frame = (fan) => fan ? { expected: fan.expected, fan_id: fan.fan_id } : { expected: 0, fan_id: '' };
    const rss = frame(plan.fans.rss);
    const github = frame(plan.fans.github);
    return {
        rss: {
            include: (plan.fans.rss?.legs ?? []).map((leg) => ({
                source_id: leg.id,
                seq: leg.seq,
                ...rss,
                required: leg.required,
            })),
        },
        github: {
            include: (plan.fans.github?.legs ?? []).map((leg) => ({
                shard_id: leg.id,
                seq: leg.seq,
                ...github,
                required: leg.required,
            })),
        },
    };
}

// EXTERNAL MODULE: ./src/runcontext/manifest.ts + 1 modules
var manifest = __webpack_require__(52308);
// EXTERNAL MODULE: ./src/runcontext/window.ts
var runcontext_window = __webpack_require__(88966);
;// CONCATENATED MODULE: ./src/runcontext/plan.ts
// The whole computation of make-run-context once the files are read (pure): run context,
// due sources, fan plan and matrices. The action and the CLI both call this.



function planRun(input) {
    const context = buildRunContext({
        week: input.window.week,
        since: input.window.since,
        until: input.window.until,
        sourceConfigChecksum: input.sourceConfigChecksum,
        topicConfigChecksum: input.topicConfigChecksum,
        codeSha: input.codeSha,
        now: input.now,
    });
    const { due, skipped } = (0,runcontext_due/* dueSources */.$f)(input.sources, input.state, input.now);
    const plan = buildFanPlan(context.run_id, due, input.shards, input.requiredShards, skipped);
    return { context, plan, matrices: matrices(plan) };
}

// EXTERNAL MODULE: ./src/runcontext/packing.ts
var runcontext_packing = __webpack_require__(48351);
;// CONCATENATED MODULE: ./src/runcontext/nesting.ts
// Nested fans (pure): the RSS legs cut into chunks of `chunk-size` sources, each chunk one
// inner matrix (its jobs packed within the chunk) with its own partial fan-in, under an
// outer matrix over the chunks. See docs/shapes.md ("Nested fans").
//
// Chunk k holds the sources with seq in [k * size, (k + 1) * size): the rule the partial
// fan-in and the outer fan-in check (src/fanin/partial-payload.ts). A packed job never
// crosses a chunk, so each chunk's partial fan-in runs once that chunk's jobs are done.

/**
 * The largest chunk index and chunk size a partial fan-in takes: the bounds of the fan-in
 * action's `partial-chunk` and `chunk-size`, and of `squadscope fan-in`'s options.
 */
const MAX_CHUNK_ARGUMENT = 1_000_000;
/**
 * The id of packed job `index` of chunk `chunk`: `c<chunk>p<index>`, each padded so that
 * ids sort in plan order. The chunk in the id lets a chunk's partial fan-in open only its
 * own packs.
 */
function nestedPackId(chunk, chunks, index, jobs) {
    const pad = (n, count) => String(n).padStart(String(Math.max(count - 1, 0)).length, '0');
    return `c${pad(chunk, chunks)}p${pad(index, jobs)}`;
}
/** The chunk a packed job id of a nested plan names, or undefined for any other id. */
function chunkOfPackId(legId) {
    const match = /^c([0-9]{1,7})p[0-9]{1,7}$/u.exec(legId);
    return match ? Number(match[1]) : undefined;
}
/** The jobs of each chunk: packed within the chunk, packed leg ids naming their chunk. */
function nestJobs(legs, packing, chunkSize) {
    if (!Number.isSafeInteger(chunkSize) || chunkSize < 1) {
        throw new RangeError(`chunk-size must be an integer >= 1, got ${String(chunkSize)}`);
    }
    const per = (0,runcontext_packing/* sourcesPerLeg */.Ki)(packing, legs.length);
    const chunks = [];
    for (let at = 0; at < legs.length; at += chunkSize)
        chunks.push(legs.slice(at, at + chunkSize));
    if (per === 1)
        return chunks;
    const most = Math.ceil(chunkSize / per);
    return chunks.map((chunk, k) => (0,runcontext_packing/* packLegs */.LB)(chunk, { kind: 'sources-per-leg', n: per }).map((job, i) => 'leg_id' in job ? { ...job, leg_id: nestedPackId(k, chunks.length, i, most) } : job));
}
/**
 * Refuses a nested shape GitHub cannot run: more jobs in a chunk than one matrix holds, or
 * more chunks than the outer matrix holds.
 */
function checkNestedShape(chunks, chunkSize) {
    if (chunks.length > runcontext_packing/* MAX_MATRIX_JOBS */.Ab) {
        throw new runcontext_packing/* ShapeError */.ym(`${chunks.length} chunks of ${chunkSize} sources: the outer matrix holds at most ${runcontext_packing/* MAX_MATRIX_JOBS */.Ab}; raise chunk-size`);
    }
    const largest = Math.max(0, ...chunks.map((c) => c.length));
    if (largest > runcontext_packing/* MAX_MATRIX_JOBS */.Ab) {
        throw new runcontext_packing/* ShapeError */.ym(`chunk-size ${chunkSize} makes ${largest} jobs in a chunk: one matrix holds at most ${runcontext_packing/* MAX_MATRIX_JOBS */.Ab}; lower chunk-size or pack more sources per leg (sources-per-leg)`);
    }
}
/** The outer matrix: one entry per chunk (`{include: []}` without RSS legs). */
function chunkMatrix(chunks, chunkSize, json) {
    return {
        include: chunks.map((jobs, chunk) => ({
            chunk,
            chunks: chunks.length,
            chunk_size: chunkSize,
            sources: jobs.reduce((n, job) => n + ('sources' in job ? job.sources : 1), 0),
            jobs: jobs.length,
            matrix: json({ include: jobs }),
        })),
    };
}

;// CONCATENATED MODULE: ./src/runcontext/index.ts
// The run context and fan plan. Pure except manifest.ts, the file-reading edge
// of code_sha.

















/***/ })

};
