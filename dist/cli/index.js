import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 10779:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
function fmtDef(validate, compare) {
    return { validate, compare };
}
exports.fullFormats = {
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
exports.fastFormats = {
    ...exports.fullFormats,
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
exports.formatNames = Object.keys(exports.fullFormats);
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


Object.defineProperty(exports, "__esModule", ({ value: true }));
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
exports["default"] = ucs2length;
ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
//# sourceMappingURL=ucs2length.js.map

/***/ }),

/***/ 47172:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ArtifactError),
/* harmony export */   x: () => (/* binding */ existsError)
/* harmony export */ });
// One error type for every store, so callers (fan-in diagnostics, the CLI) can
// branch on `code` without knowing which backend they talk to.
class ArtifactError extends Error {
    code;
    constructor(code, message, options) {
        super(message, options);
        this.code = code;
        this.name = 'ArtifactError';
    }
}
function existsError(quotedName) {
    return new ArtifactError('exists', `Artifact ${quotedName} already exists (409 Conflict): artifact names must be unique in a workflow run; ` +
        'leg artifacts carry the run attempt (-a<N>) so that reruns do not collide');
}


/***/ }),

/***/ 48300:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  nE: () => (/* reexport */ errors/* ArtifactError */.n),
  fS: () => (/* reexport */ DEFAULT_MAX_BYTES),
  P8: () => (/* reexport */ names/* FAN_PLAN_FILE */.P8),
  xp: () => (/* reexport */ LocalArtifactStore),
  F: () => (/* reexport */ names/* RUN_CONTEXT_ARTIFACT */.F),
  nJ: () => (/* reexport */ names/* RUN_CONTEXT_FILE */.nJ),
  pt: () => (/* reexport */ ReadBuffer),
  LZ: () => (/* reexport */ names/* attemptName */.LZ),
  _M: () => (/* reexport */ names/* newestAttempt */._M),
  kT: () => (/* binding */ openArtifactStore),
  DH: () => (/* reexport */ names/* parseLegArtifactName */.DH),
  Oe: () => (/* reexport */ names/* parsePackArtifactName */.Oe),
  v1: () => (/* reexport */ pinContent),
  BN: () => (/* reexport */ readLocatedFile),
  Tm: () => (/* reexport */ names/* runAttempt */.Tm)
});

// UNUSED EXPORTS: ActionsArtifactStore, ArtifactNameError, DEFAULT_MAX_FILES, MAX_NAME_BYTES, PACK_PREFIX, assertArtifactName, assertFileName, legArtifactName, nameProblem, packArtifactName, parseAttemptName, readZip

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(51455);
// EXTERNAL MODULE: ./src/artifacts/errors.ts
var errors = __nccwpck_require__(47172);
// EXTERNAL MODULE: ./src/artifacts/names.ts
var names = __nccwpck_require__(97327);
;// CONCATENATED MODULE: ./src/artifacts/limits.ts
// Limits applied to every download: artifact contents are untrusted input (a
// leg may be buggy or hostile), so nothing is read without a bound.


const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
const DEFAULT_MAX_FILES = 1000;
function resolveLimits(opts) {
    const maxBytes = opts?.maxBytes ?? DEFAULT_MAX_BYTES;
    const maxFileBytes = Math.min(opts?.maxFileBytes ?? maxBytes, maxBytes);
    const maxFiles = opts?.maxFiles ?? DEFAULT_MAX_FILES;
    for (const [what, value] of [
        ['maxBytes', maxBytes],
        ['maxFileBytes', maxFileBytes],
        ['maxFiles', maxFiles],
    ]) {
        if (!Number.isSafeInteger(value) || value < 0) {
            throw new RangeError(`${what} must be a non-negative integer, got ${String(value)}`);
        }
    }
    return { maxBytes, maxFileBytes, maxFiles };
}
/**
 * The largest zip that can hold files within `limits`: the content (deflate can
 * grow incompressible data by well under 0.1 %) plus headers per entry (local +
 * central + data descriptor with names of at most 200 bytes stay under 1 KiB).
 * Used to refuse an oversized GitHub artifact from its listed size, before download.
 */
function zipBudget(limits) {
    return limits.maxBytes + Math.ceil(limits.maxBytes / 1000) + limits.maxFiles * 1024 + 22;
}
/** Accumulates file sizes and throws `too_large` the moment a limit is passed. */
class ByteBudget {
    artifact;
    limits;
    total = 0;
    files = 0;
    constructor(artifact, limits) {
        this.artifact = artifact;
        this.limits = limits;
    }
    /** Account for one more file of `size` bytes (before reading or inflating it). */
    admit(fileName, size) {
        this.files += 1;
        if (this.files > this.limits.maxFiles) {
            throw new errors/* ArtifactError */.n('too_large', `Artifact ${(0,names/* quoteName */.AB)(this.artifact)} has more than ${this.limits.maxFiles} files`);
        }
        if (size > this.limits.maxFileBytes) {
            throw new errors/* ArtifactError */.n('too_large', `File ${(0,names/* quoteName */.AB)(fileName)} of artifact ${(0,names/* quoteName */.AB)(this.artifact)} is ${size} bytes, over the limit of ${this.limits.maxFileBytes}`);
        }
        this.total += size;
        if (this.total > this.limits.maxBytes) {
            throw new errors/* ArtifactError */.n('too_large', `Artifact ${(0,names/* quoteName */.AB)(this.artifact)} is over the limit of ${this.limits.maxBytes} bytes`);
        }
    }
}

;// CONCATENATED MODULE: ./src/artifacts/store.ts
// The contract every artifact backend fulfils (legs and
// fan-in exchange data only through artifacts).


/** Validates an upload: a good artifact name, at least one file, distinct valid file names. */
function checkUpload(name, files) {
    (0,names/* assertArtifactName */.Wl)(name);
    // GitHub refuses an artifact without files; refusing it here too keeps the
    // local store's "a complete artifact is a non-empty directory" invariant.
    if (files.length === 0) {
        throw new errors/* ArtifactError */.n('unsafe', `Artifact ${(0,names/* quoteName */.AB)(name)} has no files to upload`);
    }
    const seen = new Set();
    for (const file of files) {
        (0,names/* assertFileName */.uD)(file.name);
        if (seen.has(file.name)) {
            throw new errors/* ArtifactError */.n('unsafe', `Artifact ${(0,names/* quoteName */.AB)(name)} lists file ${(0,names/* quoteName */.AB)(file.name)} twice`);
        }
        seen.add(file.name);
    }
}
function compareNames(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** A map with the same entries, in name order. */
function sortedByName(entries) {
    return new Map([...entries].sort(([a], [b]) => compareNames(a, b)));
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __nccwpck_require__(38522);
;// CONCATENATED MODULE: ./src/artifacts/zip.ts
// A strict reader for the zip archives that hold GitHub Actions artifacts.
//
// Why not let @actions/artifact extract them: its extractor (unzip-stream) writes
// whatever paths the archive names (it only rewrites `..` to `.`, so `../evil`
// lands silently as `evil`), turns symlink entries into plain files and has no
// size bound, so a hostile archive could not even be told apart from a good one.
// Here the archive is read from memory and refused unless every entry is a plain
// file with a valid flat name, and every byte is inflated under the limits.
//
// Only what the artifact client writes is accepted: stored or deflated entries,
// no encryption, no zip64 (artifacts this size are over any limit we use anyway).




const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_UTF8 = 0x0800;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
const HOST_UNIX = 3;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const MSDOS_DIRECTORY = 0x10;
const utf8 = new TextDecoder('utf-8', { fatal: true });
function unsafe(artifact, problem) {
    return new errors/* ArtifactError */.n('unsafe', `Artifact ${(0,names/* quoteName */.AB)(artifact)} refused: ${problem}`);
}
/**
 * The files of a zip archive, by name (in archive order). Throws ArtifactError
 * `unsafe` for anything but flat regular files, `too_large` over `limits`.
 */
function readZip(zip, artifact, limits) {
    const entries = readCentralDirectory(zip, artifact);
    const budget = new ByteBudget(artifact, limits);
    const seen = new Set();
    for (const entry of entries) {
        if (seen.has(entry.name))
            throw unsafe(artifact, `duplicate entry ${(0,names/* quoteName */.AB)(entry.name)}`);
        seen.add(entry.name);
        // Declared sizes are checked first so that nothing is inflated past a limit;
        // the inflated length is checked against the declaration below.
        budget.admit(entry.name, entry.size);
    }
    const files = new Map();
    for (const entry of entries) {
        files.set(entry.name, readEntry(zip, entry, artifact));
    }
    return files;
}
function readCentralDirectory(zip, artifact) {
    const eocd = findEndOfCentralDirectory(zip, artifact);
    const disk = zip.readUInt16LE(eocd + 4);
    const cdDisk = zip.readUInt16LE(eocd + 6);
    const entriesOnDisk = zip.readUInt16LE(eocd + 8);
    const count = zip.readUInt16LE(eocd + 10);
    const cdSize = zip.readUInt32LE(eocd + 12);
    const cdOffset = zip.readUInt32LE(eocd + 16);
    if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
        throw unsafe(artifact, 'zip64 archives are not supported');
    }
    if (disk !== 0 || cdDisk !== 0 || entriesOnDisk !== count) {
        throw unsafe(artifact, 'multi-disk zip archives are not supported');
    }
    if (cdOffset + cdSize > eocd)
        throw unsafe(artifact, 'central directory out of bounds');
    const entries = [];
    let pos = cdOffset;
    for (let i = 0; i < count; i += 1) {
        if (pos + CENTRAL_SIZE > cdOffset + cdSize || zip.readUInt32LE(pos) !== CENTRAL_SIG) {
            throw unsafe(artifact, 'corrupt central directory');
        }
        const madeBy = zip.readUInt16LE(pos + 4);
        const flags = zip.readUInt16LE(pos + 8);
        const method = zip.readUInt16LE(pos + 10);
        const crc = zip.readUInt32LE(pos + 16);
        const compressedSize = zip.readUInt32LE(pos + 20);
        const size = zip.readUInt32LE(pos + 24);
        const nameLength = zip.readUInt16LE(pos + 28);
        const extraLength = zip.readUInt16LE(pos + 30);
        const commentLength = zip.readUInt16LE(pos + 32);
        const externalAttributes = zip.readUInt32LE(pos + 38);
        const localOffset = zip.readUInt32LE(pos + 42);
        const end = pos + CENTRAL_SIZE + nameLength + extraLength + commentLength;
        if (end > cdOffset + cdSize)
            throw unsafe(artifact, 'corrupt central directory');
        const nameBytes = zip.subarray(pos + CENTRAL_SIZE, pos + CENTRAL_SIZE + nameLength);
        const name = decodeName(nameBytes, flags, artifact);
        const problem = (0,names/* nameProblem */.rH)(name);
        if (problem !== null) {
            const kind = name.endsWith('/') ? 'a directory' : 'not a plain file name';
            throw unsafe(artifact, `entry ${(0,names/* quoteName */.AB)(name)} is ${kind} (${problem})`);
        }
        if (flags & FLAG_ENCRYPTED)
            throw unsafe(artifact, `entry ${(0,names/* quoteName */.AB)(name)} is encrypted`);
        if (method !== METHOD_STORED && method !== METHOD_DEFLATE) {
            throw unsafe(artifact, `entry ${(0,names/* quoteName */.AB)(name)} uses compression method ${method}`);
        }
        if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) {
            throw unsafe(artifact, 'zip64 archives are not supported');
        }
        checkFileType(madeBy, externalAttributes, name, artifact);
        entries.push({ name, nameBytes, method, crc, compressedSize, size, localOffset });
        pos = end;
    }
    return entries;
}
function findEndOfCentralDirectory(zip, artifact) {
    // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
    const lowest = Math.max(0, zip.length - EOCD_SIZE - 0xffff);
    for (let pos = zip.length - EOCD_SIZE; pos >= lowest; pos -= 1) {
        if (zip.readUInt32LE(pos) === EOCD_SIG &&
            pos + EOCD_SIZE + zip.readUInt16LE(pos + 20) === zip.length) {
            return pos;
        }
    }
    throw unsafe(artifact, 'not a zip archive (no end of central directory record)');
}
function decodeName(bytes, flags, artifact) {
    const ascii = bytes.every((b) => b < 0x80);
    // Without the UTF-8 flag a non-ASCII name is CP437 (or whatever the writer's
    // locale was): readers disagree on it, so it is refused rather than guessed.
    if (!ascii && !(flags & FLAG_UTF8))
        throw unsafe(artifact, 'an entry name is not marked UTF-8');
    try {
        return utf8.decode(bytes);
    }
    catch {
        throw unsafe(artifact, 'an entry name is not valid UTF-8');
    }
}
function checkFileType(madeBy, attributes, name, artifact) {
    if (madeBy >>> 8 === HOST_UNIX) {
        const type = (attributes >>> 16) & S_IFMT;
        // 0 = no Unix mode recorded; anything else must be a regular file.
        if (type !== 0 && type !== S_IFREG) {
            const what = type === 0o120000 ? 'a symlink' : type === 0o040000 ? 'a directory' : 'not a regular file';
            throw unsafe(artifact, `entry ${(0,names/* quoteName */.AB)(name)} is ${what}`);
        }
    }
    if (attributes & MSDOS_DIRECTORY)
        throw unsafe(artifact, `entry ${(0,names/* quoteName */.AB)(name)} is a directory`);
}
function readEntry(zip, entry, artifact) {
    const at = entry.localOffset;
    if (at + LOCAL_SIZE > zip.length || zip.readUInt32LE(at) !== LOCAL_SIG) {
        throw unsafe(artifact, `entry ${(0,names/* quoteName */.AB)(entry.name)} has no local header`);
    }
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    // The local name must be the central one: readers that stream local headers
    // (like unzip-stream) would otherwise see a different file than we checked.
    if (!zip.subarray(at + LOCAL_SIZE, at + LOCAL_SIZE + nameLength).equals(entry.nameBytes)) {
        throw unsafe(artifact, `entry ${(0,names/* quoteName */.AB)(entry.name)} has a different local name`);
    }
    const start = at + LOCAL_SIZE + nameLength + extraLength;
    const end = start + entry.compressedSize;
    if (end > zip.length)
        throw unsafe(artifact, `entry ${(0,names/* quoteName */.AB)(entry.name)} is truncated`);
    const raw = zip.subarray(start, end);
    let data;
    if (entry.method === METHOD_STORED) {
        if (entry.compressedSize !== entry.size) {
            throw unsafe(artifact, `entry ${(0,names/* quoteName */.AB)(entry.name)} has inconsistent sizes`);
        }
        data = Buffer.from(raw);
    }
    else {
        try {
            // One byte of headroom: output longer than declared fails here, never grows past it.
            data = (0,external_node_zlib_.inflateRawSync)(raw, { maxOutputLength: entry.size + 1 });
        }
        catch (error) {
            throw new errors/* ArtifactError */.n('unsafe', `Artifact ${(0,names/* quoteName */.AB)(artifact)} refused: entry ${(0,names/* quoteName */.AB)(entry.name)} does not inflate to its declared size`, { cause: error });
        }
    }
    if (data.length !== entry.size) {
        throw unsafe(artifact, `entry ${(0,names/* quoteName */.AB)(entry.name)} is not its declared size`);
    }
    if ((0,external_node_zlib_.crc32)(data) !== entry.crc)
        throw unsafe(artifact, `entry ${(0,names/* quoteName */.AB)(entry.name)} fails its CRC-32`);
    return data;
}

// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __nccwpck_require__(61676);
// EXTERNAL MODULE: ./src/runtime/errno.ts
var errno = __nccwpck_require__(90456);
;// CONCATENATED MODULE: ./src/artifacts/actions.ts
// GitHub Actions artifacts through the official client (@actions/artifact 6.x).
//
// The client reads its configuration from process.env at call time
// (ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL, GITHUB_SERVER_URL), exactly as on a
// runner; this store adds no configuration of its own beyond a temp directory.
//
// Downloads ask the client NOT to extract (`skipDecompress`): the archive is
// read by our strict reader (zip.ts), which refuses traversal names, symlinks,
// directories and anything over the limits, where the client's extractor would
// silently rewrite or write them.









// @actions/artifact pulls in the Azure SDK: load it only when an artifact call
// is actually made, so that input validation stays fast.
async function defaultClient() {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__nccwpck_require__.e(659), __nccwpck_require__.e(44)]).then(__nccwpck_require__.bind(__nccwpck_require__, 19044));
    return new DefaultArtifactClient();
}
/** A failed call to the artifact service: what failed, and the service's own words. */
function backendError(what, error) {
    return new errors/* ArtifactError */.n('backend', `${what} failed: ${(0,names/* quoteName */.AB)((0,error_message/* messageOf */.b)(error), 300)}`, {
        cause: error,
    });
}
class ActionsArtifactStore {
    opts;
    clientPromise;
    constructor(opts) {
        this.opts = opts;
        if (opts.retentionDays !== undefined &&
            (!Number.isSafeInteger(opts.retentionDays) || opts.retentionDays < 1)) {
            throw new RangeError(`retentionDays must be an integer >= 1, got ${String(opts.retentionDays)}`);
        }
    }
    client() {
        this.clientPromise ??= this.opts.client ? Promise.resolve(this.opts.client) : defaultClient();
        return this.clientPromise;
    }
    async withTempDir(purpose, fn) {
        await (0,promises_.mkdir)(this.opts.tempRoot, { recursive: true });
        const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(this.opts.tempRoot, `squadscope-artifact-${purpose}-`));
        try {
            return await fn(dir);
        }
        finally {
            await (0,promises_.rm)(dir, { recursive: true, force: true });
        }
    }
    async upload(name, files) {
        checkUpload(name, files);
        const client = await this.client();
        await this.withTempDir('upload', async (dir) => {
            const paths = [];
            for (const file of files) {
                const path = (0,external_node_path_.join)(dir, file.name);
                await (0,promises_.writeFile)(path, file.data, { flag: 'wx' });
                paths.push(path);
            }
            const options = this.opts.retentionDays === undefined ? {} : { retentionDays: this.opts.retentionDays };
            try {
                await client.uploadArtifact(name, paths, dir, options);
            }
            catch (error) {
                // The client surfaces the service's 409 only inside its message:
                // "Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: ..."
                if (/\(409\)/u.test((0,error_message/* messageOf */.b)(error)))
                    throw (0,errors/* existsError */.x)((0,names/* quoteName */.AB)(name));
                throw backendError(`Upload of artifact ${(0,names/* quoteName */.AB)(name)}`, error);
            }
        });
    }
    async list() {
        const client = await this.client();
        let artifacts;
        try {
            ({ artifacts } = await client.listArtifacts({ latest: true }));
        }
        catch (error) {
            throw backendError('Listing artifacts', error);
        }
        // Names come from the service: only those this store could have written (and
        // can download) are reported; others belong to other steps of the workflow.
        return artifacts
            .filter((a) => (0,names/* nameProblem */.rH)(a.name) === null)
            .map((a) => ({ name: a.name, size: a.size }))
            .sort((a, b) => compareNames(a.name, b.name));
    }
    async download(name, opts) {
        (0,names/* assertArtifactName */.Wl)(name);
        const limits = resolveLimits(opts);
        const budget = zipBudget(limits);
        const client = await this.client();
        let artifact;
        try {
            ({ artifact } = await client.getArtifact(name));
        }
        catch (error) {
            if ((0,errno/* errorName */.I)(error) === 'ArtifactNotFoundError') {
                throw new errors/* ArtifactError */.n('not_found', `Artifact ${(0,names/* quoteName */.AB)(name)} not found in this workflow run`, { cause: error });
            }
            throw backendError(`Looking up artifact ${(0,names/* quoteName */.AB)(name)}`, error);
        }
        // Refuse before transferring anything when the listed archive cannot fit.
        if (artifact.size > budget) {
            throw new errors/* ArtifactError */.n('too_large', `Artifact ${(0,names/* quoteName */.AB)(name)} is a ${artifact.size}-byte archive, over the ${budget} bytes its limits allow`);
        }
        return this.withTempDir('download', async (dir) => {
            let result;
            try {
                result = await client.downloadArtifact(artifact.id, {
                    path: dir,
                    skipDecompress: true,
                    ...(artifact.digest ? { expectedHash: artifact.digest } : {}),
                });
            }
            catch (error) {
                throw backendError(`Download of artifact ${(0,names/* quoteName */.AB)(name)}`, error);
            }
            if (result.digestMismatch === true) {
                throw new errors/* ArtifactError */.n('unsafe', `Artifact ${(0,names/* quoteName */.AB)(name)} refused: its digest does not match the one recorded at upload`);
            }
            const zip = await readDownloadedArchive(dir, name, budget);
            return sortedByName(readZip(zip, name, limits));
        });
    }
}
/** The one regular file the client saved (its name comes from the server). */
async function readDownloadedArchive(dir, artifact, budget) {
    const entries = await (0,promises_.readdir)(dir);
    if (entries.length !== 1 || entries[0] === undefined) {
        throw new errors/* ArtifactError */.n('unsafe', `Artifact ${(0,names/* quoteName */.AB)(artifact)} refused: expected one archive, the download produced ${entries.length} entries`);
    }
    const path = (0,external_node_path_.join)(dir, entries[0]);
    const stat = await (0,promises_.lstat)(path);
    if (!stat.isFile())
        throw new errors/* ArtifactError */.n('unsafe', `Artifact ${(0,names/* quoteName */.AB)(artifact)} refused: the download is not a regular file`);
    if (stat.size > budget) {
        throw new errors/* ArtifactError */.n('too_large', `Artifact ${(0,names/* quoteName */.AB)(artifact)} is a ${stat.size}-byte archive, over the ${budget} bytes its limits allow`);
    }
    return (0,promises_.readFile)(path);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
;// CONCATENATED MODULE: ./src/artifacts/located.ts
// Artifact files read where they lie on disk (a local directory store), by any thread
// and more than once: the fan-in checks a leg in a worker from its file, and reads the
// file again when it writes the articles out, instead of holding every leg in memory.
//
// A located file carries the identity it had when it was found (device, inode, size and
// the nanosecond modification and change times). Every read checks the open file against
// it before and after reading, so a file replaced, written, truncated or appended to since
// it was located is refused rather than read as different bytes: the change time is kept
// by the kernel and moves with every write, as git's index and rsync rely on. The identity
// misses only a rewrite in place, of the same size, within one tick of the file system's
// clock: a file pinned to the CRC-32 of the bytes read once (pinContent) must also have
// those bytes on every later read.





/** The file, pinned to `bytes` (as read from it): a later read must give the same bytes. */
function pinContent(file, bytes) {
    return { ...file, crc32: (0,external_node_zlib_.crc32)(bytes) };
}
function fileIdentity(stat) {
    return `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
}
function changed(file, when) {
    return new errors/* ArtifactError */.n('unsafe', `Artifact ${(0,names/* quoteName */.AB)(file.artifact)} refused: ${(0,names/* quoteName */.AB)(file.name)} changed ${when}`);
}
/**
 * The bytes of a located file, read synchronously (one open, a few reads, no buffering
 * on the way): into `scratch` when it is large enough (the bytes are then a view of it,
 * valid until it is reused), else into a buffer of their own, never from Node's shared
 * pool, so it can move to another thread.
 */
function readLocatedFile(file, scratch) {
    let fd;
    try {
        // O_NOFOLLOW: a symlink swapped in after the file was located fails here.
        fd = (0,external_node_fs_.openSync)(file.path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
    }
    catch (error) {
        if ((0,errno/* errnoCode */.U)(error) === 'ELOOP') {
            throw new errors/* ArtifactError */.n('unsafe', `Artifact ${(0,names/* quoteName */.AB)(file.artifact)} refused: ${(0,names/* quoteName */.AB)(file.name)} is a symlink`);
        }
        if ((0,errno/* errnoCode */.U)(error) === 'ENOENT')
            throw changed(file, 'since it was listed (it is gone)');
        throw error;
    }
    try {
        if (fileIdentity((0,external_node_fs_.fstatSync)(fd, { bigint: true })) !== file.identity) {
            throw changed(file, 'since it was listed');
        }
        const data = scratch && scratch.length >= file.size
            ? scratch.subarray(0, file.size)
            : Buffer.allocUnsafeSlow(file.size);
        let filled = 0;
        while (filled < data.length) {
            const read = (0,external_node_fs_.readSync)(fd, data, filled, data.length - filled, filled);
            if (read === 0)
                break;
            filled += read;
        }
        // The identity holds the size: a file that grew or shrank while read is caught here.
        if (filled !== file.size || fileIdentity((0,external_node_fs_.fstatSync)(fd, { bigint: true })) !== file.identity) {
            throw changed(file, 'while being read');
        }
        if (file.crc32 !== undefined && (0,external_node_zlib_.crc32)(data) !== file.crc32) {
            throw changed(file, 'since it was checked');
        }
        return data;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** One buffer that located files are read into, one after the other (grown as needed). */
class ReadBuffer {
    #buffer = Buffer.allocUnsafeSlow(0);
    /** The bytes of `file`, valid until the next read. */
    read(file) {
        if (this.#buffer.length < file.size) {
            this.#buffer = Buffer.allocUnsafeSlow(Math.max(file.size, 2 * this.#buffer.length));
        }
        return readLocatedFile(file, this.#buffer);
    }
}

;// CONCATENATED MODULE: ./src/artifacts/local.ts
// A local directory as the artifact store (the embedded default: no GitHub needed).
//
// Layout: `<dir>/<artifact name>/<file>`. An upload is written into a temporary
// directory inside `<dir>` (same file system) and renamed into place, so a reader
// sees an artifact completely or not at all. Temporary directories start with '.',
// which no artifact name may, so they are never listed. Every complete artifact
// holds at least one file; renaming onto a non-empty directory fails atomically,
// which gives GitHub's "409 already exists" even between concurrent processes.








const TEMP_PREFIX = '.upload-';
class LocalArtifactStore {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    async upload(name, files) {
        checkUpload(name, files);
        await (0,promises_.mkdir)(this.dir, { recursive: true });
        const target = (0,external_node_path_.join)(this.dir, name);
        // Cheap early answer; the rename below is what actually decides a race.
        if (await pathExists(target))
            throw (0,errors/* existsError */.x)((0,names/* quoteName */.AB)(name));
        const temp = await (0,promises_.mkdtemp)((0,external_node_path_.join)(this.dir, TEMP_PREFIX));
        try {
            for (const file of files) {
                // 'wx': never follow or overwrite something planted in the temp dir.
                const handle = await (0,promises_.open)((0,external_node_path_.join)(temp, file.name), 'wx', 0o644);
                try {
                    await handle.writeFile(file.data);
                    await handle.sync();
                }
                finally {
                    await handle.close();
                }
            }
            try {
                await (0,promises_.rename)(temp, target);
            }
            catch (error) {
                const code = (0,errno/* errnoCode */.U)(error);
                if (code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR') {
                    throw (0,errors/* existsError */.x)((0,names/* quoteName */.AB)(name));
                }
                throw error;
            }
        }
        catch (error) {
            await (0,promises_.rm)(temp, { recursive: true, force: true });
            throw error;
        }
    }
    async list() {
        let entries;
        try {
            entries = await (0,promises_.readdir)(this.dir, { withFileTypes: true });
        }
        catch (error) {
            if ((0,errno/* errnoCode */.U)(error) === 'ENOENT')
                return [];
            throw error;
        }
        // Temp dirs (leading '.'), stray files and symlinks are not artifacts. The artifacts
        // are sized all at once: a fan-in lists hundreds before it can start its workers.
        const artifacts = entries.filter((e) => e.isDirectory() && (0,names/* nameProblem */.rH)(e.name) === null);
        const result = await Promise.all(artifacts.map(async ({ name }) => {
            const files = await (0,promises_.readdir)((0,external_node_path_.join)(this.dir, name), { withFileTypes: true });
            const sizes = await Promise.all(files
                .filter((f) => f.isFile())
                .map(async (f) => (await (0,promises_.lstat)((0,external_node_path_.join)(this.dir, name, f.name))).size));
            return { name, size: sizes.reduce((a, b) => a + b, 0) };
        }));
        return result.sort((a, b) => compareNames(a.name, b.name));
    }
    /**
     * The files read synchronously, one after the other (readLocatedFile): from a local disk
     * that is quicker than the thread-pool round trips of async reads; a large fan-in locates
     * its legs instead and reads them in worker threads.
     */
    async download(name, opts) {
        const located = await this.locate(name, opts);
        return new Map([...located].map(([file, where]) => [file, readLocatedFile(where)]));
    }
    /**
     * Where the files of artifact `name` lie (sorted by name), after the checks of download:
     * flat regular files within the limits. Each read of a located file checks that it is
     * still the file found here (located.ts).
     */
    async locate(name, opts) {
        (0,names/* assertArtifactName */.Wl)(name);
        const limits = resolveLimits(opts);
        const dir = (0,external_node_path_.join)(this.dir, name);
        let stat;
        try {
            stat = await (0,promises_.lstat)(dir);
        }
        catch (error) {
            if ((0,errno/* errnoCode */.U)(error) === 'ENOENT') {
                throw new errors/* ArtifactError */.n('not_found', `Artifact ${(0,names/* quoteName */.AB)(name)} not found in ${(0,names/* quoteName */.AB)(this.dir)}`);
            }
            throw error;
        }
        if (!stat.isDirectory()) {
            throw new errors/* ArtifactError */.n('unsafe', `Artifact ${(0,names/* quoteName */.AB)(name)} refused: not a directory`);
        }
        const budget = new ByteBudget(name, limits);
        const files = [];
        const entries = (await (0,promises_.readdir)(dir, { withFileTypes: true })).sort((a, b) => compareNames(a.name, b.name));
        for (const entry of entries) {
            const problem = (0,names/* nameProblem */.rH)(entry.name);
            if (problem !== null) {
                throw new errors/* ArtifactError */.n('unsafe', `Artifact ${(0,names/* quoteName */.AB)(name)} refused: file ${(0,names/* quoteName */.AB)(entry.name)} ${problem}`);
            }
            const path = (0,external_node_path_.join)(dir, entry.name);
            // lstat, not the directory entry's type: that is the identity every read checks.
            const info = entry.isFile() ? await (0,promises_.lstat)(path, { bigint: true }) : undefined;
            if (!info?.isFile()) {
                const what = entry.isSymbolicLink()
                    ? 'a symlink'
                    : entry.isDirectory()
                        ? 'a directory'
                        : 'not a regular file';
                throw new errors/* ArtifactError */.n('unsafe', `Artifact ${(0,names/* quoteName */.AB)(name)} refused: ${(0,names/* quoteName */.AB)(entry.name)} is ${what}`);
            }
            const size = Number(info.size);
            budget.admit(entry.name, size);
            files.push([
                entry.name,
                { artifact: name, name: entry.name, path, size, identity: fileIdentity(info) },
            ]);
        }
        return sortedByName(files);
    }
}
async function pathExists(path) {
    try {
        await (0,promises_.lstat)(path);
        return true;
    }
    catch (error) {
        if ((0,errno/* errnoCode */.U)(error) === 'ENOENT')
            return false;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/artifacts/index.ts
// The artifact store: how legs and fan-in exchange payloads (their only channel).












/**
 * `artifact-dir` set => a local directory; else on a runner (ACTIONS_RUNTIME_TOKEN
 * present) => GitHub Actions artifacts; else an error telling to set `artifact-dir`.
 */
function openArtifactStore(opts) {
    const dir = opts.artifactDir?.trim();
    if (dir)
        return new LocalArtifactStore((0,external_node_path_.resolve)(dir));
    const { env } = opts;
    if (env['ACTIONS_RUNTIME_TOKEN']) {
        if (!env['ACTIONS_RESULTS_URL']) {
            throw new errors/* ArtifactError */.n('no_store', 'ACTIONS_RUNTIME_TOKEN is set but ACTIONS_RESULTS_URL is not: this runner does not provide the artifact service; set the artifact-dir input to use a local directory');
        }
        return new ActionsArtifactStore({
            tempRoot: env['RUNNER_TEMP'] || (0,external_node_os_.tmpdir)(),
            ...(opts.retentionDays === undefined ? {} : { retentionDays: opts.retentionDays }),
        });
    }
    throw new errors/* ArtifactError */.n('no_store', 'No artifact store: set the artifact-dir input (a local directory) when running outside GitHub Actions (ACTIONS_RUNTIME_TOKEN is not set)');
}


/***/ }),

/***/ 97327:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ quoteName),
/* harmony export */   DH: () => (/* binding */ parseLegArtifactName),
/* harmony export */   F: () => (/* binding */ RUN_CONTEXT_ARTIFACT),
/* harmony export */   LZ: () => (/* binding */ attemptName),
/* harmony export */   Oe: () => (/* binding */ parsePackArtifactName),
/* harmony export */   P8: () => (/* binding */ FAN_PLAN_FILE),
/* harmony export */   Tm: () => (/* binding */ runAttempt),
/* harmony export */   Wl: () => (/* binding */ assertArtifactName),
/* harmony export */   _M: () => (/* binding */ newestAttempt),
/* harmony export */   nJ: () => (/* binding */ RUN_CONTEXT_FILE),
/* harmony export */   rH: () => (/* binding */ nameProblem),
/* harmony export */   uD: () => (/* binding */ assertFileName)
/* harmony export */ });
/* unused harmony exports MAX_NAME_BYTES, ArtifactNameError, parseAttemptName, legArtifactName, PACK_PREFIX, packArtifactName */
// Artifact and file names: what a store accepts, and the naming scheme that keeps
// reruns from colliding (`<base>-a<run attempt>`; docs/contracts.md, "Run context and plan").
//
// One rule set serves both artifact names and the file names inside an artifact,
// because artifacts are flat (no directories) and a local store uses both as
// path segments. The rules are GitHub's forbidden characters plus whatever would
// let a name escape, hide, or mean different things on different file systems.
/** Longest accepted name, in UTF-8 bytes (file systems limit a segment to 255). */
const MAX_NAME_BYTES = 200;
// GitHub rejects these in artifact names (@actions/artifact
// path-and-artifact-name-validation): NTFS cannot hold them.
const GITHUB_FORBIDDEN = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n'];
/** Why `name` is not an acceptable artifact or file name, or null when it is. */
function nameProblem(name) {
    if (name.length === 0)
        return 'is empty';
    if (!name.isWellFormed())
        return 'contains a lone surrogate (not valid Unicode)';
    if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) {
        return `is longer than ${MAX_NAME_BYTES} bytes`;
    }
    if (name.includes('/') || name.includes('\\'))
        return 'contains a path separator';
    if (name.includes('..'))
        return "contains '..'";
    if (name.startsWith('.'))
        return "starts with '.'";
    // Windows drops trailing dots and spaces, so 'a.' and 'a' would be one file there.
    if (name.endsWith('.') || name.endsWith(' '))
        return 'ends with a dot or a space';
    for (const ch of GITHUB_FORBIDDEN) {
        if (name.includes(ch))
            return `contains the character ${JSON.stringify(ch)}`;
    }
    // Control characters (C0, DEL, C1) make names ambiguous in logs and terminals.
    if (/[\u0000-\u001f\u007f-\u009f]/u.test(name))
        return 'contains a control character';
    return null;
}
/** Thrown for a name that {@link nameProblem} refuses. */
class ArtifactNameError extends Error {
    what;
    problem;
    constructor(what, problem, name) {
        // The name may be hostile (it can come from a zip or a server): quote it.
        super(`Invalid ${what} ${quoteName(name)}: ${problem}`);
        this.what = what;
        this.problem = problem;
        this.name = 'ArtifactNameError';
    }
}
function assertArtifactName(name) {
    const problem = nameProblem(name);
    if (problem !== null)
        throw new ArtifactNameError('artifact name', problem, name);
}
function assertFileName(name) {
    const problem = nameProblem(name);
    if (problem !== null)
        throw new ArtifactNameError('file name', problem, name);
}
/** JSON-quoted, one line, truncated: safe to put in a message or a log line. */
function quoteName(name, max = 120) {
    return JSON.stringify(name.length > max ? `${name.slice(0, max)}…` : name);
}
// ---------------------------------------------------------------------------
// Attempt-suffixed names
const ATTEMPT_SUFFIX = /-a([1-9][0-9]*)$/u;
function assertAttempt(attempt) {
    if (!Number.isSafeInteger(attempt) || attempt < 1) {
        throw new RangeError(`Run attempt must be an integer >= 1, got ${String(attempt)}`);
    }
}
/** `<base>-a<attempt>`; the result is a valid artifact name or this throws. */
function attemptName(base, attempt) {
    assertAttempt(attempt);
    const name = `${base}-a${attempt}`;
    assertArtifactName(name);
    return name;
}
/**
 * The attempt of `name` when it is exactly `<base>-a<attempt>` (canonical digits,
 * no leading zero), else null.
 */
function parseAttemptName(name, base) {
    if (!name.startsWith(`${base}-a`))
        return null;
    const digits = name.slice(base.length + 2);
    if (!/^[1-9][0-9]*$/u.test(digits))
        return null;
    const attempt = Number(digits);
    return Number.isSafeInteger(attempt) ? attempt : null;
}
/** The name with the highest attempt among `<base>-a<N>` names, or null if none. */
function newestAttempt(names, base) {
    let best = null;
    for (const name of names) {
        const attempt = parseAttemptName(name, base);
        if (attempt !== null && (best === null || attempt > best.attempt))
            best = { name, attempt };
    }
    return best;
}
/**
 * The artifact make-run-context uploads (`run-context-a<attempt>`) and its two files, read by
 * every leg and the fan-in.
 */
const RUN_CONTEXT_ARTIFACT = 'run-context';
const RUN_CONTEXT_FILE = 'run_context.json';
const FAN_PLAN_FILE = 'fan_plan.json';
/** `rss-<id>-a<attempt>` / `github-<id>-a<attempt>`. */
function legArtifactName(kind, id, attempt) {
    if (kind !== 'rss' && kind !== 'github')
        throw new RangeError(`Unknown leg kind ${quoteName(kind)}`);
    if (id.length === 0)
        throw new ArtifactNameError('artifact name', 'has an empty leg id', id);
    return attemptName(`${kind}-${id}`, attempt);
}
/**
 * Inverse of {@link legArtifactName}. Ids may contain `-` (and even `-a1`), so the
 * attempt is the `-a<digits>` suffix taken from the right. Null for any name that
 * legArtifactName could not have produced.
 */
function parseLegArtifactName(name) {
    if (nameProblem(name) !== null)
        return null;
    const kind = name.startsWith('rss-')
        ? 'rss'
        : name.startsWith('github-')
            ? 'github'
            : null;
    if (kind === null)
        return null;
    const match = ATTEMPT_SUFFIX.exec(name);
    if (match === null || match[1] === undefined)
        return null;
    const attempt = Number(match[1]);
    if (!Number.isSafeInteger(attempt))
        return null;
    const id = name.slice(kind.length + 1, match.index);
    if (id.length === 0)
        return null;
    return { kind, id, attempt };
}
/**
 * A packed RSS leg (one matrix job crawling several sources) uploads one artifact,
 * `pack-rss-<leg id>-a<attempt>`, holding each source's payload as its own file
 * `rss-<source id>.json`. The prefix is not `rss-`, so it can never be read as the leg
 * artifact of a source.
 */
const PACK_PREFIX = 'pack-rss-';
/** `pack-rss-<legId>-a<attempt>`. */
function packArtifactName(legId, attempt) {
    if (legId.length === 0)
        throw new ArtifactNameError('artifact name', 'has an empty leg id', legId);
    return attemptName(`${PACK_PREFIX}${legId}`, attempt);
}
/** Inverse of {@link packArtifactName}; null for any other name. */
function parsePackArtifactName(name) {
    if (!name.startsWith(PACK_PREFIX) || nameProblem(name) !== null)
        return null;
    const match = ATTEMPT_SUFFIX.exec(name);
    if (match === null || match[1] === undefined)
        return null;
    const attempt = Number(match[1]);
    const legId = name.slice(PACK_PREFIX.length, match.index);
    if (!Number.isSafeInteger(attempt) || legId.length === 0)
        return null;
    return { legId, attempt };
}
/** The run attempt from `GITHUB_RUN_ATTEMPT` (1 when unset or empty). */
function runAttempt(env) {
    const raw = env['GITHUB_RUN_ATTEMPT'];
    if (raw === undefined || raw.trim() === '')
        return 1;
    const text = raw.trim();
    const attempt = /^[1-9][0-9]*$/u.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(attempt)) {
        throw new Error(`GITHUB_RUN_ATTEMPT must be an integer >= 1, got ${quoteName(raw)}`);
    }
    return attempt;
}


/***/ }),

/***/ 57994:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  U7: () => (/* reexport */ StrictJsonError),
  dj: () => (/* reexport */ canonicalJson),
  lf: () => (/* reexport */ checksumOf),
  mr: () => (/* reexport */ checksumOfBytes),
  Kt: () => (/* reexport */ compareStrings),
  z3: () => (/* reexport */ parseStrict),
  nS: () => (/* reexport */ parseStrictSplitting),
  hN: () => (/* reexport */ write/* prepareFileAtomic */.hN),
  fg: () => (/* reexport */ sha256Hex),
  Zf: () => (/* reexport */ write/* writeFileAtomic */.Zf)
});

// UNUSED EXPORTS: sortedBy

;// CONCATENATED MODULE: ./node_modules/canonicalize/lib/canonicalize.js
function serializeString (value) {
  if (!value.isWellFormed()) {
    throw new Error('Lone surrogate is not allowed');
  }
  return JSON.stringify(value);
}

function serializePrimitive (value) {
  switch (typeof value) {
    case 'number':
      if (isNaN(value)) {
        throw new Error('NaN is not allowed');
      }
      if (!isFinite(value)) {
        throw new Error('Infinity is not allowed');
      }
      // For finite numbers String(value) would give identical output, but
      // JSON.stringify benchmarks faster on V8.
      return JSON.stringify(value);
    case 'string':
      return serializeString(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      // null, or values JSON.stringify maps to undefined (undefined,
      // functions, symbols).
      return JSON.stringify(value);
  }
}

// Resolves a value to either its serialized primitive form (a string — or
// undefined, for values JSON.stringify drops) or a frame describing the
// container to descend into. Callers distinguish the two cases with
// `typeof result !== 'object'`.
//
// toJSON results are unwrapped here, and the wrapper objects stay in `seen`
// until the resolved subtree is fully serialized, so cycles introduced via
// toJSON are still detected.
function enterValue (value, seen) {
  let wrappers = null;
  while (value !== null && typeof value === 'object' && typeof value.toJSON === 'function') {
    if (seen.has(value)) {
      throw new Error('Circular reference detected');
    }
    seen.add(value);
    (wrappers ??= []).push(value);
    value = value.toJSON();
  }

  // Boxed Number/String/Boolean objects serialize as their primitive values,
  // mirroring how JSON.stringify treats them.
  if (value instanceof Number || value instanceof String || value instanceof Boolean) {
    value = value.valueOf();
  }

  if (value === null || typeof value !== 'object') {
    if (wrappers !== null) {
      for (const wrapper of wrappers) seen.delete(wrapper);
    }
    return serializePrimitive(value);
  }

  if (seen.has(value)) {
    throw new Error('Circular reference detected');
  }
  seen.add(value);

  return {
    container: value,
    // null marks an array frame; object frames carry their sorted keys.
    // `sort()`'s default comparator orders by UTF-16 code unit, which is the
    // order JCS requires.
    keys: Array.isArray(value) ? null : Object.keys(value).sort(),
    // Next child to serialize; the frame resumes here after a nested
    // container's subtree completes.
    index: 0,
    // Whether no member has been emitted yet (controls comma placement).
    first: true,
    // toJSON wrappers to release from `seen` when this frame completes.
    wrappers
  };
}

function canonicalize (object) {
  if (object === null || typeof object !== 'object') {
    return serializePrimitive(object);
  }

  const seen = new Set();
  const root = enterValue(object, seen);
  if (typeof root !== 'object') {
    // A toJSON chain resolved the input to a primitive.
    return root;
  }

  let result = root.keys === null ? '[' : '{';
  const stack = [root];

  // Depth-first serialization with an explicit stack instead of recursion, so
  // nesting depth is bounded by heap size rather than call-stack size. The top
  // frame is the container currently being serialized: primitive children are
  // appended inline, while a nested container pushes a new frame and jumps
  // back to the outer loop. Because frame.index was already advanced, the
  // parent resumes at its next child once the subtree is done. Opening
  // brackets are emitted when a frame is pushed, closing brackets when it
  // completes.
  outer:
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const container = frame.container;

    // keys === null marks an array frame; otherwise keys holds the object's
    // sorted property names. Either way the iteration counter lives on the
    // frame itself (frame.index), so when a frame is resumed after a nested
    // container completes, the while condition continues at the first
    // unserialized child instead of restarting from the beginning.
    if (frame.keys === null) {
      while (frame.index < container.length) {
        const i = frame.index++;
        if (i > 0) {
          result += ',';
        }
        const element = container[i];
        // Inside arrays, JSON.stringify serializes values with no JSON
        // representation (undefined, symbols, functions) as null.
        const value = element === undefined || typeof element === 'symbol' || typeof element === 'function' ? null : element;
        if (value === null || typeof value !== 'object') {
          result += serializePrimitive(value);
          continue;
        }
        const child = enterValue(value, seen);
        if (typeof child !== 'object') {
          // A toJSON chain resolved the child to an already-serialized
          // primitive — or, when child is undefined, to a value with no JSON
          // representation, which becomes null inside arrays.
          result += child === undefined ? 'null' : child;
          continue;
        }
        result += child.keys === null ? '[' : '{';
        stack.push(child);
        continue outer;
      }
      result += ']';
    } else {
      const keys = frame.keys;
      while (frame.index < keys.length) {
        const key = keys[frame.index++];
        const value = container[key];
        // Inside objects, JSON.stringify omits properties whose value has no
        // JSON representation (undefined, symbols, functions).
        if (value === undefined || typeof value === 'symbol' || typeof value === 'function') {
          continue;
        }
        if (value === null || typeof value !== 'object') {
          // Commas are tracked with a flag rather than the key index: a
          // skipped key must not leave a stray comma behind.
          if (frame.first) {
            frame.first = false;
          } else {
            result += ',';
          }
          result += serializeString(key) + ':' + serializePrimitive(value);
          continue;
        }
        // The child must be resolved before the key is emitted: a toJSON
        // returning a value with no JSON representation drops the whole
        // property.
        const child = enterValue(value, seen);
        if (child === undefined) {
          continue;
        }
        if (frame.first) {
          frame.first = false;
        } else {
          result += ',';
        }
        result += serializeString(key) + ':';
        if (typeof child !== 'object') {
          result += child;
          continue;
        }
        result += child.keys === null ? '[' : '{';
        stack.push(child);
        continue outer;
      }
      result += '}';
    }

    // Frame complete. The container leaves `seen` so that a later, sibling
    // reference to the same object is not mistaken for a cycle.
    seen.delete(container);
    if (frame.wrappers !== null) {
      for (const wrapper of frame.wrappers) seen.delete(wrapper);
    }
    stack.pop();
  }

  return result;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(77598);
;// CONCATENATED MODULE: ./src/canonical/json.ts


/** RFC 8785 (JCS) canonical JSON. Throws on values JCS cannot represent (NaN, lone surrogates, cycles). */
function canonicalJson(value) {
    if (value === undefined)
        throw new TypeError('canonicalJson: undefined has no JSON form');
    const text = canonicalize(value);
    if (text === undefined)
        throw new TypeError('canonicalJson: value has no JSON form');
    return text;
}
function sha256Hex(data) {
    return (0,external_node_crypto_.createHash)('sha256').update(data).digest('hex');
}
/** The contract checksum: "sha256:" + hex SHA-256 of the UTF-8 bytes of the canonical JSON. */
function checksumOf(value) {
    return 'sha256:' + sha256Hex(canonicalJson(value));
}
/** Checksum of raw bytes (config files are checksummed as they are on disk). */
function checksumOfBytes(data) {
    return 'sha256:' + sha256Hex(data);
}
/** Order by UTF-16 code units: what JS `<` does and what JCS uses for keys. Never locale-dependent. */
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Sorts a copy by a string key, in UTF-16 code unit order. */
function sortedBy(items, key) {
    return [...items].sort((x, y) => compareStrings(key(x), key(y)));
}

;// CONCATENATED MODULE: ./src/canonical/strict-parse.ts
/**
 * Strict JSON parsing for untrusted payloads.
 *
 * Plain JSON.parse keeps the last of two duplicate keys, so two payloads with one checksum
 * could mean different things; it also accepts escaped lone surrogates, which canonical JSON
 * cannot represent. The fast path lets V8 parse, then checks what JSON.parse cannot tell us:
 * the key count of the text against the parsed keys (a difference means a duplicate), depth
 * and well-formed strings. Only a payload that fails goes through the slow parser below,
 * which exists to say exactly where the problem is.
 */
class StrictJsonError extends Error {
    code;
    pointer;
    offset;
    constructor(code, pointer, detail, source, 
    /** Where in the text the problem was found (a UTF-16 index), when known. */
    offset) {
        super(`${source ? source + ': ' : ''}${detail}${pointer ? ` at ${pointer}` : ''}`);
        this.code = code;
        this.pointer = pointer;
        this.offset = offset;
        this.name = 'StrictJsonError';
    }
}
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_DEPTH = 64;
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
function parseStrict(input, options = {}) {
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
    const { source } = options;
    // A string's UTF-8 length is at most 3 bytes per UTF-16 unit: counted only when it matters.
    const size = typeof input !== 'string'
        ? input.byteLength
        : input.length * 3 <= maxBytes
            ? 0
            : Buffer.byteLength(input, 'utf8');
    if (size > maxBytes) {
        throw new StrictJsonError('too_large', '', `payload of ${size} bytes exceeds the limit of ${maxBytes}`, source);
    }
    let text;
    if (typeof input === 'string') {
        text = input;
    }
    else {
        try {
            text = utf8.decode(input);
        }
        catch {
            throw new StrictJsonError('invalid_utf8', '', 'payload is not valid UTF-8', source);
        }
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        // Let the slow parser say where; it throws for every text JSON.parse rejects.
        new SlowParser(text, maxDepth, source).parseDocument();
        throw new StrictJsonError('syntax', '', 'payload is not valid JSON', source);
    }
    const stats = { keys: 0 };
    const problem = checkValue(value, 0, maxDepth, stats);
    if (problem || !keyCountMatches(text, stats.keys)) {
        new SlowParser(text, maxDepth, source).parseDocument();
        // The slow parser found nothing the fast path objected to: a disagreement is a bug here.
        throw new StrictJsonError('syntax', '', 'payload failed the strict JSON checks', source);
    }
    return value;
}
/** Walks the parsed value; returns true when it is too deep or holds a lone surrogate. */
function checkValue(value, depth, maxDepth, stats) {
    if (typeof value === 'string')
        return !value.isWellFormed();
    if (value === null || typeof value !== 'object')
        return false;
    if (depth >= maxDepth)
        return true;
    // Index and for-in loops: Object.entries would allocate a pair per key on the hot path.
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
            if (checkValue(value[i], depth + 1, maxDepth, stats))
                return true;
        }
        return false;
    }
    const object = value;
    for (const key in object) {
        stats.keys++;
        if (!key.isWellFormed() || checkValue(object[key], depth + 1, maxDepth, stats))
            return true;
    }
    return false;
}
/**
 * True when the text holds no more keys than were parsed (so no key was a duplicate).
 * Every key in JSON text ends with `"`, optional whitespace and `:`; inside a string that
 * sequence needs an escaped quote, which is rare. So the count of colons preceded by
 * `"\s*` is an upper bound of the keys in the text, and equal to the parsed key count only
 * when there is no duplicate. When the cheap bound disagrees, an exact string-aware count
 * decides. (An indexOf loop: a regex would allocate a match per key of every payload.)
 */
function keyCountMatches(text, parsedKeys) {
    let upperBound = 0;
    for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
        let before = colon - 1;
        let c = text.charCodeAt(before);
        while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)
            c = text.charCodeAt(--before);
        if (c === 0x22)
            upperBound++;
    }
    return upperBound === parsedKeys || countKeysInText(text) === parsedKeys;
}
/** Counts object keys in valid JSON text: strings followed by a colon. Each match consumes a whole string. */
function countKeysInText(text) {
    const stringToken = /"[^"\\]*(?:\\.[^"\\]*)*"(\s*:)?/g;
    let keys = 0;
    for (let m = stringToken.exec(text); m !== null; m = stringToken.exec(text)) {
        if (m[1] !== undefined)
            keys++;
    }
    return keys;
}
function escapePointerToken(token) {
    return token.replace(/~/g, '~0').replace(/\//g, '~1');
}
/** A recursive-descent JSON parser that knows the JSON pointer of every value it reads. */
class SlowParser {
    text;
    maxDepth;
    source;
    pos = 0;
    constructor(text, maxDepth, source) {
        this.text = text;
        this.maxDepth = maxDepth;
        this.source = source;
    }
    parseDocument() {
        this.skipWhitespace();
        const value = this.parseValue('', 0);
        this.skipWhitespace();
        if (this.pos < this.text.length)
            this.fail('syntax', '', 'unexpected data after the JSON value');
        return value;
    }
    fail(code, pointer, detail) {
        throw new StrictJsonError(code, pointer, `${detail} (offset ${this.pos})`, this.source, this.pos);
    }
    skipWhitespace() {
        while (this.pos < this.text.length) {
            const c = this.text.charCodeAt(this.pos);
            if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09)
                break;
            this.pos++;
        }
    }
    parseValue(pointer, depth) {
        const c = this.text[this.pos];
        if (c === '{' || c === '[') {
            if (depth >= this.maxDepth)
                this.fail('too_deep', pointer, `nesting deeper than ${this.maxDepth}`);
            return c === '{' ? this.parseObject(pointer, depth) : this.parseArray(pointer, depth);
        }
        if (c === '"')
            return this.parseString(pointer);
        if (c === 't' || c === 'f' || c === 'n')
            return this.parseLiteral(pointer);
        if (c === '-' || (c !== undefined && c >= '0' && c <= '9'))
            return this.parseNumber(pointer);
        return this.fail('syntax', pointer, c === undefined ? 'unexpected end of input' : `unexpected character ${JSON.stringify(c)}`);
    }
    parseObject(pointer, depth) {
        const result = {};
        const seen = new Set();
        this.pos++;
        this.skipWhitespace();
        if (this.text[this.pos] === '}') {
            this.pos++;
            return result;
        }
        for (;;) {
            if (this.text[this.pos] !== '"')
                this.fail('syntax', pointer, 'expected a string key');
            const key = this.parseString(pointer);
            const child = `${pointer}/${escapePointerToken(key)}`;
            if (seen.has(key))
                this.fail('duplicate_key', child, `duplicate key ${JSON.stringify(key)}`);
            seen.add(key);
            this.skipWhitespace();
            if (this.text[this.pos] !== ':')
                this.fail('syntax', child, "expected ':'");
            this.pos++;
            this.skipWhitespace();
            Object.defineProperty(result, key, {
                value: this.parseValue(child, depth + 1),
                enumerable: true,
                writable: true,
                configurable: true,
            });
            this.skipWhitespace();
            const next = this.text[this.pos++];
            if (next === '}')
                return result;
            if (next !== ',')
                this.fail('syntax', pointer, "expected ',' or '}'");
            this.skipWhitespace();
        }
    }
    parseArray(pointer, depth) {
        const result = [];
        this.pos++;
        this.skipWhitespace();
        if (this.text[this.pos] === ']') {
            this.pos++;
            return result;
        }
        for (;;) {
            result.push(this.parseValue(`${pointer}/${result.length}`, depth + 1));
            this.skipWhitespace();
            const next = this.text[this.pos++];
            if (next === ']')
                return result;
            if (next !== ',')
                this.fail('syntax', pointer, "expected ',' or ']'");
            this.skipWhitespace();
        }
    }
    parseString(pointer) {
        const match = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
        match.lastIndex = this.pos;
        const m = match.exec(this.text);
        if (!m)
            this.fail('syntax', pointer, 'invalid string');
        this.pos = match.lastIndex;
        const value = JSON.parse(m[0]);
        if (!value.isWellFormed())
            this.fail('lone_surrogate', pointer, 'string holds a lone surrogate');
        return value;
    }
    parseLiteral(pointer) {
        for (const [word, value] of [
            ['true', true],
            ['false', false],
            ['null', null],
        ]) {
            if (this.text.startsWith(word, this.pos)) {
                this.pos += word.length;
                return value;
            }
        }
        return this.fail('syntax', pointer, 'invalid literal');
    }
    parseNumber(pointer) {
        const match = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
        match.lastIndex = this.pos;
        const m = match.exec(this.text);
        if (!m)
            this.fail('syntax', pointer, 'invalid number');
        this.pos = match.lastIndex;
        return Number(m[0]);
    }
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
;// CONCATENATED MODULE: ./src/canonical/canonical-record.ts
/**
 * Whether some JSON text is already the RFC 8785 canonical form of its value, read from
 * its bytes without parsing or serializing it: the fan-in proves a leg's articles
 * canonical this way, then keeps the leg's own bytes (and skips the strict-parse checks a
 * canonical record cannot fail).
 *
 * It recognizes a small grammar only: a flat record, `{` keys `}`, whose keys are ASCII
 * with no escape, in strictly increasing order, and whose values are strings, numbers,
 * `true`, `false`, `null` or arrays of those; no whitespace. Text in that grammar is
 * canonical exactly when each string is written as JSON.stringify writes it (escapes only
 * for `"`, `\` and control characters, the short ones where they exist, `\u00xx` in lower
 * case otherwise) and each number as ECMAScript writes it. True means canonical (and, the
 * keys strictly increasing, free of duplicate keys, two levels deep, no escaped surrogate);
 * false means "not proven" (another grammar, or not canonical), never "invalid".
 */
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
/** The escapes JSON.stringify writes after a backslash, besides `u`. */
const SHORT_ESCAPE = new Uint8Array(128);
for (const c of '"\\bfnrt')
    SHORT_ESCAPE[c.charCodeAt(0)] = 1;
/** Control characters that JSON.stringify writes as a short escape (not as \u00xx), to its letter. */
const SHORT_FORM = new Map([
    [0x08, 0x62], // \b
    [0x09, 0x74], // \t
    [0x0a, 0x6e], // \n
    [0x0c, 0x66], // \f
    [0x0d, 0x72], // \r
]);
const hexValue = (c) => c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
/** The end (after the closing quote) of a canonically written string at `i`, or -1. */
function canonicalString(bytes, i, end) {
    if (bytes[i] !== QUOTE)
        return -1;
    for (i++; i < end; i++) {
        const c = bytes[i];
        if (c === QUOTE)
            return i + 1;
        if (c < 0x20)
            return -1;
        if (c !== BACKSLASH)
            continue;
        const e = bytes[++i];
        if (e < 128 && SHORT_ESCAPE[e] === 1)
            continue;
        if (e !== 0x75 /* u */ || bytes[i + 1] !== 0x30 || bytes[i + 2] !== 0x30)
            return -1;
        const high = hexValue(bytes[i + 3]);
        const low = hexValue(bytes[i + 4]);
        if (high < 0 || high > 1 || low < 0)
            return -1;
        if (SHORT_FORM.has(high * 16 + low))
            return -1;
        i += 4;
    }
    return -1;
}
const isNumberByte = (c) => (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x45 || c === 0x65;
const isDigit = (c) => c !== undefined && c >= 0x30 && c <= 0x39;
/**
 * The end of a canonically written number at `i`, or -1. Plain decimals are decided from
 * their digits: with at most 15 significant digits a decimal is the only one of that
 * length that rounds to its double, so it is the shortest form ECMAScript prints, as long
 * as it has no superfluous zero and ECMAScript prints its magnitude without an exponent
 * (1e-6 <= |x|; at most 15 integer digits are far below 1e21). Anything else is decided
 * by printing the number.
 */
function canonicalNumber(bytes, i, end) {
    let j = i;
    const negative = bytes[j] === 0x2d;
    if (negative)
        j++;
    const zero = bytes[j] === 0x30;
    let significant = 0;
    if (zero)
        j++;
    else {
        const start = j;
        while (isDigit(bytes[j]))
            j++;
        significant = j - start;
        if (significant === 0)
            return -1;
    }
    if (bytes[j] === 0x2e) {
        const start = ++j;
        while (isDigit(bytes[j]))
            j++;
        if (j === start || bytes[j - 1] === 0x30)
            return -1; // no digit, or a trailing zero
        let leadingZeros = 0;
        if (zero)
            while (bytes[start + leadingZeros] === 0x30)
                leadingZeros++;
        if (zero && leadingZeros > 5)
            return printedNumber(bytes, i, end);
        significant += j - start - leadingZeros;
    }
    else if (zero && negative) {
        return -1; // -0 prints as 0
    }
    const next = bytes[j];
    if (next === 0x65 || next === 0x45 || significant > 15)
        return printedNumber(bytes, i, end);
    return j;
}
/** The end of the number token at `i` when ECMAScript prints its value as that token, or -1. */
function printedNumber(bytes, i, end) {
    let j = i;
    while (j < end && isNumberByte(bytes[j]))
        j++;
    if (j === i)
        return -1;
    const token = Buffer.from(bytes.buffer, bytes.byteOffset + i, j - i).toString('latin1');
    const value = Number(token);
    // JSON.stringify writes finite numbers as String does (and -0 as 0, which differs).
    return Number.isFinite(value) && String(value) === token ? j : -1;
}
const LITERALS = ['true', 'false', 'null'].map((w) => Buffer.from(w, 'latin1'));
/** The end of a canonical scalar (string, number, literal) at `i`, or -1. */
function canonicalScalar(bytes, i, end) {
    const c = bytes[i];
    if (c === QUOTE)
        return canonicalString(bytes, i, end);
    for (const word of LITERALS) {
        if (c === word[0] && word.every((b, k) => bytes[i + k] === b))
            return i + word.length;
    }
    return canonicalNumber(bytes, i, end);
}
/** The offset after the closing quote of a plain key at `i` (ASCII, no escape), or -1. */
function plainKeyEnd(bytes, i, limit) {
    if (bytes[i] !== QUOTE)
        return -1;
    for (let k = i + 1; k < limit; k++) {
        const c = bytes[k];
        if (c === QUOTE)
            return k + 1;
        if (c === BACKSLASH || c < 0x20 || c >= 0x80)
            return -1;
    }
    return -1;
}
/** Key a (at [aStart, aEnd)) sorts strictly before key b, both plain ASCII. */
function keyBefore(bytes, aStart, aEnd, bStart, bEnd) {
    const n = Math.min(aEnd - aStart, bEnd - bStart);
    for (let k = 0; k < n; k++) {
        const d = bytes[aStart + k] - bytes[bStart + k];
        if (d !== 0)
            return d < 0;
    }
    return aEnd - aStart < bEnd - bStart;
}
/**
 * True when bytes [start, end) are a flat record in canonical form (see the module
 * comment): then they are the RFC 8785 serialization of the value they parse to.
 */
function isCanonicalRecord(bytes, start, end) {
    return canonicalRecordEnd(bytes, start, end) === end;
}
/**
 * Where the flat record in canonical form starting at `start` ends (the offset after its
 * `}`), reading no further than `limit`; -1 when there is none.
 */
function canonicalRecordEnd(bytes, start, limit) {
    if (bytes[start] !== 0x7b)
        return -1;
    let i = start + 1;
    if (bytes[i] === 0x7d)
        return i + 1; // {}
    let previousKey = -1;
    let previousKeyEnd = -1;
    for (;;) {
        const keyEnd = plainKeyEnd(bytes, i, limit);
        if (keyEnd < 0)
            return -1;
        // The keys compare without their quotes.
        const keyStart = i + 1;
        if (previousKey >= 0 && !keyBefore(bytes, previousKey, previousKeyEnd, keyStart, keyEnd - 1)) {
            return -1;
        }
        previousKey = keyStart;
        previousKeyEnd = keyEnd - 1;
        i = keyEnd;
        if (bytes[i++] !== COLON)
            return -1;
        // A value: a scalar, or an array of scalars.
        if (bytes[i] === 0x5b) {
            i++;
            if (bytes[i] === 0x5d)
                i++;
            else {
                for (;;) {
                    i = canonicalScalar(bytes, i, limit);
                    if (i < 0)
                        return -1;
                    const c = bytes[i++];
                    if (c === 0x5d)
                        break;
                    if (c !== COMMA)
                        return -1;
                }
            }
        }
        else {
            i = canonicalScalar(bytes, i, limit);
            if (i < 0)
                return -1;
        }
        if (i >= limit)
            return -1;
        const c = bytes[i++];
        if (c === 0x7d)
            return i;
        if (c !== COMMA)
            return -1;
    }
}

;// CONCATENATED MODULE: ./src/canonical/enlarged.ts
/**
 * A Buffer of at least `size` bytes, and at least twice `buffer`'s length (so that writing
 * byte after byte grows it a logarithmic number of times), holding `buffer`'s first `keep`
 * bytes: the output buffers of the canonical rewrite and of the scalar recoder grow so.
 */
function enlarged(buffer, keep, size) {
    const grown = Buffer.alloc(Math.max(2 * buffer.length, size));
    buffer.copy(grown, 0, 0, keep);
    return grown;
}

;// CONCATENATED MODULE: ./src/canonical/scalar-recode.ts
/**
 * The canonical (RFC 8785) text of a JSON scalar written another way: a string with escapes
 * canonical JSON leaves out (`\/`, `\u00e9`, `\u0026`), or a number in another form (`1.0`,
 * `1E2`, `-0`). Writers do this every day (PHP escapes slashes and non-ASCII characters by
 * default, Go escapes `<`, `>` and `&`, Python escapes non-ASCII); the canonical rewrite
 * takes such scalars through here instead of giving up on the whole record.
 *
 * A string's canonical form is `JSON.stringify` of its value and a number's is `String` of
 * it: the serializations RFC 8785 takes from ECMAScript. An ASCII string is recoded byte by
 * byte (escapes decoded, then written again as JSON.stringify would); any other string goes
 * through `JSON.parse` and `JSON.stringify`. Both are held to canonicalJson by a property
 * test (scalar-recode.test.ts).
 */


const scalar_recode_QUOTE = 0x22;
const scalar_recode_BACKSLASH = 0x5c;
const scalar_recode_utf8 = new TextDecoder('utf-8', { fatal: true });
/** The character each escape letter stands for (`\/` included, which canonical JSON drops). */
const UNESCAPED = new Map([
    [scalar_recode_QUOTE, scalar_recode_QUOTE],
    [scalar_recode_BACKSLASH, scalar_recode_BACKSLASH],
    [0x2f, 0x2f],
    ...[...SHORT_FORM].map(([code, letter]) => [letter, code]),
]);
const HEX = '0123456789abcdef';
/** What #asciiString answers for a string with a byte of 0x80 or above. */
const NOT_ASCII = -2;
/**
 * Writes canonical texts of scalars one after another into `out`; `used` is where the next
 * goes (the caller resets it).
 */
class ScalarRecoder {
    out = Buffer.alloc(256);
    used = 0;
    /**
     * Writes the canonical text of the scalar at `i` (a JSON string or number ending before
     * `limit`) and returns the offset after it in `bytes`; -1 (nothing written) when there is
     * none, when the strict parse would refuse its value (a string holding a lone surrogate)
     * or when canonical JSON has no form for it (a number too large for a double).
     */
    recode(bytes, i, limit) {
        const start = this.used;
        const end = bytes[i] === scalar_recode_QUOTE ? this.#string(bytes, i, limit) : this.#number(bytes, i, limit);
        if (end < 0)
            this.used = start;
        return end;
    }
    #string(bytes, i, limit) {
        const end = this.#asciiString(bytes, i, limit);
        if (end !== NOT_ASCII)
            return end;
        const stringEnd = jsonStringEnd(bytes, i, limit);
        return stringEnd < 0 ? -1 : this.#anyString(bytes, i, stringEnd);
    }
    /**
     * An ASCII string recoded byte by byte, in the pass that finds its end: its end, or -1 when
     * it is not valid (a lone surrogate, an unknown escape, a raw control character, no closing
     * quote before `limit`), or NOT_ASCII (the general path decides).
     */
    #asciiString(bytes, i, limit) {
        let out = this.out;
        let at = this.used;
        out[at++] = scalar_recode_QUOTE;
        for (let k = i + 1; k < limit; k++) {
            // Room for the longest a character is written (a \u00xx escape, six bytes).
            if (at + 8 > out.length)
                out = this.#grow(at);
            let c = bytes[k];
            if (c === scalar_recode_QUOTE) {
                out[at++] = scalar_recode_QUOTE;
                this.used = at;
                return k + 1;
            }
            if (c >= 0x80)
                return NOT_ASCII;
            if (c < 0x20)
                return -1;
            if (c === scalar_recode_BACKSLASH) {
                const e = bytes[++k];
                if (e === 0x75) {
                    const unit = k + 4 < limit ? hexUnit(bytes, k + 1) : -1;
                    if (unit < 0)
                        return -1;
                    k += 4;
                    if (unit >= 0xd800 && unit <= 0xdfff) {
                        const pair = k + 6 < limit && bytes[k + 1] === scalar_recode_BACKSLASH && bytes[k + 2] === 0x75;
                        const low = pair ? hexUnit(bytes, k + 3) : -1;
                        if (unit > 0xdbff || low < 0xdc00 || low > 0xdfff)
                            return -1;
                        k += 6;
                        at = writeUtf8(out, at, 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00));
                        continue;
                    }
                    if (unit >= 0x80) {
                        at = writeUtf8(out, at, unit);
                        continue;
                    }
                    c = unit;
                }
                else {
                    const unescaped = e === undefined || k >= limit ? undefined : UNESCAPED.get(e);
                    if (unescaped === undefined)
                        return -1;
                    c = unescaped;
                }
            }
            at = writeAsciiEscaped(out, at, c);
        }
        return -1;
    }
    /** Any string: through JSON.parse and JSON.stringify (invalid UTF-8 or escapes refused). */
    #anyString(bytes, i, end) {
        let value;
        try {
            value = JSON.parse(scalar_recode_utf8.decode(bytes.subarray(i, end)));
        }
        catch {
            return -1; // an invalid escape or invalid UTF-8: the strict parse says which
        }
        if (typeof value !== 'string' || !value.isWellFormed())
            return -1;
        const text = JSON.stringify(value);
        this.#reserve(3 * text.length);
        this.used += this.out.write(text, this.used, 'utf8');
        return end;
    }
    #number(bytes, i, limit) {
        const end = jsonNumberEnd(bytes, i);
        if (end < 0 || end > limit)
            return -1;
        const value = Number(Buffer.from(bytes.buffer, bytes.byteOffset + i, end - i).toString('latin1'));
        if (!Number.isFinite(value))
            return -1;
        const text = String(value);
        this.#reserve(text.length);
        this.used += this.out.write(text, this.used, 'latin1');
        return end;
    }
    #reserve(bytes) {
        if (this.used + bytes > this.out.length)
            this.#grow(this.used, bytes);
    }
    /** A larger output, with its first `keep` bytes kept and room for `more`; returns it. */
    #grow(keep, more = 8) {
        this.out = enlarged(this.out, keep, keep + more);
        return this.out;
    }
}
/** An ASCII character (a code below 0x80) as JSON.stringify writes it inside a string. */
function writeAsciiEscaped(out, at, c) {
    if (c === scalar_recode_QUOTE || c === scalar_recode_BACKSLASH) {
        out[at++] = scalar_recode_BACKSLASH;
        out[at++] = c;
    }
    else if (c < 0x20) {
        out[at++] = scalar_recode_BACKSLASH;
        const short = SHORT_FORM.get(c);
        if (short !== undefined)
            out[at++] = short;
        else {
            out.set([0x75, 0x30, 0x30, HEX.charCodeAt(c >> 4), HEX.charCodeAt(c & 15)], at);
            at += 5;
        }
    }
    else {
        out[at++] = c;
    }
    return at;
}
/** Code point `cp` (0x80 or above, not a surrogate) as UTF-8. */
function writeUtf8(out, at, cp) {
    if (cp < 0x800) {
        out[at++] = 0xc0 | (cp >> 6);
    }
    else if (cp < 0x10000) {
        out[at++] = 0xe0 | (cp >> 12);
        out[at++] = 0x80 | ((cp >> 6) & 0x3f);
    }
    else {
        out[at++] = 0xf0 | (cp >> 18);
        out[at++] = 0x80 | ((cp >> 12) & 0x3f);
        out[at++] = 0x80 | ((cp >> 6) & 0x3f);
    }
    out[at++] = 0x80 | (cp & 0x3f);
    return at;
}
/** The code unit of the four hex digits at `i`, or -1. */
function hexUnit(bytes, i) {
    let unit = 0;
    for (let k = i; k < i + 4; k++) {
        const c = bytes[k];
        const digit = c >= 0x30 && c <= 0x39
            ? c - 0x30
            : (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66
                ? (c | 0x20) - 0x57
                : -1;
        if (digit < 0)
            return -1;
        unit = unit * 16 + digit;
    }
    return unit;
}
/** The offset after the closing quote of the string opening at `i` (raw control characters refused), or -1. */
function jsonStringEnd(bytes, i, limit) {
    for (let k = i + 1; k < limit; k++) {
        const c = bytes[k];
        if (c === scalar_recode_BACKSLASH)
            k++;
        else if (c === scalar_recode_QUOTE)
            return k + 1;
        else if (c < 0x20)
            return -1;
    }
    return -1;
}
/** The end of the JSON number (RFC 8259 grammar) at `i`, or -1. */
function jsonNumberEnd(bytes, i) {
    let k = i;
    if (bytes[k] === 0x2d)
        k++;
    if (bytes[k] === 0x30)
        k++;
    else if (isDigit(bytes[k]))
        while (isDigit(bytes[k]))
            k++;
    else
        return -1;
    if (bytes[k] === 0x2e) {
        if (!isDigit(bytes[++k]))
            return -1;
        while (isDigit(bytes[k]))
            k++;
    }
    if (bytes[k] === 0x65 || bytes[k] === 0x45) {
        k++;
        if (bytes[k] === 0x2b || bytes[k] === 0x2d)
            k++;
        if (!isDigit(bytes[k]))
            return -1;
        while (isDigit(bytes[k]))
            k++;
    }
    return k;
}

;// CONCATENATED MODULE: ./src/canonical/canonical-rewrite.ts
/**
 * The canonical form of a flat record written some other way (indented, keys in another
 * order, scalars escaped or numbers written otherwise), produced from its bytes without
 * parsing the record: the fan-in rewrites the articles of another writer's leg this way
 * instead of parsing them and serializing them again. Where it cannot, it says so, and the
 * caller takes the general path.
 *
 * It reads the grammar of canonical-record.ts with JSON whitespace allowed between tokens
 * and the keys in any order: `{` keys `}`, keys ASCII with no escape and all distinct,
 * values strings, numbers, `true`, `false`, `null` or arrays of those. A scalar already
 * written canonically (canonicalScalar) is copied as it is; any other is replaced by its
 * canonical text (scalar-recode.ts). Such a text is valid JSON, and its canonical form is
 * its members sorted by key with those scalars and no whitespace. A rewrite of a text in
 * that grammar is the RFC 8785 form of the value it parses to; -1 means "not in the
 * grammar", never "invalid" (a property test, canonical-rewrite.test.ts).
 */



const canonical_rewrite_COMMA = 0x2c;
const canonical_rewrite_COLON = 0x3a;
const isSpace = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
/** Members a record may have before the rewrite gives up (articles have seven). */
const MAX_MEMBERS = 32;
/**
 * Rewrites records into one growing output, joined by commas (the body of a JSON array).
 * A first pass checks the record and notes where each member's key and value are; the
 * record is then copied to the output with its members in key order, whitespace left out.
 */
class CanonicalRewriter {
    /** Where each record written starts and ends in the output. */
    starts = [];
    ends = [];
    #out;
    #used = 0;
    #keyStart = new Uint32Array(MAX_MEMBERS);
    #keyEnd = new Uint32Array(MAX_MEMBERS);
    /**
     * Member m's value: the scalars [#tokensFrom[m], #tokensTo[m]) of #tokens (pairs of
     * offsets, start and end), one for a scalar value, each element's for an array.
     */
    #tokensFrom = new Uint32Array(MAX_MEMBERS);
    #tokensTo = new Uint32Array(MAX_MEMBERS);
    #isArray = new Uint8Array(MAX_MEMBERS);
    #tokens = new Uint32Array(64);
    /** Per token, 1 when its text is in the recoder's output, 0 when in the record's bytes. */
    #tokenRecoded = new Uint8Array(32);
    #tokenCount = 0;
    /** Canonical texts of the record's scalars that were written another way. */
    #recoder = new ScalarRecoder();
    #order = new Uint8Array(MAX_MEMBERS);
    /** Where the record #read last read ends. */
    #recordEnd = 0;
    constructor(capacity) {
        this.#out = Buffer.alloc(capacity);
    }
    /**
     * Rewrites the record at `start` (reading no further than `limit`) to the end of the
     * output, after a comma unless it is the first; returns the offset after its `}` in
     * `bytes`, or -1 (the output then unchanged).
     */
    rewrite(bytes, start, limit) {
        const members = this.#read(bytes, start, limit);
        if (members < 0)
            return -1;
        const end = this.#recordEnd;
        if (!this.#sortKeys(bytes, members))
            return -1;
        this.#emit(bytes, members, end - start);
        return end;
    }
    /**
     * Appends bytes [start, end) of `bytes`, a record already canonical, after a comma unless
     * it is the first; returns `end`.
     */
    append(bytes, start, end) {
        this.#reserve(end - start + 1);
        this.#begin();
        this.#copy(bytes, start, end);
        this.ends.push(this.#used);
        return end;
    }
    /** The rewritten records so far, joined by commas. */
    bytes() {
        return this.#out.subarray(0, this.#used);
    }
    /** Starts a record: the comma before it unless it is the first, and where it starts. */
    #begin() {
        if (this.#used > 0)
            this.#out[this.#used++] = canonical_rewrite_COMMA;
        this.starts.push(this.#used);
    }
    /**
     * Checks the record at `start` and notes its members' places; returns how many it has,
     * or -1 (and where it ends in #recordEnd).
     */
    #read(bytes, start, limit) {
        if (bytes[start] !== 0x7b)
            return -1;
        this.#tokenCount = 0;
        this.#recoder.used = 0;
        let i = skipSpace(bytes, start + 1, limit);
        let members = 0;
        if (bytes[i] !== 0x7d) {
            for (;;) {
                if (members === MAX_MEMBERS)
                    return -1;
                const keyEnd = plainKeyEnd(bytes, i, limit);
                if (keyEnd < 0)
                    return -1;
                this.#keyStart[members] = i;
                this.#keyEnd[members] = keyEnd;
                i = skipSpace(bytes, keyEnd, limit);
                if (bytes[i] !== canonical_rewrite_COLON)
                    return -1;
                i = skipSpace(bytes, i + 1, limit);
                i = this.#readValue(bytes, i, limit, members++);
                if (i < 0)
                    return -1;
                i = skipSpace(bytes, i, limit);
                if (bytes[i] === 0x7d)
                    break;
                if (bytes[i] !== canonical_rewrite_COMMA)
                    return -1;
                i = skipSpace(bytes, i + 1, limit);
            }
        }
        if (i >= limit)
            return -1;
        this.#recordEnd = i + 1;
        return members;
    }
    /** The end of member `m`'s value at `i`, a scalar or an array of scalars, or -1. */
    #readValue(bytes, i, limit, m) {
        this.#tokensFrom[m] = this.#tokenCount;
        this.#isArray[m] = bytes[i] === 0x5b ? 1 : 0;
        if (!this.#isArray[m]) {
            const end = this.#scalar(bytes, i, limit);
            this.#tokensTo[m] = this.#tokenCount;
            return end;
        }
        i = skipSpace(bytes, i + 1, limit);
        if (bytes[i] !== 0x5d) {
            for (;;) {
                const end = this.#scalar(bytes, i, limit);
                if (end < 0)
                    return -1;
                i = skipSpace(bytes, end, limit);
                if (bytes[i] === 0x5d)
                    break;
                if (bytes[i] !== canonical_rewrite_COMMA)
                    return -1;
                i = skipSpace(bytes, i + 1, limit);
            }
        }
        this.#tokensTo[m] = this.#tokenCount;
        return i >= limit ? -1 : i + 1;
    }
    /**
     * Notes the scalar at `i`: its own text when canonical, else its canonical text recoded
     * (an escape or a number form canonical JSON does not use). Its end, or -1.
     */
    #scalar(bytes, i, limit) {
        const end = canonicalScalar(bytes, i, limit);
        if (end > 0 && end <= limit) {
            this.#token(i, end, 0);
            return end;
        }
        const at = this.#recoder.used;
        const recodedEnd = this.#recoder.recode(bytes, i, limit);
        if (recodedEnd < 0)
            return -1;
        this.#token(at, this.#recoder.used, 1);
        return recodedEnd;
    }
    /** Notes a scalar's text: [start, end) of the record's bytes, or of the recoder's output. */
    #token(start, end, recoded) {
        if (2 * this.#tokenCount + 2 > this.#tokens.length) {
            const grown = new Uint32Array(2 * this.#tokens.length);
            grown.set(this.#tokens);
            this.#tokens = grown;
            const flags = new Uint8Array(this.#tokens.length / 2);
            flags.set(this.#tokenRecoded);
            this.#tokenRecoded = flags;
        }
        this.#tokens[2 * this.#tokenCount] = start;
        this.#tokens[2 * this.#tokenCount + 1] = end;
        this.#tokenRecoded[this.#tokenCount] = recoded;
        this.#tokenCount++;
    }
    /** Orders the members by key (insertion sort: a handful); false when two keys are equal. */
    #sortKeys(bytes, members) {
        const order = this.#order;
        // The keys' texts without their quotes.
        const before = (a, b) => keyBefore(bytes, this.#keyStart[a] + 1, this.#keyEnd[a] - 1, this.#keyStart[b] + 1, this.#keyEnd[b] - 1);
        for (let m = 0; m < members; m++) {
            let k = m;
            for (; k > 0 && before(m, order[k - 1]); k--)
                order[k] = order[k - 1];
            // Not before the one now ahead of it: equal unless that one is before it.
            if (k > 0 && !before(order[k - 1], m))
                return false;
            order[k] = m;
        }
        return true;
    }
    /** Writes `,` (unless first) `{` members in key order `}` to the output. */
    #emit(bytes, members, size) {
        // No longer than the record's text and its recoded scalars, with the comma before.
        this.#reserve(size + 1 + this.#recoder.used);
        this.#begin();
        const out = this.#out;
        out[this.#used++] = 0x7b;
        for (let k = 0; k < members; k++) {
            const m = this.#order[k];
            if (k > 0)
                out[this.#used++] = canonical_rewrite_COMMA;
            this.#copy(bytes, this.#keyStart[m], this.#keyEnd[m]);
            out[this.#used++] = canonical_rewrite_COLON;
            if (this.#isArray[m])
                this.#copyArray(bytes, m);
            else
                this.#copyToken(bytes, this.#tokensFrom[m]);
        }
        out[this.#used++] = 0x7d;
        this.ends.push(this.#used);
    }
    /** Copies bytes [from, to) to the output: short runs by a loop (no view to allocate). */
    #copy(bytes, from, to) {
        const out = this.#out;
        if (to - from > 32) {
            out.set(bytes.subarray(from, to), this.#used);
            this.#used += to - from;
            return;
        }
        let used = this.#used;
        for (let i = from; i < to; i++)
            out[used++] = bytes[i];
        this.#used = used;
    }
    /** Copies member `m`'s array, its elements joined by commas (no whitespace). */
    #copyArray(bytes, m) {
        const [from, to] = [this.#tokensFrom[m], this.#tokensTo[m]];
        this.#out[this.#used++] = 0x5b;
        for (let t = from; t < to; t++) {
            if (t > from)
                this.#out[this.#used++] = canonical_rewrite_COMMA;
            this.#copyToken(bytes, t);
        }
        this.#out[this.#used++] = 0x5d;
    }
    /** Copies token `t`'s text, from the record's bytes or from the recoder's output. */
    #copyToken(bytes, t) {
        const source = this.#tokenRecoded[t] ? this.#recoder.out : bytes;
        this.#copy(source, this.#tokens[2 * t], this.#tokens[2 * t + 1]);
    }
    #reserve(bytes) {
        if (this.#used + bytes > this.#out.length) {
            this.#out = enlarged(this.#out, this.#used, this.#used + bytes);
        }
    }
}
function skipSpace(bytes, i, limit) {
    while (i < limit && isSpace(bytes[i]))
        i++;
    return i;
}

;// CONCATENATED MODULE: ./src/canonical/split-parse.ts
/**
 * Strict parsing of a JSON object whose bulk is one array member (the articles of an RSS
 * leg), element by element.
 *
 * Why: a V8 string above ~128 KiB is a large object with pages of its own, mapped and
 * unmapped for every payload; decoding a leg of a few hundred KB as one string costs more
 * than parsing it (and threads decoding at once contend for the mappings). Elements are
 * small strings; they are also each element's exact text, which the fan-in compares with
 * the canonical form to reuse the leg's bytes instead of encoding the articles again.
 *
 * What it guarantees: the value is exactly what parseStrict gives for the whole payload.
 * A structural scan finds the array of the top-level key and the byte range of each
 * element, checking the separators between elements; the rest of the document (the
 * "envelope", the array left empty) and each element then go through parseStrict. The
 * whole is valid JSON with no duplicate key exactly when the envelope and every element
 * are and the separators are. Anything the scan does not expect (no such key, a key
 * written with escapes, scalars in the array, a second such key, invalid UTF-8) and any
 * strict-parse error of a piece falls back to parseStrict of the whole payload, which
 * gives the verdict and the exact error.
 */




/** Canonical elements parsed in one JSON.parse: strings above ~128 KiB cost a mapping each (256 KiB runs parse at half the speed). */
const RUN_BYTES = 32 * 1024;
const split_parse_QUOTE = 0x22;
const split_parse_BACKSLASH = 0x5c;
const split_parse_isSpace = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
/**
 * Finds the array under top-level key `key` and its elements (objects or arrays), or null.
 * The scan tracks strings (escapes included) and nesting; it does not validate JSON (the
 * parses of the pieces do), but it does check what lies between elements.
 */
function scan(bytes, key, rewrite) {
    const n = bytes.length;
    let depth = 0;
    let keyStart = -1; // the last string read where a top-level key is expected
    let keyEnd = -1;
    let expectKey = false;
    let inArray = false;
    let expectElement = false; // inside the array: an element (or `]` right after `[`) is next
    let found = null;
    for (let i = 0; i < n; i++) {
        const c = bytes[i];
        if (c === split_parse_QUOTE) {
            const start = i;
            i = stringEnd(bytes, i);
            if (i < 0)
                return null;
            if (depth === 1 && expectKey) {
                keyStart = start + 1;
                keyEnd = i;
            }
            else if (inArray && depth === 2) {
                return null; // a string element
            }
            continue;
        }
        if (c === 0x7b && inArray && depth === 2 && expectElement) {
            // Most elements are flat records, canonical or written another way: read at once,
            // they need no generic scan.
            const end = flatRecordEnd(found, bytes, i);
            if (end > 0) {
                expectElement = false;
                i = end - 1;
                continue;
            }
        }
        if (c === 0x7b || c === 0x5b) {
            depth++;
            if (depth === 1) {
                if (c !== 0x7b)
                    return null;
                expectKey = true;
            }
            else if (depth === 2 && !expectKey && c === 0x5b && isKey(bytes, keyStart, keyEnd, key)) {
                if (found)
                    return null; // the key twice: the whole parse says which is a duplicate
                found = {
                    open: i,
                    close: -1,
                    starts: [],
                    ends: [],
                    canonical: [],
                    rewrite: rewrite ? undefined : null,
                };
                inArray = true;
                expectElement = true;
            }
            else if (depth === 3 && inArray) {
                if (!expectElement)
                    return null;
                // Another element: only its end matters here (its pieces' parse checks the rest).
                const end = elementEnd(bytes, i);
                if (end < 0)
                    return null;
                found.rewrite = null;
                found.starts.push(i);
                found.ends.push(end);
                found.canonical.push(false);
                expectElement = false;
                depth = 2;
                i = end - 1;
            }
            continue;
        }
        if (c === 0x7d || c === 0x5d) {
            if (inArray && depth === 2) {
                // `]` right after `[` or after an element; not after a comma.
                if (expectElement && found.starts.length > 0)
                    return null;
                found.close = i;
                inArray = false;
            }
            depth--;
            if (depth < 0)
                return null;
            continue;
        }
        if (inArray && depth === 2) {
            if (c === 0x2c && !expectElement)
                expectElement = true;
            else if (!split_parse_isSpace(c))
                return null; // a scalar element, or a misplaced separator
            continue;
        }
        if (depth === 1) {
            if (c === 0x3a)
                expectKey = false;
            else if (c === 0x2c)
                expectKey = true;
        }
    }
    return found && found.close >= 0 ? found : null;
}
/**
 * Reads the flat record at `at` into the scan when it is canonical or can be rewritten so
 * (canonical-rewrite.ts); returns its end, or -1 (the generic scan reads it). The first
 * record that is not canonical starts the rewritten texts (the records before it copied
 * there); a record that can be neither, or any other element, ends them: the texts the
 * fan-in reuses come from one place, the payload or the rewrite.
 */
function flatRecordEnd(found, bytes, at) {
    const canonicalEnd = canonicalRecordEnd(bytes, at, bytes.length);
    if (canonicalEnd < 0 && found.rewrite === undefined)
        found.rewrite = startRewrite(found, bytes);
    let end = canonicalEnd;
    const rewriter = found.rewrite;
    if (rewriter) {
        end =
            canonicalEnd > 0
                ? rewriter.append(bytes, at, canonicalEnd)
                : rewriter.rewrite(bytes, at, bytes.length);
        if (end < 0)
            found.rewrite = null;
    }
    if (end < 0)
        return -1;
    found.starts.push(at);
    found.ends.push(end);
    found.canonical.push(canonicalEnd > 0);
    return end;
}
/** The rewritten texts, starting with copies of the (canonical) elements read so far. */
function startRewrite(found, bytes) {
    const rewriter = new CanonicalRewriter(bytes.length - found.open);
    found.starts.forEach((start, k) => rewriter.append(bytes, start, found.ends[k]));
    return rewriter;
}
/**
 * The offset of the quote that closes the string opening at `open`, or -1. A quote closes
 * the string when an even number of backslashes precedes it (each pair is an escaped
 * backslash); found with indexOf, which is native, rather than byte by byte.
 */
function stringEnd(bytes, open) {
    for (let from = open + 1;;) {
        const quote = bytes.indexOf(split_parse_QUOTE, from);
        if (quote < 0)
            return -1;
        let k = quote - 1;
        while (bytes[k] === split_parse_BACKSLASH)
            k--; // stops at the opening quote at the latest
        if ((quote - 1 - k) % 2 === 0)
            return quote;
        from = quote + 1;
    }
}
/**
 * The offset just past the object or array opening at `open` (nesting counted, strings
 * skipped), or -1 when the input ends first. Brackets are not matched by kind: the parse
 * of the element decides whether it is JSON.
 */
function elementEnd(bytes, open) {
    let depth = 0;
    const n = bytes.length;
    for (let i = open; i < n; i++) {
        const c = bytes[i];
        if (c === split_parse_QUOTE) {
            i = stringEnd(bytes, i);
            if (i < 0)
                return -1;
        }
        else if (c === 0x7b || c === 0x5b)
            depth++;
        else if ((c === 0x7d || c === 0x5d) && --depth === 0)
            return i + 1;
    }
    return -1;
}
function isKey(bytes, start, end, key) {
    if (start < 0 || end - start !== key.length)
        return false;
    for (let k = 0; k < key.length; k++)
        if (bytes[start + k] !== key[k])
            return false;
    return true;
}
/** The elements as the rewrite holds them: every one canonical. */
function rewrittenElements(rewriter) {
    const { starts, ends } = rewriter;
    return { starts, ends, canonical: starts.map(() => true), rewritten: rewriter.bytes() };
}
/** JSON.parse of text isCanonicalRecord accepted (in an array); a refusal is a strict-parse error. */
function parseCanonical(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        throw new StrictJsonError('syntax', '', 'not JSON');
    }
}
/**
 * parseStrict(bytes, options), computed piecewise around the array under top-level key
 * `key` when the payload allows it (then with the elements' texts and byte ranges).
 */
function parseStrictSplitting(bytes, key, options = {}) {
    const whole = () => ({ value: parseStrict(bytes, options) });
    const maxBytes = options.maxBytes;
    // ASCII is valid UTF-8 (and decodes as latin1 with no transcoding): one pass for most legs.
    const ascii = (0,external_node_buffer_.isAscii)(bytes);
    if ((maxBytes !== undefined && bytes.byteLength > maxBytes) || !(ascii || (0,external_node_buffer_.isUtf8)(bytes))) {
        return whole();
    }
    const maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
    // A canonical flat record (two levels deep at most, below the elements' two) cannot fail
    // the strict checks: JSON.parse alone reads it, and reads a run of them at once (the
    // bytes between two elements are a checked separator), in pieces of about 32 KiB. Under a
    // tighter depth limit no element is read so, and none is worth rewriting.
    const flat = maxDepth > 3;
    const found = scan(bytes, Buffer.from(key, 'utf8'), flat);
    if (!found)
        return whole();
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const encoding = ascii ? 'latin1' : 'utf8';
    const piece = { ...options, maxBytes: Infinity };
    try {
        const envelope = parseStrict(buffer.toString(encoding, 0, found.open + 1) +
            buffer.toString(encoding, found.close, buffer.length), piece);
        // Elements sit two levels down (object, array), one level below a run's array: the same
        // depth limit, counted from them.
        const runOptions = { ...piece, maxDepth: maxDepth - 1 };
        const rewriter = found.rewrite;
        const elements = rewriter ? rewrittenElements(rewriter) : undefined;
        const source = rewriter ? rewriter.bytes() : buffer;
        // A rewrite turns escapes into UTF-8 (`\u00e9` into two bytes): an ASCII payload, as
        // json_encode or ensure_ascii write one, need not give ASCII canonical texts.
        const sourceEncoding = source === buffer || (0,external_node_buffer_.isAscii)(source) ? encoding : 'utf8';
        const { starts, ends } = elements ?? found;
        const canonical = elements?.canonical ?? found.canonical.map((c) => c && flat);
        const decode = (start, end) => source.toString(sourceEncoding, start, end);
        const values = [];
        for (let i = 0; i < starts.length;) {
            let j = i + 1;
            while (j < starts.length &&
                canonical[j] === canonical[i] &&
                ends[j] - starts[i] < RUN_BYTES) {
                j++;
            }
            // The run's text is its elements with the checked separators between them.
            const text = `[${decode(starts[i], ends[j - 1])}]`;
            // Other elements: one strict parse per run, an array level above the elements (the
            // strict checks of a run are those of its elements: key counts add up, and a string
            // or a depth the checks refuse is refused in either).
            const run = canonical[i] ? parseCanonical(text) : parseStrict(text, runOptions);
            if (!Array.isArray(run) || run.length !== j - i) {
                throw new StrictJsonError('syntax', '', 'a run of elements did not parse as such');
            }
            for (const value of run)
                values.push(value);
            i = j;
        }
        envelope[key] = values;
        return { value: envelope, elements: elements ?? { starts, ends, canonical } };
    }
    catch (error) {
        // The whole payload's parse names the problem with its pointer in the whole payload.
        if (error instanceof StrictJsonError)
            return whole();
        throw error;
    }
}

// EXTERNAL MODULE: ./src/canonical/write.ts
var write = __nccwpck_require__(75001);
;// CONCATENATED MODULE: ./src/canonical/index.ts






/***/ }),

/***/ 75001:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   hN: () => (/* binding */ prepareFileAtomic)
/* harmony export */ });
/* unused harmony export EARLY_SYNC_BYTES */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_2__);



/**
 * Writes a file so that readers see either the old bytes or all of the new ones:
 * write a temporary file beside it, flush it to disk, then rename over the target.
 * A crash mid-write leaves at most a stray temporary file, never half a canonical output;
 * a failure (of the disk, or of `data`) removes the temporary file.
 * `data` may be a sequence of byte chunks, so a large output is never held as one string;
 * the next chunk is taken while the previous one is being written (so producing a chunk
 * overlaps writing one), and a chunk must stay unchanged until the one after it is taken.
 */
async function writeFileAtomic(path, data) {
    await (await prepareFileAtomic(path, data)).commit();
}
/**
 * writeFileAtomic up to the rename: several files can be prepared, then either all put in
 * place or all discarded.
 */
async function prepareFileAtomic(path, data) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true });
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, `.${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(6).toString('hex')}.tmp`);
    const discard = () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(temp, { force: true });
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(temp, 'wx', 0o644);
    try {
        try {
            if (typeof data === 'string' || data instanceof Uint8Array) {
                await handle.writeFile(data);
            }
            else {
                await writeChunks(handle, data);
            }
            await handle.sync();
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        await discard();
        throw error;
    }
    return {
        discard,
        commit: async () => {
            try {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temp, path);
            }
            catch (error) {
                await discard();
                throw error;
            }
        },
    };
}
/**
 * Bytes written between two flushes started while writing: the disk takes them while the
 * next chunks are produced, so that the sync at the end waits for the last few only (one
 * sync of a file of hundreds of MB at the end waits as long as writing it took).
 */
const EARLY_SYNC_BYTES = 16 * 1024 * 1024;
/**
 * Writes the chunks one after the other, taking the next while one is written, and starts
 * a flush of what was written every EARLY_SYNC_BYTES (at most one at a time). The caller's
 * sync after this one still decides durability; these only move the disk's work earlier.
 */
async function writeChunks(handle, chunks) {
    let writing = Promise.resolve();
    let flushing = Promise.resolve();
    let position = 0;
    let unflushed = 0;
    try {
        for (const chunk of chunks) {
            await writing;
            if (unflushed >= EARLY_SYNC_BYTES) {
                await flushing;
                flushing = handle.datasync();
                unflushed = 0;
            }
            writing = writeAll(handle, chunk, position);
            position += chunk.length;
            unflushed += chunk.length;
        }
    }
    catch (error) {
        // `chunks` failed: the write and flush in flight must end before the file is closed and
        // removed. Their own failures, if any, matter less than the one that stopped the output.
        await Promise.allSettled([writing, flushing]);
        throw error;
    }
    await Promise.all([writing, flushing]);
}
/** Writes all of `chunk` at `position` (write() may write less than asked). */
async function writeAll(handle, chunk, position) {
    for (let done = 0; done < chunk.length;) {
        done += (await handle.write(chunk, done, chunk.length - done, position + done)).bytesWritten;
    }
}


/***/ }),

/***/ 12957:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _fanin_leg_checkers_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6583);
// Bundle entry of dist/cli/index.js. The same bundle, started again in worker threads,
// validates the legs of `squadscope fan-in`; the command line itself is imported on the
// main thread only, so a worker loads little.

if (!(0,_fanin_leg_checkers_js__WEBPACK_IMPORTED_MODULE_0__/* .serveLegChecks */ .fn)()) {
    // A reader that stops early (`squadscope … | head`) closes the pipe: what is left to print
    // has nowhere to go, which is no failure of the command. It runs to its end, with its own
    // exit status; any other error of the output stream is thrown as before.
    process.stdout.on('error', (error) => {
        if (error.code !== 'EPIPE')
            throw error;
    });
    const { cli } = await Promise.all(/* import() */[__nccwpck_require__.e(659), __nccwpck_require__.e(569), __nccwpck_require__.e(333)]).then(__nccwpck_require__.bind(__nccwpck_require__, 20333));
    process.exitCode = await cli(process.argv.slice(2), {
        stdout: (text) => process.stdout.write(text),
        stderr: (text) => process.stderr.write(text),
        env: process.env,
        legWorkerScript: new URL(import.meta.url),
    });
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 24879:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ fullFormats)
/* harmony export */ });
/* harmony import */ var ajv_formats_dist_formats_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(10779);
/**
 * ajv-formats' full formats: those the precompiled validators (generated/validators.ts)
 * check `format` with, and those the fan-in's fast article check must agree with.
 * The module is CommonJS: under Node's ESM interop its exports sit on `.default`, in an
 * ncc bundle on the namespace itself.
 */

const fullFormats = ajv_formats_dist_formats_js__WEBPACK_IMPORTED_MODULE_0__.fullFormats ??
    ajv_formats_dist_formats_js__WEBPACK_IMPORTED_MODULE_0__["default"].fullFormats;


/***/ }),

/***/ 30987:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  pP: () => (/* reexport */ assertValid),
  tf: () => (/* reexport */ validate)
});

// UNUSED EXPORTS: ContractError

// NAMESPACE OBJECT: ./src/contracts/generated/validators.ts
var validators_namespaceObject = {};
__nccwpck_require__.r(validators_namespaceObject);
__nccwpck_require__.d(validators_namespaceObject, {
  external_news_v2: () => (external_news_v2),
  fan_in_diagnostics_v1: () => (fan_in_diagnostics_v1),
  fan_plan_v1: () => (fan_plan_v1),
  github_raw_v2: () => (github_raw_v2),
  github_shard_v1: () => (github_shard_v1),
  leg_metrics_v1: () => (leg_metrics_v1),
  rss_partial_v1: () => (rss_partial_v1),
  rss_source_v2: () => (rss_source_v2),
  run_context_v1: () => (run_context_v1),
  run_metrics_v1: () => (run_metrics_v1),
  scrape_state_v1: () => (scrape_state_v1),
  source_config_v1: () => (source_config_v1),
  star_snapshot_v1: () => (star_snapshot_v1),
  topic_config_v1: () => (topic_config_v1)
});

// EXTERNAL MODULE: ./src/contracts/formats.ts
var formats = __nccwpck_require__(24879);
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/ucs2length.js
var ucs2length = __nccwpck_require__(36214);
;// CONCATENATED MODULE: ./src/contracts/generated/validators.ts
// Generated by scripts/gen-contracts.js from schemas/*.json. Do not edit.
// @ts-nocheck
/* eslint-disable */


// CommonJS: under ESM interop (Node) its exports sit on `.default`, bundled on the namespace.
const validators_ucs2length = typeof ucs2length["default"] === 'function'
    ? ucs2length["default"]
    : ucs2length["default"]["default"];
const external_news_v2 = validate20;
const schema31 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "external_news_v2", "title": "NewsOutput", "description": "data/raw/{week}-external-news.json: the merged, deduplicated, sorted articles of every source.", "type": "object", "additionalProperties": false, "required": ["schema_version", "run_context", "sources", "articles", "metrics", "warnings", "merged_at", "checksum"], "properties": { "schema_version": { "const": 2 }, "run_context": { "$ref": "run_context_v1" }, "sources": { "type": "object", "propertyNames": { "$ref": "common#/$defs/sourceId" }, "additionalProperties": { "type": "object", "additionalProperties": false, "required": ["status", "articles_count"], "properties": { "status": { "enum": ["success", "partial", "failed", "missing"] }, "articles_count": { "$ref": "common#/$defs/count" }, "error": { "type": "string", "description": "The leg's error code, or the fan-in's reason code when no valid artifact arrived." } } } }, "articles": { "type": "array", "items": { "$ref": "rss_source_v2#/$defs/article" } }, "metrics": { "type": "object", "additionalProperties": false, "required": ["total_articles", "total_relevant", "sources_succeeded", "sources_failed"], "properties": { "total_articles": { "$ref": "common#/$defs/count" }, "total_relevant": { "$ref": "common#/$defs/count" }, "sources_succeeded": { "$ref": "common#/$defs/count" }, "sources_failed": { "$ref": "common#/$defs/count" } } }, "warnings": { "type": "array", "items": { "type": "string" } }, "merged_at": { "$ref": "common#/$defs/timestamp" }, "checksum": { "$ref": "common#/$defs/checksum", "description": "Over the final articles array." } } };
const schema40 = { "description": "Identifier of an RSS source: safe inside artifact and file names.", "type": "string", "pattern": "^[a-z0-9][a-z0-9_-]{0,63}$" };
const schema41 = { "type": "integer", "minimum": 0, "maximum": 9007199254740991 };
const schema35 = { "description": "UTC timestamp with second precision, YYYY-MM-DDTHH:MM:SSZ.", "type": "string", "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$", "format": "date-time" };
const schema37 = { "description": "sha256: followed by the lowercase hex SHA-256 digest.", "type": "string", "pattern": "^sha256:[0-9a-f]{64}$" };
const schema32 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "run_context_v1", "title": "RunContext", "description": "The immutable context every leg and the fan-in share. Exactly these nine fields; the fan plan is a separate contract, fan_plan_v1.", "type": "object", "additionalProperties": false, "required": ["schema_version", "run_id", "week", "since", "until", "source_config_checksum", "topic_config_checksum", "code_sha", "created_at"], "properties": { "schema_version": { "const": "run_context_v1" }, "run_id": { "type": "string", "pattern": "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$", "description": "{week}-{first 12 hex of SHA-256 over the canonical context without run_id and created_at}" }, "week": { "$ref": "common#/$defs/week" }, "since": { "$ref": "common#/$defs/timestamp", "description": "Inclusive start of the window." }, "until": { "$ref": "common#/$defs/timestamp", "description": "Exclusive end of the window." }, "source_config_checksum": { "$ref": "common#/$defs/checksum" }, "topic_config_checksum": { "$ref": "common#/$defs/checksum" }, "code_sha": { "type": "string", "pattern": "^[0-9a-f]{64}$" }, "created_at": { "$ref": "common#/$defs/timestamp" } } };
const schema34 = { "description": "ISO 8601 week, YYYY-Www (ISO year).", "type": "string", "pattern": "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$" };
const func1 = Object.prototype.hasOwnProperty;
const pattern4 = new RegExp("^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$", "u");
const pattern5 = new RegExp("^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$", "u");
const pattern6 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$", "u");
const pattern8 = new RegExp("^sha256:[0-9a-f]{64}$", "u");
const pattern10 = new RegExp("^[0-9a-f]{64}$", "u");
const formats0 = formats/* fullFormats */.U["date-time"];
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="run_context_v1" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate21.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.run_id === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property '" + "run_id" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.week === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "week" }, message: "must have required property '" + "week" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    if (data.since === undefined) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "since" }, message: "must have required property '" + "since" + "'" };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    if (data.until === undefined) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "until" }, message: "must have required property '" + "until" + "'" };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    if (data.source_config_checksum === undefined) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_config_checksum" }, message: "must have required property '" + "source_config_checksum" + "'" };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    if (data.topic_config_checksum === undefined) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "topic_config_checksum" }, message: "must have required property '" + "topic_config_checksum" + "'" };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    if (data.code_sha === undefined) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "code_sha" }, message: "must have required property '" + "code_sha" + "'" };
        if (vErrors === null) {
            vErrors = [err7];
        }
        else {
            vErrors.push(err7);
        }
        errors++;
    }
    if (data.created_at === undefined) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "created_at" }, message: "must have required property '" + "created_at" + "'" };
        if (vErrors === null) {
            vErrors = [err8];
        }
        else {
            vErrors.push(err8);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(func1.call(schema32.properties, key0))) {
            const err9 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
    }
    if (data.schema_version !== undefined) {
        if ("run_context_v1" !== data.schema_version) {
            const err10 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: "run_context_v1" }, message: "must be equal to constant" };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
    }
    if (data.run_id !== undefined) {
        let data1 = data.run_id;
        if (typeof data1 === "string") {
            if (!pattern4.test(data1)) {
                const err11 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$" }, message: "must match pattern \"" + "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
        else {
            const err12 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
    }
    if (data.week !== undefined) {
        let data2 = data.week;
        if (typeof data2 === "string") {
            if (!pattern5.test(data2)) {
                const err13 = { instancePath: instancePath + "/week", schemaPath: "common#/$defs/week/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$" }, message: "must match pattern \"" + "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
        else {
            const err14 = { instancePath: instancePath + "/week", schemaPath: "common#/$defs/week/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
    }
    if (data.since !== undefined) {
        let data3 = data.since;
        if (typeof data3 === "string") {
            if (!pattern6.test(data3)) {
                const err15 = { instancePath: instancePath + "/since", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
            if (!(formats0.validate(data3))) {
                const err16 = { instancePath: instancePath + "/since", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
        }
        else {
            const err17 = { instancePath: instancePath + "/since", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err17];
            }
            else {
                vErrors.push(err17);
            }
            errors++;
        }
    }
    if (data.until !== undefined) {
        let data4 = data.until;
        if (typeof data4 === "string") {
            if (!pattern6.test(data4)) {
                const err18 = { instancePath: instancePath + "/until", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
            if (!(formats0.validate(data4))) {
                const err19 = { instancePath: instancePath + "/until", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
        }
        else {
            const err20 = { instancePath: instancePath + "/until", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err20];
            }
            else {
                vErrors.push(err20);
            }
            errors++;
        }
    }
    if (data.source_config_checksum !== undefined) {
        let data5 = data.source_config_checksum;
        if (typeof data5 === "string") {
            if (!pattern8.test(data5)) {
                const err21 = { instancePath: instancePath + "/source_config_checksum", schemaPath: "common#/$defs/checksum/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: "must match pattern \"" + "^sha256:[0-9a-f]{64}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err21];
                }
                else {
                    vErrors.push(err21);
                }
                errors++;
            }
        }
        else {
            const err22 = { instancePath: instancePath + "/source_config_checksum", schemaPath: "common#/$defs/checksum/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err22];
            }
            else {
                vErrors.push(err22);
            }
            errors++;
        }
    }
    if (data.topic_config_checksum !== undefined) {
        let data6 = data.topic_config_checksum;
        if (typeof data6 === "string") {
            if (!pattern8.test(data6)) {
                const err23 = { instancePath: instancePath + "/topic_config_checksum", schemaPath: "common#/$defs/checksum/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: "must match pattern \"" + "^sha256:[0-9a-f]{64}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        else {
            const err24 = { instancePath: instancePath + "/topic_config_checksum", schemaPath: "common#/$defs/checksum/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err24];
            }
            else {
                vErrors.push(err24);
            }
            errors++;
        }
    }
    if (data.code_sha !== undefined) {
        let data7 = data.code_sha;
        if (typeof data7 === "string") {
            if (!pattern10.test(data7)) {
                const err25 = { instancePath: instancePath + "/code_sha", schemaPath: "#/properties/code_sha/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, message: "must match pattern \"" + "^[0-9a-f]{64}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err25];
                }
                else {
                    vErrors.push(err25);
                }
                errors++;
            }
        }
        else {
            const err26 = { instancePath: instancePath + "/code_sha", schemaPath: "#/properties/code_sha/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err26];
            }
            else {
                vErrors.push(err26);
            }
            errors++;
        }
    }
    if (data.created_at !== undefined) {
        let data8 = data.created_at;
        if (typeof data8 === "string") {
            if (!pattern6.test(data8)) {
                const err27 = { instancePath: instancePath + "/created_at", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
            if (!(formats0.validate(data8))) {
                const err28 = { instancePath: instancePath + "/created_at", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
        }
        else {
            const err29 = { instancePath: instancePath + "/created_at", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err29];
            }
            else {
                vErrors.push(err29);
            }
            errors++;
        }
    }
}
else {
    const err30 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err30];
    }
    else {
        vErrors.push(err30);
    }
    errors++;
} validate21.errors = vErrors; return errors === 0; }
validate21.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema47 = { "title": "Article", "type": "object", "additionalProperties": false, "required": ["url", "title", "published", "source", "relevance_score", "github_urls", "entities"], "properties": { "url": { "$ref": "common#/$defs/httpUrl" }, "title": { "type": "string", "maxLength": 2000 }, "published": { "$ref": "common#/$defs/timestamp" }, "source": { "$ref": "common#/$defs/sourceId" }, "relevance_score": { "type": "number", "minimum": 0, "maximum": 1 }, "github_urls": { "type": "array", "uniqueItems": true, "items": { "type": "string", "pattern": "^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+$" } }, "entities": { "type": "array", "items": { "type": "string", "minLength": 1, "maxLength": 200 } } } };
const schema48 = { "type": "string", "format": "uri", "pattern": "^https?://", "maxLength": 2048 };
const formats6 = formats/* fullFormats */.U.uri;
const func2 = validators_ucs2length;
const pattern14 = new RegExp("^https?://", "u");
const pattern12 = new RegExp("^[a-z0-9][a-z0-9_-]{0,63}$", "u");
const pattern17 = new RegExp("^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+$", "u");
function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate30.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.url === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property '" + "url" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.title === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "title" }, message: "must have required property '" + "title" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.published === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "published" }, message: "must have required property '" + "published" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    if (data.source === undefined) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'" };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    if (data.relevance_score === undefined) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "relevance_score" }, message: "must have required property '" + "relevance_score" + "'" };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    if (data.github_urls === undefined) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "github_urls" }, message: "must have required property '" + "github_urls" + "'" };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    if (data.entities === undefined) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entities" }, message: "must have required property '" + "entities" + "'" };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(((((((key0 === "url") || (key0 === "title")) || (key0 === "published")) || (key0 === "source")) || (key0 === "relevance_score")) || (key0 === "github_urls")) || (key0 === "entities"))) {
            const err7 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
    }
    if (data.url !== undefined) {
        let data0 = data.url;
        if (typeof data0 === "string") {
            if (func2(data0) > 2048) {
                const err8 = { instancePath: instancePath + "/url", schemaPath: "common#/$defs/httpUrl/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters" };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
            if (!pattern14.test(data0)) {
                const err9 = { instancePath: instancePath + "/url", schemaPath: "common#/$defs/httpUrl/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: "must match pattern \"" + "^https?://" + "\"" };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
            if (!(formats6(data0))) {
                const err10 = { instancePath: instancePath + "/url", schemaPath: "common#/$defs/httpUrl/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"" };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
        }
        else {
            const err11 = { instancePath: instancePath + "/url", schemaPath: "common#/$defs/httpUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
    }
    if (data.title !== undefined) {
        let data1 = data.title;
        if (typeof data1 === "string") {
            if (func2(data1) > 2000) {
                const err12 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/maxLength", keyword: "maxLength", params: { limit: 2000 }, message: "must NOT have more than 2000 characters" };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        else {
            const err13 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
    }
    if (data.published !== undefined) {
        let data2 = data.published;
        if (typeof data2 === "string") {
            if (!pattern6.test(data2)) {
                const err14 = { instancePath: instancePath + "/published", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
            if (!(formats0.validate(data2))) {
                const err15 = { instancePath: instancePath + "/published", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
        }
        else {
            const err16 = { instancePath: instancePath + "/published", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
    }
    if (data.source !== undefined) {
        let data3 = data.source;
        if (typeof data3 === "string") {
            if (!pattern12.test(data3)) {
                const err17 = { instancePath: instancePath + "/source", schemaPath: "common#/$defs/sourceId/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9_-]{0,63}$" }, message: "must match pattern \"" + "^[a-z0-9][a-z0-9_-]{0,63}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
        }
        else {
            const err18 = { instancePath: instancePath + "/source", schemaPath: "common#/$defs/sourceId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err18];
            }
            else {
                vErrors.push(err18);
            }
            errors++;
        }
    }
    if (data.relevance_score !== undefined) {
        let data4 = data.relevance_score;
        if ((typeof data4 == "number") && (isFinite(data4))) {
            if (data4 > 1 || isNaN(data4)) {
                const err19 = { instancePath: instancePath + "/relevance_score", schemaPath: "#/properties/relevance_score/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            if (data4 < 0 || isNaN(data4)) {
                const err20 = { instancePath: instancePath + "/relevance_score", schemaPath: "#/properties/relevance_score/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
        }
        else {
            const err21 = { instancePath: instancePath + "/relevance_score", schemaPath: "#/properties/relevance_score/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
                vErrors = [err21];
            }
            else {
                vErrors.push(err21);
            }
            errors++;
        }
    }
    if (data.github_urls !== undefined) {
        let data5 = data.github_urls;
        if (Array.isArray(data5)) {
            const len0 = data5.length;
            for (let i0 = 0; i0 < len0; i0++) {
                let data6 = data5[i0];
                if (typeof data6 === "string") {
                    if (!pattern17.test(data6)) {
                        const err22 = { instancePath: instancePath + "/github_urls/" + i0, schemaPath: "#/properties/github_urls/items/pattern", keyword: "pattern", params: { pattern: "^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+$" }, message: "must match pattern \"" + "^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+$" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err22];
                        }
                        else {
                            vErrors.push(err22);
                        }
                        errors++;
                    }
                }
                else {
                    const err23 = { instancePath: instancePath + "/github_urls/" + i0, schemaPath: "#/properties/github_urls/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err23];
                    }
                    else {
                        vErrors.push(err23);
                    }
                    errors++;
                }
            }
            let i1 = data5.length;
            let j0;
            if (i1 > 1) {
                const indices0 = {};
                for (; i1--;) {
                    let item0 = data5[i1];
                    if (typeof item0 !== "string") {
                        continue;
                    }
                    if (typeof indices0[item0] == "number") {
                        j0 = indices0[item0];
                        const err24 = { instancePath: instancePath + "/github_urls", schemaPath: "#/properties/github_urls/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                        if (vErrors === null) {
                            vErrors = [err24];
                        }
                        else {
                            vErrors.push(err24);
                        }
                        errors++;
                        break;
                    }
                    indices0[item0] = i1;
                }
            }
        }
        else {
            const err25 = { instancePath: instancePath + "/github_urls", schemaPath: "#/properties/github_urls/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err25];
            }
            else {
                vErrors.push(err25);
            }
            errors++;
        }
    }
    if (data.entities !== undefined) {
        let data7 = data.entities;
        if (Array.isArray(data7)) {
            const len1 = data7.length;
            for (let i2 = 0; i2 < len1; i2++) {
                let data8 = data7[i2];
                if (typeof data8 === "string") {
                    if (func2(data8) > 200) {
                        const err26 = { instancePath: instancePath + "/entities/" + i2, schemaPath: "#/properties/entities/items/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                        if (vErrors === null) {
                            vErrors = [err26];
                        }
                        else {
                            vErrors.push(err26);
                        }
                        errors++;
                    }
                    if (func2(data8) < 1) {
                        const err27 = { instancePath: instancePath + "/entities/" + i2, schemaPath: "#/properties/entities/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                        if (vErrors === null) {
                            vErrors = [err27];
                        }
                        else {
                            vErrors.push(err27);
                        }
                        errors++;
                    }
                }
                else {
                    const err28 = { instancePath: instancePath + "/entities/" + i2, schemaPath: "#/properties/entities/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err28];
                    }
                    else {
                        vErrors.push(err28);
                    }
                    errors++;
                }
            }
        }
        else {
            const err29 = { instancePath: instancePath + "/entities", schemaPath: "#/properties/entities/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err29];
            }
            else {
                vErrors.push(err29);
            }
            errors++;
        }
    }
}
else {
    const err30 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err30];
    }
    else {
        vErrors.push(err30);
    }
    errors++;
} validate30.errors = vErrors; return errors === 0; }
validate30.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="external_news_v2" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate20.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.run_context === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_context" }, message: "must have required property '" + "run_context" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.sources === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sources" }, message: "must have required property '" + "sources" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    if (data.articles === undefined) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "articles" }, message: "must have required property '" + "articles" + "'" };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    if (data.metrics === undefined) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "metrics" }, message: "must have required property '" + "metrics" + "'" };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    if (data.warnings === undefined) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "warnings" }, message: "must have required property '" + "warnings" + "'" };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    if (data.merged_at === undefined) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "merged_at" }, message: "must have required property '" + "merged_at" + "'" };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    if (data.checksum === undefined) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "checksum" }, message: "must have required property '" + "checksum" + "'" };
        if (vErrors === null) {
            vErrors = [err7];
        }
        else {
            vErrors.push(err7);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!((((((((key0 === "schema_version") || (key0 === "run_context")) || (key0 === "sources")) || (key0 === "articles")) || (key0 === "metrics")) || (key0 === "warnings")) || (key0 === "merged_at")) || (key0 === "checksum"))) {
            const err8 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
    }
    if (data.schema_version !== undefined) {
        if (2 !== data.schema_version) {
            const err9 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: 2 }, message: "must be equal to constant" };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
    }
    if (data.run_context !== undefined) {
        if (!(validate21(data.run_context, { instancePath: instancePath + "/run_context", parentData: data, parentDataProperty: "run_context", rootData, dynamicAnchors }))) {
            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
            errors = vErrors.length;
        }
    }
    if (data.sources !== undefined) {
        let data2 = data.sources;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            for (const key1 in data2) {
                const _errs6 = errors;
                if (typeof key1 === "string") {
                    if (!pattern12.test(key1)) {
                        const err10 = { instancePath: instancePath + "/sources", schemaPath: "common#/$defs/sourceId/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9_-]{0,63}$" }, message: "must match pattern \"" + "^[a-z0-9][a-z0-9_-]{0,63}$" + "\"", propertyName: key1 };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                }
                else {
                    const err11 = { instancePath: instancePath + "/sources", schemaPath: "common#/$defs/sourceId/type", keyword: "type", params: { type: "string" }, message: "must be string", propertyName: key1 };
                    if (vErrors === null) {
                        vErrors = [err11];
                    }
                    else {
                        vErrors.push(err11);
                    }
                    errors++;
                }
                var valid1 = _errs6 === errors;
                if (!valid1) {
                    const err12 = { instancePath: instancePath + "/sources", schemaPath: "#/properties/sources/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
            }
            for (const key2 in data2) {
                let data3 = data2[key2];
                if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                    if (data3.status === undefined) {
                        const err13 = { instancePath: instancePath + "/sources/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sources/additionalProperties/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property '" + "status" + "'" };
                        if (vErrors === null) {
                            vErrors = [err13];
                        }
                        else {
                            vErrors.push(err13);
                        }
                        errors++;
                    }
                    if (data3.articles_count === undefined) {
                        const err14 = { instancePath: instancePath + "/sources/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sources/additionalProperties/required", keyword: "required", params: { missingProperty: "articles_count" }, message: "must have required property '" + "articles_count" + "'" };
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                    for (const key3 in data3) {
                        if (!(((key3 === "status") || (key3 === "articles_count")) || (key3 === "error"))) {
                            const err15 = { instancePath: instancePath + "/sources/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sources/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err15];
                            }
                            else {
                                vErrors.push(err15);
                            }
                            errors++;
                        }
                    }
                    if (data3.status !== undefined) {
                        let data4 = data3.status;
                        if (!((((data4 === "success") || (data4 === "partial")) || (data4 === "failed")) || (data4 === "missing"))) {
                            const err16 = { instancePath: instancePath + "/sources/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/status", schemaPath: "#/properties/sources/additionalProperties/properties/status/enum", keyword: "enum", params: { allowedValues: schema31.properties.sources.additionalProperties.properties.status.enum }, message: "must be equal to one of the allowed values" };
                            if (vErrors === null) {
                                vErrors = [err16];
                            }
                            else {
                                vErrors.push(err16);
                            }
                            errors++;
                        }
                    }
                    if (data3.articles_count !== undefined) {
                        let data5 = data3.articles_count;
                        if (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) {
                            const err17 = { instancePath: instancePath + "/sources/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/articles_count", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err17];
                            }
                            else {
                                vErrors.push(err17);
                            }
                            errors++;
                        }
                        if ((typeof data5 == "number") && (isFinite(data5))) {
                            if (data5 > 9007199254740991 || isNaN(data5)) {
                                const err18 = { instancePath: instancePath + "/sources/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/articles_count", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                                if (vErrors === null) {
                                    vErrors = [err18];
                                }
                                else {
                                    vErrors.push(err18);
                                }
                                errors++;
                            }
                            if (data5 < 0 || isNaN(data5)) {
                                const err19 = { instancePath: instancePath + "/sources/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/articles_count", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                if (vErrors === null) {
                                    vErrors = [err19];
                                }
                                else {
                                    vErrors.push(err19);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data3.error !== undefined) {
                        if (typeof data3.error !== "string") {
                            const err20 = { instancePath: instancePath + "/sources/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/error", schemaPath: "#/properties/sources/additionalProperties/properties/error/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err20];
                            }
                            else {
                                vErrors.push(err20);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err21 = { instancePath: instancePath + "/sources/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sources/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err21];
                    }
                    else {
                        vErrors.push(err21);
                    }
                    errors++;
                }
            }
        }
        else {
            const err22 = { instancePath: instancePath + "/sources", schemaPath: "#/properties/sources/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err22];
            }
            else {
                vErrors.push(err22);
            }
            errors++;
        }
    }
    if (data.articles !== undefined) {
        let data7 = data.articles;
        if (Array.isArray(data7)) {
            const len0 = data7.length;
            for (let i0 = 0; i0 < len0; i0++) {
                if (!(validate30(data7[i0], { instancePath: instancePath + "/articles/" + i0, parentData: data7, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err23 = { instancePath: instancePath + "/articles", schemaPath: "#/properties/articles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err23];
            }
            else {
                vErrors.push(err23);
            }
            errors++;
        }
    }
    if (data.metrics !== undefined) {
        let data9 = data.metrics;
        if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
            if (data9.total_articles === undefined) {
                const err24 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/required", keyword: "required", params: { missingProperty: "total_articles" }, message: "must have required property '" + "total_articles" + "'" };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
            if (data9.total_relevant === undefined) {
                const err25 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/required", keyword: "required", params: { missingProperty: "total_relevant" }, message: "must have required property '" + "total_relevant" + "'" };
                if (vErrors === null) {
                    vErrors = [err25];
                }
                else {
                    vErrors.push(err25);
                }
                errors++;
            }
            if (data9.sources_succeeded === undefined) {
                const err26 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/required", keyword: "required", params: { missingProperty: "sources_succeeded" }, message: "must have required property '" + "sources_succeeded" + "'" };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
            if (data9.sources_failed === undefined) {
                const err27 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/required", keyword: "required", params: { missingProperty: "sources_failed" }, message: "must have required property '" + "sources_failed" + "'" };
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
            for (const key4 in data9) {
                if (!((((key4 === "total_articles") || (key4 === "total_relevant")) || (key4 === "sources_succeeded")) || (key4 === "sources_failed"))) {
                    const err28 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err28];
                    }
                    else {
                        vErrors.push(err28);
                    }
                    errors++;
                }
            }
            if (data9.total_articles !== undefined) {
                let data10 = data9.total_articles;
                if (!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) {
                    const err29 = { instancePath: instancePath + "/metrics/total_articles", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err29];
                    }
                    else {
                        vErrors.push(err29);
                    }
                    errors++;
                }
                if ((typeof data10 == "number") && (isFinite(data10))) {
                    if (data10 > 9007199254740991 || isNaN(data10)) {
                        const err30 = { instancePath: instancePath + "/metrics/total_articles", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err30];
                        }
                        else {
                            vErrors.push(err30);
                        }
                        errors++;
                    }
                    if (data10 < 0 || isNaN(data10)) {
                        const err31 = { instancePath: instancePath + "/metrics/total_articles", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err31];
                        }
                        else {
                            vErrors.push(err31);
                        }
                        errors++;
                    }
                }
            }
            if (data9.total_relevant !== undefined) {
                let data11 = data9.total_relevant;
                if (!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) {
                    const err32 = { instancePath: instancePath + "/metrics/total_relevant", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err32];
                    }
                    else {
                        vErrors.push(err32);
                    }
                    errors++;
                }
                if ((typeof data11 == "number") && (isFinite(data11))) {
                    if (data11 > 9007199254740991 || isNaN(data11)) {
                        const err33 = { instancePath: instancePath + "/metrics/total_relevant", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err33];
                        }
                        else {
                            vErrors.push(err33);
                        }
                        errors++;
                    }
                    if (data11 < 0 || isNaN(data11)) {
                        const err34 = { instancePath: instancePath + "/metrics/total_relevant", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err34];
                        }
                        else {
                            vErrors.push(err34);
                        }
                        errors++;
                    }
                }
            }
            if (data9.sources_succeeded !== undefined) {
                let data12 = data9.sources_succeeded;
                if (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) {
                    const err35 = { instancePath: instancePath + "/metrics/sources_succeeded", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err35];
                    }
                    else {
                        vErrors.push(err35);
                    }
                    errors++;
                }
                if ((typeof data12 == "number") && (isFinite(data12))) {
                    if (data12 > 9007199254740991 || isNaN(data12)) {
                        const err36 = { instancePath: instancePath + "/metrics/sources_succeeded", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err36];
                        }
                        else {
                            vErrors.push(err36);
                        }
                        errors++;
                    }
                    if (data12 < 0 || isNaN(data12)) {
                        const err37 = { instancePath: instancePath + "/metrics/sources_succeeded", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err37];
                        }
                        else {
                            vErrors.push(err37);
                        }
                        errors++;
                    }
                }
            }
            if (data9.sources_failed !== undefined) {
                let data13 = data9.sources_failed;
                if (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) {
                    const err38 = { instancePath: instancePath + "/metrics/sources_failed", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
                if ((typeof data13 == "number") && (isFinite(data13))) {
                    if (data13 > 9007199254740991 || isNaN(data13)) {
                        const err39 = { instancePath: instancePath + "/metrics/sources_failed", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err39];
                        }
                        else {
                            vErrors.push(err39);
                        }
                        errors++;
                    }
                    if (data13 < 0 || isNaN(data13)) {
                        const err40 = { instancePath: instancePath + "/metrics/sources_failed", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err40];
                        }
                        else {
                            vErrors.push(err40);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err41 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err41];
            }
            else {
                vErrors.push(err41);
            }
            errors++;
        }
    }
    if (data.warnings !== undefined) {
        let data14 = data.warnings;
        if (Array.isArray(data14)) {
            const len1 = data14.length;
            for (let i1 = 0; i1 < len1; i1++) {
                if (typeof data14[i1] !== "string") {
                    const err42 = { instancePath: instancePath + "/warnings/" + i1, schemaPath: "#/properties/warnings/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err42];
                    }
                    else {
                        vErrors.push(err42);
                    }
                    errors++;
                }
            }
        }
        else {
            const err43 = { instancePath: instancePath + "/warnings", schemaPath: "#/properties/warnings/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err43];
            }
            else {
                vErrors.push(err43);
            }
            errors++;
        }
    }
    if (data.merged_at !== undefined) {
        let data16 = data.merged_at;
        if (typeof data16 === "string") {
            if (!pattern6.test(data16)) {
                const err44 = { instancePath: instancePath + "/merged_at", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err44];
                }
                else {
                    vErrors.push(err44);
                }
                errors++;
            }
            if (!(formats0.validate(data16))) {
                const err45 = { instancePath: instancePath + "/merged_at", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                if (vErrors === null) {
                    vErrors = [err45];
                }
                else {
                    vErrors.push(err45);
                }
                errors++;
            }
        }
        else {
            const err46 = { instancePath: instancePath + "/merged_at", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err46];
            }
            else {
                vErrors.push(err46);
            }
            errors++;
        }
    }
    if (data.checksum !== undefined) {
        let data17 = data.checksum;
        if (typeof data17 === "string") {
            if (!pattern8.test(data17)) {
                const err47 = { instancePath: instancePath + "/checksum", schemaPath: "common#/$defs/checksum/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: "must match pattern \"" + "^sha256:[0-9a-f]{64}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err47];
                }
                else {
                    vErrors.push(err47);
                }
                errors++;
            }
        }
        else {
            const err48 = { instancePath: instancePath + "/checksum", schemaPath: "common#/$defs/checksum/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err48];
            }
            else {
                vErrors.push(err48);
            }
            errors++;
        }
    }
}
else {
    const err49 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err49];
    }
    else {
        vErrors.push(err49);
    }
    errors++;
} validate20.errors = vErrors; return errors === 0; }
validate20.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const fan_in_diagnostics_v1 = validate32;
const schema67 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "fan_in_diagnostics_v1", "title": "FanInDiagnostics", "description": "Everything the fan-in saw and decided. Written on every fan-in; the only output when it fails closed.", "type": "object", "additionalProperties": false, "required": ["schema_version", "run_id", "week", "status", "reason", "artifacts", "fans", "decisions", "warnings", "merged_at"], "properties": { "schema_version": { "const": "fan_in_diagnostics_v1" }, "run_id": { "type": "string" }, "week": { "$ref": "common#/$defs/week" }, "status": { "enum": ["complete", "degraded", "empty", "failed"], "description": "empty: the fan plan has no legs (nothing was due); diagnostics only, exit 0." }, "reason": { "type": ["string", "null"], "description": "One line: why the fan-in failed, degraded or was empty." }, "skipped": { "description": "Present when the status is empty: the fan plan's skipped legs, each with the reason it was not planned.", "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["id", "reason"], "properties": { "id": { "type": "string" }, "reason": { "type": "string" } } } }, "artifacts": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["name", "verdict", "errors"], "properties": { "name": { "type": "string" }, "fan": { "enum": ["rss", "github"] }, "id": { "type": "string" }, "attempt": { "type": "integer", "minimum": 1 }, "seq": { "type": "integer", "minimum": 0 }, "verdict": { "enum": ["accepted", "rejected", "superseded", "ignored"] }, "reason": { "type": "string", "description": "Reason code: parse, too_large, schema, schema_version, run_context, config_checksum, checksum, fan, consistency, out_of_window, superseded, duplicate, unknown_leg, name." }, "errors": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["code", "pointer", "message"], "properties": { "code": { "type": "string" }, "pointer": { "type": "string" }, "message": { "type": "string" } } } } } } }, "fans": { "type": "object", "additionalProperties": { "type": "object", "additionalProperties": false, "required": ["fan_id", "expected", "closed", "legs"], "properties": { "fan_id": { "type": "string" }, "expected": { "type": "integer" }, "closed": { "type": "boolean", "description": "Every expected seq arrived with a valid artifact." }, "legs": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["seq", "id", "required", "status", "artifact", "items"], "properties": { "seq": { "type": "integer" }, "id": { "type": "string" }, "required": { "type": "boolean" }, "status": { "enum": ["success", "partial", "failed", "missing"] }, "artifact": { "type": ["string", "null"] }, "items": { "$ref": "common#/$defs/count" }, "error": { "type": "string" } } } } } } }, "decisions": { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["rule", "outcome", "detail"], "properties": { "rule": { "type": "string" }, "outcome": { "enum": ["pass", "degrade", "fail"] }, "detail": { "type": "string" } } } }, "warnings": { "type": "array", "items": { "type": "string" } }, "merged_at": { "$ref": "common#/$defs/timestamp" } } };
function validate32(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="fan_in_diagnostics_v1" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate32.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.run_id === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property '" + "run_id" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.week === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "week" }, message: "must have required property '" + "week" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    if (data.status === undefined) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property '" + "status" + "'" };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    if (data.reason === undefined) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property '" + "reason" + "'" };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    if (data.artifacts === undefined) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "artifacts" }, message: "must have required property '" + "artifacts" + "'" };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    if (data.fans === undefined) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "fans" }, message: "must have required property '" + "fans" + "'" };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    if (data.decisions === undefined) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "decisions" }, message: "must have required property '" + "decisions" + "'" };
        if (vErrors === null) {
            vErrors = [err7];
        }
        else {
            vErrors.push(err7);
        }
        errors++;
    }
    if (data.warnings === undefined) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "warnings" }, message: "must have required property '" + "warnings" + "'" };
        if (vErrors === null) {
            vErrors = [err8];
        }
        else {
            vErrors.push(err8);
        }
        errors++;
    }
    if (data.merged_at === undefined) {
        const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "merged_at" }, message: "must have required property '" + "merged_at" + "'" };
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(func1.call(schema67.properties, key0))) {
            const err10 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
    }
    if (data.schema_version !== undefined) {
        if ("fan_in_diagnostics_v1" !== data.schema_version) {
            const err11 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: "fan_in_diagnostics_v1" }, message: "must be equal to constant" };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
    }
    if (data.run_id !== undefined) {
        if (typeof data.run_id !== "string") {
            const err12 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
    }
    if (data.week !== undefined) {
        let data2 = data.week;
        if (typeof data2 === "string") {
            if (!pattern5.test(data2)) {
                const err13 = { instancePath: instancePath + "/week", schemaPath: "common#/$defs/week/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$" }, message: "must match pattern \"" + "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
        else {
            const err14 = { instancePath: instancePath + "/week", schemaPath: "common#/$defs/week/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
    }
    if (data.status !== undefined) {
        let data3 = data.status;
        if (!((((data3 === "complete") || (data3 === "degraded")) || (data3 === "empty")) || (data3 === "failed"))) {
            const err15 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema67.properties.status.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
    }
    if (data.reason !== undefined) {
        let data4 = data.reason;
        if ((typeof data4 !== "string") && (data4 !== null)) {
            const err16 = { instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: schema67.properties.reason.type }, message: "must be string,null" };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
    }
    if (data.skipped !== undefined) {
        let data5 = data.skipped;
        if (Array.isArray(data5)) {
            const len0 = data5.length;
            for (let i0 = 0; i0 < len0; i0++) {
                let data6 = data5[i0];
                if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                    if (data6.id === undefined) {
                        const err17 = { instancePath: instancePath + "/skipped/" + i0, schemaPath: "#/properties/skipped/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property '" + "id" + "'" };
                        if (vErrors === null) {
                            vErrors = [err17];
                        }
                        else {
                            vErrors.push(err17);
                        }
                        errors++;
                    }
                    if (data6.reason === undefined) {
                        const err18 = { instancePath: instancePath + "/skipped/" + i0, schemaPath: "#/properties/skipped/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property '" + "reason" + "'" };
                        if (vErrors === null) {
                            vErrors = [err18];
                        }
                        else {
                            vErrors.push(err18);
                        }
                        errors++;
                    }
                    for (const key1 in data6) {
                        if (!((key1 === "id") || (key1 === "reason"))) {
                            const err19 = { instancePath: instancePath + "/skipped/" + i0, schemaPath: "#/properties/skipped/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err19];
                            }
                            else {
                                vErrors.push(err19);
                            }
                            errors++;
                        }
                    }
                    if (data6.id !== undefined) {
                        if (typeof data6.id !== "string") {
                            const err20 = { instancePath: instancePath + "/skipped/" + i0 + "/id", schemaPath: "#/properties/skipped/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err20];
                            }
                            else {
                                vErrors.push(err20);
                            }
                            errors++;
                        }
                    }
                    if (data6.reason !== undefined) {
                        if (typeof data6.reason !== "string") {
                            const err21 = { instancePath: instancePath + "/skipped/" + i0 + "/reason", schemaPath: "#/properties/skipped/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err21];
                            }
                            else {
                                vErrors.push(err21);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err22 = { instancePath: instancePath + "/skipped/" + i0, schemaPath: "#/properties/skipped/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err22];
                    }
                    else {
                        vErrors.push(err22);
                    }
                    errors++;
                }
            }
        }
        else {
            const err23 = { instancePath: instancePath + "/skipped", schemaPath: "#/properties/skipped/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err23];
            }
            else {
                vErrors.push(err23);
            }
            errors++;
        }
    }
    if (data.artifacts !== undefined) {
        let data9 = data.artifacts;
        if (Array.isArray(data9)) {
            const len1 = data9.length;
            for (let i1 = 0; i1 < len1; i1++) {
                let data10 = data9[i1];
                if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                    if (data10.name === undefined) {
                        const err24 = { instancePath: instancePath + "/artifacts/" + i1, schemaPath: "#/properties/artifacts/items/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'" };
                        if (vErrors === null) {
                            vErrors = [err24];
                        }
                        else {
                            vErrors.push(err24);
                        }
                        errors++;
                    }
                    if (data10.verdict === undefined) {
                        const err25 = { instancePath: instancePath + "/artifacts/" + i1, schemaPath: "#/properties/artifacts/items/required", keyword: "required", params: { missingProperty: "verdict" }, message: "must have required property '" + "verdict" + "'" };
                        if (vErrors === null) {
                            vErrors = [err25];
                        }
                        else {
                            vErrors.push(err25);
                        }
                        errors++;
                    }
                    if (data10.errors === undefined) {
                        const err26 = { instancePath: instancePath + "/artifacts/" + i1, schemaPath: "#/properties/artifacts/items/required", keyword: "required", params: { missingProperty: "errors" }, message: "must have required property '" + "errors" + "'" };
                        if (vErrors === null) {
                            vErrors = [err26];
                        }
                        else {
                            vErrors.push(err26);
                        }
                        errors++;
                    }
                    for (const key2 in data10) {
                        if (!((((((((key2 === "name") || (key2 === "fan")) || (key2 === "id")) || (key2 === "attempt")) || (key2 === "seq")) || (key2 === "verdict")) || (key2 === "reason")) || (key2 === "errors"))) {
                            const err27 = { instancePath: instancePath + "/artifacts/" + i1, schemaPath: "#/properties/artifacts/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err27];
                            }
                            else {
                                vErrors.push(err27);
                            }
                            errors++;
                        }
                    }
                    if (data10.name !== undefined) {
                        if (typeof data10.name !== "string") {
                            const err28 = { instancePath: instancePath + "/artifacts/" + i1 + "/name", schemaPath: "#/properties/artifacts/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err28];
                            }
                            else {
                                vErrors.push(err28);
                            }
                            errors++;
                        }
                    }
                    if (data10.fan !== undefined) {
                        let data12 = data10.fan;
                        if (!((data12 === "rss") || (data12 === "github"))) {
                            const err29 = { instancePath: instancePath + "/artifacts/" + i1 + "/fan", schemaPath: "#/properties/artifacts/items/properties/fan/enum", keyword: "enum", params: { allowedValues: schema67.properties.artifacts.items.properties.fan.enum }, message: "must be equal to one of the allowed values" };
                            if (vErrors === null) {
                                vErrors = [err29];
                            }
                            else {
                                vErrors.push(err29);
                            }
                            errors++;
                        }
                    }
                    if (data10.id !== undefined) {
                        if (typeof data10.id !== "string") {
                            const err30 = { instancePath: instancePath + "/artifacts/" + i1 + "/id", schemaPath: "#/properties/artifacts/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err30];
                            }
                            else {
                                vErrors.push(err30);
                            }
                            errors++;
                        }
                    }
                    if (data10.attempt !== undefined) {
                        let data14 = data10.attempt;
                        if (!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) {
                            const err31 = { instancePath: instancePath + "/artifacts/" + i1 + "/attempt", schemaPath: "#/properties/artifacts/items/properties/attempt/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err31];
                            }
                            else {
                                vErrors.push(err31);
                            }
                            errors++;
                        }
                        if ((typeof data14 == "number") && (isFinite(data14))) {
                            if (data14 < 1 || isNaN(data14)) {
                                const err32 = { instancePath: instancePath + "/artifacts/" + i1 + "/attempt", schemaPath: "#/properties/artifacts/items/properties/attempt/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                                if (vErrors === null) {
                                    vErrors = [err32];
                                }
                                else {
                                    vErrors.push(err32);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data10.seq !== undefined) {
                        let data15 = data10.seq;
                        if (!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) {
                            const err33 = { instancePath: instancePath + "/artifacts/" + i1 + "/seq", schemaPath: "#/properties/artifacts/items/properties/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err33];
                            }
                            else {
                                vErrors.push(err33);
                            }
                            errors++;
                        }
                        if ((typeof data15 == "number") && (isFinite(data15))) {
                            if (data15 < 0 || isNaN(data15)) {
                                const err34 = { instancePath: instancePath + "/artifacts/" + i1 + "/seq", schemaPath: "#/properties/artifacts/items/properties/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                if (vErrors === null) {
                                    vErrors = [err34];
                                }
                                else {
                                    vErrors.push(err34);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data10.verdict !== undefined) {
                        let data16 = data10.verdict;
                        if (!((((data16 === "accepted") || (data16 === "rejected")) || (data16 === "superseded")) || (data16 === "ignored"))) {
                            const err35 = { instancePath: instancePath + "/artifacts/" + i1 + "/verdict", schemaPath: "#/properties/artifacts/items/properties/verdict/enum", keyword: "enum", params: { allowedValues: schema67.properties.artifacts.items.properties.verdict.enum }, message: "must be equal to one of the allowed values" };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                    }
                    if (data10.reason !== undefined) {
                        if (typeof data10.reason !== "string") {
                            const err36 = { instancePath: instancePath + "/artifacts/" + i1 + "/reason", schemaPath: "#/properties/artifacts/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err36];
                            }
                            else {
                                vErrors.push(err36);
                            }
                            errors++;
                        }
                    }
                    if (data10.errors !== undefined) {
                        let data18 = data10.errors;
                        if (Array.isArray(data18)) {
                            const len2 = data18.length;
                            for (let i2 = 0; i2 < len2; i2++) {
                                let data19 = data18[i2];
                                if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
                                    if (data19.code === undefined) {
                                        const err37 = { instancePath: instancePath + "/artifacts/" + i1 + "/errors/" + i2, schemaPath: "#/properties/artifacts/items/properties/errors/items/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property '" + "code" + "'" };
                                        if (vErrors === null) {
                                            vErrors = [err37];
                                        }
                                        else {
                                            vErrors.push(err37);
                                        }
                                        errors++;
                                    }
                                    if (data19.pointer === undefined) {
                                        const err38 = { instancePath: instancePath + "/artifacts/" + i1 + "/errors/" + i2, schemaPath: "#/properties/artifacts/items/properties/errors/items/required", keyword: "required", params: { missingProperty: "pointer" }, message: "must have required property '" + "pointer" + "'" };
                                        if (vErrors === null) {
                                            vErrors = [err38];
                                        }
                                        else {
                                            vErrors.push(err38);
                                        }
                                        errors++;
                                    }
                                    if (data19.message === undefined) {
                                        const err39 = { instancePath: instancePath + "/artifacts/" + i1 + "/errors/" + i2, schemaPath: "#/properties/artifacts/items/properties/errors/items/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property '" + "message" + "'" };
                                        if (vErrors === null) {
                                            vErrors = [err39];
                                        }
                                        else {
                                            vErrors.push(err39);
                                        }
                                        errors++;
                                    }
                                    for (const key3 in data19) {
                                        if (!(((key3 === "code") || (key3 === "pointer")) || (key3 === "message"))) {
                                            const err40 = { instancePath: instancePath + "/artifacts/" + i1 + "/errors/" + i2, schemaPath: "#/properties/artifacts/items/properties/errors/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                                            if (vErrors === null) {
                                                vErrors = [err40];
                                            }
                                            else {
                                                vErrors.push(err40);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data19.code !== undefined) {
                                        if (typeof data19.code !== "string") {
                                            const err41 = { instancePath: instancePath + "/artifacts/" + i1 + "/errors/" + i2 + "/code", schemaPath: "#/properties/artifacts/items/properties/errors/items/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                            if (vErrors === null) {
                                                vErrors = [err41];
                                            }
                                            else {
                                                vErrors.push(err41);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data19.pointer !== undefined) {
                                        if (typeof data19.pointer !== "string") {
                                            const err42 = { instancePath: instancePath + "/artifacts/" + i1 + "/errors/" + i2 + "/pointer", schemaPath: "#/properties/artifacts/items/properties/errors/items/properties/pointer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                            if (vErrors === null) {
                                                vErrors = [err42];
                                            }
                                            else {
                                                vErrors.push(err42);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data19.message !== undefined) {
                                        if (typeof data19.message !== "string") {
                                            const err43 = { instancePath: instancePath + "/artifacts/" + i1 + "/errors/" + i2 + "/message", schemaPath: "#/properties/artifacts/items/properties/errors/items/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                            if (vErrors === null) {
                                                vErrors = [err43];
                                            }
                                            else {
                                                vErrors.push(err43);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err44 = { instancePath: instancePath + "/artifacts/" + i1 + "/errors/" + i2, schemaPath: "#/properties/artifacts/items/properties/errors/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                    if (vErrors === null) {
                                        vErrors = [err44];
                                    }
                                    else {
                                        vErrors.push(err44);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err45 = { instancePath: instancePath + "/artifacts/" + i1 + "/errors", schemaPath: "#/properties/artifacts/items/properties/errors/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                            if (vErrors === null) {
                                vErrors = [err45];
                            }
                            else {
                                vErrors.push(err45);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err46 = { instancePath: instancePath + "/artifacts/" + i1, schemaPath: "#/properties/artifacts/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err46];
                    }
                    else {
                        vErrors.push(err46);
                    }
                    errors++;
                }
            }
        }
        else {
            const err47 = { instancePath: instancePath + "/artifacts", schemaPath: "#/properties/artifacts/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err47];
            }
            else {
                vErrors.push(err47);
            }
            errors++;
        }
    }
    if (data.fans !== undefined) {
        let data23 = data.fans;
        if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
            for (const key4 in data23) {
                let data24 = data23[key4];
                if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                    if (data24.fan_id === undefined) {
                        const err48 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/fans/additionalProperties/required", keyword: "required", params: { missingProperty: "fan_id" }, message: "must have required property '" + "fan_id" + "'" };
                        if (vErrors === null) {
                            vErrors = [err48];
                        }
                        else {
                            vErrors.push(err48);
                        }
                        errors++;
                    }
                    if (data24.expected === undefined) {
                        const err49 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/fans/additionalProperties/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property '" + "expected" + "'" };
                        if (vErrors === null) {
                            vErrors = [err49];
                        }
                        else {
                            vErrors.push(err49);
                        }
                        errors++;
                    }
                    if (data24.closed === undefined) {
                        const err50 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/fans/additionalProperties/required", keyword: "required", params: { missingProperty: "closed" }, message: "must have required property '" + "closed" + "'" };
                        if (vErrors === null) {
                            vErrors = [err50];
                        }
                        else {
                            vErrors.push(err50);
                        }
                        errors++;
                    }
                    if (data24.legs === undefined) {
                        const err51 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/fans/additionalProperties/required", keyword: "required", params: { missingProperty: "legs" }, message: "must have required property '" + "legs" + "'" };
                        if (vErrors === null) {
                            vErrors = [err51];
                        }
                        else {
                            vErrors.push(err51);
                        }
                        errors++;
                    }
                    for (const key5 in data24) {
                        if (!((((key5 === "fan_id") || (key5 === "expected")) || (key5 === "closed")) || (key5 === "legs"))) {
                            const err52 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/fans/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err52];
                            }
                            else {
                                vErrors.push(err52);
                            }
                            errors++;
                        }
                    }
                    if (data24.fan_id !== undefined) {
                        if (typeof data24.fan_id !== "string") {
                            const err53 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/fan_id", schemaPath: "#/properties/fans/additionalProperties/properties/fan_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err53];
                            }
                            else {
                                vErrors.push(err53);
                            }
                            errors++;
                        }
                    }
                    if (data24.expected !== undefined) {
                        let data26 = data24.expected;
                        if (!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))) {
                            const err54 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/expected", schemaPath: "#/properties/fans/additionalProperties/properties/expected/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err54];
                            }
                            else {
                                vErrors.push(err54);
                            }
                            errors++;
                        }
                    }
                    if (data24.closed !== undefined) {
                        if (typeof data24.closed !== "boolean") {
                            const err55 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/closed", schemaPath: "#/properties/fans/additionalProperties/properties/closed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                            if (vErrors === null) {
                                vErrors = [err55];
                            }
                            else {
                                vErrors.push(err55);
                            }
                            errors++;
                        }
                    }
                    if (data24.legs !== undefined) {
                        let data28 = data24.legs;
                        if (Array.isArray(data28)) {
                            const len3 = data28.length;
                            for (let i3 = 0; i3 < len3; i3++) {
                                let data29 = data28[i3];
                                if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                                    if (data29.seq === undefined) {
                                        const err56 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3, schemaPath: "#/properties/fans/additionalProperties/properties/legs/items/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property '" + "seq" + "'" };
                                        if (vErrors === null) {
                                            vErrors = [err56];
                                        }
                                        else {
                                            vErrors.push(err56);
                                        }
                                        errors++;
                                    }
                                    if (data29.id === undefined) {
                                        const err57 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3, schemaPath: "#/properties/fans/additionalProperties/properties/legs/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property '" + "id" + "'" };
                                        if (vErrors === null) {
                                            vErrors = [err57];
                                        }
                                        else {
                                            vErrors.push(err57);
                                        }
                                        errors++;
                                    }
                                    if (data29.required === undefined) {
                                        const err58 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3, schemaPath: "#/properties/fans/additionalProperties/properties/legs/items/required", keyword: "required", params: { missingProperty: "required" }, message: "must have required property '" + "required" + "'" };
                                        if (vErrors === null) {
                                            vErrors = [err58];
                                        }
                                        else {
                                            vErrors.push(err58);
                                        }
                                        errors++;
                                    }
                                    if (data29.status === undefined) {
                                        const err59 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3, schemaPath: "#/properties/fans/additionalProperties/properties/legs/items/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property '" + "status" + "'" };
                                        if (vErrors === null) {
                                            vErrors = [err59];
                                        }
                                        else {
                                            vErrors.push(err59);
                                        }
                                        errors++;
                                    }
                                    if (data29.artifact === undefined) {
                                        const err60 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3, schemaPath: "#/properties/fans/additionalProperties/properties/legs/items/required", keyword: "required", params: { missingProperty: "artifact" }, message: "must have required property '" + "artifact" + "'" };
                                        if (vErrors === null) {
                                            vErrors = [err60];
                                        }
                                        else {
                                            vErrors.push(err60);
                                        }
                                        errors++;
                                    }
                                    if (data29.items === undefined) {
                                        const err61 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3, schemaPath: "#/properties/fans/additionalProperties/properties/legs/items/required", keyword: "required", params: { missingProperty: "items" }, message: "must have required property '" + "items" + "'" };
                                        if (vErrors === null) {
                                            vErrors = [err61];
                                        }
                                        else {
                                            vErrors.push(err61);
                                        }
                                        errors++;
                                    }
                                    for (const key6 in data29) {
                                        if (!(((((((key6 === "seq") || (key6 === "id")) || (key6 === "required")) || (key6 === "status")) || (key6 === "artifact")) || (key6 === "items")) || (key6 === "error"))) {
                                            const err62 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3, schemaPath: "#/properties/fans/additionalProperties/properties/legs/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                                            if (vErrors === null) {
                                                vErrors = [err62];
                                            }
                                            else {
                                                vErrors.push(err62);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data29.seq !== undefined) {
                                        let data30 = data29.seq;
                                        if (!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) {
                                            const err63 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3 + "/seq", schemaPath: "#/properties/fans/additionalProperties/properties/legs/items/properties/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                                            if (vErrors === null) {
                                                vErrors = [err63];
                                            }
                                            else {
                                                vErrors.push(err63);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data29.id !== undefined) {
                                        if (typeof data29.id !== "string") {
                                            const err64 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3 + "/id", schemaPath: "#/properties/fans/additionalProperties/properties/legs/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                            if (vErrors === null) {
                                                vErrors = [err64];
                                            }
                                            else {
                                                vErrors.push(err64);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data29.required !== undefined) {
                                        if (typeof data29.required !== "boolean") {
                                            const err65 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3 + "/required", schemaPath: "#/properties/fans/additionalProperties/properties/legs/items/properties/required/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                                            if (vErrors === null) {
                                                vErrors = [err65];
                                            }
                                            else {
                                                vErrors.push(err65);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data29.status !== undefined) {
                                        let data33 = data29.status;
                                        if (!((((data33 === "success") || (data33 === "partial")) || (data33 === "failed")) || (data33 === "missing"))) {
                                            const err66 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3 + "/status", schemaPath: "#/properties/fans/additionalProperties/properties/legs/items/properties/status/enum", keyword: "enum", params: { allowedValues: schema67.properties.fans.additionalProperties.properties.legs.items.properties.status.enum }, message: "must be equal to one of the allowed values" };
                                            if (vErrors === null) {
                                                vErrors = [err66];
                                            }
                                            else {
                                                vErrors.push(err66);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data29.artifact !== undefined) {
                                        let data34 = data29.artifact;
                                        if ((typeof data34 !== "string") && (data34 !== null)) {
                                            const err67 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3 + "/artifact", schemaPath: "#/properties/fans/additionalProperties/properties/legs/items/properties/artifact/type", keyword: "type", params: { type: schema67.properties.fans.additionalProperties.properties.legs.items.properties.artifact.type }, message: "must be string,null" };
                                            if (vErrors === null) {
                                                vErrors = [err67];
                                            }
                                            else {
                                                vErrors.push(err67);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data29.items !== undefined) {
                                        let data35 = data29.items;
                                        if (!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))) {
                                            const err68 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3 + "/items", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                                            if (vErrors === null) {
                                                vErrors = [err68];
                                            }
                                            else {
                                                vErrors.push(err68);
                                            }
                                            errors++;
                                        }
                                        if ((typeof data35 == "number") && (isFinite(data35))) {
                                            if (data35 > 9007199254740991 || isNaN(data35)) {
                                                const err69 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3 + "/items", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                                                if (vErrors === null) {
                                                    vErrors = [err69];
                                                }
                                                else {
                                                    vErrors.push(err69);
                                                }
                                                errors++;
                                            }
                                            if (data35 < 0 || isNaN(data35)) {
                                                const err70 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3 + "/items", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                                if (vErrors === null) {
                                                    vErrors = [err70];
                                                }
                                                else {
                                                    vErrors.push(err70);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    if (data29.error !== undefined) {
                                        if (typeof data29.error !== "string") {
                                            const err71 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3 + "/error", schemaPath: "#/properties/fans/additionalProperties/properties/legs/items/properties/error/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                            if (vErrors === null) {
                                                vErrors = [err71];
                                            }
                                            else {
                                                vErrors.push(err71);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err72 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs/" + i3, schemaPath: "#/properties/fans/additionalProperties/properties/legs/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                    if (vErrors === null) {
                                        vErrors = [err72];
                                    }
                                    else {
                                        vErrors.push(err72);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err73 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1") + "/legs", schemaPath: "#/properties/fans/additionalProperties/properties/legs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                            if (vErrors === null) {
                                vErrors = [err73];
                            }
                            else {
                                vErrors.push(err73);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err74 = { instancePath: instancePath + "/fans/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/fans/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err74];
                    }
                    else {
                        vErrors.push(err74);
                    }
                    errors++;
                }
            }
        }
        else {
            const err75 = { instancePath: instancePath + "/fans", schemaPath: "#/properties/fans/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err75];
            }
            else {
                vErrors.push(err75);
            }
            errors++;
        }
    }
    if (data.decisions !== undefined) {
        let data37 = data.decisions;
        if (Array.isArray(data37)) {
            const len4 = data37.length;
            for (let i4 = 0; i4 < len4; i4++) {
                let data38 = data37[i4];
                if (data38 && typeof data38 == "object" && !Array.isArray(data38)) {
                    if (data38.rule === undefined) {
                        const err76 = { instancePath: instancePath + "/decisions/" + i4, schemaPath: "#/properties/decisions/items/required", keyword: "required", params: { missingProperty: "rule" }, message: "must have required property '" + "rule" + "'" };
                        if (vErrors === null) {
                            vErrors = [err76];
                        }
                        else {
                            vErrors.push(err76);
                        }
                        errors++;
                    }
                    if (data38.outcome === undefined) {
                        const err77 = { instancePath: instancePath + "/decisions/" + i4, schemaPath: "#/properties/decisions/items/required", keyword: "required", params: { missingProperty: "outcome" }, message: "must have required property '" + "outcome" + "'" };
                        if (vErrors === null) {
                            vErrors = [err77];
                        }
                        else {
                            vErrors.push(err77);
                        }
                        errors++;
                    }
                    if (data38.detail === undefined) {
                        const err78 = { instancePath: instancePath + "/decisions/" + i4, schemaPath: "#/properties/decisions/items/required", keyword: "required", params: { missingProperty: "detail" }, message: "must have required property '" + "detail" + "'" };
                        if (vErrors === null) {
                            vErrors = [err78];
                        }
                        else {
                            vErrors.push(err78);
                        }
                        errors++;
                    }
                    for (const key7 in data38) {
                        if (!(((key7 === "rule") || (key7 === "outcome")) || (key7 === "detail"))) {
                            const err79 = { instancePath: instancePath + "/decisions/" + i4, schemaPath: "#/properties/decisions/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err79];
                            }
                            else {
                                vErrors.push(err79);
                            }
                            errors++;
                        }
                    }
                    if (data38.rule !== undefined) {
                        if (typeof data38.rule !== "string") {
                            const err80 = { instancePath: instancePath + "/decisions/" + i4 + "/rule", schemaPath: "#/properties/decisions/items/properties/rule/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err80];
                            }
                            else {
                                vErrors.push(err80);
                            }
                            errors++;
                        }
                    }
                    if (data38.outcome !== undefined) {
                        let data40 = data38.outcome;
                        if (!(((data40 === "pass") || (data40 === "degrade")) || (data40 === "fail"))) {
                            const err81 = { instancePath: instancePath + "/decisions/" + i4 + "/outcome", schemaPath: "#/properties/decisions/items/properties/outcome/enum", keyword: "enum", params: { allowedValues: schema67.properties.decisions.items.properties.outcome.enum }, message: "must be equal to one of the allowed values" };
                            if (vErrors === null) {
                                vErrors = [err81];
                            }
                            else {
                                vErrors.push(err81);
                            }
                            errors++;
                        }
                    }
                    if (data38.detail !== undefined) {
                        if (typeof data38.detail !== "string") {
                            const err82 = { instancePath: instancePath + "/decisions/" + i4 + "/detail", schemaPath: "#/properties/decisions/items/properties/detail/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err82];
                            }
                            else {
                                vErrors.push(err82);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err83 = { instancePath: instancePath + "/decisions/" + i4, schemaPath: "#/properties/decisions/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err83];
                    }
                    else {
                        vErrors.push(err83);
                    }
                    errors++;
                }
            }
        }
        else {
            const err84 = { instancePath: instancePath + "/decisions", schemaPath: "#/properties/decisions/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err84];
            }
            else {
                vErrors.push(err84);
            }
            errors++;
        }
    }
    if (data.warnings !== undefined) {
        let data42 = data.warnings;
        if (Array.isArray(data42)) {
            const len5 = data42.length;
            for (let i5 = 0; i5 < len5; i5++) {
                if (typeof data42[i5] !== "string") {
                    const err85 = { instancePath: instancePath + "/warnings/" + i5, schemaPath: "#/properties/warnings/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err85];
                    }
                    else {
                        vErrors.push(err85);
                    }
                    errors++;
                }
            }
        }
        else {
            const err86 = { instancePath: instancePath + "/warnings", schemaPath: "#/properties/warnings/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err86];
            }
            else {
                vErrors.push(err86);
            }
            errors++;
        }
    }
    if (data.merged_at !== undefined) {
        let data44 = data.merged_at;
        if (typeof data44 === "string") {
            if (!pattern6.test(data44)) {
                const err87 = { instancePath: instancePath + "/merged_at", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err87];
                }
                else {
                    vErrors.push(err87);
                }
                errors++;
            }
            if (!(formats0.validate(data44))) {
                const err88 = { instancePath: instancePath + "/merged_at", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                if (vErrors === null) {
                    vErrors = [err88];
                }
                else {
                    vErrors.push(err88);
                }
                errors++;
            }
        }
        else {
            const err89 = { instancePath: instancePath + "/merged_at", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err89];
            }
            else {
                vErrors.push(err89);
            }
            errors++;
        }
    }
}
else {
    const err90 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err90];
    }
    else {
        vErrors.push(err90);
    }
    errors++;
} validate32.errors = vErrors; return errors === 0; }
validate32.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const fan_plan_v1 = validate33;
const schema71 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "fan_plan_v1", "title": "FanPlan", "description": "The legs of a run: for each fan its id, expected leg count and legs in source-priority order.", "type": "object", "additionalProperties": false, "required": ["schema_version", "run_id", "fans", "skipped"], "properties": { "schema_version": { "const": "fan_plan_v1" }, "run_id": { "type": "string", "pattern": "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$" }, "fans": { "type": "object", "additionalProperties": false, "properties": { "rss": { "$ref": "#/$defs/fan" }, "github": { "$ref": "#/$defs/fan" } } }, "skipped": { "description": "Configured legs that are not in the plan, and why.", "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["id", "reason"], "properties": { "id": { "type": "string" }, "reason": { "type": "string" } } } } }, "$defs": { "fan": { "title": "Fan", "type": "object", "additionalProperties": false, "required": ["fan_id", "expected", "legs"], "properties": { "fan_id": { "type": "string", "minLength": 1 }, "expected": { "type": "integer", "minimum": 1, "maximum": 1000000 }, "legs": { "type": "array", "minItems": 1, "items": { "type": "object", "additionalProperties": false, "required": ["seq", "id", "required"], "properties": { "seq": { "type": "integer", "minimum": 0 }, "id": { "type": "string", "minLength": 1, "maxLength": 64 }, "required": { "type": "boolean" } } } } } } } };
const schema72 = { "title": "Fan", "type": "object", "additionalProperties": false, "required": ["fan_id", "expected", "legs"], "properties": { "fan_id": { "type": "string", "minLength": 1 }, "expected": { "type": "integer", "minimum": 1, "maximum": 1000000 }, "legs": { "type": "array", "minItems": 1, "items": { "type": "object", "additionalProperties": false, "required": ["seq", "id", "required"], "properties": { "seq": { "type": "integer", "minimum": 0 }, "id": { "type": "string", "minLength": 1, "maxLength": 64 }, "required": { "type": "boolean" } } } } } };
function validate33(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="fan_plan_v1" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate33.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.run_id === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property '" + "run_id" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.fans === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "fans" }, message: "must have required property '" + "fans" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    if (data.skipped === undefined) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "skipped" }, message: "must have required property '" + "skipped" + "'" };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!((((key0 === "schema_version") || (key0 === "run_id")) || (key0 === "fans")) || (key0 === "skipped"))) {
            const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
    }
    if (data.schema_version !== undefined) {
        if ("fan_plan_v1" !== data.schema_version) {
            const err5 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: "fan_plan_v1" }, message: "must be equal to constant" };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
    }
    if (data.run_id !== undefined) {
        let data1 = data.run_id;
        if (typeof data1 === "string") {
            if (!pattern4.test(data1)) {
                const err6 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$" }, message: "must match pattern \"" + "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
        else {
            const err7 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
    }
    if (data.fans !== undefined) {
        let data2 = data.fans;
        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            for (const key1 in data2) {
                if (!((key1 === "rss") || (key1 === "github"))) {
                    const err8 = { instancePath: instancePath + "/fans", schemaPath: "#/properties/fans/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
            if (data2.rss !== undefined) {
                let data3 = data2.rss;
                if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                    if (data3.fan_id === undefined) {
                        const err9 = { instancePath: instancePath + "/fans/rss", schemaPath: "#/$defs/fan/required", keyword: "required", params: { missingProperty: "fan_id" }, message: "must have required property '" + "fan_id" + "'" };
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                    if (data3.expected === undefined) {
                        const err10 = { instancePath: instancePath + "/fans/rss", schemaPath: "#/$defs/fan/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property '" + "expected" + "'" };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                    if (data3.legs === undefined) {
                        const err11 = { instancePath: instancePath + "/fans/rss", schemaPath: "#/$defs/fan/required", keyword: "required", params: { missingProperty: "legs" }, message: "must have required property '" + "legs" + "'" };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                    for (const key2 in data3) {
                        if (!(((key2 === "fan_id") || (key2 === "expected")) || (key2 === "legs"))) {
                            const err12 = { instancePath: instancePath + "/fans/rss", schemaPath: "#/$defs/fan/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err12];
                            }
                            else {
                                vErrors.push(err12);
                            }
                            errors++;
                        }
                    }
                    if (data3.fan_id !== undefined) {
                        let data4 = data3.fan_id;
                        if (typeof data4 === "string") {
                            if (func2(data4) < 1) {
                                const err13 = { instancePath: instancePath + "/fans/rss/fan_id", schemaPath: "#/$defs/fan/properties/fan_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                                if (vErrors === null) {
                                    vErrors = [err13];
                                }
                                else {
                                    vErrors.push(err13);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err14 = { instancePath: instancePath + "/fans/rss/fan_id", schemaPath: "#/$defs/fan/properties/fan_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err14];
                            }
                            else {
                                vErrors.push(err14);
                            }
                            errors++;
                        }
                    }
                    if (data3.expected !== undefined) {
                        let data5 = data3.expected;
                        if (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) {
                            const err15 = { instancePath: instancePath + "/fans/rss/expected", schemaPath: "#/$defs/fan/properties/expected/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err15];
                            }
                            else {
                                vErrors.push(err15);
                            }
                            errors++;
                        }
                        if ((typeof data5 == "number") && (isFinite(data5))) {
                            if (data5 > 1000000 || isNaN(data5)) {
                                const err16 = { instancePath: instancePath + "/fans/rss/expected", schemaPath: "#/$defs/fan/properties/expected/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                                if (vErrors === null) {
                                    vErrors = [err16];
                                }
                                else {
                                    vErrors.push(err16);
                                }
                                errors++;
                            }
                            if (data5 < 1 || isNaN(data5)) {
                                const err17 = { instancePath: instancePath + "/fans/rss/expected", schemaPath: "#/$defs/fan/properties/expected/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                                if (vErrors === null) {
                                    vErrors = [err17];
                                }
                                else {
                                    vErrors.push(err17);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data3.legs !== undefined) {
                        let data6 = data3.legs;
                        if (Array.isArray(data6)) {
                            if (data6.length < 1) {
                                const err18 = { instancePath: instancePath + "/fans/rss/legs", schemaPath: "#/$defs/fan/properties/legs/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                                if (vErrors === null) {
                                    vErrors = [err18];
                                }
                                else {
                                    vErrors.push(err18);
                                }
                                errors++;
                            }
                            const len0 = data6.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                                let data7 = data6[i0];
                                if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                                    if (data7.seq === undefined) {
                                        const err19 = { instancePath: instancePath + "/fans/rss/legs/" + i0, schemaPath: "#/$defs/fan/properties/legs/items/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property '" + "seq" + "'" };
                                        if (vErrors === null) {
                                            vErrors = [err19];
                                        }
                                        else {
                                            vErrors.push(err19);
                                        }
                                        errors++;
                                    }
                                    if (data7.id === undefined) {
                                        const err20 = { instancePath: instancePath + "/fans/rss/legs/" + i0, schemaPath: "#/$defs/fan/properties/legs/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property '" + "id" + "'" };
                                        if (vErrors === null) {
                                            vErrors = [err20];
                                        }
                                        else {
                                            vErrors.push(err20);
                                        }
                                        errors++;
                                    }
                                    if (data7.required === undefined) {
                                        const err21 = { instancePath: instancePath + "/fans/rss/legs/" + i0, schemaPath: "#/$defs/fan/properties/legs/items/required", keyword: "required", params: { missingProperty: "required" }, message: "must have required property '" + "required" + "'" };
                                        if (vErrors === null) {
                                            vErrors = [err21];
                                        }
                                        else {
                                            vErrors.push(err21);
                                        }
                                        errors++;
                                    }
                                    for (const key3 in data7) {
                                        if (!(((key3 === "seq") || (key3 === "id")) || (key3 === "required"))) {
                                            const err22 = { instancePath: instancePath + "/fans/rss/legs/" + i0, schemaPath: "#/$defs/fan/properties/legs/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                                            if (vErrors === null) {
                                                vErrors = [err22];
                                            }
                                            else {
                                                vErrors.push(err22);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data7.seq !== undefined) {
                                        let data8 = data7.seq;
                                        if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
                                            const err23 = { instancePath: instancePath + "/fans/rss/legs/" + i0 + "/seq", schemaPath: "#/$defs/fan/properties/legs/items/properties/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                                            if (vErrors === null) {
                                                vErrors = [err23];
                                            }
                                            else {
                                                vErrors.push(err23);
                                            }
                                            errors++;
                                        }
                                        if ((typeof data8 == "number") && (isFinite(data8))) {
                                            if (data8 < 0 || isNaN(data8)) {
                                                const err24 = { instancePath: instancePath + "/fans/rss/legs/" + i0 + "/seq", schemaPath: "#/$defs/fan/properties/legs/items/properties/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                                if (vErrors === null) {
                                                    vErrors = [err24];
                                                }
                                                else {
                                                    vErrors.push(err24);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    if (data7.id !== undefined) {
                                        let data9 = data7.id;
                                        if (typeof data9 === "string") {
                                            if (func2(data9) > 64) {
                                                const err25 = { instancePath: instancePath + "/fans/rss/legs/" + i0 + "/id", schemaPath: "#/$defs/fan/properties/legs/items/properties/id/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters" };
                                                if (vErrors === null) {
                                                    vErrors = [err25];
                                                }
                                                else {
                                                    vErrors.push(err25);
                                                }
                                                errors++;
                                            }
                                            if (func2(data9) < 1) {
                                                const err26 = { instancePath: instancePath + "/fans/rss/legs/" + i0 + "/id", schemaPath: "#/$defs/fan/properties/legs/items/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                                                if (vErrors === null) {
                                                    vErrors = [err26];
                                                }
                                                else {
                                                    vErrors.push(err26);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err27 = { instancePath: instancePath + "/fans/rss/legs/" + i0 + "/id", schemaPath: "#/$defs/fan/properties/legs/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                            if (vErrors === null) {
                                                vErrors = [err27];
                                            }
                                            else {
                                                vErrors.push(err27);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data7.required !== undefined) {
                                        if (typeof data7.required !== "boolean") {
                                            const err28 = { instancePath: instancePath + "/fans/rss/legs/" + i0 + "/required", schemaPath: "#/$defs/fan/properties/legs/items/properties/required/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                                            if (vErrors === null) {
                                                vErrors = [err28];
                                            }
                                            else {
                                                vErrors.push(err28);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err29 = { instancePath: instancePath + "/fans/rss/legs/" + i0, schemaPath: "#/$defs/fan/properties/legs/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                    if (vErrors === null) {
                                        vErrors = [err29];
                                    }
                                    else {
                                        vErrors.push(err29);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err30 = { instancePath: instancePath + "/fans/rss/legs", schemaPath: "#/$defs/fan/properties/legs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                            if (vErrors === null) {
                                vErrors = [err30];
                            }
                            else {
                                vErrors.push(err30);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err31 = { instancePath: instancePath + "/fans/rss", schemaPath: "#/$defs/fan/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err31];
                    }
                    else {
                        vErrors.push(err31);
                    }
                    errors++;
                }
            }
            if (data2.github !== undefined) {
                let data11 = data2.github;
                if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                    if (data11.fan_id === undefined) {
                        const err32 = { instancePath: instancePath + "/fans/github", schemaPath: "#/$defs/fan/required", keyword: "required", params: { missingProperty: "fan_id" }, message: "must have required property '" + "fan_id" + "'" };
                        if (vErrors === null) {
                            vErrors = [err32];
                        }
                        else {
                            vErrors.push(err32);
                        }
                        errors++;
                    }
                    if (data11.expected === undefined) {
                        const err33 = { instancePath: instancePath + "/fans/github", schemaPath: "#/$defs/fan/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property '" + "expected" + "'" };
                        if (vErrors === null) {
                            vErrors = [err33];
                        }
                        else {
                            vErrors.push(err33);
                        }
                        errors++;
                    }
                    if (data11.legs === undefined) {
                        const err34 = { instancePath: instancePath + "/fans/github", schemaPath: "#/$defs/fan/required", keyword: "required", params: { missingProperty: "legs" }, message: "must have required property '" + "legs" + "'" };
                        if (vErrors === null) {
                            vErrors = [err34];
                        }
                        else {
                            vErrors.push(err34);
                        }
                        errors++;
                    }
                    for (const key4 in data11) {
                        if (!(((key4 === "fan_id") || (key4 === "expected")) || (key4 === "legs"))) {
                            const err35 = { instancePath: instancePath + "/fans/github", schemaPath: "#/$defs/fan/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err35];
                            }
                            else {
                                vErrors.push(err35);
                            }
                            errors++;
                        }
                    }
                    if (data11.fan_id !== undefined) {
                        let data12 = data11.fan_id;
                        if (typeof data12 === "string") {
                            if (func2(data12) < 1) {
                                const err36 = { instancePath: instancePath + "/fans/github/fan_id", schemaPath: "#/$defs/fan/properties/fan_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                                if (vErrors === null) {
                                    vErrors = [err36];
                                }
                                else {
                                    vErrors.push(err36);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err37 = { instancePath: instancePath + "/fans/github/fan_id", schemaPath: "#/$defs/fan/properties/fan_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err37];
                            }
                            else {
                                vErrors.push(err37);
                            }
                            errors++;
                        }
                    }
                    if (data11.expected !== undefined) {
                        let data13 = data11.expected;
                        if (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) {
                            const err38 = { instancePath: instancePath + "/fans/github/expected", schemaPath: "#/$defs/fan/properties/expected/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err38];
                            }
                            else {
                                vErrors.push(err38);
                            }
                            errors++;
                        }
                        if ((typeof data13 == "number") && (isFinite(data13))) {
                            if (data13 > 1000000 || isNaN(data13)) {
                                const err39 = { instancePath: instancePath + "/fans/github/expected", schemaPath: "#/$defs/fan/properties/expected/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                                if (vErrors === null) {
                                    vErrors = [err39];
                                }
                                else {
                                    vErrors.push(err39);
                                }
                                errors++;
                            }
                            if (data13 < 1 || isNaN(data13)) {
                                const err40 = { instancePath: instancePath + "/fans/github/expected", schemaPath: "#/$defs/fan/properties/expected/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                                if (vErrors === null) {
                                    vErrors = [err40];
                                }
                                else {
                                    vErrors.push(err40);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data11.legs !== undefined) {
                        let data14 = data11.legs;
                        if (Array.isArray(data14)) {
                            if (data14.length < 1) {
                                const err41 = { instancePath: instancePath + "/fans/github/legs", schemaPath: "#/$defs/fan/properties/legs/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                                if (vErrors === null) {
                                    vErrors = [err41];
                                }
                                else {
                                    vErrors.push(err41);
                                }
                                errors++;
                            }
                            const len1 = data14.length;
                            for (let i1 = 0; i1 < len1; i1++) {
                                let data15 = data14[i1];
                                if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                                    if (data15.seq === undefined) {
                                        const err42 = { instancePath: instancePath + "/fans/github/legs/" + i1, schemaPath: "#/$defs/fan/properties/legs/items/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property '" + "seq" + "'" };
                                        if (vErrors === null) {
                                            vErrors = [err42];
                                        }
                                        else {
                                            vErrors.push(err42);
                                        }
                                        errors++;
                                    }
                                    if (data15.id === undefined) {
                                        const err43 = { instancePath: instancePath + "/fans/github/legs/" + i1, schemaPath: "#/$defs/fan/properties/legs/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property '" + "id" + "'" };
                                        if (vErrors === null) {
                                            vErrors = [err43];
                                        }
                                        else {
                                            vErrors.push(err43);
                                        }
                                        errors++;
                                    }
                                    if (data15.required === undefined) {
                                        const err44 = { instancePath: instancePath + "/fans/github/legs/" + i1, schemaPath: "#/$defs/fan/properties/legs/items/required", keyword: "required", params: { missingProperty: "required" }, message: "must have required property '" + "required" + "'" };
                                        if (vErrors === null) {
                                            vErrors = [err44];
                                        }
                                        else {
                                            vErrors.push(err44);
                                        }
                                        errors++;
                                    }
                                    for (const key5 in data15) {
                                        if (!(((key5 === "seq") || (key5 === "id")) || (key5 === "required"))) {
                                            const err45 = { instancePath: instancePath + "/fans/github/legs/" + i1, schemaPath: "#/$defs/fan/properties/legs/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" };
                                            if (vErrors === null) {
                                                vErrors = [err45];
                                            }
                                            else {
                                                vErrors.push(err45);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data15.seq !== undefined) {
                                        let data16 = data15.seq;
                                        if (!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) {
                                            const err46 = { instancePath: instancePath + "/fans/github/legs/" + i1 + "/seq", schemaPath: "#/$defs/fan/properties/legs/items/properties/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                                            if (vErrors === null) {
                                                vErrors = [err46];
                                            }
                                            else {
                                                vErrors.push(err46);
                                            }
                                            errors++;
                                        }
                                        if ((typeof data16 == "number") && (isFinite(data16))) {
                                            if (data16 < 0 || isNaN(data16)) {
                                                const err47 = { instancePath: instancePath + "/fans/github/legs/" + i1 + "/seq", schemaPath: "#/$defs/fan/properties/legs/items/properties/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                                if (vErrors === null) {
                                                    vErrors = [err47];
                                                }
                                                else {
                                                    vErrors.push(err47);
                                                }
                                                errors++;
                                            }
                                        }
                                    }
                                    if (data15.id !== undefined) {
                                        let data17 = data15.id;
                                        if (typeof data17 === "string") {
                                            if (func2(data17) > 64) {
                                                const err48 = { instancePath: instancePath + "/fans/github/legs/" + i1 + "/id", schemaPath: "#/$defs/fan/properties/legs/items/properties/id/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters" };
                                                if (vErrors === null) {
                                                    vErrors = [err48];
                                                }
                                                else {
                                                    vErrors.push(err48);
                                                }
                                                errors++;
                                            }
                                            if (func2(data17) < 1) {
                                                const err49 = { instancePath: instancePath + "/fans/github/legs/" + i1 + "/id", schemaPath: "#/$defs/fan/properties/legs/items/properties/id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                                                if (vErrors === null) {
                                                    vErrors = [err49];
                                                }
                                                else {
                                                    vErrors.push(err49);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err50 = { instancePath: instancePath + "/fans/github/legs/" + i1 + "/id", schemaPath: "#/$defs/fan/properties/legs/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                            if (vErrors === null) {
                                                vErrors = [err50];
                                            }
                                            else {
                                                vErrors.push(err50);
                                            }
                                            errors++;
                                        }
                                    }
                                    if (data15.required !== undefined) {
                                        if (typeof data15.required !== "boolean") {
                                            const err51 = { instancePath: instancePath + "/fans/github/legs/" + i1 + "/required", schemaPath: "#/$defs/fan/properties/legs/items/properties/required/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                                            if (vErrors === null) {
                                                vErrors = [err51];
                                            }
                                            else {
                                                vErrors.push(err51);
                                            }
                                            errors++;
                                        }
                                    }
                                }
                                else {
                                    const err52 = { instancePath: instancePath + "/fans/github/legs/" + i1, schemaPath: "#/$defs/fan/properties/legs/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                    if (vErrors === null) {
                                        vErrors = [err52];
                                    }
                                    else {
                                        vErrors.push(err52);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err53 = { instancePath: instancePath + "/fans/github/legs", schemaPath: "#/$defs/fan/properties/legs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                            if (vErrors === null) {
                                vErrors = [err53];
                            }
                            else {
                                vErrors.push(err53);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err54 = { instancePath: instancePath + "/fans/github", schemaPath: "#/$defs/fan/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err54];
                    }
                    else {
                        vErrors.push(err54);
                    }
                    errors++;
                }
            }
        }
        else {
            const err55 = { instancePath: instancePath + "/fans", schemaPath: "#/properties/fans/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err55];
            }
            else {
                vErrors.push(err55);
            }
            errors++;
        }
    }
    if (data.skipped !== undefined) {
        let data19 = data.skipped;
        if (Array.isArray(data19)) {
            const len2 = data19.length;
            for (let i2 = 0; i2 < len2; i2++) {
                let data20 = data19[i2];
                if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
                    if (data20.id === undefined) {
                        const err56 = { instancePath: instancePath + "/skipped/" + i2, schemaPath: "#/properties/skipped/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property '" + "id" + "'" };
                        if (vErrors === null) {
                            vErrors = [err56];
                        }
                        else {
                            vErrors.push(err56);
                        }
                        errors++;
                    }
                    if (data20.reason === undefined) {
                        const err57 = { instancePath: instancePath + "/skipped/" + i2, schemaPath: "#/properties/skipped/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property '" + "reason" + "'" };
                        if (vErrors === null) {
                            vErrors = [err57];
                        }
                        else {
                            vErrors.push(err57);
                        }
                        errors++;
                    }
                    for (const key6 in data20) {
                        if (!((key6 === "id") || (key6 === "reason"))) {
                            const err58 = { instancePath: instancePath + "/skipped/" + i2, schemaPath: "#/properties/skipped/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err58];
                            }
                            else {
                                vErrors.push(err58);
                            }
                            errors++;
                        }
                    }
                    if (data20.id !== undefined) {
                        if (typeof data20.id !== "string") {
                            const err59 = { instancePath: instancePath + "/skipped/" + i2 + "/id", schemaPath: "#/properties/skipped/items/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err59];
                            }
                            else {
                                vErrors.push(err59);
                            }
                            errors++;
                        }
                    }
                    if (data20.reason !== undefined) {
                        if (typeof data20.reason !== "string") {
                            const err60 = { instancePath: instancePath + "/skipped/" + i2 + "/reason", schemaPath: "#/properties/skipped/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err60];
                            }
                            else {
                                vErrors.push(err60);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err61 = { instancePath: instancePath + "/skipped/" + i2, schemaPath: "#/properties/skipped/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err61];
                    }
                    else {
                        vErrors.push(err61);
                    }
                    errors++;
                }
            }
        }
        else {
            const err62 = { instancePath: instancePath + "/skipped", schemaPath: "#/properties/skipped/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err62];
            }
            else {
                vErrors.push(err62);
            }
            errors++;
        }
    }
}
else {
    const err63 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err63];
    }
    else {
        vErrors.push(err63);
    }
    errors++;
} validate33.errors = vErrors; return errors === 0; }
validate33.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const github_raw_v2 = validate34;
const schema74 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "github_raw_v2", "title": "GithubRawOutput", "description": "data/raw/{week}.json: the legacy monolithic GitHub file, written identically from one process or from shards.", "type": "object", "additionalProperties": false, "required": ["week", "crawled_at", "new_repos", "trending_repos", "signals", "metadata"], "properties": { "week": { "$ref": "common#/$defs/week" }, "crawled_at": { "$ref": "common#/$defs/timestamp" }, "new_repos": { "type": "array", "items": { "$ref": "#/$defs/legacyRepository" } }, "trending_repos": { "type": "array", "items": { "$ref": "#/$defs/legacyRepository" } }, "signals": { "type": "object", "additionalProperties": false, "required": ["top_topics"], "properties": { "top_topics": { "type": "array", "maxItems": 15, "items": { "type": "object", "additionalProperties": false, "required": ["topic", "count"], "properties": { "topic": { "type": "string" }, "count": { "type": "integer", "minimum": 1 } } } } } }, "metadata": { "type": "object", "additionalProperties": false, "required": ["api_calls_used", "cache_hits", "stale_cache_hits", "rate_limit_limit", "rate_limit_remaining", "rate_limit_reset", "rate_limit_resource", "partial_failures", "run_id", "crawl_window", "crawl_config_checksum", "schema_checksum", "same_day_reuse", "filter_summary", "snapshot_path", "source_refresh_policy", "crawler_code_sha", "run_context", "shards", "merged_at", "artifact_checksum"], "properties": { "api_calls_used": { "$ref": "common#/$defs/count" }, "cache_hits": { "$ref": "common#/$defs/count" }, "stale_cache_hits": { "$ref": "common#/$defs/count" }, "rate_limit_limit": { "type": ["integer", "null"] }, "rate_limit_remaining": { "type": ["integer", "null"] }, "rate_limit_reset": { "type": ["integer", "null"] }, "rate_limit_resource": { "type": "string" }, "partial_failures": { "type": "array", "items": { "type": "string" } }, "run_id": { "type": "string" }, "crawl_window": { "type": "object", "additionalProperties": false, "required": ["since", "until"], "properties": { "since": { "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, "until": { "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" } } }, "crawl_config_checksum": { "$ref": "common#/$defs/checksum" }, "schema_checksum": { "$ref": "common#/$defs/checksum" }, "same_day_reuse": { "type": "boolean" }, "filter_summary": { "type": "object", "additionalProperties": { "$ref": "common#/$defs/count" } }, "snapshot_path": { "type": "string" }, "source_refresh_policy": { "type": "string" }, "crawler_code_sha": { "type": "string" }, "run_context": { "$ref": "run_context_v1" }, "shards": { "type": "object", "additionalProperties": { "type": "object", "additionalProperties": false, "required": ["status", "required", "repositories"], "properties": { "status": { "enum": ["success", "missing"] }, "required": { "type": "boolean" }, "repositories": { "$ref": "common#/$defs/count" }, "reason": { "type": "string" } } } }, "merged_at": { "$ref": "common#/$defs/timestamp" }, "artifact_checksum": { "$ref": "common#/$defs/checksum", "description": "Over the canonical JSON of {new_repos, trending_repos}." } } } }, "$defs": { "legacyRepository": { "title": "LegacyRepository", "description": "The shard record without null stars_gained (the legacy file omits it when unknown).", "type": "object", "additionalProperties": false, "required": ["id", "node_id", "name", "owner", "full_name", "description", "language", "stars", "forks", "archived", "disabled", "created_at", "updated_at", "pushed_at", "topics", "license", "url", "api_url"], "properties": { "id": { "$ref": "common#/$defs/count" }, "node_id": { "$ref": "github_shard_v1#/$defs/repository/properties/node_id" }, "name": { "$ref": "github_shard_v1#/$defs/repository/properties/name" }, "owner": { "$ref": "github_shard_v1#/$defs/repository/properties/owner" }, "full_name": { "$ref": "github_shard_v1#/$defs/repository/properties/full_name" }, "description": { "$ref": "github_shard_v1#/$defs/repository/properties/description" }, "language": { "$ref": "github_shard_v1#/$defs/repository/properties/language" }, "stars": { "$ref": "common#/$defs/count" }, "forks": { "$ref": "common#/$defs/count" }, "archived": { "type": "boolean" }, "disabled": { "type": "boolean" }, "created_at": { "$ref": "common#/$defs/timestamp" }, "updated_at": { "$ref": "common#/$defs/timestamp" }, "pushed_at": { "$ref": "common#/$defs/timestamp" }, "topics": { "$ref": "github_shard_v1#/$defs/repository/properties/topics" }, "license": { "$ref": "github_shard_v1#/$defs/repository/properties/license" }, "url": { "$ref": "github_shard_v1#/$defs/repository/properties/url" }, "api_url": { "$ref": "github_shard_v1#/$defs/repository/properties/api_url" }, "stars_gained": { "$ref": "common#/$defs/count" } } } } };
const pattern43 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "u");
const schema77 = { "title": "LegacyRepository", "description": "The shard record without null stars_gained (the legacy file omits it when unknown).", "type": "object", "additionalProperties": false, "required": ["id", "node_id", "name", "owner", "full_name", "description", "language", "stars", "forks", "archived", "disabled", "created_at", "updated_at", "pushed_at", "topics", "license", "url", "api_url"], "properties": { "id": { "$ref": "common#/$defs/count" }, "node_id": { "$ref": "github_shard_v1#/$defs/repository/properties/node_id" }, "name": { "$ref": "github_shard_v1#/$defs/repository/properties/name" }, "owner": { "$ref": "github_shard_v1#/$defs/repository/properties/owner" }, "full_name": { "$ref": "github_shard_v1#/$defs/repository/properties/full_name" }, "description": { "$ref": "github_shard_v1#/$defs/repository/properties/description" }, "language": { "$ref": "github_shard_v1#/$defs/repository/properties/language" }, "stars": { "$ref": "common#/$defs/count" }, "forks": { "$ref": "common#/$defs/count" }, "archived": { "type": "boolean" }, "disabled": { "type": "boolean" }, "created_at": { "$ref": "common#/$defs/timestamp" }, "updated_at": { "$ref": "common#/$defs/timestamp" }, "pushed_at": { "$ref": "common#/$defs/timestamp" }, "topics": { "$ref": "github_shard_v1#/$defs/repository/properties/topics" }, "license": { "$ref": "github_shard_v1#/$defs/repository/properties/license" }, "url": { "$ref": "github_shard_v1#/$defs/repository/properties/url" }, "api_url": { "$ref": "github_shard_v1#/$defs/repository/properties/api_url" }, "stars_gained": { "$ref": "common#/$defs/count" } } };
const schema102 = { "type": "string", "minLength": 1, "maxLength": 200 };
const schema103 = { "type": "string", "minLength": 1, "maxLength": 100 };
const schema104 = { "type": "string", "minLength": 1, "maxLength": 100 };
const schema105 = { "type": "string", "pattern": "^[^/\\s]+/[^/\\s]+$", "maxLength": 201 };
const schema106 = { "type": ["string", "null"], "maxLength": 4000 };
const schema107 = { "type": ["string", "null"], "maxLength": 100 };
const schema113 = { "type": "array", "maxItems": 100, "items": { "type": "string", "minLength": 1, "maxLength": 100 } };
const schema114 = { "type": ["string", "null"], "maxLength": 200 };
const pattern30 = new RegExp("^[^/\\s]+/[^/\\s]+$", "u");
function validate35(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate35.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property '" + "id" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.node_id === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "node_id" }, message: "must have required property '" + "node_id" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.name === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    if (data.owner === undefined) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "owner" }, message: "must have required property '" + "owner" + "'" };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    if (data.full_name === undefined) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "full_name" }, message: "must have required property '" + "full_name" + "'" };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    if (data.description === undefined) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property '" + "description" + "'" };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    if (data.language === undefined) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "language" }, message: "must have required property '" + "language" + "'" };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    if (data.stars === undefined) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "stars" }, message: "must have required property '" + "stars" + "'" };
        if (vErrors === null) {
            vErrors = [err7];
        }
        else {
            vErrors.push(err7);
        }
        errors++;
    }
    if (data.forks === undefined) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "forks" }, message: "must have required property '" + "forks" + "'" };
        if (vErrors === null) {
            vErrors = [err8];
        }
        else {
            vErrors.push(err8);
        }
        errors++;
    }
    if (data.archived === undefined) {
        const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "archived" }, message: "must have required property '" + "archived" + "'" };
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
    if (data.disabled === undefined) {
        const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "disabled" }, message: "must have required property '" + "disabled" + "'" };
        if (vErrors === null) {
            vErrors = [err10];
        }
        else {
            vErrors.push(err10);
        }
        errors++;
    }
    if (data.created_at === undefined) {
        const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "created_at" }, message: "must have required property '" + "created_at" + "'" };
        if (vErrors === null) {
            vErrors = [err11];
        }
        else {
            vErrors.push(err11);
        }
        errors++;
    }
    if (data.updated_at === undefined) {
        const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "updated_at" }, message: "must have required property '" + "updated_at" + "'" };
        if (vErrors === null) {
            vErrors = [err12];
        }
        else {
            vErrors.push(err12);
        }
        errors++;
    }
    if (data.pushed_at === undefined) {
        const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pushed_at" }, message: "must have required property '" + "pushed_at" + "'" };
        if (vErrors === null) {
            vErrors = [err13];
        }
        else {
            vErrors.push(err13);
        }
        errors++;
    }
    if (data.topics === undefined) {
        const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "topics" }, message: "must have required property '" + "topics" + "'" };
        if (vErrors === null) {
            vErrors = [err14];
        }
        else {
            vErrors.push(err14);
        }
        errors++;
    }
    if (data.license === undefined) {
        const err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "license" }, message: "must have required property '" + "license" + "'" };
        if (vErrors === null) {
            vErrors = [err15];
        }
        else {
            vErrors.push(err15);
        }
        errors++;
    }
    if (data.url === undefined) {
        const err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property '" + "url" + "'" };
        if (vErrors === null) {
            vErrors = [err16];
        }
        else {
            vErrors.push(err16);
        }
        errors++;
    }
    if (data.api_url === undefined) {
        const err17 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "api_url" }, message: "must have required property '" + "api_url" + "'" };
        if (vErrors === null) {
            vErrors = [err17];
        }
        else {
            vErrors.push(err17);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(func1.call(schema77.properties, key0))) {
            const err18 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err18];
            }
            else {
                vErrors.push(err18);
            }
            errors++;
        }
    }
    if (data.id !== undefined) {
        let data0 = data.id;
        if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
            const err19 = { instancePath: instancePath + "/id", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err19];
            }
            else {
                vErrors.push(err19);
            }
            errors++;
        }
        if ((typeof data0 == "number") && (isFinite(data0))) {
            if (data0 > 9007199254740991 || isNaN(data0)) {
                const err20 = { instancePath: instancePath + "/id", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
            if (data0 < 0 || isNaN(data0)) {
                const err21 = { instancePath: instancePath + "/id", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err21];
                }
                else {
                    vErrors.push(err21);
                }
                errors++;
            }
        }
    }
    if (data.node_id !== undefined) {
        let data1 = data.node_id;
        if (typeof data1 === "string") {
            if (func2(data1) > 200) {
                const err22 = { instancePath: instancePath + "/node_id", schemaPath: "github_shard_v1#/$defs/repository/properties/node_id/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
            if (func2(data1) < 1) {
                const err23 = { instancePath: instancePath + "/node_id", schemaPath: "github_shard_v1#/$defs/repository/properties/node_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        else {
            const err24 = { instancePath: instancePath + "/node_id", schemaPath: "github_shard_v1#/$defs/repository/properties/node_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err24];
            }
            else {
                vErrors.push(err24);
            }
            errors++;
        }
    }
    if (data.name !== undefined) {
        let data2 = data.name;
        if (typeof data2 === "string") {
            if (func2(data2) > 100) {
                const err25 = { instancePath: instancePath + "/name", schemaPath: "github_shard_v1#/$defs/repository/properties/name/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters" };
                if (vErrors === null) {
                    vErrors = [err25];
                }
                else {
                    vErrors.push(err25);
                }
                errors++;
            }
            if (func2(data2) < 1) {
                const err26 = { instancePath: instancePath + "/name", schemaPath: "github_shard_v1#/$defs/repository/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
        }
        else {
            const err27 = { instancePath: instancePath + "/name", schemaPath: "github_shard_v1#/$defs/repository/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err27];
            }
            else {
                vErrors.push(err27);
            }
            errors++;
        }
    }
    if (data.owner !== undefined) {
        let data3 = data.owner;
        if (typeof data3 === "string") {
            if (func2(data3) > 100) {
                const err28 = { instancePath: instancePath + "/owner", schemaPath: "github_shard_v1#/$defs/repository/properties/owner/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters" };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
            if (func2(data3) < 1) {
                const err29 = { instancePath: instancePath + "/owner", schemaPath: "github_shard_v1#/$defs/repository/properties/owner/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                if (vErrors === null) {
                    vErrors = [err29];
                }
                else {
                    vErrors.push(err29);
                }
                errors++;
            }
        }
        else {
            const err30 = { instancePath: instancePath + "/owner", schemaPath: "github_shard_v1#/$defs/repository/properties/owner/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err30];
            }
            else {
                vErrors.push(err30);
            }
            errors++;
        }
    }
    if (data.full_name !== undefined) {
        let data4 = data.full_name;
        if (typeof data4 === "string") {
            if (func2(data4) > 201) {
                const err31 = { instancePath: instancePath + "/full_name", schemaPath: "github_shard_v1#/$defs/repository/properties/full_name/maxLength", keyword: "maxLength", params: { limit: 201 }, message: "must NOT have more than 201 characters" };
                if (vErrors === null) {
                    vErrors = [err31];
                }
                else {
                    vErrors.push(err31);
                }
                errors++;
            }
            if (!pattern30.test(data4)) {
                const err32 = { instancePath: instancePath + "/full_name", schemaPath: "github_shard_v1#/$defs/repository/properties/full_name/pattern", keyword: "pattern", params: { pattern: "^[^/\\s]+/[^/\\s]+$" }, message: "must match pattern \"" + "^[^/\\s]+/[^/\\s]+$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
        }
        else {
            const err33 = { instancePath: instancePath + "/full_name", schemaPath: "github_shard_v1#/$defs/repository/properties/full_name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err33];
            }
            else {
                vErrors.push(err33);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        let data5 = data.description;
        if ((typeof data5 !== "string") && (data5 !== null)) {
            const err34 = { instancePath: instancePath + "/description", schemaPath: "github_shard_v1#/$defs/repository/properties/description/type", keyword: "type", params: { type: schema106.type }, message: "must be string,null" };
            if (vErrors === null) {
                vErrors = [err34];
            }
            else {
                vErrors.push(err34);
            }
            errors++;
        }
        if (typeof data5 === "string") {
            if (func2(data5) > 4000) {
                const err35 = { instancePath: instancePath + "/description", schemaPath: "github_shard_v1#/$defs/repository/properties/description/maxLength", keyword: "maxLength", params: { limit: 4000 }, message: "must NOT have more than 4000 characters" };
                if (vErrors === null) {
                    vErrors = [err35];
                }
                else {
                    vErrors.push(err35);
                }
                errors++;
            }
        }
    }
    if (data.language !== undefined) {
        let data6 = data.language;
        if ((typeof data6 !== "string") && (data6 !== null)) {
            const err36 = { instancePath: instancePath + "/language", schemaPath: "github_shard_v1#/$defs/repository/properties/language/type", keyword: "type", params: { type: schema107.type }, message: "must be string,null" };
            if (vErrors === null) {
                vErrors = [err36];
            }
            else {
                vErrors.push(err36);
            }
            errors++;
        }
        if (typeof data6 === "string") {
            if (func2(data6) > 100) {
                const err37 = { instancePath: instancePath + "/language", schemaPath: "github_shard_v1#/$defs/repository/properties/language/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters" };
                if (vErrors === null) {
                    vErrors = [err37];
                }
                else {
                    vErrors.push(err37);
                }
                errors++;
            }
        }
    }
    if (data.stars !== undefined) {
        let data7 = data.stars;
        if (!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) {
            const err38 = { instancePath: instancePath + "/stars", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err38];
            }
            else {
                vErrors.push(err38);
            }
            errors++;
        }
        if ((typeof data7 == "number") && (isFinite(data7))) {
            if (data7 > 9007199254740991 || isNaN(data7)) {
                const err39 = { instancePath: instancePath + "/stars", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
            if (data7 < 0 || isNaN(data7)) {
                const err40 = { instancePath: instancePath + "/stars", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err40];
                }
                else {
                    vErrors.push(err40);
                }
                errors++;
            }
        }
    }
    if (data.forks !== undefined) {
        let data8 = data.forks;
        if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
            const err41 = { instancePath: instancePath + "/forks", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err41];
            }
            else {
                vErrors.push(err41);
            }
            errors++;
        }
        if ((typeof data8 == "number") && (isFinite(data8))) {
            if (data8 > 9007199254740991 || isNaN(data8)) {
                const err42 = { instancePath: instancePath + "/forks", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err42];
                }
                else {
                    vErrors.push(err42);
                }
                errors++;
            }
            if (data8 < 0 || isNaN(data8)) {
                const err43 = { instancePath: instancePath + "/forks", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err43];
                }
                else {
                    vErrors.push(err43);
                }
                errors++;
            }
        }
    }
    if (data.archived !== undefined) {
        if (typeof data.archived !== "boolean") {
            const err44 = { instancePath: instancePath + "/archived", schemaPath: "#/properties/archived/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err44];
            }
            else {
                vErrors.push(err44);
            }
            errors++;
        }
    }
    if (data.disabled !== undefined) {
        if (typeof data.disabled !== "boolean") {
            const err45 = { instancePath: instancePath + "/disabled", schemaPath: "#/properties/disabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err45];
            }
            else {
                vErrors.push(err45);
            }
            errors++;
        }
    }
    if (data.created_at !== undefined) {
        let data11 = data.created_at;
        if (typeof data11 === "string") {
            if (!pattern6.test(data11)) {
                const err46 = { instancePath: instancePath + "/created_at", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err46];
                }
                else {
                    vErrors.push(err46);
                }
                errors++;
            }
            if (!(formats0.validate(data11))) {
                const err47 = { instancePath: instancePath + "/created_at", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                if (vErrors === null) {
                    vErrors = [err47];
                }
                else {
                    vErrors.push(err47);
                }
                errors++;
            }
        }
        else {
            const err48 = { instancePath: instancePath + "/created_at", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err48];
            }
            else {
                vErrors.push(err48);
            }
            errors++;
        }
    }
    if (data.updated_at !== undefined) {
        let data12 = data.updated_at;
        if (typeof data12 === "string") {
            if (!pattern6.test(data12)) {
                const err49 = { instancePath: instancePath + "/updated_at", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err49];
                }
                else {
                    vErrors.push(err49);
                }
                errors++;
            }
            if (!(formats0.validate(data12))) {
                const err50 = { instancePath: instancePath + "/updated_at", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                if (vErrors === null) {
                    vErrors = [err50];
                }
                else {
                    vErrors.push(err50);
                }
                errors++;
            }
        }
        else {
            const err51 = { instancePath: instancePath + "/updated_at", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err51];
            }
            else {
                vErrors.push(err51);
            }
            errors++;
        }
    }
    if (data.pushed_at !== undefined) {
        let data13 = data.pushed_at;
        if (typeof data13 === "string") {
            if (!pattern6.test(data13)) {
                const err52 = { instancePath: instancePath + "/pushed_at", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err52];
                }
                else {
                    vErrors.push(err52);
                }
                errors++;
            }
            if (!(formats0.validate(data13))) {
                const err53 = { instancePath: instancePath + "/pushed_at", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                if (vErrors === null) {
                    vErrors = [err53];
                }
                else {
                    vErrors.push(err53);
                }
                errors++;
            }
        }
        else {
            const err54 = { instancePath: instancePath + "/pushed_at", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err54];
            }
            else {
                vErrors.push(err54);
            }
            errors++;
        }
    }
    if (data.topics !== undefined) {
        let data14 = data.topics;
        if (Array.isArray(data14)) {
            if (data14.length > 100) {
                const err55 = { instancePath: instancePath + "/topics", schemaPath: "github_shard_v1#/$defs/repository/properties/topics/maxItems", keyword: "maxItems", params: { limit: 100 }, message: "must NOT have more than 100 items" };
                if (vErrors === null) {
                    vErrors = [err55];
                }
                else {
                    vErrors.push(err55);
                }
                errors++;
            }
            const len0 = data14.length;
            for (let i0 = 0; i0 < len0; i0++) {
                let data15 = data14[i0];
                if (typeof data15 === "string") {
                    if (func2(data15) > 100) {
                        const err56 = { instancePath: instancePath + "/topics/" + i0, schemaPath: "github_shard_v1#/$defs/repository/properties/topics/items/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters" };
                        if (vErrors === null) {
                            vErrors = [err56];
                        }
                        else {
                            vErrors.push(err56);
                        }
                        errors++;
                    }
                    if (func2(data15) < 1) {
                        const err57 = { instancePath: instancePath + "/topics/" + i0, schemaPath: "github_shard_v1#/$defs/repository/properties/topics/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                        if (vErrors === null) {
                            vErrors = [err57];
                        }
                        else {
                            vErrors.push(err57);
                        }
                        errors++;
                    }
                }
                else {
                    const err58 = { instancePath: instancePath + "/topics/" + i0, schemaPath: "github_shard_v1#/$defs/repository/properties/topics/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err58];
                    }
                    else {
                        vErrors.push(err58);
                    }
                    errors++;
                }
            }
        }
        else {
            const err59 = { instancePath: instancePath + "/topics", schemaPath: "github_shard_v1#/$defs/repository/properties/topics/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err59];
            }
            else {
                vErrors.push(err59);
            }
            errors++;
        }
    }
    if (data.license !== undefined) {
        let data16 = data.license;
        if ((typeof data16 !== "string") && (data16 !== null)) {
            const err60 = { instancePath: instancePath + "/license", schemaPath: "github_shard_v1#/$defs/repository/properties/license/type", keyword: "type", params: { type: schema114.type }, message: "must be string,null" };
            if (vErrors === null) {
                vErrors = [err60];
            }
            else {
                vErrors.push(err60);
            }
            errors++;
        }
        if (typeof data16 === "string") {
            if (func2(data16) > 200) {
                const err61 = { instancePath: instancePath + "/license", schemaPath: "github_shard_v1#/$defs/repository/properties/license/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                if (vErrors === null) {
                    vErrors = [err61];
                }
                else {
                    vErrors.push(err61);
                }
                errors++;
            }
        }
    }
    if (data.url !== undefined) {
        let data17 = data.url;
        if (typeof data17 === "string") {
            if (func2(data17) > 2048) {
                const err62 = { instancePath: instancePath + "/url", schemaPath: "github_shard_v1#/$defs/repository/properties/url/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters" };
                if (vErrors === null) {
                    vErrors = [err62];
                }
                else {
                    vErrors.push(err62);
                }
                errors++;
            }
            if (!pattern14.test(data17)) {
                const err63 = { instancePath: instancePath + "/url", schemaPath: "github_shard_v1#/$defs/repository/properties/url/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: "must match pattern \"" + "^https?://" + "\"" };
                if (vErrors === null) {
                    vErrors = [err63];
                }
                else {
                    vErrors.push(err63);
                }
                errors++;
            }
            if (!(formats6(data17))) {
                const err64 = { instancePath: instancePath + "/url", schemaPath: "github_shard_v1#/$defs/repository/properties/url/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"" };
                if (vErrors === null) {
                    vErrors = [err64];
                }
                else {
                    vErrors.push(err64);
                }
                errors++;
            }
        }
        else {
            const err65 = { instancePath: instancePath + "/url", schemaPath: "github_shard_v1#/$defs/repository/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err65];
            }
            else {
                vErrors.push(err65);
            }
            errors++;
        }
    }
    if (data.api_url !== undefined) {
        let data18 = data.api_url;
        if (typeof data18 === "string") {
            if (func2(data18) > 2048) {
                const err66 = { instancePath: instancePath + "/api_url", schemaPath: "github_shard_v1#/$defs/repository/properties/api_url/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters" };
                if (vErrors === null) {
                    vErrors = [err66];
                }
                else {
                    vErrors.push(err66);
                }
                errors++;
            }
            if (!pattern14.test(data18)) {
                const err67 = { instancePath: instancePath + "/api_url", schemaPath: "github_shard_v1#/$defs/repository/properties/api_url/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: "must match pattern \"" + "^https?://" + "\"" };
                if (vErrors === null) {
                    vErrors = [err67];
                }
                else {
                    vErrors.push(err67);
                }
                errors++;
            }
            if (!(formats6(data18))) {
                const err68 = { instancePath: instancePath + "/api_url", schemaPath: "github_shard_v1#/$defs/repository/properties/api_url/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"" };
                if (vErrors === null) {
                    vErrors = [err68];
                }
                else {
                    vErrors.push(err68);
                }
                errors++;
            }
        }
        else {
            const err69 = { instancePath: instancePath + "/api_url", schemaPath: "github_shard_v1#/$defs/repository/properties/api_url/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err69];
            }
            else {
                vErrors.push(err69);
            }
            errors++;
        }
    }
    if (data.stars_gained !== undefined) {
        let data19 = data.stars_gained;
        if (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) {
            const err70 = { instancePath: instancePath + "/stars_gained", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err70];
            }
            else {
                vErrors.push(err70);
            }
            errors++;
        }
        if ((typeof data19 == "number") && (isFinite(data19))) {
            if (data19 > 9007199254740991 || isNaN(data19)) {
                const err71 = { instancePath: instancePath + "/stars_gained", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err71];
                }
                else {
                    vErrors.push(err71);
                }
                errors++;
            }
            if (data19 < 0 || isNaN(data19)) {
                const err72 = { instancePath: instancePath + "/stars_gained", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err72];
                }
                else {
                    vErrors.push(err72);
                }
                errors++;
            }
        }
    }
}
else {
    const err73 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err73];
    }
    else {
        vErrors.push(err73);
    }
    errors++;
} validate35.errors = vErrors; return errors === 0; }
validate35.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="github_raw_v2" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate34.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.week === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "week" }, message: "must have required property '" + "week" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.crawled_at === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "crawled_at" }, message: "must have required property '" + "crawled_at" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.new_repos === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "new_repos" }, message: "must have required property '" + "new_repos" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    if (data.trending_repos === undefined) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "trending_repos" }, message: "must have required property '" + "trending_repos" + "'" };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    if (data.signals === undefined) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "signals" }, message: "must have required property '" + "signals" + "'" };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    if (data.metadata === undefined) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "metadata" }, message: "must have required property '" + "metadata" + "'" };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!((((((key0 === "week") || (key0 === "crawled_at")) || (key0 === "new_repos")) || (key0 === "trending_repos")) || (key0 === "signals")) || (key0 === "metadata"))) {
            const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
    }
    if (data.week !== undefined) {
        let data0 = data.week;
        if (typeof data0 === "string") {
            if (!pattern5.test(data0)) {
                const err7 = { instancePath: instancePath + "/week", schemaPath: "common#/$defs/week/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$" }, message: "must match pattern \"" + "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        else {
            const err8 = { instancePath: instancePath + "/week", schemaPath: "common#/$defs/week/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
    }
    if (data.crawled_at !== undefined) {
        let data1 = data.crawled_at;
        if (typeof data1 === "string") {
            if (!pattern6.test(data1)) {
                const err9 = { instancePath: instancePath + "/crawled_at", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
            if (!(formats0.validate(data1))) {
                const err10 = { instancePath: instancePath + "/crawled_at", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
        }
        else {
            const err11 = { instancePath: instancePath + "/crawled_at", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
    }
    if (data.new_repos !== undefined) {
        let data2 = data.new_repos;
        if (Array.isArray(data2)) {
            const len0 = data2.length;
            for (let i0 = 0; i0 < len0; i0++) {
                if (!(validate35(data2[i0], { instancePath: instancePath + "/new_repos/" + i0, parentData: data2, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err12 = { instancePath: instancePath + "/new_repos", schemaPath: "#/properties/new_repos/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
    }
    if (data.trending_repos !== undefined) {
        let data4 = data.trending_repos;
        if (Array.isArray(data4)) {
            const len1 = data4.length;
            for (let i1 = 0; i1 < len1; i1++) {
                if (!(validate35(data4[i1], { instancePath: instancePath + "/trending_repos/" + i1, parentData: data4, parentDataProperty: i1, rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err13 = { instancePath: instancePath + "/trending_repos", schemaPath: "#/properties/trending_repos/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
    }
    if (data.signals !== undefined) {
        let data6 = data.signals;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            if (data6.top_topics === undefined) {
                const err14 = { instancePath: instancePath + "/signals", schemaPath: "#/properties/signals/required", keyword: "required", params: { missingProperty: "top_topics" }, message: "must have required property '" + "top_topics" + "'" };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
            for (const key1 in data6) {
                if (!(key1 === "top_topics")) {
                    const err15 = { instancePath: instancePath + "/signals", schemaPath: "#/properties/signals/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
            }
            if (data6.top_topics !== undefined) {
                let data7 = data6.top_topics;
                if (Array.isArray(data7)) {
                    if (data7.length > 15) {
                        const err16 = { instancePath: instancePath + "/signals/top_topics", schemaPath: "#/properties/signals/properties/top_topics/maxItems", keyword: "maxItems", params: { limit: 15 }, message: "must NOT have more than 15 items" };
                        if (vErrors === null) {
                            vErrors = [err16];
                        }
                        else {
                            vErrors.push(err16);
                        }
                        errors++;
                    }
                    const len2 = data7.length;
                    for (let i2 = 0; i2 < len2; i2++) {
                        let data8 = data7[i2];
                        if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                            if (data8.topic === undefined) {
                                const err17 = { instancePath: instancePath + "/signals/top_topics/" + i2, schemaPath: "#/properties/signals/properties/top_topics/items/required", keyword: "required", params: { missingProperty: "topic" }, message: "must have required property '" + "topic" + "'" };
                                if (vErrors === null) {
                                    vErrors = [err17];
                                }
                                else {
                                    vErrors.push(err17);
                                }
                                errors++;
                            }
                            if (data8.count === undefined) {
                                const err18 = { instancePath: instancePath + "/signals/top_topics/" + i2, schemaPath: "#/properties/signals/properties/top_topics/items/required", keyword: "required", params: { missingProperty: "count" }, message: "must have required property '" + "count" + "'" };
                                if (vErrors === null) {
                                    vErrors = [err18];
                                }
                                else {
                                    vErrors.push(err18);
                                }
                                errors++;
                            }
                            for (const key2 in data8) {
                                if (!((key2 === "topic") || (key2 === "count"))) {
                                    const err19 = { instancePath: instancePath + "/signals/top_topics/" + i2, schemaPath: "#/properties/signals/properties/top_topics/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                                    if (vErrors === null) {
                                        vErrors = [err19];
                                    }
                                    else {
                                        vErrors.push(err19);
                                    }
                                    errors++;
                                }
                            }
                            if (data8.topic !== undefined) {
                                if (typeof data8.topic !== "string") {
                                    const err20 = { instancePath: instancePath + "/signals/top_topics/" + i2 + "/topic", schemaPath: "#/properties/signals/properties/top_topics/items/properties/topic/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err20];
                                    }
                                    else {
                                        vErrors.push(err20);
                                    }
                                    errors++;
                                }
                            }
                            if (data8.count !== undefined) {
                                let data10 = data8.count;
                                if (!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) {
                                    const err21 = { instancePath: instancePath + "/signals/top_topics/" + i2 + "/count", schemaPath: "#/properties/signals/properties/top_topics/items/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                                    if (vErrors === null) {
                                        vErrors = [err21];
                                    }
                                    else {
                                        vErrors.push(err21);
                                    }
                                    errors++;
                                }
                                if ((typeof data10 == "number") && (isFinite(data10))) {
                                    if (data10 < 1 || isNaN(data10)) {
                                        const err22 = { instancePath: instancePath + "/signals/top_topics/" + i2 + "/count", schemaPath: "#/properties/signals/properties/top_topics/items/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                                        if (vErrors === null) {
                                            vErrors = [err22];
                                        }
                                        else {
                                            vErrors.push(err22);
                                        }
                                        errors++;
                                    }
                                }
                            }
                        }
                        else {
                            const err23 = { instancePath: instancePath + "/signals/top_topics/" + i2, schemaPath: "#/properties/signals/properties/top_topics/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err23];
                            }
                            else {
                                vErrors.push(err23);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err24 = { instancePath: instancePath + "/signals/top_topics", schemaPath: "#/properties/signals/properties/top_topics/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                        vErrors = [err24];
                    }
                    else {
                        vErrors.push(err24);
                    }
                    errors++;
                }
            }
        }
        else {
            const err25 = { instancePath: instancePath + "/signals", schemaPath: "#/properties/signals/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err25];
            }
            else {
                vErrors.push(err25);
            }
            errors++;
        }
    }
    if (data.metadata !== undefined) {
        let data11 = data.metadata;
        if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
            if (data11.api_calls_used === undefined) {
                const err26 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "api_calls_used" }, message: "must have required property '" + "api_calls_used" + "'" };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
            if (data11.cache_hits === undefined) {
                const err27 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "cache_hits" }, message: "must have required property '" + "cache_hits" + "'" };
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
            if (data11.stale_cache_hits === undefined) {
                const err28 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "stale_cache_hits" }, message: "must have required property '" + "stale_cache_hits" + "'" };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
            if (data11.rate_limit_limit === undefined) {
                const err29 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "rate_limit_limit" }, message: "must have required property '" + "rate_limit_limit" + "'" };
                if (vErrors === null) {
                    vErrors = [err29];
                }
                else {
                    vErrors.push(err29);
                }
                errors++;
            }
            if (data11.rate_limit_remaining === undefined) {
                const err30 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "rate_limit_remaining" }, message: "must have required property '" + "rate_limit_remaining" + "'" };
                if (vErrors === null) {
                    vErrors = [err30];
                }
                else {
                    vErrors.push(err30);
                }
                errors++;
            }
            if (data11.rate_limit_reset === undefined) {
                const err31 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "rate_limit_reset" }, message: "must have required property '" + "rate_limit_reset" + "'" };
                if (vErrors === null) {
                    vErrors = [err31];
                }
                else {
                    vErrors.push(err31);
                }
                errors++;
            }
            if (data11.rate_limit_resource === undefined) {
                const err32 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "rate_limit_resource" }, message: "must have required property '" + "rate_limit_resource" + "'" };
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
            if (data11.partial_failures === undefined) {
                const err33 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "partial_failures" }, message: "must have required property '" + "partial_failures" + "'" };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
            if (data11.run_id === undefined) {
                const err34 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property '" + "run_id" + "'" };
                if (vErrors === null) {
                    vErrors = [err34];
                }
                else {
                    vErrors.push(err34);
                }
                errors++;
            }
            if (data11.crawl_window === undefined) {
                const err35 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "crawl_window" }, message: "must have required property '" + "crawl_window" + "'" };
                if (vErrors === null) {
                    vErrors = [err35];
                }
                else {
                    vErrors.push(err35);
                }
                errors++;
            }
            if (data11.crawl_config_checksum === undefined) {
                const err36 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "crawl_config_checksum" }, message: "must have required property '" + "crawl_config_checksum" + "'" };
                if (vErrors === null) {
                    vErrors = [err36];
                }
                else {
                    vErrors.push(err36);
                }
                errors++;
            }
            if (data11.schema_checksum === undefined) {
                const err37 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "schema_checksum" }, message: "must have required property '" + "schema_checksum" + "'" };
                if (vErrors === null) {
                    vErrors = [err37];
                }
                else {
                    vErrors.push(err37);
                }
                errors++;
            }
            if (data11.same_day_reuse === undefined) {
                const err38 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "same_day_reuse" }, message: "must have required property '" + "same_day_reuse" + "'" };
                if (vErrors === null) {
                    vErrors = [err38];
                }
                else {
                    vErrors.push(err38);
                }
                errors++;
            }
            if (data11.filter_summary === undefined) {
                const err39 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "filter_summary" }, message: "must have required property '" + "filter_summary" + "'" };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
            if (data11.snapshot_path === undefined) {
                const err40 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "snapshot_path" }, message: "must have required property '" + "snapshot_path" + "'" };
                if (vErrors === null) {
                    vErrors = [err40];
                }
                else {
                    vErrors.push(err40);
                }
                errors++;
            }
            if (data11.source_refresh_policy === undefined) {
                const err41 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "source_refresh_policy" }, message: "must have required property '" + "source_refresh_policy" + "'" };
                if (vErrors === null) {
                    vErrors = [err41];
                }
                else {
                    vErrors.push(err41);
                }
                errors++;
            }
            if (data11.crawler_code_sha === undefined) {
                const err42 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "crawler_code_sha" }, message: "must have required property '" + "crawler_code_sha" + "'" };
                if (vErrors === null) {
                    vErrors = [err42];
                }
                else {
                    vErrors.push(err42);
                }
                errors++;
            }
            if (data11.run_context === undefined) {
                const err43 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "run_context" }, message: "must have required property '" + "run_context" + "'" };
                if (vErrors === null) {
                    vErrors = [err43];
                }
                else {
                    vErrors.push(err43);
                }
                errors++;
            }
            if (data11.shards === undefined) {
                const err44 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "shards" }, message: "must have required property '" + "shards" + "'" };
                if (vErrors === null) {
                    vErrors = [err44];
                }
                else {
                    vErrors.push(err44);
                }
                errors++;
            }
            if (data11.merged_at === undefined) {
                const err45 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "merged_at" }, message: "must have required property '" + "merged_at" + "'" };
                if (vErrors === null) {
                    vErrors = [err45];
                }
                else {
                    vErrors.push(err45);
                }
                errors++;
            }
            if (data11.artifact_checksum === undefined) {
                const err46 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/required", keyword: "required", params: { missingProperty: "artifact_checksum" }, message: "must have required property '" + "artifact_checksum" + "'" };
                if (vErrors === null) {
                    vErrors = [err46];
                }
                else {
                    vErrors.push(err46);
                }
                errors++;
            }
            for (const key3 in data11) {
                if (!(func1.call(schema74.properties.metadata.properties, key3))) {
                    const err47 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err47];
                    }
                    else {
                        vErrors.push(err47);
                    }
                    errors++;
                }
            }
            if (data11.api_calls_used !== undefined) {
                let data12 = data11.api_calls_used;
                if (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) {
                    const err48 = { instancePath: instancePath + "/metadata/api_calls_used", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err48];
                    }
                    else {
                        vErrors.push(err48);
                    }
                    errors++;
                }
                if ((typeof data12 == "number") && (isFinite(data12))) {
                    if (data12 > 9007199254740991 || isNaN(data12)) {
                        const err49 = { instancePath: instancePath + "/metadata/api_calls_used", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err49];
                        }
                        else {
                            vErrors.push(err49);
                        }
                        errors++;
                    }
                    if (data12 < 0 || isNaN(data12)) {
                        const err50 = { instancePath: instancePath + "/metadata/api_calls_used", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err50];
                        }
                        else {
                            vErrors.push(err50);
                        }
                        errors++;
                    }
                }
            }
            if (data11.cache_hits !== undefined) {
                let data13 = data11.cache_hits;
                if (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) {
                    const err51 = { instancePath: instancePath + "/metadata/cache_hits", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err51];
                    }
                    else {
                        vErrors.push(err51);
                    }
                    errors++;
                }
                if ((typeof data13 == "number") && (isFinite(data13))) {
                    if (data13 > 9007199254740991 || isNaN(data13)) {
                        const err52 = { instancePath: instancePath + "/metadata/cache_hits", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err52];
                        }
                        else {
                            vErrors.push(err52);
                        }
                        errors++;
                    }
                    if (data13 < 0 || isNaN(data13)) {
                        const err53 = { instancePath: instancePath + "/metadata/cache_hits", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err53];
                        }
                        else {
                            vErrors.push(err53);
                        }
                        errors++;
                    }
                }
            }
            if (data11.stale_cache_hits !== undefined) {
                let data14 = data11.stale_cache_hits;
                if (!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))) {
                    const err54 = { instancePath: instancePath + "/metadata/stale_cache_hits", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err54];
                    }
                    else {
                        vErrors.push(err54);
                    }
                    errors++;
                }
                if ((typeof data14 == "number") && (isFinite(data14))) {
                    if (data14 > 9007199254740991 || isNaN(data14)) {
                        const err55 = { instancePath: instancePath + "/metadata/stale_cache_hits", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err55];
                        }
                        else {
                            vErrors.push(err55);
                        }
                        errors++;
                    }
                    if (data14 < 0 || isNaN(data14)) {
                        const err56 = { instancePath: instancePath + "/metadata/stale_cache_hits", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err56];
                        }
                        else {
                            vErrors.push(err56);
                        }
                        errors++;
                    }
                }
            }
            if (data11.rate_limit_limit !== undefined) {
                let data15 = data11.rate_limit_limit;
                if ((!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) && (data15 !== null)) {
                    const err57 = { instancePath: instancePath + "/metadata/rate_limit_limit", schemaPath: "#/properties/metadata/properties/rate_limit_limit/type", keyword: "type", params: { type: schema74.properties.metadata.properties.rate_limit_limit.type }, message: "must be integer,null" };
                    if (vErrors === null) {
                        vErrors = [err57];
                    }
                    else {
                        vErrors.push(err57);
                    }
                    errors++;
                }
            }
            if (data11.rate_limit_remaining !== undefined) {
                let data16 = data11.rate_limit_remaining;
                if ((!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) && (data16 !== null)) {
                    const err58 = { instancePath: instancePath + "/metadata/rate_limit_remaining", schemaPath: "#/properties/metadata/properties/rate_limit_remaining/type", keyword: "type", params: { type: schema74.properties.metadata.properties.rate_limit_remaining.type }, message: "must be integer,null" };
                    if (vErrors === null) {
                        vErrors = [err58];
                    }
                    else {
                        vErrors.push(err58);
                    }
                    errors++;
                }
            }
            if (data11.rate_limit_reset !== undefined) {
                let data17 = data11.rate_limit_reset;
                if ((!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))) && (data17 !== null)) {
                    const err59 = { instancePath: instancePath + "/metadata/rate_limit_reset", schemaPath: "#/properties/metadata/properties/rate_limit_reset/type", keyword: "type", params: { type: schema74.properties.metadata.properties.rate_limit_reset.type }, message: "must be integer,null" };
                    if (vErrors === null) {
                        vErrors = [err59];
                    }
                    else {
                        vErrors.push(err59);
                    }
                    errors++;
                }
            }
            if (data11.rate_limit_resource !== undefined) {
                if (typeof data11.rate_limit_resource !== "string") {
                    const err60 = { instancePath: instancePath + "/metadata/rate_limit_resource", schemaPath: "#/properties/metadata/properties/rate_limit_resource/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err60];
                    }
                    else {
                        vErrors.push(err60);
                    }
                    errors++;
                }
            }
            if (data11.partial_failures !== undefined) {
                let data19 = data11.partial_failures;
                if (Array.isArray(data19)) {
                    const len3 = data19.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                        if (typeof data19[i3] !== "string") {
                            const err61 = { instancePath: instancePath + "/metadata/partial_failures/" + i3, schemaPath: "#/properties/metadata/properties/partial_failures/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err61];
                            }
                            else {
                                vErrors.push(err61);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err62 = { instancePath: instancePath + "/metadata/partial_failures", schemaPath: "#/properties/metadata/properties/partial_failures/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                        vErrors = [err62];
                    }
                    else {
                        vErrors.push(err62);
                    }
                    errors++;
                }
            }
            if (data11.run_id !== undefined) {
                if (typeof data11.run_id !== "string") {
                    const err63 = { instancePath: instancePath + "/metadata/run_id", schemaPath: "#/properties/metadata/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err63];
                    }
                    else {
                        vErrors.push(err63);
                    }
                    errors++;
                }
            }
            if (data11.crawl_window !== undefined) {
                let data22 = data11.crawl_window;
                if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                    if (data22.since === undefined) {
                        const err64 = { instancePath: instancePath + "/metadata/crawl_window", schemaPath: "#/properties/metadata/properties/crawl_window/required", keyword: "required", params: { missingProperty: "since" }, message: "must have required property '" + "since" + "'" };
                        if (vErrors === null) {
                            vErrors = [err64];
                        }
                        else {
                            vErrors.push(err64);
                        }
                        errors++;
                    }
                    if (data22.until === undefined) {
                        const err65 = { instancePath: instancePath + "/metadata/crawl_window", schemaPath: "#/properties/metadata/properties/crawl_window/required", keyword: "required", params: { missingProperty: "until" }, message: "must have required property '" + "until" + "'" };
                        if (vErrors === null) {
                            vErrors = [err65];
                        }
                        else {
                            vErrors.push(err65);
                        }
                        errors++;
                    }
                    for (const key4 in data22) {
                        if (!((key4 === "since") || (key4 === "until"))) {
                            const err66 = { instancePath: instancePath + "/metadata/crawl_window", schemaPath: "#/properties/metadata/properties/crawl_window/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err66];
                            }
                            else {
                                vErrors.push(err66);
                            }
                            errors++;
                        }
                    }
                    if (data22.since !== undefined) {
                        let data23 = data22.since;
                        if (typeof data23 === "string") {
                            if (!pattern43.test(data23)) {
                                const err67 = { instancePath: instancePath + "/metadata/crawl_window/since", schemaPath: "#/properties/metadata/properties/crawl_window/properties/since/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: "must match pattern \"" + "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" + "\"" };
                                if (vErrors === null) {
                                    vErrors = [err67];
                                }
                                else {
                                    vErrors.push(err67);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err68 = { instancePath: instancePath + "/metadata/crawl_window/since", schemaPath: "#/properties/metadata/properties/crawl_window/properties/since/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err68];
                            }
                            else {
                                vErrors.push(err68);
                            }
                            errors++;
                        }
                    }
                    if (data22.until !== undefined) {
                        let data24 = data22.until;
                        if (typeof data24 === "string") {
                            if (!pattern43.test(data24)) {
                                const err69 = { instancePath: instancePath + "/metadata/crawl_window/until", schemaPath: "#/properties/metadata/properties/crawl_window/properties/until/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }, message: "must match pattern \"" + "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" + "\"" };
                                if (vErrors === null) {
                                    vErrors = [err69];
                                }
                                else {
                                    vErrors.push(err69);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err70 = { instancePath: instancePath + "/metadata/crawl_window/until", schemaPath: "#/properties/metadata/properties/crawl_window/properties/until/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err70];
                            }
                            else {
                                vErrors.push(err70);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err71 = { instancePath: instancePath + "/metadata/crawl_window", schemaPath: "#/properties/metadata/properties/crawl_window/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err71];
                    }
                    else {
                        vErrors.push(err71);
                    }
                    errors++;
                }
            }
            if (data11.crawl_config_checksum !== undefined) {
                let data25 = data11.crawl_config_checksum;
                if (typeof data25 === "string") {
                    if (!pattern8.test(data25)) {
                        const err72 = { instancePath: instancePath + "/metadata/crawl_config_checksum", schemaPath: "common#/$defs/checksum/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: "must match pattern \"" + "^sha256:[0-9a-f]{64}$" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err72];
                        }
                        else {
                            vErrors.push(err72);
                        }
                        errors++;
                    }
                }
                else {
                    const err73 = { instancePath: instancePath + "/metadata/crawl_config_checksum", schemaPath: "common#/$defs/checksum/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err73];
                    }
                    else {
                        vErrors.push(err73);
                    }
                    errors++;
                }
            }
            if (data11.schema_checksum !== undefined) {
                let data26 = data11.schema_checksum;
                if (typeof data26 === "string") {
                    if (!pattern8.test(data26)) {
                        const err74 = { instancePath: instancePath + "/metadata/schema_checksum", schemaPath: "common#/$defs/checksum/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: "must match pattern \"" + "^sha256:[0-9a-f]{64}$" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err74];
                        }
                        else {
                            vErrors.push(err74);
                        }
                        errors++;
                    }
                }
                else {
                    const err75 = { instancePath: instancePath + "/metadata/schema_checksum", schemaPath: "common#/$defs/checksum/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err75];
                    }
                    else {
                        vErrors.push(err75);
                    }
                    errors++;
                }
            }
            if (data11.same_day_reuse !== undefined) {
                if (typeof data11.same_day_reuse !== "boolean") {
                    const err76 = { instancePath: instancePath + "/metadata/same_day_reuse", schemaPath: "#/properties/metadata/properties/same_day_reuse/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                        vErrors = [err76];
                    }
                    else {
                        vErrors.push(err76);
                    }
                    errors++;
                }
            }
            if (data11.filter_summary !== undefined) {
                let data28 = data11.filter_summary;
                if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
                    for (const key5 in data28) {
                        let data29 = data28[key5];
                        if (!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))) {
                            const err77 = { instancePath: instancePath + "/metadata/filter_summary/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err77];
                            }
                            else {
                                vErrors.push(err77);
                            }
                            errors++;
                        }
                        if ((typeof data29 == "number") && (isFinite(data29))) {
                            if (data29 > 9007199254740991 || isNaN(data29)) {
                                const err78 = { instancePath: instancePath + "/metadata/filter_summary/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                                if (vErrors === null) {
                                    vErrors = [err78];
                                }
                                else {
                                    vErrors.push(err78);
                                }
                                errors++;
                            }
                            if (data29 < 0 || isNaN(data29)) {
                                const err79 = { instancePath: instancePath + "/metadata/filter_summary/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                if (vErrors === null) {
                                    vErrors = [err79];
                                }
                                else {
                                    vErrors.push(err79);
                                }
                                errors++;
                            }
                        }
                    }
                }
                else {
                    const err80 = { instancePath: instancePath + "/metadata/filter_summary", schemaPath: "#/properties/metadata/properties/filter_summary/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err80];
                    }
                    else {
                        vErrors.push(err80);
                    }
                    errors++;
                }
            }
            if (data11.snapshot_path !== undefined) {
                if (typeof data11.snapshot_path !== "string") {
                    const err81 = { instancePath: instancePath + "/metadata/snapshot_path", schemaPath: "#/properties/metadata/properties/snapshot_path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err81];
                    }
                    else {
                        vErrors.push(err81);
                    }
                    errors++;
                }
            }
            if (data11.source_refresh_policy !== undefined) {
                if (typeof data11.source_refresh_policy !== "string") {
                    const err82 = { instancePath: instancePath + "/metadata/source_refresh_policy", schemaPath: "#/properties/metadata/properties/source_refresh_policy/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err82];
                    }
                    else {
                        vErrors.push(err82);
                    }
                    errors++;
                }
            }
            if (data11.crawler_code_sha !== undefined) {
                if (typeof data11.crawler_code_sha !== "string") {
                    const err83 = { instancePath: instancePath + "/metadata/crawler_code_sha", schemaPath: "#/properties/metadata/properties/crawler_code_sha/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err83];
                    }
                    else {
                        vErrors.push(err83);
                    }
                    errors++;
                }
            }
            if (data11.run_context !== undefined) {
                if (!(validate21(data11.run_context, { instancePath: instancePath + "/metadata/run_context", parentData: data11, parentDataProperty: "run_context", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                    errors = vErrors.length;
                }
            }
            if (data11.shards !== undefined) {
                let data34 = data11.shards;
                if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
                    for (const key6 in data34) {
                        let data35 = data34[key6];
                        if (data35 && typeof data35 == "object" && !Array.isArray(data35)) {
                            if (data35.status === undefined) {
                                const err84 = { instancePath: instancePath + "/metadata/shards/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/metadata/properties/shards/additionalProperties/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property '" + "status" + "'" };
                                if (vErrors === null) {
                                    vErrors = [err84];
                                }
                                else {
                                    vErrors.push(err84);
                                }
                                errors++;
                            }
                            if (data35.required === undefined) {
                                const err85 = { instancePath: instancePath + "/metadata/shards/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/metadata/properties/shards/additionalProperties/required", keyword: "required", params: { missingProperty: "required" }, message: "must have required property '" + "required" + "'" };
                                if (vErrors === null) {
                                    vErrors = [err85];
                                }
                                else {
                                    vErrors.push(err85);
                                }
                                errors++;
                            }
                            if (data35.repositories === undefined) {
                                const err86 = { instancePath: instancePath + "/metadata/shards/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/metadata/properties/shards/additionalProperties/required", keyword: "required", params: { missingProperty: "repositories" }, message: "must have required property '" + "repositories" + "'" };
                                if (vErrors === null) {
                                    vErrors = [err86];
                                }
                                else {
                                    vErrors.push(err86);
                                }
                                errors++;
                            }
                            for (const key7 in data35) {
                                if (!((((key7 === "status") || (key7 === "required")) || (key7 === "repositories")) || (key7 === "reason"))) {
                                    const err87 = { instancePath: instancePath + "/metadata/shards/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/metadata/properties/shards/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" };
                                    if (vErrors === null) {
                                        vErrors = [err87];
                                    }
                                    else {
                                        vErrors.push(err87);
                                    }
                                    errors++;
                                }
                            }
                            if (data35.status !== undefined) {
                                let data36 = data35.status;
                                if (!((data36 === "success") || (data36 === "missing"))) {
                                    const err88 = { instancePath: instancePath + "/metadata/shards/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/status", schemaPath: "#/properties/metadata/properties/shards/additionalProperties/properties/status/enum", keyword: "enum", params: { allowedValues: schema74.properties.metadata.properties.shards.additionalProperties.properties.status.enum }, message: "must be equal to one of the allowed values" };
                                    if (vErrors === null) {
                                        vErrors = [err88];
                                    }
                                    else {
                                        vErrors.push(err88);
                                    }
                                    errors++;
                                }
                            }
                            if (data35.required !== undefined) {
                                if (typeof data35.required !== "boolean") {
                                    const err89 = { instancePath: instancePath + "/metadata/shards/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/required", schemaPath: "#/properties/metadata/properties/shards/additionalProperties/properties/required/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                                    if (vErrors === null) {
                                        vErrors = [err89];
                                    }
                                    else {
                                        vErrors.push(err89);
                                    }
                                    errors++;
                                }
                            }
                            if (data35.repositories !== undefined) {
                                let data38 = data35.repositories;
                                if (!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))) {
                                    const err90 = { instancePath: instancePath + "/metadata/shards/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/repositories", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                                    if (vErrors === null) {
                                        vErrors = [err90];
                                    }
                                    else {
                                        vErrors.push(err90);
                                    }
                                    errors++;
                                }
                                if ((typeof data38 == "number") && (isFinite(data38))) {
                                    if (data38 > 9007199254740991 || isNaN(data38)) {
                                        const err91 = { instancePath: instancePath + "/metadata/shards/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/repositories", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                                        if (vErrors === null) {
                                            vErrors = [err91];
                                        }
                                        else {
                                            vErrors.push(err91);
                                        }
                                        errors++;
                                    }
                                    if (data38 < 0 || isNaN(data38)) {
                                        const err92 = { instancePath: instancePath + "/metadata/shards/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/repositories", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                        if (vErrors === null) {
                                            vErrors = [err92];
                                        }
                                        else {
                                            vErrors.push(err92);
                                        }
                                        errors++;
                                    }
                                }
                            }
                            if (data35.reason !== undefined) {
                                if (typeof data35.reason !== "string") {
                                    const err93 = { instancePath: instancePath + "/metadata/shards/" + key6.replace(/~/g, "~0").replace(/\//g, "~1") + "/reason", schemaPath: "#/properties/metadata/properties/shards/additionalProperties/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err93];
                                    }
                                    else {
                                        vErrors.push(err93);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err94 = { instancePath: instancePath + "/metadata/shards/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/metadata/properties/shards/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                            if (vErrors === null) {
                                vErrors = [err94];
                            }
                            else {
                                vErrors.push(err94);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err95 = { instancePath: instancePath + "/metadata/shards", schemaPath: "#/properties/metadata/properties/shards/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err95];
                    }
                    else {
                        vErrors.push(err95);
                    }
                    errors++;
                }
            }
            if (data11.merged_at !== undefined) {
                let data40 = data11.merged_at;
                if (typeof data40 === "string") {
                    if (!pattern6.test(data40)) {
                        const err96 = { instancePath: instancePath + "/metadata/merged_at", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err96];
                        }
                        else {
                            vErrors.push(err96);
                        }
                        errors++;
                    }
                    if (!(formats0.validate(data40))) {
                        const err97 = { instancePath: instancePath + "/metadata/merged_at", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err97];
                        }
                        else {
                            vErrors.push(err97);
                        }
                        errors++;
                    }
                }
                else {
                    const err98 = { instancePath: instancePath + "/metadata/merged_at", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err98];
                    }
                    else {
                        vErrors.push(err98);
                    }
                    errors++;
                }
            }
            if (data11.artifact_checksum !== undefined) {
                let data41 = data11.artifact_checksum;
                if (typeof data41 === "string") {
                    if (!pattern8.test(data41)) {
                        const err99 = { instancePath: instancePath + "/metadata/artifact_checksum", schemaPath: "common#/$defs/checksum/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: "must match pattern \"" + "^sha256:[0-9a-f]{64}$" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err99];
                        }
                        else {
                            vErrors.push(err99);
                        }
                        errors++;
                    }
                }
                else {
                    const err100 = { instancePath: instancePath + "/metadata/artifact_checksum", schemaPath: "common#/$defs/checksum/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err100];
                    }
                    else {
                        vErrors.push(err100);
                    }
                    errors++;
                }
            }
        }
        else {
            const err101 = { instancePath: instancePath + "/metadata", schemaPath: "#/properties/metadata/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err101];
            }
            else {
                vErrors.push(err101);
            }
            errors++;
        }
    }
}
else {
    const err102 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err102];
    }
    else {
        vErrors.push(err102);
    }
    errors++;
} validate34.errors = vErrors; return errors === 0; }
validate34.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const github_shard_v1 = validate36;
const schema79 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "github_shard_v1", "title": "GithubShard", "description": "What one GitHub shard leg emits.", "type": "object", "additionalProperties": false, "required": ["schema_version", "shard_id", "run_context", "fan", "repositories", "api_metrics", "queries", "filter_summary", "checksum"], "properties": { "schema_version": { "const": "github_shard_v1" }, "shard_id": { "$ref": "common#/$defs/shardId" }, "run_context": { "$ref": "run_context_v1" }, "fan": { "$ref": "common#/$defs/fanFrames" }, "repositories": { "type": "array", "items": { "$ref": "#/$defs/repository" }, "maxItems": 100000, "description": "At most 100,000: every query fetches at most 1,000 results." }, "api_metrics": { "type": "object", "additionalProperties": false, "required": ["calls_made", "cache_hits", "cache_misses", "secondary_rate_limit_events", "search_api_remaining"], "properties": { "calls_made": { "$ref": "common#/$defs/count" }, "cache_hits": { "$ref": "common#/$defs/count" }, "cache_misses": { "$ref": "common#/$defs/count" }, "secondary_rate_limit_events": { "$ref": "common#/$defs/count" }, "search_api_remaining": { "oneOf": [{ "$ref": "common#/$defs/count" }, { "type": "null" }] } } }, "queries": { "description": "Every search query the shard ran, with GitHub's own completeness report.", "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["q", "total_count", "incomplete_results", "fetched", "capped"], "properties": { "q": { "type": "string", "maxLength": 2000 }, "total_count": { "$ref": "common#/$defs/count" }, "incomplete_results": { "type": "boolean" }, "fetched": { "$ref": "common#/$defs/count" }, "capped": { "type": "boolean", "description": "More results existed than were fetched (max-results or GitHub's 1,000 cap)." }, "skipped": { "type": "string", "description": "Why the query was not run (e.g. secondary queries when primary found enough).", "maxLength": 2000 } } }, "maxItems": 1000 }, "filter_summary": { "description": "Repositories dropped by the quality filters, counted by reason.", "type": "object", "additionalProperties": { "$ref": "common#/$defs/count" }, "propertyNames": { "type": "string", "minLength": 1, "maxLength": 64 } }, "checksum": { "$ref": "common#/$defs/checksum" } }, "$defs": { "repository": { "title": "Repository", "type": "object", "additionalProperties": false, "required": ["id", "node_id", "name", "owner", "full_name", "description", "language", "stars", "forks", "archived", "disabled", "created_at", "updated_at", "pushed_at", "topics", "license", "url", "api_url", "stars_gained"], "properties": { "id": { "$ref": "common#/$defs/count" }, "node_id": { "type": "string", "minLength": 1, "maxLength": 200 }, "name": { "type": "string", "minLength": 1, "maxLength": 100 }, "owner": { "type": "string", "minLength": 1, "maxLength": 100 }, "full_name": { "type": "string", "pattern": "^[^/\\s]+/[^/\\s]+$", "maxLength": 201 }, "description": { "type": ["string", "null"], "maxLength": 4000 }, "language": { "type": ["string", "null"], "maxLength": 100 }, "stars": { "$ref": "common#/$defs/count" }, "forks": { "$ref": "common#/$defs/count" }, "archived": { "type": "boolean" }, "disabled": { "type": "boolean" }, "created_at": { "$ref": "common#/$defs/timestamp" }, "updated_at": { "$ref": "common#/$defs/timestamp" }, "pushed_at": { "$ref": "common#/$defs/timestamp" }, "topics": { "type": "array", "maxItems": 100, "items": { "type": "string", "minLength": 1, "maxLength": 100 } }, "license": { "type": ["string", "null"], "maxLength": 200 }, "url": { "$ref": "common#/$defs/httpUrl", "description": "The repository's page (html_url)." }, "api_url": { "$ref": "common#/$defs/httpUrl", "description": "The repository's REST API URL." }, "stars_gained": { "oneOf": [{ "$ref": "common#/$defs/count" }, { "type": "null" }] } }, "description": "A repository record. Every string and array is bounded (docs/contracts.md, 'Repository records'); url and api_url are http(s) URLs." } } };
const schema80 = { "type": "string", "enum": ["new_repos", "trending_repos", "topic_primary", "topic_secondary"] };
const schema45 = { "description": "The fan frames of a leg, outermost first; inherited, never rewritten.", "type": "array", "minItems": 1, "maxItems": 16, "items": { "$ref": "#/$defs/fanFrame" } };
const schema46 = { "title": "FanFrame", "description": "One level of fan-out: which fan this leg belongs to, its index and the fan's size.", "type": "object", "additionalProperties": false, "required": ["fan_id", "seq", "expected"], "properties": { "fan_id": { "type": "string", "minLength": 1, "maxLength": 200 }, "seq": { "type": "integer", "minimum": 0, "maximum": 1000000 }, "expected": { "type": "integer", "minimum": 1, "maximum": 1000000 } } };
function validate38(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate38.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (Array.isArray(data)) {
    if (data.length > 16) {
        const err0 = { instancePath, schemaPath: "#/maxItems", keyword: "maxItems", params: { limit: 16 }, message: "must NOT have more than 16 items" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.length < 1) {
        const err1 = { instancePath, schemaPath: "#/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
        let data0 = data[i0];
        if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
            if (data0.fan_id === undefined) {
                const err2 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/fanFrame/required", keyword: "required", params: { missingProperty: "fan_id" }, message: "must have required property '" + "fan_id" + "'" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
            if (data0.seq === undefined) {
                const err3 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/fanFrame/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property '" + "seq" + "'" };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
            if (data0.expected === undefined) {
                const err4 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/fanFrame/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property '" + "expected" + "'" };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
            for (const key0 in data0) {
                if (!(((key0 === "fan_id") || (key0 === "seq")) || (key0 === "expected"))) {
                    const err5 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/fanFrame/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            if (data0.fan_id !== undefined) {
                let data1 = data0.fan_id;
                if (typeof data1 === "string") {
                    if (func2(data1) > 200) {
                        const err6 = { instancePath: instancePath + "/" + i0 + "/fan_id", schemaPath: "#/$defs/fanFrame/properties/fan_id/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                        if (vErrors === null) {
                            vErrors = [err6];
                        }
                        else {
                            vErrors.push(err6);
                        }
                        errors++;
                    }
                    if (func2(data1) < 1) {
                        const err7 = { instancePath: instancePath + "/" + i0 + "/fan_id", schemaPath: "#/$defs/fanFrame/properties/fan_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                }
                else {
                    const err8 = { instancePath: instancePath + "/" + i0 + "/fan_id", schemaPath: "#/$defs/fanFrame/properties/fan_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
            if (data0.seq !== undefined) {
                let data2 = data0.seq;
                if (!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) {
                    const err9 = { instancePath: instancePath + "/" + i0 + "/seq", schemaPath: "#/$defs/fanFrame/properties/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err9];
                    }
                    else {
                        vErrors.push(err9);
                    }
                    errors++;
                }
                if ((typeof data2 == "number") && (isFinite(data2))) {
                    if (data2 > 1000000 || isNaN(data2)) {
                        const err10 = { instancePath: instancePath + "/" + i0 + "/seq", schemaPath: "#/$defs/fanFrame/properties/seq/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                    if (data2 < 0 || isNaN(data2)) {
                        const err11 = { instancePath: instancePath + "/" + i0 + "/seq", schemaPath: "#/$defs/fanFrame/properties/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                }
            }
            if (data0.expected !== undefined) {
                let data3 = data0.expected;
                if (!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) {
                    const err12 = { instancePath: instancePath + "/" + i0 + "/expected", schemaPath: "#/$defs/fanFrame/properties/expected/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
                if ((typeof data3 == "number") && (isFinite(data3))) {
                    if (data3 > 1000000 || isNaN(data3)) {
                        const err13 = { instancePath: instancePath + "/" + i0 + "/expected", schemaPath: "#/$defs/fanFrame/properties/expected/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                        if (vErrors === null) {
                            vErrors = [err13];
                        }
                        else {
                            vErrors.push(err13);
                        }
                        errors++;
                    }
                    if (data3 < 1 || isNaN(data3)) {
                        const err14 = { instancePath: instancePath + "/" + i0 + "/expected", schemaPath: "#/$defs/fanFrame/properties/expected/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err15 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/fanFrame/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
    }
}
else {
    const err16 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" };
    if (vErrors === null) {
        vErrors = [err16];
    }
    else {
        vErrors.push(err16);
    }
    errors++;
} validate38.errors = vErrors; return errors === 0; }
validate38.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
const schema83 = { "title": "Repository", "type": "object", "additionalProperties": false, "required": ["id", "node_id", "name", "owner", "full_name", "description", "language", "stars", "forks", "archived", "disabled", "created_at", "updated_at", "pushed_at", "topics", "license", "url", "api_url", "stars_gained"], "properties": { "id": { "$ref": "common#/$defs/count" }, "node_id": { "type": "string", "minLength": 1, "maxLength": 200 }, "name": { "type": "string", "minLength": 1, "maxLength": 100 }, "owner": { "type": "string", "minLength": 1, "maxLength": 100 }, "full_name": { "type": "string", "pattern": "^[^/\\s]+/[^/\\s]+$", "maxLength": 201 }, "description": { "type": ["string", "null"], "maxLength": 4000 }, "language": { "type": ["string", "null"], "maxLength": 100 }, "stars": { "$ref": "common#/$defs/count" }, "forks": { "$ref": "common#/$defs/count" }, "archived": { "type": "boolean" }, "disabled": { "type": "boolean" }, "created_at": { "$ref": "common#/$defs/timestamp" }, "updated_at": { "$ref": "common#/$defs/timestamp" }, "pushed_at": { "$ref": "common#/$defs/timestamp" }, "topics": { "type": "array", "maxItems": 100, "items": { "type": "string", "minLength": 1, "maxLength": 100 } }, "license": { "type": ["string", "null"], "maxLength": 200 }, "url": { "$ref": "common#/$defs/httpUrl", "description": "The repository's page (html_url)." }, "api_url": { "$ref": "common#/$defs/httpUrl", "description": "The repository's REST API URL." }, "stars_gained": { "oneOf": [{ "$ref": "common#/$defs/count" }, { "type": "null" }] } }, "description": "A repository record. Every string and array is bounded (docs/contracts.md, 'Repository records'); url and api_url are http(s) URLs." };
function validate40(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate40.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property '" + "id" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.node_id === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "node_id" }, message: "must have required property '" + "node_id" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.name === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    if (data.owner === undefined) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "owner" }, message: "must have required property '" + "owner" + "'" };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    if (data.full_name === undefined) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "full_name" }, message: "must have required property '" + "full_name" + "'" };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    if (data.description === undefined) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "description" }, message: "must have required property '" + "description" + "'" };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    if (data.language === undefined) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "language" }, message: "must have required property '" + "language" + "'" };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    if (data.stars === undefined) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "stars" }, message: "must have required property '" + "stars" + "'" };
        if (vErrors === null) {
            vErrors = [err7];
        }
        else {
            vErrors.push(err7);
        }
        errors++;
    }
    if (data.forks === undefined) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "forks" }, message: "must have required property '" + "forks" + "'" };
        if (vErrors === null) {
            vErrors = [err8];
        }
        else {
            vErrors.push(err8);
        }
        errors++;
    }
    if (data.archived === undefined) {
        const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "archived" }, message: "must have required property '" + "archived" + "'" };
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
    if (data.disabled === undefined) {
        const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "disabled" }, message: "must have required property '" + "disabled" + "'" };
        if (vErrors === null) {
            vErrors = [err10];
        }
        else {
            vErrors.push(err10);
        }
        errors++;
    }
    if (data.created_at === undefined) {
        const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "created_at" }, message: "must have required property '" + "created_at" + "'" };
        if (vErrors === null) {
            vErrors = [err11];
        }
        else {
            vErrors.push(err11);
        }
        errors++;
    }
    if (data.updated_at === undefined) {
        const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "updated_at" }, message: "must have required property '" + "updated_at" + "'" };
        if (vErrors === null) {
            vErrors = [err12];
        }
        else {
            vErrors.push(err12);
        }
        errors++;
    }
    if (data.pushed_at === undefined) {
        const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "pushed_at" }, message: "must have required property '" + "pushed_at" + "'" };
        if (vErrors === null) {
            vErrors = [err13];
        }
        else {
            vErrors.push(err13);
        }
        errors++;
    }
    if (data.topics === undefined) {
        const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "topics" }, message: "must have required property '" + "topics" + "'" };
        if (vErrors === null) {
            vErrors = [err14];
        }
        else {
            vErrors.push(err14);
        }
        errors++;
    }
    if (data.license === undefined) {
        const err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "license" }, message: "must have required property '" + "license" + "'" };
        if (vErrors === null) {
            vErrors = [err15];
        }
        else {
            vErrors.push(err15);
        }
        errors++;
    }
    if (data.url === undefined) {
        const err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property '" + "url" + "'" };
        if (vErrors === null) {
            vErrors = [err16];
        }
        else {
            vErrors.push(err16);
        }
        errors++;
    }
    if (data.api_url === undefined) {
        const err17 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "api_url" }, message: "must have required property '" + "api_url" + "'" };
        if (vErrors === null) {
            vErrors = [err17];
        }
        else {
            vErrors.push(err17);
        }
        errors++;
    }
    if (data.stars_gained === undefined) {
        const err18 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "stars_gained" }, message: "must have required property '" + "stars_gained" + "'" };
        if (vErrors === null) {
            vErrors = [err18];
        }
        else {
            vErrors.push(err18);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(func1.call(schema83.properties, key0))) {
            const err19 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err19];
            }
            else {
                vErrors.push(err19);
            }
            errors++;
        }
    }
    if (data.id !== undefined) {
        let data0 = data.id;
        if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
            const err20 = { instancePath: instancePath + "/id", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err20];
            }
            else {
                vErrors.push(err20);
            }
            errors++;
        }
        if ((typeof data0 == "number") && (isFinite(data0))) {
            if (data0 > 9007199254740991 || isNaN(data0)) {
                const err21 = { instancePath: instancePath + "/id", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err21];
                }
                else {
                    vErrors.push(err21);
                }
                errors++;
            }
            if (data0 < 0 || isNaN(data0)) {
                const err22 = { instancePath: instancePath + "/id", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err22];
                }
                else {
                    vErrors.push(err22);
                }
                errors++;
            }
        }
    }
    if (data.node_id !== undefined) {
        let data1 = data.node_id;
        if (typeof data1 === "string") {
            if (func2(data1) > 200) {
                const err23 = { instancePath: instancePath + "/node_id", schemaPath: "#/properties/node_id/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
            if (func2(data1) < 1) {
                const err24 = { instancePath: instancePath + "/node_id", schemaPath: "#/properties/node_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
        }
        else {
            const err25 = { instancePath: instancePath + "/node_id", schemaPath: "#/properties/node_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err25];
            }
            else {
                vErrors.push(err25);
            }
            errors++;
        }
    }
    if (data.name !== undefined) {
        let data2 = data.name;
        if (typeof data2 === "string") {
            if (func2(data2) > 100) {
                const err26 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters" };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
            if (func2(data2) < 1) {
                const err27 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
        }
        else {
            const err28 = { instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err28];
            }
            else {
                vErrors.push(err28);
            }
            errors++;
        }
    }
    if (data.owner !== undefined) {
        let data3 = data.owner;
        if (typeof data3 === "string") {
            if (func2(data3) > 100) {
                const err29 = { instancePath: instancePath + "/owner", schemaPath: "#/properties/owner/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters" };
                if (vErrors === null) {
                    vErrors = [err29];
                }
                else {
                    vErrors.push(err29);
                }
                errors++;
            }
            if (func2(data3) < 1) {
                const err30 = { instancePath: instancePath + "/owner", schemaPath: "#/properties/owner/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                if (vErrors === null) {
                    vErrors = [err30];
                }
                else {
                    vErrors.push(err30);
                }
                errors++;
            }
        }
        else {
            const err31 = { instancePath: instancePath + "/owner", schemaPath: "#/properties/owner/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err31];
            }
            else {
                vErrors.push(err31);
            }
            errors++;
        }
    }
    if (data.full_name !== undefined) {
        let data4 = data.full_name;
        if (typeof data4 === "string") {
            if (func2(data4) > 201) {
                const err32 = { instancePath: instancePath + "/full_name", schemaPath: "#/properties/full_name/maxLength", keyword: "maxLength", params: { limit: 201 }, message: "must NOT have more than 201 characters" };
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
            if (!pattern30.test(data4)) {
                const err33 = { instancePath: instancePath + "/full_name", schemaPath: "#/properties/full_name/pattern", keyword: "pattern", params: { pattern: "^[^/\\s]+/[^/\\s]+$" }, message: "must match pattern \"" + "^[^/\\s]+/[^/\\s]+$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
        }
        else {
            const err34 = { instancePath: instancePath + "/full_name", schemaPath: "#/properties/full_name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err34];
            }
            else {
                vErrors.push(err34);
            }
            errors++;
        }
    }
    if (data.description !== undefined) {
        let data5 = data.description;
        if ((typeof data5 !== "string") && (data5 !== null)) {
            const err35 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/type", keyword: "type", params: { type: schema83.properties.description.type }, message: "must be string,null" };
            if (vErrors === null) {
                vErrors = [err35];
            }
            else {
                vErrors.push(err35);
            }
            errors++;
        }
        if (typeof data5 === "string") {
            if (func2(data5) > 4000) {
                const err36 = { instancePath: instancePath + "/description", schemaPath: "#/properties/description/maxLength", keyword: "maxLength", params: { limit: 4000 }, message: "must NOT have more than 4000 characters" };
                if (vErrors === null) {
                    vErrors = [err36];
                }
                else {
                    vErrors.push(err36);
                }
                errors++;
            }
        }
    }
    if (data.language !== undefined) {
        let data6 = data.language;
        if ((typeof data6 !== "string") && (data6 !== null)) {
            const err37 = { instancePath: instancePath + "/language", schemaPath: "#/properties/language/type", keyword: "type", params: { type: schema83.properties.language.type }, message: "must be string,null" };
            if (vErrors === null) {
                vErrors = [err37];
            }
            else {
                vErrors.push(err37);
            }
            errors++;
        }
        if (typeof data6 === "string") {
            if (func2(data6) > 100) {
                const err38 = { instancePath: instancePath + "/language", schemaPath: "#/properties/language/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters" };
                if (vErrors === null) {
                    vErrors = [err38];
                }
                else {
                    vErrors.push(err38);
                }
                errors++;
            }
        }
    }
    if (data.stars !== undefined) {
        let data7 = data.stars;
        if (!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) {
            const err39 = { instancePath: instancePath + "/stars", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err39];
            }
            else {
                vErrors.push(err39);
            }
            errors++;
        }
        if ((typeof data7 == "number") && (isFinite(data7))) {
            if (data7 > 9007199254740991 || isNaN(data7)) {
                const err40 = { instancePath: instancePath + "/stars", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err40];
                }
                else {
                    vErrors.push(err40);
                }
                errors++;
            }
            if (data7 < 0 || isNaN(data7)) {
                const err41 = { instancePath: instancePath + "/stars", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err41];
                }
                else {
                    vErrors.push(err41);
                }
                errors++;
            }
        }
    }
    if (data.forks !== undefined) {
        let data8 = data.forks;
        if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
            const err42 = { instancePath: instancePath + "/forks", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err42];
            }
            else {
                vErrors.push(err42);
            }
            errors++;
        }
        if ((typeof data8 == "number") && (isFinite(data8))) {
            if (data8 > 9007199254740991 || isNaN(data8)) {
                const err43 = { instancePath: instancePath + "/forks", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err43];
                }
                else {
                    vErrors.push(err43);
                }
                errors++;
            }
            if (data8 < 0 || isNaN(data8)) {
                const err44 = { instancePath: instancePath + "/forks", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err44];
                }
                else {
                    vErrors.push(err44);
                }
                errors++;
            }
        }
    }
    if (data.archived !== undefined) {
        if (typeof data.archived !== "boolean") {
            const err45 = { instancePath: instancePath + "/archived", schemaPath: "#/properties/archived/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err45];
            }
            else {
                vErrors.push(err45);
            }
            errors++;
        }
    }
    if (data.disabled !== undefined) {
        if (typeof data.disabled !== "boolean") {
            const err46 = { instancePath: instancePath + "/disabled", schemaPath: "#/properties/disabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
            if (vErrors === null) {
                vErrors = [err46];
            }
            else {
                vErrors.push(err46);
            }
            errors++;
        }
    }
    if (data.created_at !== undefined) {
        let data11 = data.created_at;
        if (typeof data11 === "string") {
            if (!pattern6.test(data11)) {
                const err47 = { instancePath: instancePath + "/created_at", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err47];
                }
                else {
                    vErrors.push(err47);
                }
                errors++;
            }
            if (!(formats0.validate(data11))) {
                const err48 = { instancePath: instancePath + "/created_at", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                if (vErrors === null) {
                    vErrors = [err48];
                }
                else {
                    vErrors.push(err48);
                }
                errors++;
            }
        }
        else {
            const err49 = { instancePath: instancePath + "/created_at", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err49];
            }
            else {
                vErrors.push(err49);
            }
            errors++;
        }
    }
    if (data.updated_at !== undefined) {
        let data12 = data.updated_at;
        if (typeof data12 === "string") {
            if (!pattern6.test(data12)) {
                const err50 = { instancePath: instancePath + "/updated_at", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err50];
                }
                else {
                    vErrors.push(err50);
                }
                errors++;
            }
            if (!(formats0.validate(data12))) {
                const err51 = { instancePath: instancePath + "/updated_at", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                if (vErrors === null) {
                    vErrors = [err51];
                }
                else {
                    vErrors.push(err51);
                }
                errors++;
            }
        }
        else {
            const err52 = { instancePath: instancePath + "/updated_at", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err52];
            }
            else {
                vErrors.push(err52);
            }
            errors++;
        }
    }
    if (data.pushed_at !== undefined) {
        let data13 = data.pushed_at;
        if (typeof data13 === "string") {
            if (!pattern6.test(data13)) {
                const err53 = { instancePath: instancePath + "/pushed_at", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err53];
                }
                else {
                    vErrors.push(err53);
                }
                errors++;
            }
            if (!(formats0.validate(data13))) {
                const err54 = { instancePath: instancePath + "/pushed_at", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                if (vErrors === null) {
                    vErrors = [err54];
                }
                else {
                    vErrors.push(err54);
                }
                errors++;
            }
        }
        else {
            const err55 = { instancePath: instancePath + "/pushed_at", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err55];
            }
            else {
                vErrors.push(err55);
            }
            errors++;
        }
    }
    if (data.topics !== undefined) {
        let data14 = data.topics;
        if (Array.isArray(data14)) {
            if (data14.length > 100) {
                const err56 = { instancePath: instancePath + "/topics", schemaPath: "#/properties/topics/maxItems", keyword: "maxItems", params: { limit: 100 }, message: "must NOT have more than 100 items" };
                if (vErrors === null) {
                    vErrors = [err56];
                }
                else {
                    vErrors.push(err56);
                }
                errors++;
            }
            const len0 = data14.length;
            for (let i0 = 0; i0 < len0; i0++) {
                let data15 = data14[i0];
                if (typeof data15 === "string") {
                    if (func2(data15) > 100) {
                        const err57 = { instancePath: instancePath + "/topics/" + i0, schemaPath: "#/properties/topics/items/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters" };
                        if (vErrors === null) {
                            vErrors = [err57];
                        }
                        else {
                            vErrors.push(err57);
                        }
                        errors++;
                    }
                    if (func2(data15) < 1) {
                        const err58 = { instancePath: instancePath + "/topics/" + i0, schemaPath: "#/properties/topics/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                        if (vErrors === null) {
                            vErrors = [err58];
                        }
                        else {
                            vErrors.push(err58);
                        }
                        errors++;
                    }
                }
                else {
                    const err59 = { instancePath: instancePath + "/topics/" + i0, schemaPath: "#/properties/topics/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err59];
                    }
                    else {
                        vErrors.push(err59);
                    }
                    errors++;
                }
            }
        }
        else {
            const err60 = { instancePath: instancePath + "/topics", schemaPath: "#/properties/topics/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err60];
            }
            else {
                vErrors.push(err60);
            }
            errors++;
        }
    }
    if (data.license !== undefined) {
        let data16 = data.license;
        if ((typeof data16 !== "string") && (data16 !== null)) {
            const err61 = { instancePath: instancePath + "/license", schemaPath: "#/properties/license/type", keyword: "type", params: { type: schema83.properties.license.type }, message: "must be string,null" };
            if (vErrors === null) {
                vErrors = [err61];
            }
            else {
                vErrors.push(err61);
            }
            errors++;
        }
        if (typeof data16 === "string") {
            if (func2(data16) > 200) {
                const err62 = { instancePath: instancePath + "/license", schemaPath: "#/properties/license/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                if (vErrors === null) {
                    vErrors = [err62];
                }
                else {
                    vErrors.push(err62);
                }
                errors++;
            }
        }
    }
    if (data.url !== undefined) {
        let data17 = data.url;
        if (typeof data17 === "string") {
            if (func2(data17) > 2048) {
                const err63 = { instancePath: instancePath + "/url", schemaPath: "common#/$defs/httpUrl/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters" };
                if (vErrors === null) {
                    vErrors = [err63];
                }
                else {
                    vErrors.push(err63);
                }
                errors++;
            }
            if (!pattern14.test(data17)) {
                const err64 = { instancePath: instancePath + "/url", schemaPath: "common#/$defs/httpUrl/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: "must match pattern \"" + "^https?://" + "\"" };
                if (vErrors === null) {
                    vErrors = [err64];
                }
                else {
                    vErrors.push(err64);
                }
                errors++;
            }
            if (!(formats6(data17))) {
                const err65 = { instancePath: instancePath + "/url", schemaPath: "common#/$defs/httpUrl/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"" };
                if (vErrors === null) {
                    vErrors = [err65];
                }
                else {
                    vErrors.push(err65);
                }
                errors++;
            }
        }
        else {
            const err66 = { instancePath: instancePath + "/url", schemaPath: "common#/$defs/httpUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err66];
            }
            else {
                vErrors.push(err66);
            }
            errors++;
        }
    }
    if (data.api_url !== undefined) {
        let data18 = data.api_url;
        if (typeof data18 === "string") {
            if (func2(data18) > 2048) {
                const err67 = { instancePath: instancePath + "/api_url", schemaPath: "common#/$defs/httpUrl/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters" };
                if (vErrors === null) {
                    vErrors = [err67];
                }
                else {
                    vErrors.push(err67);
                }
                errors++;
            }
            if (!pattern14.test(data18)) {
                const err68 = { instancePath: instancePath + "/api_url", schemaPath: "common#/$defs/httpUrl/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: "must match pattern \"" + "^https?://" + "\"" };
                if (vErrors === null) {
                    vErrors = [err68];
                }
                else {
                    vErrors.push(err68);
                }
                errors++;
            }
            if (!(formats6(data18))) {
                const err69 = { instancePath: instancePath + "/api_url", schemaPath: "common#/$defs/httpUrl/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"" };
                if (vErrors === null) {
                    vErrors = [err69];
                }
                else {
                    vErrors.push(err69);
                }
                errors++;
            }
        }
        else {
            const err70 = { instancePath: instancePath + "/api_url", schemaPath: "common#/$defs/httpUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err70];
            }
            else {
                vErrors.push(err70);
            }
            errors++;
        }
    }
    if (data.stars_gained !== undefined) {
        let data19 = data.stars_gained;
        const _errs49 = errors;
        let valid11 = false;
        let passing0 = null;
        const _errs50 = errors;
        if (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) {
            const err71 = { instancePath: instancePath + "/stars_gained", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err71];
            }
            else {
                vErrors.push(err71);
            }
            errors++;
        }
        if ((typeof data19 == "number") && (isFinite(data19))) {
            if (data19 > 9007199254740991 || isNaN(data19)) {
                const err72 = { instancePath: instancePath + "/stars_gained", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err72];
                }
                else {
                    vErrors.push(err72);
                }
                errors++;
            }
            if (data19 < 0 || isNaN(data19)) {
                const err73 = { instancePath: instancePath + "/stars_gained", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err73];
                }
                else {
                    vErrors.push(err73);
                }
                errors++;
            }
        }
        var _valid0 = _errs50 === errors;
        if (_valid0) {
            valid11 = true;
            passing0 = 0;
        }
        const _errs53 = errors;
        if (data19 !== null) {
            const err74 = { instancePath: instancePath + "/stars_gained", schemaPath: "#/properties/stars_gained/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
            if (vErrors === null) {
                vErrors = [err74];
            }
            else {
                vErrors.push(err74);
            }
            errors++;
        }
        var _valid0 = _errs53 === errors;
        if (_valid0 && valid11) {
            valid11 = false;
            passing0 = [passing0, 1];
        }
        else {
            if (_valid0) {
                valid11 = true;
                passing0 = 1;
            }
        }
        if (!valid11) {
            const err75 = { instancePath: instancePath + "/stars_gained", schemaPath: "#/properties/stars_gained/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
            if (vErrors === null) {
                vErrors = [err75];
            }
            else {
                vErrors.push(err75);
            }
            errors++;
        }
        else {
            errors = _errs49;
            if (vErrors !== null) {
                if (_errs49) {
                    vErrors.length = _errs49;
                }
                else {
                    vErrors = null;
                }
            }
        }
    }
}
else {
    const err76 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err76];
    }
    else {
        vErrors.push(err76);
    }
    errors++;
} validate40.errors = vErrors; return errors === 0; }
validate40.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate36(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="github_shard_v1" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate36.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.shard_id === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "shard_id" }, message: "must have required property '" + "shard_id" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.run_context === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_context" }, message: "must have required property '" + "run_context" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    if (data.fan === undefined) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "fan" }, message: "must have required property '" + "fan" + "'" };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    if (data.repositories === undefined) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "repositories" }, message: "must have required property '" + "repositories" + "'" };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    if (data.api_metrics === undefined) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "api_metrics" }, message: "must have required property '" + "api_metrics" + "'" };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    if (data.queries === undefined) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "queries" }, message: "must have required property '" + "queries" + "'" };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    if (data.filter_summary === undefined) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "filter_summary" }, message: "must have required property '" + "filter_summary" + "'" };
        if (vErrors === null) {
            vErrors = [err7];
        }
        else {
            vErrors.push(err7);
        }
        errors++;
    }
    if (data.checksum === undefined) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "checksum" }, message: "must have required property '" + "checksum" + "'" };
        if (vErrors === null) {
            vErrors = [err8];
        }
        else {
            vErrors.push(err8);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(func1.call(schema79.properties, key0))) {
            const err9 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
    }
    if (data.schema_version !== undefined) {
        if ("github_shard_v1" !== data.schema_version) {
            const err10 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: "github_shard_v1" }, message: "must be equal to constant" };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
    }
    if (data.shard_id !== undefined) {
        let data1 = data.shard_id;
        if (typeof data1 !== "string") {
            const err11 = { instancePath: instancePath + "/shard_id", schemaPath: "common#/$defs/shardId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
        if (!((((data1 === "new_repos") || (data1 === "trending_repos")) || (data1 === "topic_primary")) || (data1 === "topic_secondary"))) {
            const err12 = { instancePath: instancePath + "/shard_id", schemaPath: "common#/$defs/shardId/enum", keyword: "enum", params: { allowedValues: schema80.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
    }
    if (data.run_context !== undefined) {
        if (!(validate21(data.run_context, { instancePath: instancePath + "/run_context", parentData: data, parentDataProperty: "run_context", rootData, dynamicAnchors }))) {
            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
            errors = vErrors.length;
        }
    }
    if (data.fan !== undefined) {
        if (!(validate38(data.fan, { instancePath: instancePath + "/fan", parentData: data, parentDataProperty: "fan", rootData, dynamicAnchors }))) {
            vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
            errors = vErrors.length;
        }
    }
    if (data.repositories !== undefined) {
        let data4 = data.repositories;
        if (Array.isArray(data4)) {
            if (data4.length > 100000) {
                const err13 = { instancePath: instancePath + "/repositories", schemaPath: "#/properties/repositories/maxItems", keyword: "maxItems", params: { limit: 100000 }, message: "must NOT have more than 100000 items" };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
            const len0 = data4.length;
            for (let i0 = 0; i0 < len0; i0++) {
                if (!(validate40(data4[i0], { instancePath: instancePath + "/repositories/" + i0, parentData: data4, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err14 = { instancePath: instancePath + "/repositories", schemaPath: "#/properties/repositories/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
    }
    if (data.api_metrics !== undefined) {
        let data6 = data.api_metrics;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            if (data6.calls_made === undefined) {
                const err15 = { instancePath: instancePath + "/api_metrics", schemaPath: "#/properties/api_metrics/required", keyword: "required", params: { missingProperty: "calls_made" }, message: "must have required property '" + "calls_made" + "'" };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
            if (data6.cache_hits === undefined) {
                const err16 = { instancePath: instancePath + "/api_metrics", schemaPath: "#/properties/api_metrics/required", keyword: "required", params: { missingProperty: "cache_hits" }, message: "must have required property '" + "cache_hits" + "'" };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
            if (data6.cache_misses === undefined) {
                const err17 = { instancePath: instancePath + "/api_metrics", schemaPath: "#/properties/api_metrics/required", keyword: "required", params: { missingProperty: "cache_misses" }, message: "must have required property '" + "cache_misses" + "'" };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
            if (data6.secondary_rate_limit_events === undefined) {
                const err18 = { instancePath: instancePath + "/api_metrics", schemaPath: "#/properties/api_metrics/required", keyword: "required", params: { missingProperty: "secondary_rate_limit_events" }, message: "must have required property '" + "secondary_rate_limit_events" + "'" };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
            if (data6.search_api_remaining === undefined) {
                const err19 = { instancePath: instancePath + "/api_metrics", schemaPath: "#/properties/api_metrics/required", keyword: "required", params: { missingProperty: "search_api_remaining" }, message: "must have required property '" + "search_api_remaining" + "'" };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            for (const key1 in data6) {
                if (!(((((key1 === "calls_made") || (key1 === "cache_hits")) || (key1 === "cache_misses")) || (key1 === "secondary_rate_limit_events")) || (key1 === "search_api_remaining"))) {
                    const err20 = { instancePath: instancePath + "/api_metrics", schemaPath: "#/properties/api_metrics/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err20];
                    }
                    else {
                        vErrors.push(err20);
                    }
                    errors++;
                }
            }
            if (data6.calls_made !== undefined) {
                let data7 = data6.calls_made;
                if (!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) {
                    const err21 = { instancePath: instancePath + "/api_metrics/calls_made", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err21];
                    }
                    else {
                        vErrors.push(err21);
                    }
                    errors++;
                }
                if ((typeof data7 == "number") && (isFinite(data7))) {
                    if (data7 > 9007199254740991 || isNaN(data7)) {
                        const err22 = { instancePath: instancePath + "/api_metrics/calls_made", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err22];
                        }
                        else {
                            vErrors.push(err22);
                        }
                        errors++;
                    }
                    if (data7 < 0 || isNaN(data7)) {
                        const err23 = { instancePath: instancePath + "/api_metrics/calls_made", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err23];
                        }
                        else {
                            vErrors.push(err23);
                        }
                        errors++;
                    }
                }
            }
            if (data6.cache_hits !== undefined) {
                let data8 = data6.cache_hits;
                if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
                    const err24 = { instancePath: instancePath + "/api_metrics/cache_hits", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err24];
                    }
                    else {
                        vErrors.push(err24);
                    }
                    errors++;
                }
                if ((typeof data8 == "number") && (isFinite(data8))) {
                    if (data8 > 9007199254740991 || isNaN(data8)) {
                        const err25 = { instancePath: instancePath + "/api_metrics/cache_hits", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err25];
                        }
                        else {
                            vErrors.push(err25);
                        }
                        errors++;
                    }
                    if (data8 < 0 || isNaN(data8)) {
                        const err26 = { instancePath: instancePath + "/api_metrics/cache_hits", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err26];
                        }
                        else {
                            vErrors.push(err26);
                        }
                        errors++;
                    }
                }
            }
            if (data6.cache_misses !== undefined) {
                let data9 = data6.cache_misses;
                if (!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))) {
                    const err27 = { instancePath: instancePath + "/api_metrics/cache_misses", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
                if ((typeof data9 == "number") && (isFinite(data9))) {
                    if (data9 > 9007199254740991 || isNaN(data9)) {
                        const err28 = { instancePath: instancePath + "/api_metrics/cache_misses", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err28];
                        }
                        else {
                            vErrors.push(err28);
                        }
                        errors++;
                    }
                    if (data9 < 0 || isNaN(data9)) {
                        const err29 = { instancePath: instancePath + "/api_metrics/cache_misses", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err29];
                        }
                        else {
                            vErrors.push(err29);
                        }
                        errors++;
                    }
                }
            }
            if (data6.secondary_rate_limit_events !== undefined) {
                let data10 = data6.secondary_rate_limit_events;
                if (!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) {
                    const err30 = { instancePath: instancePath + "/api_metrics/secondary_rate_limit_events", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err30];
                    }
                    else {
                        vErrors.push(err30);
                    }
                    errors++;
                }
                if ((typeof data10 == "number") && (isFinite(data10))) {
                    if (data10 > 9007199254740991 || isNaN(data10)) {
                        const err31 = { instancePath: instancePath + "/api_metrics/secondary_rate_limit_events", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err31];
                        }
                        else {
                            vErrors.push(err31);
                        }
                        errors++;
                    }
                    if (data10 < 0 || isNaN(data10)) {
                        const err32 = { instancePath: instancePath + "/api_metrics/secondary_rate_limit_events", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err32];
                        }
                        else {
                            vErrors.push(err32);
                        }
                        errors++;
                    }
                }
            }
            if (data6.search_api_remaining !== undefined) {
                let data11 = data6.search_api_remaining;
                const _errs27 = errors;
                let valid9 = false;
                let passing0 = null;
                const _errs28 = errors;
                if (!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) {
                    const err33 = { instancePath: instancePath + "/api_metrics/search_api_remaining", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err33];
                    }
                    else {
                        vErrors.push(err33);
                    }
                    errors++;
                }
                if ((typeof data11 == "number") && (isFinite(data11))) {
                    if (data11 > 9007199254740991 || isNaN(data11)) {
                        const err34 = { instancePath: instancePath + "/api_metrics/search_api_remaining", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err34];
                        }
                        else {
                            vErrors.push(err34);
                        }
                        errors++;
                    }
                    if (data11 < 0 || isNaN(data11)) {
                        const err35 = { instancePath: instancePath + "/api_metrics/search_api_remaining", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err35];
                        }
                        else {
                            vErrors.push(err35);
                        }
                        errors++;
                    }
                }
                var _valid0 = _errs28 === errors;
                if (_valid0) {
                    valid9 = true;
                    passing0 = 0;
                }
                const _errs31 = errors;
                if (data11 !== null) {
                    const err36 = { instancePath: instancePath + "/api_metrics/search_api_remaining", schemaPath: "#/properties/api_metrics/properties/search_api_remaining/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                    if (vErrors === null) {
                        vErrors = [err36];
                    }
                    else {
                        vErrors.push(err36);
                    }
                    errors++;
                }
                var _valid0 = _errs31 === errors;
                if (_valid0 && valid9) {
                    valid9 = false;
                    passing0 = [passing0, 1];
                }
                else {
                    if (_valid0) {
                        valid9 = true;
                        passing0 = 1;
                    }
                }
                if (!valid9) {
                    const err37 = { instancePath: instancePath + "/api_metrics/search_api_remaining", schemaPath: "#/properties/api_metrics/properties/search_api_remaining/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                    if (vErrors === null) {
                        vErrors = [err37];
                    }
                    else {
                        vErrors.push(err37);
                    }
                    errors++;
                }
                else {
                    errors = _errs27;
                    if (vErrors !== null) {
                        if (_errs27) {
                            vErrors.length = _errs27;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                }
            }
        }
        else {
            const err38 = { instancePath: instancePath + "/api_metrics", schemaPath: "#/properties/api_metrics/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err38];
            }
            else {
                vErrors.push(err38);
            }
            errors++;
        }
    }
    if (data.queries !== undefined) {
        let data12 = data.queries;
        if (Array.isArray(data12)) {
            if (data12.length > 1000) {
                const err39 = { instancePath: instancePath + "/queries", schemaPath: "#/properties/queries/maxItems", keyword: "maxItems", params: { limit: 1000 }, message: "must NOT have more than 1000 items" };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
            const len1 = data12.length;
            for (let i1 = 0; i1 < len1; i1++) {
                let data13 = data12[i1];
                if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                    if (data13.q === undefined) {
                        const err40 = { instancePath: instancePath + "/queries/" + i1, schemaPath: "#/properties/queries/items/required", keyword: "required", params: { missingProperty: "q" }, message: "must have required property '" + "q" + "'" };
                        if (vErrors === null) {
                            vErrors = [err40];
                        }
                        else {
                            vErrors.push(err40);
                        }
                        errors++;
                    }
                    if (data13.total_count === undefined) {
                        const err41 = { instancePath: instancePath + "/queries/" + i1, schemaPath: "#/properties/queries/items/required", keyword: "required", params: { missingProperty: "total_count" }, message: "must have required property '" + "total_count" + "'" };
                        if (vErrors === null) {
                            vErrors = [err41];
                        }
                        else {
                            vErrors.push(err41);
                        }
                        errors++;
                    }
                    if (data13.incomplete_results === undefined) {
                        const err42 = { instancePath: instancePath + "/queries/" + i1, schemaPath: "#/properties/queries/items/required", keyword: "required", params: { missingProperty: "incomplete_results" }, message: "must have required property '" + "incomplete_results" + "'" };
                        if (vErrors === null) {
                            vErrors = [err42];
                        }
                        else {
                            vErrors.push(err42);
                        }
                        errors++;
                    }
                    if (data13.fetched === undefined) {
                        const err43 = { instancePath: instancePath + "/queries/" + i1, schemaPath: "#/properties/queries/items/required", keyword: "required", params: { missingProperty: "fetched" }, message: "must have required property '" + "fetched" + "'" };
                        if (vErrors === null) {
                            vErrors = [err43];
                        }
                        else {
                            vErrors.push(err43);
                        }
                        errors++;
                    }
                    if (data13.capped === undefined) {
                        const err44 = { instancePath: instancePath + "/queries/" + i1, schemaPath: "#/properties/queries/items/required", keyword: "required", params: { missingProperty: "capped" }, message: "must have required property '" + "capped" + "'" };
                        if (vErrors === null) {
                            vErrors = [err44];
                        }
                        else {
                            vErrors.push(err44);
                        }
                        errors++;
                    }
                    for (const key2 in data13) {
                        if (!((((((key2 === "q") || (key2 === "total_count")) || (key2 === "incomplete_results")) || (key2 === "fetched")) || (key2 === "capped")) || (key2 === "skipped"))) {
                            const err45 = { instancePath: instancePath + "/queries/" + i1, schemaPath: "#/properties/queries/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err45];
                            }
                            else {
                                vErrors.push(err45);
                            }
                            errors++;
                        }
                    }
                    if (data13.q !== undefined) {
                        let data14 = data13.q;
                        if (typeof data14 === "string") {
                            if (func2(data14) > 2000) {
                                const err46 = { instancePath: instancePath + "/queries/" + i1 + "/q", schemaPath: "#/properties/queries/items/properties/q/maxLength", keyword: "maxLength", params: { limit: 2000 }, message: "must NOT have more than 2000 characters" };
                                if (vErrors === null) {
                                    vErrors = [err46];
                                }
                                else {
                                    vErrors.push(err46);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err47 = { instancePath: instancePath + "/queries/" + i1 + "/q", schemaPath: "#/properties/queries/items/properties/q/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err47];
                            }
                            else {
                                vErrors.push(err47);
                            }
                            errors++;
                        }
                    }
                    if (data13.total_count !== undefined) {
                        let data15 = data13.total_count;
                        if (!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) {
                            const err48 = { instancePath: instancePath + "/queries/" + i1 + "/total_count", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err48];
                            }
                            else {
                                vErrors.push(err48);
                            }
                            errors++;
                        }
                        if ((typeof data15 == "number") && (isFinite(data15))) {
                            if (data15 > 9007199254740991 || isNaN(data15)) {
                                const err49 = { instancePath: instancePath + "/queries/" + i1 + "/total_count", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                                if (vErrors === null) {
                                    vErrors = [err49];
                                }
                                else {
                                    vErrors.push(err49);
                                }
                                errors++;
                            }
                            if (data15 < 0 || isNaN(data15)) {
                                const err50 = { instancePath: instancePath + "/queries/" + i1 + "/total_count", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                if (vErrors === null) {
                                    vErrors = [err50];
                                }
                                else {
                                    vErrors.push(err50);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data13.incomplete_results !== undefined) {
                        if (typeof data13.incomplete_results !== "boolean") {
                            const err51 = { instancePath: instancePath + "/queries/" + i1 + "/incomplete_results", schemaPath: "#/properties/queries/items/properties/incomplete_results/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                            if (vErrors === null) {
                                vErrors = [err51];
                            }
                            else {
                                vErrors.push(err51);
                            }
                            errors++;
                        }
                    }
                    if (data13.fetched !== undefined) {
                        let data17 = data13.fetched;
                        if (!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))) {
                            const err52 = { instancePath: instancePath + "/queries/" + i1 + "/fetched", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err52];
                            }
                            else {
                                vErrors.push(err52);
                            }
                            errors++;
                        }
                        if ((typeof data17 == "number") && (isFinite(data17))) {
                            if (data17 > 9007199254740991 || isNaN(data17)) {
                                const err53 = { instancePath: instancePath + "/queries/" + i1 + "/fetched", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                                if (vErrors === null) {
                                    vErrors = [err53];
                                }
                                else {
                                    vErrors.push(err53);
                                }
                                errors++;
                            }
                            if (data17 < 0 || isNaN(data17)) {
                                const err54 = { instancePath: instancePath + "/queries/" + i1 + "/fetched", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                if (vErrors === null) {
                                    vErrors = [err54];
                                }
                                else {
                                    vErrors.push(err54);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data13.capped !== undefined) {
                        if (typeof data13.capped !== "boolean") {
                            const err55 = { instancePath: instancePath + "/queries/" + i1 + "/capped", schemaPath: "#/properties/queries/items/properties/capped/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                            if (vErrors === null) {
                                vErrors = [err55];
                            }
                            else {
                                vErrors.push(err55);
                            }
                            errors++;
                        }
                    }
                    if (data13.skipped !== undefined) {
                        let data19 = data13.skipped;
                        if (typeof data19 === "string") {
                            if (func2(data19) > 2000) {
                                const err56 = { instancePath: instancePath + "/queries/" + i1 + "/skipped", schemaPath: "#/properties/queries/items/properties/skipped/maxLength", keyword: "maxLength", params: { limit: 2000 }, message: "must NOT have more than 2000 characters" };
                                if (vErrors === null) {
                                    vErrors = [err56];
                                }
                                else {
                                    vErrors.push(err56);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err57 = { instancePath: instancePath + "/queries/" + i1 + "/skipped", schemaPath: "#/properties/queries/items/properties/skipped/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err57];
                            }
                            else {
                                vErrors.push(err57);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err58 = { instancePath: instancePath + "/queries/" + i1, schemaPath: "#/properties/queries/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err58];
                    }
                    else {
                        vErrors.push(err58);
                    }
                    errors++;
                }
            }
        }
        else {
            const err59 = { instancePath: instancePath + "/queries", schemaPath: "#/properties/queries/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err59];
            }
            else {
                vErrors.push(err59);
            }
            errors++;
        }
    }
    if (data.filter_summary !== undefined) {
        let data20 = data.filter_summary;
        if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
            for (const key3 in data20) {
                const _errs54 = errors;
                if (typeof key3 === "string") {
                    if (func2(key3) > 64) {
                        const err60 = { instancePath: instancePath + "/filter_summary", schemaPath: "#/properties/filter_summary/propertyNames/maxLength", keyword: "maxLength", params: { limit: 64 }, message: "must NOT have more than 64 characters", propertyName: key3 };
                        if (vErrors === null) {
                            vErrors = [err60];
                        }
                        else {
                            vErrors.push(err60);
                        }
                        errors++;
                    }
                    if (func2(key3) < 1) {
                        const err61 = { instancePath: instancePath + "/filter_summary", schemaPath: "#/properties/filter_summary/propertyNames/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", propertyName: key3 };
                        if (vErrors === null) {
                            vErrors = [err61];
                        }
                        else {
                            vErrors.push(err61);
                        }
                        errors++;
                    }
                }
                else {
                    const err62 = { instancePath: instancePath + "/filter_summary", schemaPath: "#/properties/filter_summary/propertyNames/type", keyword: "type", params: { type: "string" }, message: "must be string", propertyName: key3 };
                    if (vErrors === null) {
                        vErrors = [err62];
                    }
                    else {
                        vErrors.push(err62);
                    }
                    errors++;
                }
                var valid16 = _errs54 === errors;
                if (!valid16) {
                    const err63 = { instancePath: instancePath + "/filter_summary", schemaPath: "#/properties/filter_summary/propertyNames", keyword: "propertyNames", params: { propertyName: key3 }, message: "property name must be valid" };
                    if (vErrors === null) {
                        vErrors = [err63];
                    }
                    else {
                        vErrors.push(err63);
                    }
                    errors++;
                }
            }
            for (const key4 in data20) {
                let data21 = data20[key4];
                if (!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))) {
                    const err64 = { instancePath: instancePath + "/filter_summary/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err64];
                    }
                    else {
                        vErrors.push(err64);
                    }
                    errors++;
                }
                if ((typeof data21 == "number") && (isFinite(data21))) {
                    if (data21 > 9007199254740991 || isNaN(data21)) {
                        const err65 = { instancePath: instancePath + "/filter_summary/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err65];
                        }
                        else {
                            vErrors.push(err65);
                        }
                        errors++;
                    }
                    if (data21 < 0 || isNaN(data21)) {
                        const err66 = { instancePath: instancePath + "/filter_summary/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err66];
                        }
                        else {
                            vErrors.push(err66);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err67 = { instancePath: instancePath + "/filter_summary", schemaPath: "#/properties/filter_summary/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err67];
            }
            else {
                vErrors.push(err67);
            }
            errors++;
        }
    }
    if (data.checksum !== undefined) {
        let data22 = data.checksum;
        if (typeof data22 === "string") {
            if (!pattern8.test(data22)) {
                const err68 = { instancePath: instancePath + "/checksum", schemaPath: "common#/$defs/checksum/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: "must match pattern \"" + "^sha256:[0-9a-f]{64}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err68];
                }
                else {
                    vErrors.push(err68);
                }
                errors++;
            }
        }
        else {
            const err69 = { instancePath: instancePath + "/checksum", schemaPath: "common#/$defs/checksum/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err69];
            }
            else {
                vErrors.push(err69);
            }
            errors++;
        }
    }
}
else {
    const err70 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err70];
    }
    else {
        vErrors.push(err70);
    }
    errors++;
} validate36.errors = vErrors; return errors === 0; }
validate36.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const leg_metrics_v1 = validate45;
const schema127 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "leg_metrics_v1", "title": "LegMetrics", "description": "The metrics record of one leg of a run, or of its plan: what the fan-in joins into the run metrics ledger. Durations are measured and never enter a canonical output.", "type": "object", "additionalProperties": false, "required": ["schema_version", "run_id", "kind", "leg_id", "fan_id", "seq", "attempt", "correlation_id", "status", "duration_ms", "items", "bytes", "retries", "http_status", "api_calls", "cache_hits", "rate_limit_waits"], "properties": { "schema_version": { "const": "leg_metrics_v1" }, "run_id": { "type": "string", "pattern": "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$" }, "kind": { "description": "plan (make-run-context), rss (one source) or github (one shard).", "enum": ["plan", "rss", "github"] }, "leg_id": { "description": "The source or shard id; `plan` for the plan.", "type": "string", "pattern": "^[a-z0-9][a-z0-9_-]{0,63}$" }, "fan_id": { "description": "The leg's fan (innermost frame); null for the plan.", "type": ["string", "null"], "minLength": 1, "maxLength": 200 }, "seq": { "description": "The leg's seq in its fan; null for the plan.", "type": ["integer", "null"], "minimum": 0, "maximum": 1000000 }, "attempt": { "type": "integer", "minimum": 1, "maximum": 1000000 }, "correlation_id": { "description": "The id of the process that ran the leg (it names that process's log lines).", "type": "string", "pattern": "^[A-Za-z0-9_-]{1,100}$" }, "status": { "enum": ["success", "partial", "failed"] }, "duration_ms": { "description": "Measured wall time of the leg.", "$ref": "common#/$defs/count" }, "items": { "description": "Articles (rss) or repositories (github) the leg produced; legs planned (plan).", "$ref": "common#/$defs/count" }, "bytes": { "description": "Response body bytes received.", "$ref": "common#/$defs/count" }, "retries": { "$ref": "common#/$defs/count" }, "http_status": { "description": "Answers by HTTP status; `network` counts requests that got no answer.", "type": "object", "maxProperties": 64, "propertyNames": { "pattern": "^([1-5][0-9]{2}|network)$" }, "additionalProperties": { "$ref": "common#/$defs/count" } }, "api_calls": { "$ref": "common#/$defs/count" }, "cache_hits": { "$ref": "common#/$defs/count" }, "rate_limit_waits": { "$ref": "common#/$defs/count" } }, "if": { "properties": { "kind": { "const": "plan" } } }, "then": { "properties": { "fan_id": { "type": "null" }, "seq": { "type": "null" }, "leg_id": { "const": "plan" } } }, "else": { "properties": { "fan_id": { "type": "string" }, "seq": { "type": "integer" } } } };
const pattern51 = new RegExp("^[A-Za-z0-9_-]{1,100}$", "u");
const pattern52 = new RegExp("^([1-5][0-9]{2}|network)$", "u");
function validate45(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="leg_metrics_v1" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate45.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} const _errs1 = errors; let valid0 = true; const _errs2 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.kind !== undefined) {
        if ("plan" !== data.kind) {
            const err0 = {};
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
} var _valid0 = _errs2 === errors; errors = _errs1; if (vErrors !== null) {
    if (_errs1) {
        vErrors.length = _errs1;
    }
    else {
        vErrors = null;
    }
} let ifClause0; if (_valid0) {
    const _errs4 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.fan_id !== undefined) {
            if (data.fan_id !== null) {
                const err1 = { instancePath: instancePath + "/fan_id", schemaPath: "#/then/properties/fan_id/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
            }
        }
        if (data.seq !== undefined) {
            if (data.seq !== null) {
                const err2 = { instancePath: instancePath + "/seq", schemaPath: "#/then/properties/seq/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.leg_id !== undefined) {
            if ("plan" !== data.leg_id) {
                const err3 = { instancePath: instancePath + "/leg_id", schemaPath: "#/then/properties/leg_id/const", keyword: "const", params: { allowedValue: "plan" }, message: "must be equal to constant" };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    if (valid0) {
        var props0 = {};
        props0.fan_id = true;
        props0.seq = true;
        props0.leg_id = true;
        props0.kind = true;
    }
    ifClause0 = "then";
}
else {
    const _errs10 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.fan_id !== undefined) {
            if (typeof data.fan_id !== "string") {
                const err4 = { instancePath: instancePath + "/fan_id", schemaPath: "#/else/properties/fan_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data.seq !== undefined) {
            let data5 = data.seq;
            if (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) {
                const err5 = { instancePath: instancePath + "/seq", schemaPath: "#/else/properties/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
    }
    var _valid0 = _errs10 === errors;
    valid0 = _valid0;
    if (valid0) {
        if (props0 !== true) {
            props0 = props0 || {};
            props0.fan_id = true;
            props0.seq = true;
        }
    }
    ifClause0 = "else";
} if (!valid0) {
    const err6 = { instancePath, schemaPath: "#/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema" };
    if (vErrors === null) {
        vErrors = [err6];
    }
    else {
        vErrors.push(err6);
    }
    errors++;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === undefined) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'" };
        if (vErrors === null) {
            vErrors = [err7];
        }
        else {
            vErrors.push(err7);
        }
        errors++;
    }
    if (data.run_id === undefined) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property '" + "run_id" + "'" };
        if (vErrors === null) {
            vErrors = [err8];
        }
        else {
            vErrors.push(err8);
        }
        errors++;
    }
    if (data.kind === undefined) {
        const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "kind" }, message: "must have required property '" + "kind" + "'" };
        if (vErrors === null) {
            vErrors = [err9];
        }
        else {
            vErrors.push(err9);
        }
        errors++;
    }
    if (data.leg_id === undefined) {
        const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "leg_id" }, message: "must have required property '" + "leg_id" + "'" };
        if (vErrors === null) {
            vErrors = [err10];
        }
        else {
            vErrors.push(err10);
        }
        errors++;
    }
    if (data.fan_id === undefined) {
        const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "fan_id" }, message: "must have required property '" + "fan_id" + "'" };
        if (vErrors === null) {
            vErrors = [err11];
        }
        else {
            vErrors.push(err11);
        }
        errors++;
    }
    if (data.seq === undefined) {
        const err12 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property '" + "seq" + "'" };
        if (vErrors === null) {
            vErrors = [err12];
        }
        else {
            vErrors.push(err12);
        }
        errors++;
    }
    if (data.attempt === undefined) {
        const err13 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "attempt" }, message: "must have required property '" + "attempt" + "'" };
        if (vErrors === null) {
            vErrors = [err13];
        }
        else {
            vErrors.push(err13);
        }
        errors++;
    }
    if (data.correlation_id === undefined) {
        const err14 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "correlation_id" }, message: "must have required property '" + "correlation_id" + "'" };
        if (vErrors === null) {
            vErrors = [err14];
        }
        else {
            vErrors.push(err14);
        }
        errors++;
    }
    if (data.status === undefined) {
        const err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property '" + "status" + "'" };
        if (vErrors === null) {
            vErrors = [err15];
        }
        else {
            vErrors.push(err15);
        }
        errors++;
    }
    if (data.duration_ms === undefined) {
        const err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "duration_ms" }, message: "must have required property '" + "duration_ms" + "'" };
        if (vErrors === null) {
            vErrors = [err16];
        }
        else {
            vErrors.push(err16);
        }
        errors++;
    }
    if (data.items === undefined) {
        const err17 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "items" }, message: "must have required property '" + "items" + "'" };
        if (vErrors === null) {
            vErrors = [err17];
        }
        else {
            vErrors.push(err17);
        }
        errors++;
    }
    if (data.bytes === undefined) {
        const err18 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "bytes" }, message: "must have required property '" + "bytes" + "'" };
        if (vErrors === null) {
            vErrors = [err18];
        }
        else {
            vErrors.push(err18);
        }
        errors++;
    }
    if (data.retries === undefined) {
        const err19 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "retries" }, message: "must have required property '" + "retries" + "'" };
        if (vErrors === null) {
            vErrors = [err19];
        }
        else {
            vErrors.push(err19);
        }
        errors++;
    }
    if (data.http_status === undefined) {
        const err20 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "http_status" }, message: "must have required property '" + "http_status" + "'" };
        if (vErrors === null) {
            vErrors = [err20];
        }
        else {
            vErrors.push(err20);
        }
        errors++;
    }
    if (data.api_calls === undefined) {
        const err21 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "api_calls" }, message: "must have required property '" + "api_calls" + "'" };
        if (vErrors === null) {
            vErrors = [err21];
        }
        else {
            vErrors.push(err21);
        }
        errors++;
    }
    if (data.cache_hits === undefined) {
        const err22 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cache_hits" }, message: "must have required property '" + "cache_hits" + "'" };
        if (vErrors === null) {
            vErrors = [err22];
        }
        else {
            vErrors.push(err22);
        }
        errors++;
    }
    if (data.rate_limit_waits === undefined) {
        const err23 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rate_limit_waits" }, message: "must have required property '" + "rate_limit_waits" + "'" };
        if (vErrors === null) {
            vErrors = [err23];
        }
        else {
            vErrors.push(err23);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(func1.call(schema127.properties, key0))) {
            const err24 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err24];
            }
            else {
                vErrors.push(err24);
            }
            errors++;
        }
    }
    if (data.schema_version !== undefined) {
        if ("leg_metrics_v1" !== data.schema_version) {
            const err25 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: "leg_metrics_v1" }, message: "must be equal to constant" };
            if (vErrors === null) {
                vErrors = [err25];
            }
            else {
                vErrors.push(err25);
            }
            errors++;
        }
    }
    if (data.run_id !== undefined) {
        let data7 = data.run_id;
        if (typeof data7 === "string") {
            if (!pattern4.test(data7)) {
                const err26 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$" }, message: "must match pattern \"" + "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
        }
        else {
            const err27 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err27];
            }
            else {
                vErrors.push(err27);
            }
            errors++;
        }
    }
    if (data.kind !== undefined) {
        let data8 = data.kind;
        if (!(((data8 === "plan") || (data8 === "rss")) || (data8 === "github"))) {
            const err28 = { instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema127.properties.kind.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err28];
            }
            else {
                vErrors.push(err28);
            }
            errors++;
        }
    }
    if (data.leg_id !== undefined) {
        let data9 = data.leg_id;
        if (typeof data9 === "string") {
            if (!pattern12.test(data9)) {
                const err29 = { instancePath: instancePath + "/leg_id", schemaPath: "#/properties/leg_id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9_-]{0,63}$" }, message: "must match pattern \"" + "^[a-z0-9][a-z0-9_-]{0,63}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err29];
                }
                else {
                    vErrors.push(err29);
                }
                errors++;
            }
        }
        else {
            const err30 = { instancePath: instancePath + "/leg_id", schemaPath: "#/properties/leg_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err30];
            }
            else {
                vErrors.push(err30);
            }
            errors++;
        }
    }
    if (data.fan_id !== undefined) {
        let data10 = data.fan_id;
        if ((typeof data10 !== "string") && (data10 !== null)) {
            const err31 = { instancePath: instancePath + "/fan_id", schemaPath: "#/properties/fan_id/type", keyword: "type", params: { type: schema127.properties.fan_id.type }, message: "must be string,null" };
            if (vErrors === null) {
                vErrors = [err31];
            }
            else {
                vErrors.push(err31);
            }
            errors++;
        }
        if (typeof data10 === "string") {
            if (func2(data10) > 200) {
                const err32 = { instancePath: instancePath + "/fan_id", schemaPath: "#/properties/fan_id/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
            if (func2(data10) < 1) {
                const err33 = { instancePath: instancePath + "/fan_id", schemaPath: "#/properties/fan_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
        }
    }
    if (data.seq !== undefined) {
        let data11 = data.seq;
        if ((!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) && (data11 !== null)) {
            const err34 = { instancePath: instancePath + "/seq", schemaPath: "#/properties/seq/type", keyword: "type", params: { type: schema127.properties.seq.type }, message: "must be integer,null" };
            if (vErrors === null) {
                vErrors = [err34];
            }
            else {
                vErrors.push(err34);
            }
            errors++;
        }
        if ((typeof data11 == "number") && (isFinite(data11))) {
            if (data11 > 1000000 || isNaN(data11)) {
                const err35 = { instancePath: instancePath + "/seq", schemaPath: "#/properties/seq/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                if (vErrors === null) {
                    vErrors = [err35];
                }
                else {
                    vErrors.push(err35);
                }
                errors++;
            }
            if (data11 < 0 || isNaN(data11)) {
                const err36 = { instancePath: instancePath + "/seq", schemaPath: "#/properties/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err36];
                }
                else {
                    vErrors.push(err36);
                }
                errors++;
            }
        }
    }
    if (data.attempt !== undefined) {
        let data12 = data.attempt;
        if (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) {
            const err37 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err37];
            }
            else {
                vErrors.push(err37);
            }
            errors++;
        }
        if ((typeof data12 == "number") && (isFinite(data12))) {
            if (data12 > 1000000 || isNaN(data12)) {
                const err38 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                if (vErrors === null) {
                    vErrors = [err38];
                }
                else {
                    vErrors.push(err38);
                }
                errors++;
            }
            if (data12 < 1 || isNaN(data12)) {
                const err39 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                    vErrors = [err39];
                }
                else {
                    vErrors.push(err39);
                }
                errors++;
            }
        }
    }
    if (data.correlation_id !== undefined) {
        let data13 = data.correlation_id;
        if (typeof data13 === "string") {
            if (!pattern51.test(data13)) {
                const err40 = { instancePath: instancePath + "/correlation_id", schemaPath: "#/properties/correlation_id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_-]{1,100}$" }, message: "must match pattern \"" + "^[A-Za-z0-9_-]{1,100}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err40];
                }
                else {
                    vErrors.push(err40);
                }
                errors++;
            }
        }
        else {
            const err41 = { instancePath: instancePath + "/correlation_id", schemaPath: "#/properties/correlation_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err41];
            }
            else {
                vErrors.push(err41);
            }
            errors++;
        }
    }
    if (data.status !== undefined) {
        let data14 = data.status;
        if (!(((data14 === "success") || (data14 === "partial")) || (data14 === "failed"))) {
            const err42 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema127.properties.status.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err42];
            }
            else {
                vErrors.push(err42);
            }
            errors++;
        }
    }
    if (data.duration_ms !== undefined) {
        let data15 = data.duration_ms;
        if (!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) {
            const err43 = { instancePath: instancePath + "/duration_ms", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err43];
            }
            else {
                vErrors.push(err43);
            }
            errors++;
        }
        if ((typeof data15 == "number") && (isFinite(data15))) {
            if (data15 > 9007199254740991 || isNaN(data15)) {
                const err44 = { instancePath: instancePath + "/duration_ms", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err44];
                }
                else {
                    vErrors.push(err44);
                }
                errors++;
            }
            if (data15 < 0 || isNaN(data15)) {
                const err45 = { instancePath: instancePath + "/duration_ms", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err45];
                }
                else {
                    vErrors.push(err45);
                }
                errors++;
            }
        }
    }
    if (data.items !== undefined) {
        let data16 = data.items;
        if (!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) {
            const err46 = { instancePath: instancePath + "/items", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err46];
            }
            else {
                vErrors.push(err46);
            }
            errors++;
        }
        if ((typeof data16 == "number") && (isFinite(data16))) {
            if (data16 > 9007199254740991 || isNaN(data16)) {
                const err47 = { instancePath: instancePath + "/items", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err47];
                }
                else {
                    vErrors.push(err47);
                }
                errors++;
            }
            if (data16 < 0 || isNaN(data16)) {
                const err48 = { instancePath: instancePath + "/items", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err48];
                }
                else {
                    vErrors.push(err48);
                }
                errors++;
            }
        }
    }
    if (data.bytes !== undefined) {
        let data17 = data.bytes;
        if (!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))) {
            const err49 = { instancePath: instancePath + "/bytes", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err49];
            }
            else {
                vErrors.push(err49);
            }
            errors++;
        }
        if ((typeof data17 == "number") && (isFinite(data17))) {
            if (data17 > 9007199254740991 || isNaN(data17)) {
                const err50 = { instancePath: instancePath + "/bytes", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err50];
                }
                else {
                    vErrors.push(err50);
                }
                errors++;
            }
            if (data17 < 0 || isNaN(data17)) {
                const err51 = { instancePath: instancePath + "/bytes", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err51];
                }
                else {
                    vErrors.push(err51);
                }
                errors++;
            }
        }
    }
    if (data.retries !== undefined) {
        let data18 = data.retries;
        if (!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))) {
            const err52 = { instancePath: instancePath + "/retries", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err52];
            }
            else {
                vErrors.push(err52);
            }
            errors++;
        }
        if ((typeof data18 == "number") && (isFinite(data18))) {
            if (data18 > 9007199254740991 || isNaN(data18)) {
                const err53 = { instancePath: instancePath + "/retries", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err53];
                }
                else {
                    vErrors.push(err53);
                }
                errors++;
            }
            if (data18 < 0 || isNaN(data18)) {
                const err54 = { instancePath: instancePath + "/retries", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err54];
                }
                else {
                    vErrors.push(err54);
                }
                errors++;
            }
        }
    }
    if (data.http_status !== undefined) {
        let data19 = data.http_status;
        if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
            if (Object.keys(data19).length > 64) {
                const err55 = { instancePath: instancePath + "/http_status", schemaPath: "#/properties/http_status/maxProperties", keyword: "maxProperties", params: { limit: 64 }, message: "must NOT have more than 64 properties" };
                if (vErrors === null) {
                    vErrors = [err55];
                }
                else {
                    vErrors.push(err55);
                }
                errors++;
            }
            for (const key1 in data19) {
                const _errs45 = errors;
                if (typeof key1 === "string") {
                    if (!pattern52.test(key1)) {
                        const err56 = { instancePath: instancePath + "/http_status", schemaPath: "#/properties/http_status/propertyNames/pattern", keyword: "pattern", params: { pattern: "^([1-5][0-9]{2}|network)$" }, message: "must match pattern \"" + "^([1-5][0-9]{2}|network)$" + "\"", propertyName: key1 };
                        if (vErrors === null) {
                            vErrors = [err56];
                        }
                        else {
                            vErrors.push(err56);
                        }
                        errors++;
                    }
                }
                var valid9 = _errs45 === errors;
                if (!valid9) {
                    const err57 = { instancePath: instancePath + "/http_status", schemaPath: "#/properties/http_status/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
                    if (vErrors === null) {
                        vErrors = [err57];
                    }
                    else {
                        vErrors.push(err57);
                    }
                    errors++;
                }
            }
            for (const key2 in data19) {
                let data20 = data19[key2];
                if (!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))) {
                    const err58 = { instancePath: instancePath + "/http_status/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err58];
                    }
                    else {
                        vErrors.push(err58);
                    }
                    errors++;
                }
                if ((typeof data20 == "number") && (isFinite(data20))) {
                    if (data20 > 9007199254740991 || isNaN(data20)) {
                        const err59 = { instancePath: instancePath + "/http_status/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err59];
                        }
                        else {
                            vErrors.push(err59);
                        }
                        errors++;
                    }
                    if (data20 < 0 || isNaN(data20)) {
                        const err60 = { instancePath: instancePath + "/http_status/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err60];
                        }
                        else {
                            vErrors.push(err60);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err61 = { instancePath: instancePath + "/http_status", schemaPath: "#/properties/http_status/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err61];
            }
            else {
                vErrors.push(err61);
            }
            errors++;
        }
    }
    if (data.api_calls !== undefined) {
        let data21 = data.api_calls;
        if (!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))) {
            const err62 = { instancePath: instancePath + "/api_calls", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err62];
            }
            else {
                vErrors.push(err62);
            }
            errors++;
        }
        if ((typeof data21 == "number") && (isFinite(data21))) {
            if (data21 > 9007199254740991 || isNaN(data21)) {
                const err63 = { instancePath: instancePath + "/api_calls", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err63];
                }
                else {
                    vErrors.push(err63);
                }
                errors++;
            }
            if (data21 < 0 || isNaN(data21)) {
                const err64 = { instancePath: instancePath + "/api_calls", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err64];
                }
                else {
                    vErrors.push(err64);
                }
                errors++;
            }
        }
    }
    if (data.cache_hits !== undefined) {
        let data22 = data.cache_hits;
        if (!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))) {
            const err65 = { instancePath: instancePath + "/cache_hits", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err65];
            }
            else {
                vErrors.push(err65);
            }
            errors++;
        }
        if ((typeof data22 == "number") && (isFinite(data22))) {
            if (data22 > 9007199254740991 || isNaN(data22)) {
                const err66 = { instancePath: instancePath + "/cache_hits", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err66];
                }
                else {
                    vErrors.push(err66);
                }
                errors++;
            }
            if (data22 < 0 || isNaN(data22)) {
                const err67 = { instancePath: instancePath + "/cache_hits", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err67];
                }
                else {
                    vErrors.push(err67);
                }
                errors++;
            }
        }
    }
    if (data.rate_limit_waits !== undefined) {
        let data23 = data.rate_limit_waits;
        if (!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))) {
            const err68 = { instancePath: instancePath + "/rate_limit_waits", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err68];
            }
            else {
                vErrors.push(err68);
            }
            errors++;
        }
        if ((typeof data23 == "number") && (isFinite(data23))) {
            if (data23 > 9007199254740991 || isNaN(data23)) {
                const err69 = { instancePath: instancePath + "/rate_limit_waits", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err69];
                }
                else {
                    vErrors.push(err69);
                }
                errors++;
            }
            if (data23 < 0 || isNaN(data23)) {
                const err70 = { instancePath: instancePath + "/rate_limit_waits", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err70];
                }
                else {
                    vErrors.push(err70);
                }
                errors++;
            }
        }
    }
}
else {
    const err71 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err71];
    }
    else {
        vErrors.push(err71);
    }
    errors++;
} validate45.errors = vErrors; return errors === 0; }
validate45.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const rss_partial_v1 = validate46;
const schema136 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "rss_partial_v1", "title": "RssPartial", "description": "A partial fan-in of one chunk of a run's RSS legs: a leg of the outer fan (the chunks). It lists every planned leg of its chunk with that leg's outcome; the winning leg payloads are files beside it in the same artifact, unchanged. See docs/contracts.md, 'Nested fans and partial fan-ins'.", "type": "object", "additionalProperties": false, "required": ["schema_version", "run_id", "fan_id", "fan", "chunk_size", "legs"], "properties": { "schema_version": { "const": "rss_partial_v1" }, "run_id": { "type": "string", "pattern": "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$" }, "fan_id": { "description": "The inner fan whose legs this partial holds: the plan's RSS fan_id.", "type": "string", "minLength": 1, "maxLength": 200 }, "fan": { "description": "The partial's own frame stack, outermost first; its last frame is the outer fan's: {fan_id: <run_id>:rss:chunks, seq: chunk, expected: chunk count}. A held leg's full stack is this stack followed by the leg's own frames.", "type": "array", "minItems": 1, "maxItems": 64, "items": { "$ref": "common#/$defs/fanFrame" } }, "chunk_size": { "description": "Legs per chunk: chunk k holds the planned legs with seq in [k * chunk_size, (k + 1) * chunk_size).", "type": "integer", "minimum": 1, "maximum": 1000000 }, "legs": { "description": "Every planned leg of the chunk, in seq order.", "type": "array", "minItems": 1, "maxItems": 1000000, "items": { "$ref": "#/$defs/partialLeg" } } }, "$defs": { "partialLeg": { "title": "PartialLeg", "type": "object", "additionalProperties": false, "required": ["seq", "id", "attempt", "file", "rejected"], "properties": { "seq": { "type": "integer", "minimum": 0, "maximum": 1000000 }, "id": { "$ref": "common#/$defs/sourceId" }, "attempt": { "description": "Run attempt of the winning payload (the newest attempt that validated); null when none did.", "type": ["integer", "null"], "minimum": 1, "maximum": 1000000 }, "file": { "description": "The winning payload's file in this artifact (rss-<id>.json); null when none validated.", "type": ["string", "null"], "pattern": "^rss-[a-z0-9][a-z0-9_-]{0,63}\\.json$" }, "fan": { "description": "The winning payload's own frames (present exactly when file is).", "type": "array", "minItems": 1, "maxItems": 64, "items": { "$ref": "common#/$defs/fanFrame" } }, "rejected": { "description": "Attempts of this leg that were rejected, newest first, with the first problem of each.", "type": "array", "maxItems": 1000, "items": { "type": "object", "additionalProperties": false, "required": ["attempt", "reason", "pointer", "message"], "properties": { "attempt": { "type": "integer", "minimum": 1, "maximum": 1000000 }, "reason": { "enum": ["parse", "too_large", "download", "name", "schema_version", "schema", "run_context", "config_checksum", "checksum", "fan", "consistency", "out_of_window"] }, "pointer": { "type": "string", "maxLength": 1000 }, "message": { "type": "string", "maxLength": 2000 } } } } } } } };
const schema138 = { "title": "PartialLeg", "type": "object", "additionalProperties": false, "required": ["seq", "id", "attempt", "file", "rejected"], "properties": { "seq": { "type": "integer", "minimum": 0, "maximum": 1000000 }, "id": { "$ref": "common#/$defs/sourceId" }, "attempt": { "description": "Run attempt of the winning payload (the newest attempt that validated); null when none did.", "type": ["integer", "null"], "minimum": 1, "maximum": 1000000 }, "file": { "description": "The winning payload's file in this artifact (rss-<id>.json); null when none validated.", "type": ["string", "null"], "pattern": "^rss-[a-z0-9][a-z0-9_-]{0,63}\\.json$" }, "fan": { "description": "The winning payload's own frames (present exactly when file is).", "type": "array", "minItems": 1, "maxItems": 64, "items": { "$ref": "common#/$defs/fanFrame" } }, "rejected": { "description": "Attempts of this leg that were rejected, newest first, with the first problem of each.", "type": "array", "maxItems": 1000, "items": { "type": "object", "additionalProperties": false, "required": ["attempt", "reason", "pointer", "message"], "properties": { "attempt": { "type": "integer", "minimum": 1, "maximum": 1000000 }, "reason": { "enum": ["parse", "too_large", "download", "name", "schema_version", "schema", "run_context", "config_checksum", "checksum", "fan", "consistency", "out_of_window"] }, "pointer": { "type": "string", "maxLength": 1000 }, "message": { "type": "string", "maxLength": 2000 } } } } } };
const pattern55 = new RegExp("^rss-[a-z0-9][a-z0-9_-]{0,63}\\.json$", "u");
function validate47(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate47.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.seq === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property '" + "seq" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.id === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property '" + "id" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.attempt === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "attempt" }, message: "must have required property '" + "attempt" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    if (data.file === undefined) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "file" }, message: "must have required property '" + "file" + "'" };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    if (data.rejected === undefined) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "rejected" }, message: "must have required property '" + "rejected" + "'" };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!((((((key0 === "seq") || (key0 === "id")) || (key0 === "attempt")) || (key0 === "file")) || (key0 === "fan")) || (key0 === "rejected"))) {
            const err5 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
    }
    if (data.seq !== undefined) {
        let data0 = data.seq;
        if (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) {
            const err6 = { instancePath: instancePath + "/seq", schemaPath: "#/properties/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
        if ((typeof data0 == "number") && (isFinite(data0))) {
            if (data0 > 1000000 || isNaN(data0)) {
                const err7 = { instancePath: instancePath + "/seq", schemaPath: "#/properties/seq/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
            if (data0 < 0 || isNaN(data0)) {
                const err8 = { instancePath: instancePath + "/seq", schemaPath: "#/properties/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
    }
    if (data.id !== undefined) {
        let data1 = data.id;
        if (typeof data1 === "string") {
            if (!pattern12.test(data1)) {
                const err9 = { instancePath: instancePath + "/id", schemaPath: "common#/$defs/sourceId/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9_-]{0,63}$" }, message: "must match pattern \"" + "^[a-z0-9][a-z0-9_-]{0,63}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
        }
        else {
            const err10 = { instancePath: instancePath + "/id", schemaPath: "common#/$defs/sourceId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
    }
    if (data.attempt !== undefined) {
        let data2 = data.attempt;
        if ((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)) {
            const err11 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/type", keyword: "type", params: { type: schema138.properties.attempt.type }, message: "must be integer,null" };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
        if ((typeof data2 == "number") && (isFinite(data2))) {
            if (data2 > 1000000 || isNaN(data2)) {
                const err12 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
            if (data2 < 1 || isNaN(data2)) {
                const err13 = { instancePath: instancePath + "/attempt", schemaPath: "#/properties/attempt/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
    }
    if (data.file !== undefined) {
        let data3 = data.file;
        if ((typeof data3 !== "string") && (data3 !== null)) {
            const err14 = { instancePath: instancePath + "/file", schemaPath: "#/properties/file/type", keyword: "type", params: { type: schema138.properties.file.type }, message: "must be string,null" };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
        if (typeof data3 === "string") {
            if (!pattern55.test(data3)) {
                const err15 = { instancePath: instancePath + "/file", schemaPath: "#/properties/file/pattern", keyword: "pattern", params: { pattern: "^rss-[a-z0-9][a-z0-9_-]{0,63}\\.json$" }, message: "must match pattern \"" + "^rss-[a-z0-9][a-z0-9_-]{0,63}\\.json$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
        }
    }
    if (data.fan !== undefined) {
        let data4 = data.fan;
        if (Array.isArray(data4)) {
            if (data4.length > 64) {
                const err16 = { instancePath: instancePath + "/fan", schemaPath: "#/properties/fan/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items" };
                if (vErrors === null) {
                    vErrors = [err16];
                }
                else {
                    vErrors.push(err16);
                }
                errors++;
            }
            if (data4.length < 1) {
                const err17 = { instancePath: instancePath + "/fan", schemaPath: "#/properties/fan/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
            const len0 = data4.length;
            for (let i0 = 0; i0 < len0; i0++) {
                let data5 = data4[i0];
                if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                    if (data5.fan_id === undefined) {
                        const err18 = { instancePath: instancePath + "/fan/" + i0, schemaPath: "common#/$defs/fanFrame/required", keyword: "required", params: { missingProperty: "fan_id" }, message: "must have required property '" + "fan_id" + "'" };
                        if (vErrors === null) {
                            vErrors = [err18];
                        }
                        else {
                            vErrors.push(err18);
                        }
                        errors++;
                    }
                    if (data5.seq === undefined) {
                        const err19 = { instancePath: instancePath + "/fan/" + i0, schemaPath: "common#/$defs/fanFrame/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property '" + "seq" + "'" };
                        if (vErrors === null) {
                            vErrors = [err19];
                        }
                        else {
                            vErrors.push(err19);
                        }
                        errors++;
                    }
                    if (data5.expected === undefined) {
                        const err20 = { instancePath: instancePath + "/fan/" + i0, schemaPath: "common#/$defs/fanFrame/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property '" + "expected" + "'" };
                        if (vErrors === null) {
                            vErrors = [err20];
                        }
                        else {
                            vErrors.push(err20);
                        }
                        errors++;
                    }
                    for (const key1 in data5) {
                        if (!(((key1 === "fan_id") || (key1 === "seq")) || (key1 === "expected"))) {
                            const err21 = { instancePath: instancePath + "/fan/" + i0, schemaPath: "common#/$defs/fanFrame/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err21];
                            }
                            else {
                                vErrors.push(err21);
                            }
                            errors++;
                        }
                    }
                    if (data5.fan_id !== undefined) {
                        let data6 = data5.fan_id;
                        if (typeof data6 === "string") {
                            if (func2(data6) > 200) {
                                const err22 = { instancePath: instancePath + "/fan/" + i0 + "/fan_id", schemaPath: "common#/$defs/fanFrame/properties/fan_id/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                                if (vErrors === null) {
                                    vErrors = [err22];
                                }
                                else {
                                    vErrors.push(err22);
                                }
                                errors++;
                            }
                            if (func2(data6) < 1) {
                                const err23 = { instancePath: instancePath + "/fan/" + i0 + "/fan_id", schemaPath: "common#/$defs/fanFrame/properties/fan_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                                if (vErrors === null) {
                                    vErrors = [err23];
                                }
                                else {
                                    vErrors.push(err23);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err24 = { instancePath: instancePath + "/fan/" + i0 + "/fan_id", schemaPath: "common#/$defs/fanFrame/properties/fan_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err24];
                            }
                            else {
                                vErrors.push(err24);
                            }
                            errors++;
                        }
                    }
                    if (data5.seq !== undefined) {
                        let data7 = data5.seq;
                        if (!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) {
                            const err25 = { instancePath: instancePath + "/fan/" + i0 + "/seq", schemaPath: "common#/$defs/fanFrame/properties/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err25];
                            }
                            else {
                                vErrors.push(err25);
                            }
                            errors++;
                        }
                        if ((typeof data7 == "number") && (isFinite(data7))) {
                            if (data7 > 1000000 || isNaN(data7)) {
                                const err26 = { instancePath: instancePath + "/fan/" + i0 + "/seq", schemaPath: "common#/$defs/fanFrame/properties/seq/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                                if (vErrors === null) {
                                    vErrors = [err26];
                                }
                                else {
                                    vErrors.push(err26);
                                }
                                errors++;
                            }
                            if (data7 < 0 || isNaN(data7)) {
                                const err27 = { instancePath: instancePath + "/fan/" + i0 + "/seq", schemaPath: "common#/$defs/fanFrame/properties/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                if (vErrors === null) {
                                    vErrors = [err27];
                                }
                                else {
                                    vErrors.push(err27);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data5.expected !== undefined) {
                        let data8 = data5.expected;
                        if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
                            const err28 = { instancePath: instancePath + "/fan/" + i0 + "/expected", schemaPath: "common#/$defs/fanFrame/properties/expected/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err28];
                            }
                            else {
                                vErrors.push(err28);
                            }
                            errors++;
                        }
                        if ((typeof data8 == "number") && (isFinite(data8))) {
                            if (data8 > 1000000 || isNaN(data8)) {
                                const err29 = { instancePath: instancePath + "/fan/" + i0 + "/expected", schemaPath: "common#/$defs/fanFrame/properties/expected/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                                if (vErrors === null) {
                                    vErrors = [err29];
                                }
                                else {
                                    vErrors.push(err29);
                                }
                                errors++;
                            }
                            if (data8 < 1 || isNaN(data8)) {
                                const err30 = { instancePath: instancePath + "/fan/" + i0 + "/expected", schemaPath: "common#/$defs/fanFrame/properties/expected/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                                if (vErrors === null) {
                                    vErrors = [err30];
                                }
                                else {
                                    vErrors.push(err30);
                                }
                                errors++;
                            }
                        }
                    }
                }
                else {
                    const err31 = { instancePath: instancePath + "/fan/" + i0, schemaPath: "common#/$defs/fanFrame/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err31];
                    }
                    else {
                        vErrors.push(err31);
                    }
                    errors++;
                }
            }
        }
        else {
            const err32 = { instancePath: instancePath + "/fan", schemaPath: "#/properties/fan/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err32];
            }
            else {
                vErrors.push(err32);
            }
            errors++;
        }
    }
    if (data.rejected !== undefined) {
        let data9 = data.rejected;
        if (Array.isArray(data9)) {
            if (data9.length > 1000) {
                const err33 = { instancePath: instancePath + "/rejected", schemaPath: "#/properties/rejected/maxItems", keyword: "maxItems", params: { limit: 1000 }, message: "must NOT have more than 1000 items" };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
            const len1 = data9.length;
            for (let i1 = 0; i1 < len1; i1++) {
                let data10 = data9[i1];
                if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                    if (data10.attempt === undefined) {
                        const err34 = { instancePath: instancePath + "/rejected/" + i1, schemaPath: "#/properties/rejected/items/required", keyword: "required", params: { missingProperty: "attempt" }, message: "must have required property '" + "attempt" + "'" };
                        if (vErrors === null) {
                            vErrors = [err34];
                        }
                        else {
                            vErrors.push(err34);
                        }
                        errors++;
                    }
                    if (data10.reason === undefined) {
                        const err35 = { instancePath: instancePath + "/rejected/" + i1, schemaPath: "#/properties/rejected/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property '" + "reason" + "'" };
                        if (vErrors === null) {
                            vErrors = [err35];
                        }
                        else {
                            vErrors.push(err35);
                        }
                        errors++;
                    }
                    if (data10.pointer === undefined) {
                        const err36 = { instancePath: instancePath + "/rejected/" + i1, schemaPath: "#/properties/rejected/items/required", keyword: "required", params: { missingProperty: "pointer" }, message: "must have required property '" + "pointer" + "'" };
                        if (vErrors === null) {
                            vErrors = [err36];
                        }
                        else {
                            vErrors.push(err36);
                        }
                        errors++;
                    }
                    if (data10.message === undefined) {
                        const err37 = { instancePath: instancePath + "/rejected/" + i1, schemaPath: "#/properties/rejected/items/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property '" + "message" + "'" };
                        if (vErrors === null) {
                            vErrors = [err37];
                        }
                        else {
                            vErrors.push(err37);
                        }
                        errors++;
                    }
                    for (const key2 in data10) {
                        if (!((((key2 === "attempt") || (key2 === "reason")) || (key2 === "pointer")) || (key2 === "message"))) {
                            const err38 = { instancePath: instancePath + "/rejected/" + i1, schemaPath: "#/properties/rejected/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err38];
                            }
                            else {
                                vErrors.push(err38);
                            }
                            errors++;
                        }
                    }
                    if (data10.attempt !== undefined) {
                        let data11 = data10.attempt;
                        if (!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) {
                            const err39 = { instancePath: instancePath + "/rejected/" + i1 + "/attempt", schemaPath: "#/properties/rejected/items/properties/attempt/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err39];
                            }
                            else {
                                vErrors.push(err39);
                            }
                            errors++;
                        }
                        if ((typeof data11 == "number") && (isFinite(data11))) {
                            if (data11 > 1000000 || isNaN(data11)) {
                                const err40 = { instancePath: instancePath + "/rejected/" + i1 + "/attempt", schemaPath: "#/properties/rejected/items/properties/attempt/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                                if (vErrors === null) {
                                    vErrors = [err40];
                                }
                                else {
                                    vErrors.push(err40);
                                }
                                errors++;
                            }
                            if (data11 < 1 || isNaN(data11)) {
                                const err41 = { instancePath: instancePath + "/rejected/" + i1 + "/attempt", schemaPath: "#/properties/rejected/items/properties/attempt/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                                if (vErrors === null) {
                                    vErrors = [err41];
                                }
                                else {
                                    vErrors.push(err41);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data10.reason !== undefined) {
                        let data12 = data10.reason;
                        if (!((((((((((((data12 === "parse") || (data12 === "too_large")) || (data12 === "download")) || (data12 === "name")) || (data12 === "schema_version")) || (data12 === "schema")) || (data12 === "run_context")) || (data12 === "config_checksum")) || (data12 === "checksum")) || (data12 === "fan")) || (data12 === "consistency")) || (data12 === "out_of_window"))) {
                            const err42 = { instancePath: instancePath + "/rejected/" + i1 + "/reason", schemaPath: "#/properties/rejected/items/properties/reason/enum", keyword: "enum", params: { allowedValues: schema138.properties.rejected.items.properties.reason.enum }, message: "must be equal to one of the allowed values" };
                            if (vErrors === null) {
                                vErrors = [err42];
                            }
                            else {
                                vErrors.push(err42);
                            }
                            errors++;
                        }
                    }
                    if (data10.pointer !== undefined) {
                        let data13 = data10.pointer;
                        if (typeof data13 === "string") {
                            if (func2(data13) > 1000) {
                                const err43 = { instancePath: instancePath + "/rejected/" + i1 + "/pointer", schemaPath: "#/properties/rejected/items/properties/pointer/maxLength", keyword: "maxLength", params: { limit: 1000 }, message: "must NOT have more than 1000 characters" };
                                if (vErrors === null) {
                                    vErrors = [err43];
                                }
                                else {
                                    vErrors.push(err43);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err44 = { instancePath: instancePath + "/rejected/" + i1 + "/pointer", schemaPath: "#/properties/rejected/items/properties/pointer/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err44];
                            }
                            else {
                                vErrors.push(err44);
                            }
                            errors++;
                        }
                    }
                    if (data10.message !== undefined) {
                        let data14 = data10.message;
                        if (typeof data14 === "string") {
                            if (func2(data14) > 2000) {
                                const err45 = { instancePath: instancePath + "/rejected/" + i1 + "/message", schemaPath: "#/properties/rejected/items/properties/message/maxLength", keyword: "maxLength", params: { limit: 2000 }, message: "must NOT have more than 2000 characters" };
                                if (vErrors === null) {
                                    vErrors = [err45];
                                }
                                else {
                                    vErrors.push(err45);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err46 = { instancePath: instancePath + "/rejected/" + i1 + "/message", schemaPath: "#/properties/rejected/items/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err46];
                            }
                            else {
                                vErrors.push(err46);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err47 = { instancePath: instancePath + "/rejected/" + i1, schemaPath: "#/properties/rejected/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err47];
                    }
                    else {
                        vErrors.push(err47);
                    }
                    errors++;
                }
            }
        }
        else {
            const err48 = { instancePath: instancePath + "/rejected", schemaPath: "#/properties/rejected/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err48];
            }
            else {
                vErrors.push(err48);
            }
            errors++;
        }
    }
}
else {
    const err49 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err49];
    }
    else {
        vErrors.push(err49);
    }
    errors++;
} validate47.errors = vErrors; return errors === 0; }
validate47.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate46(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="rss_partial_v1" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate46.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.run_id === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property '" + "run_id" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.fan_id === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "fan_id" }, message: "must have required property '" + "fan_id" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    if (data.fan === undefined) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "fan" }, message: "must have required property '" + "fan" + "'" };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    if (data.chunk_size === undefined) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "chunk_size" }, message: "must have required property '" + "chunk_size" + "'" };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    if (data.legs === undefined) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "legs" }, message: "must have required property '" + "legs" + "'" };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!((((((key0 === "schema_version") || (key0 === "run_id")) || (key0 === "fan_id")) || (key0 === "fan")) || (key0 === "chunk_size")) || (key0 === "legs"))) {
            const err6 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
    }
    if (data.schema_version !== undefined) {
        if ("rss_partial_v1" !== data.schema_version) {
            const err7 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: "rss_partial_v1" }, message: "must be equal to constant" };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
    }
    if (data.run_id !== undefined) {
        let data1 = data.run_id;
        if (typeof data1 === "string") {
            if (!pattern4.test(data1)) {
                const err8 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$" }, message: "must match pattern \"" + "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
        else {
            const err9 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
    }
    if (data.fan_id !== undefined) {
        let data2 = data.fan_id;
        if (typeof data2 === "string") {
            if (func2(data2) > 200) {
                const err10 = { instancePath: instancePath + "/fan_id", schemaPath: "#/properties/fan_id/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
            if (func2(data2) < 1) {
                const err11 = { instancePath: instancePath + "/fan_id", schemaPath: "#/properties/fan_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
        else {
            const err12 = { instancePath: instancePath + "/fan_id", schemaPath: "#/properties/fan_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
    }
    if (data.fan !== undefined) {
        let data3 = data.fan;
        if (Array.isArray(data3)) {
            if (data3.length > 64) {
                const err13 = { instancePath: instancePath + "/fan", schemaPath: "#/properties/fan/maxItems", keyword: "maxItems", params: { limit: 64 }, message: "must NOT have more than 64 items" };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
            if (data3.length < 1) {
                const err14 = { instancePath: instancePath + "/fan", schemaPath: "#/properties/fan/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
            const len0 = data3.length;
            for (let i0 = 0; i0 < len0; i0++) {
                let data4 = data3[i0];
                if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                    if (data4.fan_id === undefined) {
                        const err15 = { instancePath: instancePath + "/fan/" + i0, schemaPath: "common#/$defs/fanFrame/required", keyword: "required", params: { missingProperty: "fan_id" }, message: "must have required property '" + "fan_id" + "'" };
                        if (vErrors === null) {
                            vErrors = [err15];
                        }
                        else {
                            vErrors.push(err15);
                        }
                        errors++;
                    }
                    if (data4.seq === undefined) {
                        const err16 = { instancePath: instancePath + "/fan/" + i0, schemaPath: "common#/$defs/fanFrame/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property '" + "seq" + "'" };
                        if (vErrors === null) {
                            vErrors = [err16];
                        }
                        else {
                            vErrors.push(err16);
                        }
                        errors++;
                    }
                    if (data4.expected === undefined) {
                        const err17 = { instancePath: instancePath + "/fan/" + i0, schemaPath: "common#/$defs/fanFrame/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property '" + "expected" + "'" };
                        if (vErrors === null) {
                            vErrors = [err17];
                        }
                        else {
                            vErrors.push(err17);
                        }
                        errors++;
                    }
                    for (const key1 in data4) {
                        if (!(((key1 === "fan_id") || (key1 === "seq")) || (key1 === "expected"))) {
                            const err18 = { instancePath: instancePath + "/fan/" + i0, schemaPath: "common#/$defs/fanFrame/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err18];
                            }
                            else {
                                vErrors.push(err18);
                            }
                            errors++;
                        }
                    }
                    if (data4.fan_id !== undefined) {
                        let data5 = data4.fan_id;
                        if (typeof data5 === "string") {
                            if (func2(data5) > 200) {
                                const err19 = { instancePath: instancePath + "/fan/" + i0 + "/fan_id", schemaPath: "common#/$defs/fanFrame/properties/fan_id/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                                if (vErrors === null) {
                                    vErrors = [err19];
                                }
                                else {
                                    vErrors.push(err19);
                                }
                                errors++;
                            }
                            if (func2(data5) < 1) {
                                const err20 = { instancePath: instancePath + "/fan/" + i0 + "/fan_id", schemaPath: "common#/$defs/fanFrame/properties/fan_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                                if (vErrors === null) {
                                    vErrors = [err20];
                                }
                                else {
                                    vErrors.push(err20);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err21 = { instancePath: instancePath + "/fan/" + i0 + "/fan_id", schemaPath: "common#/$defs/fanFrame/properties/fan_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err21];
                            }
                            else {
                                vErrors.push(err21);
                            }
                            errors++;
                        }
                    }
                    if (data4.seq !== undefined) {
                        let data6 = data4.seq;
                        if (!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) {
                            const err22 = { instancePath: instancePath + "/fan/" + i0 + "/seq", schemaPath: "common#/$defs/fanFrame/properties/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err22];
                            }
                            else {
                                vErrors.push(err22);
                            }
                            errors++;
                        }
                        if ((typeof data6 == "number") && (isFinite(data6))) {
                            if (data6 > 1000000 || isNaN(data6)) {
                                const err23 = { instancePath: instancePath + "/fan/" + i0 + "/seq", schemaPath: "common#/$defs/fanFrame/properties/seq/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                                if (vErrors === null) {
                                    vErrors = [err23];
                                }
                                else {
                                    vErrors.push(err23);
                                }
                                errors++;
                            }
                            if (data6 < 0 || isNaN(data6)) {
                                const err24 = { instancePath: instancePath + "/fan/" + i0 + "/seq", schemaPath: "common#/$defs/fanFrame/properties/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                if (vErrors === null) {
                                    vErrors = [err24];
                                }
                                else {
                                    vErrors.push(err24);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data4.expected !== undefined) {
                        let data7 = data4.expected;
                        if (!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) {
                            const err25 = { instancePath: instancePath + "/fan/" + i0 + "/expected", schemaPath: "common#/$defs/fanFrame/properties/expected/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err25];
                            }
                            else {
                                vErrors.push(err25);
                            }
                            errors++;
                        }
                        if ((typeof data7 == "number") && (isFinite(data7))) {
                            if (data7 > 1000000 || isNaN(data7)) {
                                const err26 = { instancePath: instancePath + "/fan/" + i0 + "/expected", schemaPath: "common#/$defs/fanFrame/properties/expected/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                                if (vErrors === null) {
                                    vErrors = [err26];
                                }
                                else {
                                    vErrors.push(err26);
                                }
                                errors++;
                            }
                            if (data7 < 1 || isNaN(data7)) {
                                const err27 = { instancePath: instancePath + "/fan/" + i0 + "/expected", schemaPath: "common#/$defs/fanFrame/properties/expected/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                                if (vErrors === null) {
                                    vErrors = [err27];
                                }
                                else {
                                    vErrors.push(err27);
                                }
                                errors++;
                            }
                        }
                    }
                }
                else {
                    const err28 = { instancePath: instancePath + "/fan/" + i0, schemaPath: "common#/$defs/fanFrame/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err28];
                    }
                    else {
                        vErrors.push(err28);
                    }
                    errors++;
                }
            }
        }
        else {
            const err29 = { instancePath: instancePath + "/fan", schemaPath: "#/properties/fan/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err29];
            }
            else {
                vErrors.push(err29);
            }
            errors++;
        }
    }
    if (data.chunk_size !== undefined) {
        let data8 = data.chunk_size;
        if (!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) {
            const err30 = { instancePath: instancePath + "/chunk_size", schemaPath: "#/properties/chunk_size/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err30];
            }
            else {
                vErrors.push(err30);
            }
            errors++;
        }
        if ((typeof data8 == "number") && (isFinite(data8))) {
            if (data8 > 1000000 || isNaN(data8)) {
                const err31 = { instancePath: instancePath + "/chunk_size", schemaPath: "#/properties/chunk_size/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                if (vErrors === null) {
                    vErrors = [err31];
                }
                else {
                    vErrors.push(err31);
                }
                errors++;
            }
            if (data8 < 1 || isNaN(data8)) {
                const err32 = { instancePath: instancePath + "/chunk_size", schemaPath: "#/properties/chunk_size/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
        }
    }
    if (data.legs !== undefined) {
        let data9 = data.legs;
        if (Array.isArray(data9)) {
            if (data9.length > 1000000) {
                const err33 = { instancePath: instancePath + "/legs", schemaPath: "#/properties/legs/maxItems", keyword: "maxItems", params: { limit: 1000000 }, message: "must NOT have more than 1000000 items" };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
            if (data9.length < 1) {
                const err34 = { instancePath: instancePath + "/legs", schemaPath: "#/properties/legs/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                    vErrors = [err34];
                }
                else {
                    vErrors.push(err34);
                }
                errors++;
            }
            const len1 = data9.length;
            for (let i1 = 0; i1 < len1; i1++) {
                if (!(validate47(data9[i1], { instancePath: instancePath + "/legs/" + i1, parentData: data9, parentDataProperty: i1, rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err35 = { instancePath: instancePath + "/legs", schemaPath: "#/properties/legs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err35];
            }
            else {
                vErrors.push(err35);
            }
            errors++;
        }
    }
}
else {
    const err36 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err36];
    }
    else {
        vErrors.push(err36);
    }
    errors++;
} validate46.errors = vErrors; return errors === 0; }
validate46.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const rss_source_v2 = validate24;
const schema42 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "rss_source_v2", "title": "RssArtifact", "description": "What one RSS matrix leg emits for one source (schema_version 2).", "type": "object", "additionalProperties": false, "required": ["schema_version", "source_id", "run_context", "fan", "status", "articles", "metrics", "error", "checksum"], "properties": { "schema_version": { "const": 2 }, "source_id": { "$ref": "common#/$defs/sourceId" }, "run_context": { "$ref": "run_context_v1" }, "fan": { "$ref": "common#/$defs/fanFrames" }, "status": { "enum": ["success", "partial", "failed"] }, "articles": { "type": "array", "items": { "$ref": "#/$defs/article" } }, "metrics": { "type": "object", "additionalProperties": false, "required": ["articles_fetched", "articles_relevant", "fetch_duration_ms", "retries"], "properties": { "articles_fetched": { "$ref": "common#/$defs/count" }, "articles_relevant": { "$ref": "common#/$defs/count" }, "fetch_duration_ms": { "$ref": "common#/$defs/count" }, "retries": { "$ref": "common#/$defs/count" } } }, "error": { "oneOf": [{ "type": "null" }, { "$ref": "#/$defs/legError" }] }, "checksum": { "$ref": "common#/$defs/checksum" } }, "allOf": [{ "if": { "properties": { "status": { "const": "failed" } } }, "then": { "properties": { "articles": { "type": "array", "maxItems": 0 }, "error": { "$ref": "#/$defs/legError" } } }, "else": { "properties": { "error": { "type": "null" } } } }], "$defs": { "legError": { "title": "LegError", "type": "object", "additionalProperties": false, "required": ["code", "message"], "properties": { "code": { "enum": ["timeout", "http_status", "network", "parse_error", "too_large", "blocked_url", "cancelled", "invalid_feed", "internal"] }, "message": { "type": "string", "maxLength": 2000 }, "status": { "type": "integer", "minimum": 100, "maximum": 599 } } }, "article": { "title": "Article", "type": "object", "additionalProperties": false, "required": ["url", "title", "published", "source", "relevance_score", "github_urls", "entities"], "properties": { "url": { "$ref": "common#/$defs/httpUrl" }, "title": { "type": "string", "maxLength": 2000 }, "published": { "$ref": "common#/$defs/timestamp" }, "source": { "$ref": "common#/$defs/sourceId" }, "relevance_score": { "type": "number", "minimum": 0, "maximum": 1 }, "github_urls": { "type": "array", "uniqueItems": true, "items": { "type": "string", "pattern": "^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+$" } }, "entities": { "type": "array", "items": { "type": "string", "minLength": 1, "maxLength": 200 } } } } } };
const schema43 = { "title": "LegError", "type": "object", "additionalProperties": false, "required": ["code", "message"], "properties": { "code": { "enum": ["timeout", "http_status", "network", "parse_error", "too_large", "blocked_url", "cancelled", "invalid_feed", "internal"] }, "message": { "type": "string", "maxLength": 2000 }, "status": { "type": "integer", "minimum": 100, "maximum": 599 } } };
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate26.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (Array.isArray(data)) {
    if (data.length > 16) {
        const err0 = { instancePath, schemaPath: "#/maxItems", keyword: "maxItems", params: { limit: 16 }, message: "must NOT have more than 16 items" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.length < 1) {
        const err1 = { instancePath, schemaPath: "#/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
        let data0 = data[i0];
        if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
            if (data0.fan_id === undefined) {
                const err2 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/fanFrame/required", keyword: "required", params: { missingProperty: "fan_id" }, message: "must have required property '" + "fan_id" + "'" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
            if (data0.seq === undefined) {
                const err3 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/fanFrame/required", keyword: "required", params: { missingProperty: "seq" }, message: "must have required property '" + "seq" + "'" };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
            if (data0.expected === undefined) {
                const err4 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/fanFrame/required", keyword: "required", params: { missingProperty: "expected" }, message: "must have required property '" + "expected" + "'" };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
            for (const key0 in data0) {
                if (!(((key0 === "fan_id") || (key0 === "seq")) || (key0 === "expected"))) {
                    const err5 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/fanFrame/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            if (data0.fan_id !== undefined) {
                let data1 = data0.fan_id;
                if (typeof data1 === "string") {
                    if (func2(data1) > 200) {
                        const err6 = { instancePath: instancePath + "/" + i0 + "/fan_id", schemaPath: "#/$defs/fanFrame/properties/fan_id/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                        if (vErrors === null) {
                            vErrors = [err6];
                        }
                        else {
                            vErrors.push(err6);
                        }
                        errors++;
                    }
                    if (func2(data1) < 1) {
                        const err7 = { instancePath: instancePath + "/" + i0 + "/fan_id", schemaPath: "#/$defs/fanFrame/properties/fan_id/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                }
                else {
                    const err8 = { instancePath: instancePath + "/" + i0 + "/fan_id", schemaPath: "#/$defs/fanFrame/properties/fan_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err8];
                    }
                    else {
                        vErrors.push(err8);
                    }
                    errors++;
                }
            }
            if (data0.seq !== undefined) {
                let data2 = data0.seq;
                if (!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) {
                    const err9 = { instancePath: instancePath + "/" + i0 + "/seq", schemaPath: "#/$defs/fanFrame/properties/seq/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err9];
                    }
                    else {
                        vErrors.push(err9);
                    }
                    errors++;
                }
                if ((typeof data2 == "number") && (isFinite(data2))) {
                    if (data2 > 1000000 || isNaN(data2)) {
                        const err10 = { instancePath: instancePath + "/" + i0 + "/seq", schemaPath: "#/$defs/fanFrame/properties/seq/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                    if (data2 < 0 || isNaN(data2)) {
                        const err11 = { instancePath: instancePath + "/" + i0 + "/seq", schemaPath: "#/$defs/fanFrame/properties/seq/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err11];
                        }
                        else {
                            vErrors.push(err11);
                        }
                        errors++;
                    }
                }
            }
            if (data0.expected !== undefined) {
                let data3 = data0.expected;
                if (!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) {
                    const err12 = { instancePath: instancePath + "/" + i0 + "/expected", schemaPath: "#/$defs/fanFrame/properties/expected/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
                if ((typeof data3 == "number") && (isFinite(data3))) {
                    if (data3 > 1000000 || isNaN(data3)) {
                        const err13 = { instancePath: instancePath + "/" + i0 + "/expected", schemaPath: "#/$defs/fanFrame/properties/expected/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000000 }, message: "must be <= 1000000" };
                        if (vErrors === null) {
                            vErrors = [err13];
                        }
                        else {
                            vErrors.push(err13);
                        }
                        errors++;
                    }
                    if (data3 < 1 || isNaN(data3)) {
                        const err14 = { instancePath: instancePath + "/" + i0 + "/expected", schemaPath: "#/$defs/fanFrame/properties/expected/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err15 = { instancePath: instancePath + "/" + i0, schemaPath: "#/$defs/fanFrame/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
    }
}
else {
    const err16 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" };
    if (vErrors === null) {
        vErrors = [err16];
    }
    else {
        vErrors.push(err16);
    }
    errors++;
} validate26.errors = vErrors; return errors === 0; }
validate26.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate28.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.url === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "url" }, message: "must have required property '" + "url" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.title === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "title" }, message: "must have required property '" + "title" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.published === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "published" }, message: "must have required property '" + "published" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    if (data.source === undefined) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source" }, message: "must have required property '" + "source" + "'" };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    if (data.relevance_score === undefined) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "relevance_score" }, message: "must have required property '" + "relevance_score" + "'" };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    if (data.github_urls === undefined) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "github_urls" }, message: "must have required property '" + "github_urls" + "'" };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    if (data.entities === undefined) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "entities" }, message: "must have required property '" + "entities" + "'" };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(((((((key0 === "url") || (key0 === "title")) || (key0 === "published")) || (key0 === "source")) || (key0 === "relevance_score")) || (key0 === "github_urls")) || (key0 === "entities"))) {
            const err7 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err7];
            }
            else {
                vErrors.push(err7);
            }
            errors++;
        }
    }
    if (data.url !== undefined) {
        let data0 = data.url;
        if (typeof data0 === "string") {
            if (func2(data0) > 2048) {
                const err8 = { instancePath: instancePath + "/url", schemaPath: "common#/$defs/httpUrl/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters" };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
            if (!pattern14.test(data0)) {
                const err9 = { instancePath: instancePath + "/url", schemaPath: "common#/$defs/httpUrl/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: "must match pattern \"" + "^https?://" + "\"" };
                if (vErrors === null) {
                    vErrors = [err9];
                }
                else {
                    vErrors.push(err9);
                }
                errors++;
            }
            if (!(formats6(data0))) {
                const err10 = { instancePath: instancePath + "/url", schemaPath: "common#/$defs/httpUrl/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"" };
                if (vErrors === null) {
                    vErrors = [err10];
                }
                else {
                    vErrors.push(err10);
                }
                errors++;
            }
        }
        else {
            const err11 = { instancePath: instancePath + "/url", schemaPath: "common#/$defs/httpUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err11];
            }
            else {
                vErrors.push(err11);
            }
            errors++;
        }
    }
    if (data.title !== undefined) {
        let data1 = data.title;
        if (typeof data1 === "string") {
            if (func2(data1) > 2000) {
                const err12 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/maxLength", keyword: "maxLength", params: { limit: 2000 }, message: "must NOT have more than 2000 characters" };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
        else {
            const err13 = { instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
    }
    if (data.published !== undefined) {
        let data2 = data.published;
        if (typeof data2 === "string") {
            if (!pattern6.test(data2)) {
                const err14 = { instancePath: instancePath + "/published", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
            if (!(formats0.validate(data2))) {
                const err15 = { instancePath: instancePath + "/published", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
        }
        else {
            const err16 = { instancePath: instancePath + "/published", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
    }
    if (data.source !== undefined) {
        let data3 = data.source;
        if (typeof data3 === "string") {
            if (!pattern12.test(data3)) {
                const err17 = { instancePath: instancePath + "/source", schemaPath: "common#/$defs/sourceId/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9_-]{0,63}$" }, message: "must match pattern \"" + "^[a-z0-9][a-z0-9_-]{0,63}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err17];
                }
                else {
                    vErrors.push(err17);
                }
                errors++;
            }
        }
        else {
            const err18 = { instancePath: instancePath + "/source", schemaPath: "common#/$defs/sourceId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err18];
            }
            else {
                vErrors.push(err18);
            }
            errors++;
        }
    }
    if (data.relevance_score !== undefined) {
        let data4 = data.relevance_score;
        if ((typeof data4 == "number") && (isFinite(data4))) {
            if (data4 > 1 || isNaN(data4)) {
                const err19 = { instancePath: instancePath + "/relevance_score", schemaPath: "#/properties/relevance_score/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
                if (vErrors === null) {
                    vErrors = [err19];
                }
                else {
                    vErrors.push(err19);
                }
                errors++;
            }
            if (data4 < 0 || isNaN(data4)) {
                const err20 = { instancePath: instancePath + "/relevance_score", schemaPath: "#/properties/relevance_score/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
        }
        else {
            const err21 = { instancePath: instancePath + "/relevance_score", schemaPath: "#/properties/relevance_score/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
                vErrors = [err21];
            }
            else {
                vErrors.push(err21);
            }
            errors++;
        }
    }
    if (data.github_urls !== undefined) {
        let data5 = data.github_urls;
        if (Array.isArray(data5)) {
            const len0 = data5.length;
            for (let i0 = 0; i0 < len0; i0++) {
                let data6 = data5[i0];
                if (typeof data6 === "string") {
                    if (!pattern17.test(data6)) {
                        const err22 = { instancePath: instancePath + "/github_urls/" + i0, schemaPath: "#/properties/github_urls/items/pattern", keyword: "pattern", params: { pattern: "^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+$" }, message: "must match pattern \"" + "^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+$" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err22];
                        }
                        else {
                            vErrors.push(err22);
                        }
                        errors++;
                    }
                }
                else {
                    const err23 = { instancePath: instancePath + "/github_urls/" + i0, schemaPath: "#/properties/github_urls/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err23];
                    }
                    else {
                        vErrors.push(err23);
                    }
                    errors++;
                }
            }
            let i1 = data5.length;
            let j0;
            if (i1 > 1) {
                const indices0 = {};
                for (; i1--;) {
                    let item0 = data5[i1];
                    if (typeof item0 !== "string") {
                        continue;
                    }
                    if (typeof indices0[item0] == "number") {
                        j0 = indices0[item0];
                        const err24 = { instancePath: instancePath + "/github_urls", schemaPath: "#/properties/github_urls/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" };
                        if (vErrors === null) {
                            vErrors = [err24];
                        }
                        else {
                            vErrors.push(err24);
                        }
                        errors++;
                        break;
                    }
                    indices0[item0] = i1;
                }
            }
        }
        else {
            const err25 = { instancePath: instancePath + "/github_urls", schemaPath: "#/properties/github_urls/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err25];
            }
            else {
                vErrors.push(err25);
            }
            errors++;
        }
    }
    if (data.entities !== undefined) {
        let data7 = data.entities;
        if (Array.isArray(data7)) {
            const len1 = data7.length;
            for (let i2 = 0; i2 < len1; i2++) {
                let data8 = data7[i2];
                if (typeof data8 === "string") {
                    if (func2(data8) > 200) {
                        const err26 = { instancePath: instancePath + "/entities/" + i2, schemaPath: "#/properties/entities/items/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                        if (vErrors === null) {
                            vErrors = [err26];
                        }
                        else {
                            vErrors.push(err26);
                        }
                        errors++;
                    }
                    if (func2(data8) < 1) {
                        const err27 = { instancePath: instancePath + "/entities/" + i2, schemaPath: "#/properties/entities/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                        if (vErrors === null) {
                            vErrors = [err27];
                        }
                        else {
                            vErrors.push(err27);
                        }
                        errors++;
                    }
                }
                else {
                    const err28 = { instancePath: instancePath + "/entities/" + i2, schemaPath: "#/properties/entities/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err28];
                    }
                    else {
                        vErrors.push(err28);
                    }
                    errors++;
                }
            }
        }
        else {
            const err29 = { instancePath: instancePath + "/entities", schemaPath: "#/properties/entities/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err29];
            }
            else {
                vErrors.push(err29);
            }
            errors++;
        }
    }
}
else {
    const err30 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err30];
    }
    else {
        vErrors.push(err30);
    }
    errors++;
} validate28.errors = vErrors; return errors === 0; }
validate28.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="rss_source_v2" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate24.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} const _errs2 = errors; let valid1 = true; const _errs3 = errors; if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status !== undefined) {
        if ("failed" !== data.status) {
            const err0 = {};
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
} var _valid0 = _errs3 === errors; errors = _errs2; if (vErrors !== null) {
    if (_errs2) {
        vErrors.length = _errs2;
    }
    else {
        vErrors = null;
    }
} let ifClause0; if (_valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.articles !== undefined) {
            let data1 = data.articles;
            if (Array.isArray(data1)) {
                if (data1.length > 0) {
                    const err1 = { instancePath: instancePath + "/articles", schemaPath: "#/allOf/0/then/properties/articles/maxItems", keyword: "maxItems", params: { limit: 0 }, message: "must NOT have more than 0 items" };
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
            }
            else {
                const err2 = { instancePath: instancePath + "/articles", schemaPath: "#/allOf/0/then/properties/articles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
        }
        if (data.error !== undefined) {
            let data2 = data.error;
            if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                if (data2.code === undefined) {
                    const err3 = { instancePath: instancePath + "/error", schemaPath: "#/$defs/legError/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property '" + "code" + "'" };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                }
                if (data2.message === undefined) {
                    const err4 = { instancePath: instancePath + "/error", schemaPath: "#/$defs/legError/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property '" + "message" + "'" };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
                for (const key0 in data2) {
                    if (!(((key0 === "code") || (key0 === "message")) || (key0 === "status"))) {
                        const err5 = { instancePath: instancePath + "/error", schemaPath: "#/$defs/legError/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                }
                if (data2.code !== undefined) {
                    let data3 = data2.code;
                    if (!(((((((((data3 === "timeout") || (data3 === "http_status")) || (data3 === "network")) || (data3 === "parse_error")) || (data3 === "too_large")) || (data3 === "blocked_url")) || (data3 === "cancelled")) || (data3 === "invalid_feed")) || (data3 === "internal"))) {
                        const err6 = { instancePath: instancePath + "/error/code", schemaPath: "#/$defs/legError/properties/code/enum", keyword: "enum", params: { allowedValues: schema43.properties.code.enum }, message: "must be equal to one of the allowed values" };
                        if (vErrors === null) {
                            vErrors = [err6];
                        }
                        else {
                            vErrors.push(err6);
                        }
                        errors++;
                    }
                }
                if (data2.message !== undefined) {
                    let data4 = data2.message;
                    if (typeof data4 === "string") {
                        if (func2(data4) > 2000) {
                            const err7 = { instancePath: instancePath + "/error/message", schemaPath: "#/$defs/legError/properties/message/maxLength", keyword: "maxLength", params: { limit: 2000 }, message: "must NOT have more than 2000 characters" };
                            if (vErrors === null) {
                                vErrors = [err7];
                            }
                            else {
                                vErrors.push(err7);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err8 = { instancePath: instancePath + "/error/message", schemaPath: "#/$defs/legError/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                }
                if (data2.status !== undefined) {
                    let data5 = data2.status;
                    if (!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) {
                        const err9 = { instancePath: instancePath + "/error/status", schemaPath: "#/$defs/legError/properties/status/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                    if ((typeof data5 == "number") && (isFinite(data5))) {
                        if (data5 > 599 || isNaN(data5)) {
                            const err10 = { instancePath: instancePath + "/error/status", schemaPath: "#/$defs/legError/properties/status/maximum", keyword: "maximum", params: { comparison: "<=", limit: 599 }, message: "must be <= 599" };
                            if (vErrors === null) {
                                vErrors = [err10];
                            }
                            else {
                                vErrors.push(err10);
                            }
                            errors++;
                        }
                        if (data5 < 100 || isNaN(data5)) {
                            const err11 = { instancePath: instancePath + "/error/status", schemaPath: "#/$defs/legError/properties/status/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100" };
                            if (vErrors === null) {
                                vErrors = [err11];
                            }
                            else {
                                vErrors.push(err11);
                            }
                            errors++;
                        }
                    }
                }
            }
            else {
                const err12 = { instancePath: instancePath + "/error", schemaPath: "#/$defs/legError/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
    if (valid1) {
        var props0 = {};
        props0.articles = true;
        props0.error = true;
        props0.status = true;
    }
    ifClause0 = "then";
}
else {
    const _errs17 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.error !== undefined) {
            if (data.error !== null) {
                const err13 = { instancePath: instancePath + "/error", schemaPath: "#/allOf/0/else/properties/error/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
    }
    var _valid0 = _errs17 === errors;
    valid1 = _valid0;
    if (valid1) {
        if (props0 !== true) {
            props0 = props0 || {};
            props0.error = true;
        }
    }
    ifClause0 = "else";
} if (!valid1) {
    const err14 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: ifClause0 }, message: "must match \"" + ifClause0 + "\" schema" };
    if (vErrors === null) {
        vErrors = [err14];
    }
    else {
        vErrors.push(err14);
    }
    errors++;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === undefined) {
        const err15 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'" };
        if (vErrors === null) {
            vErrors = [err15];
        }
        else {
            vErrors.push(err15);
        }
        errors++;
    }
    if (data.source_id === undefined) {
        const err16 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "source_id" }, message: "must have required property '" + "source_id" + "'" };
        if (vErrors === null) {
            vErrors = [err16];
        }
        else {
            vErrors.push(err16);
        }
        errors++;
    }
    if (data.run_context === undefined) {
        const err17 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_context" }, message: "must have required property '" + "run_context" + "'" };
        if (vErrors === null) {
            vErrors = [err17];
        }
        else {
            vErrors.push(err17);
        }
        errors++;
    }
    if (data.fan === undefined) {
        const err18 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "fan" }, message: "must have required property '" + "fan" + "'" };
        if (vErrors === null) {
            vErrors = [err18];
        }
        else {
            vErrors.push(err18);
        }
        errors++;
    }
    if (data.status === undefined) {
        const err19 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "status" }, message: "must have required property '" + "status" + "'" };
        if (vErrors === null) {
            vErrors = [err19];
        }
        else {
            vErrors.push(err19);
        }
        errors++;
    }
    if (data.articles === undefined) {
        const err20 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "articles" }, message: "must have required property '" + "articles" + "'" };
        if (vErrors === null) {
            vErrors = [err20];
        }
        else {
            vErrors.push(err20);
        }
        errors++;
    }
    if (data.metrics === undefined) {
        const err21 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "metrics" }, message: "must have required property '" + "metrics" + "'" };
        if (vErrors === null) {
            vErrors = [err21];
        }
        else {
            vErrors.push(err21);
        }
        errors++;
    }
    if (data.error === undefined) {
        const err22 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "error" }, message: "must have required property '" + "error" + "'" };
        if (vErrors === null) {
            vErrors = [err22];
        }
        else {
            vErrors.push(err22);
        }
        errors++;
    }
    if (data.checksum === undefined) {
        const err23 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "checksum" }, message: "must have required property '" + "checksum" + "'" };
        if (vErrors === null) {
            vErrors = [err23];
        }
        else {
            vErrors.push(err23);
        }
        errors++;
    }
    for (const key1 in data) {
        if (!(func1.call(schema42.properties, key1))) {
            const err24 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err24];
            }
            else {
                vErrors.push(err24);
            }
            errors++;
        }
    }
    if (data.schema_version !== undefined) {
        if (2 !== data.schema_version) {
            const err25 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: 2 }, message: "must be equal to constant" };
            if (vErrors === null) {
                vErrors = [err25];
            }
            else {
                vErrors.push(err25);
            }
            errors++;
        }
    }
    if (data.source_id !== undefined) {
        let data8 = data.source_id;
        if (typeof data8 === "string") {
            if (!pattern12.test(data8)) {
                const err26 = { instancePath: instancePath + "/source_id", schemaPath: "common#/$defs/sourceId/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9_-]{0,63}$" }, message: "must match pattern \"" + "^[a-z0-9][a-z0-9_-]{0,63}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
        }
        else {
            const err27 = { instancePath: instancePath + "/source_id", schemaPath: "common#/$defs/sourceId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err27];
            }
            else {
                vErrors.push(err27);
            }
            errors++;
        }
    }
    if (data.run_context !== undefined) {
        if (!(validate21(data.run_context, { instancePath: instancePath + "/run_context", parentData: data, parentDataProperty: "run_context", rootData, dynamicAnchors }))) {
            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
            errors = vErrors.length;
        }
    }
    if (data.fan !== undefined) {
        if (!(validate26(data.fan, { instancePath: instancePath + "/fan", parentData: data, parentDataProperty: "fan", rootData, dynamicAnchors }))) {
            vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
            errors = vErrors.length;
        }
    }
    if (data.status !== undefined) {
        let data11 = data.status;
        if (!(((data11 === "success") || (data11 === "partial")) || (data11 === "failed"))) {
            const err28 = { instancePath: instancePath + "/status", schemaPath: "#/properties/status/enum", keyword: "enum", params: { allowedValues: schema42.properties.status.enum }, message: "must be equal to one of the allowed values" };
            if (vErrors === null) {
                vErrors = [err28];
            }
            else {
                vErrors.push(err28);
            }
            errors++;
        }
    }
    if (data.articles !== undefined) {
        let data12 = data.articles;
        if (Array.isArray(data12)) {
            const len0 = data12.length;
            for (let i0 = 0; i0 < len0; i0++) {
                if (!(validate28(data12[i0], { instancePath: instancePath + "/articles/" + i0, parentData: data12, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err29 = { instancePath: instancePath + "/articles", schemaPath: "#/properties/articles/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err29];
            }
            else {
                vErrors.push(err29);
            }
            errors++;
        }
    }
    if (data.metrics !== undefined) {
        let data14 = data.metrics;
        if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
            if (data14.articles_fetched === undefined) {
                const err30 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/required", keyword: "required", params: { missingProperty: "articles_fetched" }, message: "must have required property '" + "articles_fetched" + "'" };
                if (vErrors === null) {
                    vErrors = [err30];
                }
                else {
                    vErrors.push(err30);
                }
                errors++;
            }
            if (data14.articles_relevant === undefined) {
                const err31 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/required", keyword: "required", params: { missingProperty: "articles_relevant" }, message: "must have required property '" + "articles_relevant" + "'" };
                if (vErrors === null) {
                    vErrors = [err31];
                }
                else {
                    vErrors.push(err31);
                }
                errors++;
            }
            if (data14.fetch_duration_ms === undefined) {
                const err32 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/required", keyword: "required", params: { missingProperty: "fetch_duration_ms" }, message: "must have required property '" + "fetch_duration_ms" + "'" };
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
            if (data14.retries === undefined) {
                const err33 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/required", keyword: "required", params: { missingProperty: "retries" }, message: "must have required property '" + "retries" + "'" };
                if (vErrors === null) {
                    vErrors = [err33];
                }
                else {
                    vErrors.push(err33);
                }
                errors++;
            }
            for (const key2 in data14) {
                if (!((((key2 === "articles_fetched") || (key2 === "articles_relevant")) || (key2 === "fetch_duration_ms")) || (key2 === "retries"))) {
                    const err34 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err34];
                    }
                    else {
                        vErrors.push(err34);
                    }
                    errors++;
                }
            }
            if (data14.articles_fetched !== undefined) {
                let data15 = data14.articles_fetched;
                if (!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) {
                    const err35 = { instancePath: instancePath + "/metrics/articles_fetched", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err35];
                    }
                    else {
                        vErrors.push(err35);
                    }
                    errors++;
                }
                if ((typeof data15 == "number") && (isFinite(data15))) {
                    if (data15 > 9007199254740991 || isNaN(data15)) {
                        const err36 = { instancePath: instancePath + "/metrics/articles_fetched", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err36];
                        }
                        else {
                            vErrors.push(err36);
                        }
                        errors++;
                    }
                    if (data15 < 0 || isNaN(data15)) {
                        const err37 = { instancePath: instancePath + "/metrics/articles_fetched", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err37];
                        }
                        else {
                            vErrors.push(err37);
                        }
                        errors++;
                    }
                }
            }
            if (data14.articles_relevant !== undefined) {
                let data16 = data14.articles_relevant;
                if (!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) {
                    const err38 = { instancePath: instancePath + "/metrics/articles_relevant", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
                if ((typeof data16 == "number") && (isFinite(data16))) {
                    if (data16 > 9007199254740991 || isNaN(data16)) {
                        const err39 = { instancePath: instancePath + "/metrics/articles_relevant", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err39];
                        }
                        else {
                            vErrors.push(err39);
                        }
                        errors++;
                    }
                    if (data16 < 0 || isNaN(data16)) {
                        const err40 = { instancePath: instancePath + "/metrics/articles_relevant", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err40];
                        }
                        else {
                            vErrors.push(err40);
                        }
                        errors++;
                    }
                }
            }
            if (data14.fetch_duration_ms !== undefined) {
                let data17 = data14.fetch_duration_ms;
                if (!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))) {
                    const err41 = { instancePath: instancePath + "/metrics/fetch_duration_ms", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err41];
                    }
                    else {
                        vErrors.push(err41);
                    }
                    errors++;
                }
                if ((typeof data17 == "number") && (isFinite(data17))) {
                    if (data17 > 9007199254740991 || isNaN(data17)) {
                        const err42 = { instancePath: instancePath + "/metrics/fetch_duration_ms", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err42];
                        }
                        else {
                            vErrors.push(err42);
                        }
                        errors++;
                    }
                    if (data17 < 0 || isNaN(data17)) {
                        const err43 = { instancePath: instancePath + "/metrics/fetch_duration_ms", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err43];
                        }
                        else {
                            vErrors.push(err43);
                        }
                        errors++;
                    }
                }
            }
            if (data14.retries !== undefined) {
                let data18 = data14.retries;
                if (!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))) {
                    const err44 = { instancePath: instancePath + "/metrics/retries", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err44];
                    }
                    else {
                        vErrors.push(err44);
                    }
                    errors++;
                }
                if ((typeof data18 == "number") && (isFinite(data18))) {
                    if (data18 > 9007199254740991 || isNaN(data18)) {
                        const err45 = { instancePath: instancePath + "/metrics/retries", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err45];
                        }
                        else {
                            vErrors.push(err45);
                        }
                        errors++;
                    }
                    if (data18 < 0 || isNaN(data18)) {
                        const err46 = { instancePath: instancePath + "/metrics/retries", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err46];
                        }
                        else {
                            vErrors.push(err46);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err47 = { instancePath: instancePath + "/metrics", schemaPath: "#/properties/metrics/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err47];
            }
            else {
                vErrors.push(err47);
            }
            errors++;
        }
    }
    if (data.error !== undefined) {
        let data19 = data.error;
        const _errs47 = errors;
        let valid16 = false;
        let passing0 = null;
        const _errs48 = errors;
        if (data19 !== null) {
            const err48 = { instancePath: instancePath + "/error", schemaPath: "#/properties/error/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
            if (vErrors === null) {
                vErrors = [err48];
            }
            else {
                vErrors.push(err48);
            }
            errors++;
        }
        var _valid1 = _errs48 === errors;
        if (_valid1) {
            valid16 = true;
            passing0 = 0;
        }
        const _errs50 = errors;
        if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
            if (data19.code === undefined) {
                const err49 = { instancePath: instancePath + "/error", schemaPath: "#/$defs/legError/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property '" + "code" + "'" };
                if (vErrors === null) {
                    vErrors = [err49];
                }
                else {
                    vErrors.push(err49);
                }
                errors++;
            }
            if (data19.message === undefined) {
                const err50 = { instancePath: instancePath + "/error", schemaPath: "#/$defs/legError/required", keyword: "required", params: { missingProperty: "message" }, message: "must have required property '" + "message" + "'" };
                if (vErrors === null) {
                    vErrors = [err50];
                }
                else {
                    vErrors.push(err50);
                }
                errors++;
            }
            for (const key3 in data19) {
                if (!(((key3 === "code") || (key3 === "message")) || (key3 === "status"))) {
                    const err51 = { instancePath: instancePath + "/error", schemaPath: "#/$defs/legError/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err51];
                    }
                    else {
                        vErrors.push(err51);
                    }
                    errors++;
                }
            }
            if (data19.code !== undefined) {
                let data20 = data19.code;
                if (!(((((((((data20 === "timeout") || (data20 === "http_status")) || (data20 === "network")) || (data20 === "parse_error")) || (data20 === "too_large")) || (data20 === "blocked_url")) || (data20 === "cancelled")) || (data20 === "invalid_feed")) || (data20 === "internal"))) {
                    const err52 = { instancePath: instancePath + "/error/code", schemaPath: "#/$defs/legError/properties/code/enum", keyword: "enum", params: { allowedValues: schema43.properties.code.enum }, message: "must be equal to one of the allowed values" };
                    if (vErrors === null) {
                        vErrors = [err52];
                    }
                    else {
                        vErrors.push(err52);
                    }
                    errors++;
                }
            }
            if (data19.message !== undefined) {
                let data21 = data19.message;
                if (typeof data21 === "string") {
                    if (func2(data21) > 2000) {
                        const err53 = { instancePath: instancePath + "/error/message", schemaPath: "#/$defs/legError/properties/message/maxLength", keyword: "maxLength", params: { limit: 2000 }, message: "must NOT have more than 2000 characters" };
                        if (vErrors === null) {
                            vErrors = [err53];
                        }
                        else {
                            vErrors.push(err53);
                        }
                        errors++;
                    }
                }
                else {
                    const err54 = { instancePath: instancePath + "/error/message", schemaPath: "#/$defs/legError/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err54];
                    }
                    else {
                        vErrors.push(err54);
                    }
                    errors++;
                }
            }
            if (data19.status !== undefined) {
                let data22 = data19.status;
                if (!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))) {
                    const err55 = { instancePath: instancePath + "/error/status", schemaPath: "#/$defs/legError/properties/status/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err55];
                    }
                    else {
                        vErrors.push(err55);
                    }
                    errors++;
                }
                if ((typeof data22 == "number") && (isFinite(data22))) {
                    if (data22 > 599 || isNaN(data22)) {
                        const err56 = { instancePath: instancePath + "/error/status", schemaPath: "#/$defs/legError/properties/status/maximum", keyword: "maximum", params: { comparison: "<=", limit: 599 }, message: "must be <= 599" };
                        if (vErrors === null) {
                            vErrors = [err56];
                        }
                        else {
                            vErrors.push(err56);
                        }
                        errors++;
                    }
                    if (data22 < 100 || isNaN(data22)) {
                        const err57 = { instancePath: instancePath + "/error/status", schemaPath: "#/$defs/legError/properties/status/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100" };
                        if (vErrors === null) {
                            vErrors = [err57];
                        }
                        else {
                            vErrors.push(err57);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err58 = { instancePath: instancePath + "/error", schemaPath: "#/$defs/legError/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err58];
            }
            else {
                vErrors.push(err58);
            }
            errors++;
        }
        var _valid1 = _errs50 === errors;
        if (_valid1 && valid16) {
            valid16 = false;
            passing0 = [passing0, 1];
        }
        else {
            if (_valid1) {
                valid16 = true;
                passing0 = 1;
            }
        }
        if (!valid16) {
            const err59 = { instancePath: instancePath + "/error", schemaPath: "#/properties/error/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
            if (vErrors === null) {
                vErrors = [err59];
            }
            else {
                vErrors.push(err59);
            }
            errors++;
        }
        else {
            errors = _errs47;
            if (vErrors !== null) {
                if (_errs47) {
                    vErrors.length = _errs47;
                }
                else {
                    vErrors = null;
                }
            }
        }
    }
    if (data.checksum !== undefined) {
        let data23 = data.checksum;
        if (typeof data23 === "string") {
            if (!pattern8.test(data23)) {
                const err60 = { instancePath: instancePath + "/checksum", schemaPath: "common#/$defs/checksum/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, message: "must match pattern \"" + "^sha256:[0-9a-f]{64}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err60];
                }
                else {
                    vErrors.push(err60);
                }
                errors++;
            }
        }
        else {
            const err61 = { instancePath: instancePath + "/checksum", schemaPath: "common#/$defs/checksum/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err61];
            }
            else {
                vErrors.push(err61);
            }
            errors++;
        }
    }
}
else {
    const err62 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err62];
    }
    else {
        vErrors.push(err62);
    }
    errors++;
} validate24.errors = vErrors; return errors === 0; }
validate24.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const run_context_v1 = validate21;
const run_metrics_v1 = validate49;
const schema141 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "run_metrics_v1", "title": "RunMetrics", "description": "The run metrics ledger, {week}-metrics.json: every leg's metrics record joined by the fan-in, and where the run's time went. Everything but the measured durations is deterministic; it is never a canonical output.", "type": "object", "additionalProperties": false, "required": ["schema_version", "run_id", "week", "plan", "legs", "fan_in", "run", "totals", "left_out"], "properties": { "schema_version": { "const": "run_metrics_v1" }, "run_id": { "type": "string", "pattern": "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$" }, "week": { "$ref": "common#/$defs/week" }, "plan": { "description": "The plan's record (make-run-context), when it published one.", "oneOf": [{ "$ref": "leg_metrics_v1" }, { "type": "null" }] }, "legs": { "description": "One record per leg (the newest attempt), sorted by kind, then seq.", "type": "array", "items": { "$ref": "leg_metrics_v1" } }, "fan_in": { "type": "object", "additionalProperties": false, "required": ["duration_ms"], "properties": { "duration_ms": { "description": "The fan-in's wall time until the ledger was written.", "$ref": "common#/$defs/count" } } }, "run": { "type": "object", "additionalProperties": false, "required": ["legs", "leg_duration_ms", "slowest", "critical_path", "critical_path_ms"], "properties": { "legs": { "$ref": "common#/$defs/count" }, "leg_duration_ms": { "description": "Nearest-rank percentiles of the legs' durations; null without legs.", "oneOf": [{ "type": "object", "additionalProperties": false, "required": ["p50", "p95", "max"], "properties": { "p50": { "$ref": "common#/$defs/count" }, "p95": { "$ref": "common#/$defs/count" }, "max": { "$ref": "common#/$defs/count" } } }, { "type": "null" }] }, "slowest": { "description": "The slowest legs, slowest first (ties by kind, then leg id).", "type": "array", "maxItems": 5, "items": { "$ref": "#/$defs/step" } }, "critical_path": { "description": "plan, then the slowest leg, then the fan-in: the legs run in parallel, so the run takes at least this long.", "type": "array", "items": { "$ref": "#/$defs/step" } }, "critical_path_ms": { "$ref": "common#/$defs/count" } } }, "totals": { "type": "object", "additionalProperties": false, "required": ["items", "bytes", "retries", "http_status", "api_calls", "cache_hits", "rate_limit_waits"], "properties": { "items": { "$ref": "common#/$defs/count" }, "bytes": { "$ref": "common#/$defs/count" }, "retries": { "$ref": "common#/$defs/count" }, "http_status": { "type": "object", "additionalProperties": { "$ref": "common#/$defs/count" } }, "api_calls": { "$ref": "common#/$defs/count" }, "cache_hits": { "$ref": "common#/$defs/count" }, "rate_limit_waits": { "$ref": "common#/$defs/count" } } }, "left_out": { "description": "Metrics artifacts that were not joined, and why (sorted by artifact name).", "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["artifact", "reason"], "properties": { "artifact": { "type": "string", "maxLength": 200 }, "reason": { "type": "string", "maxLength": 500 } } } } }, "$defs": { "step": { "title": "LedgerStep", "type": "object", "additionalProperties": false, "required": ["step", "duration_ms"], "properties": { "step": { "description": "plan, fan-in, or <kind>/<leg id>.", "type": "string", "maxLength": 100 }, "duration_ms": { "$ref": "common#/$defs/count" } } } } };
const schema148 = { "title": "LedgerStep", "type": "object", "additionalProperties": false, "required": ["step", "duration_ms"], "properties": { "step": { "description": "plan, fan-in, or <kind>/<leg id>.", "type": "string", "maxLength": 100 }, "duration_ms": { "$ref": "common#/$defs/count" } } };
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate52.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.step === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "step" }, message: "must have required property '" + "step" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.duration_ms === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "duration_ms" }, message: "must have required property '" + "duration_ms" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!((key0 === "step") || (key0 === "duration_ms"))) {
            const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    if (data.step !== undefined) {
        let data0 = data.step;
        if (typeof data0 === "string") {
            if (func2(data0) > 100) {
                const err3 = { instancePath: instancePath + "/step", schemaPath: "#/properties/step/maxLength", keyword: "maxLength", params: { limit: 100 }, message: "must NOT have more than 100 characters" };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
        }
        else {
            const err4 = { instancePath: instancePath + "/step", schemaPath: "#/properties/step/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
    }
    if (data.duration_ms !== undefined) {
        let data1 = data.duration_ms;
        if (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) {
            const err5 = { instancePath: instancePath + "/duration_ms", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
        if ((typeof data1 == "number") && (isFinite(data1))) {
            if (data1 > 9007199254740991 || isNaN(data1)) {
                const err6 = { instancePath: instancePath + "/duration_ms", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
            if (data1 < 0 || isNaN(data1)) {
                const err7 = { instancePath: instancePath + "/duration_ms", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
    }
}
else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err8];
    }
    else {
        vErrors.push(err8);
    }
    errors++;
} validate52.errors = vErrors; return errors === 0; }
validate52.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate49(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="run_metrics_v1" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate49.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.run_id === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run_id" }, message: "must have required property '" + "run_id" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.week === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "week" }, message: "must have required property '" + "week" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    if (data.plan === undefined) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "plan" }, message: "must have required property '" + "plan" + "'" };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    if (data.legs === undefined) {
        const err4 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "legs" }, message: "must have required property '" + "legs" + "'" };
        if (vErrors === null) {
            vErrors = [err4];
        }
        else {
            vErrors.push(err4);
        }
        errors++;
    }
    if (data.fan_in === undefined) {
        const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "fan_in" }, message: "must have required property '" + "fan_in" + "'" };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
    if (data.run === undefined) {
        const err6 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "run" }, message: "must have required property '" + "run" + "'" };
        if (vErrors === null) {
            vErrors = [err6];
        }
        else {
            vErrors.push(err6);
        }
        errors++;
    }
    if (data.totals === undefined) {
        const err7 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "totals" }, message: "must have required property '" + "totals" + "'" };
        if (vErrors === null) {
            vErrors = [err7];
        }
        else {
            vErrors.push(err7);
        }
        errors++;
    }
    if (data.left_out === undefined) {
        const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "left_out" }, message: "must have required property '" + "left_out" + "'" };
        if (vErrors === null) {
            vErrors = [err8];
        }
        else {
            vErrors.push(err8);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(func1.call(schema141.properties, key0))) {
            const err9 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
    }
    if (data.schema_version !== undefined) {
        if ("run_metrics_v1" !== data.schema_version) {
            const err10 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: "run_metrics_v1" }, message: "must be equal to constant" };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
    }
    if (data.run_id !== undefined) {
        let data1 = data.run_id;
        if (typeof data1 === "string") {
            if (!pattern4.test(data1)) {
                const err11 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$" }, message: "must match pattern \"" + "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
        }
        else {
            const err12 = { instancePath: instancePath + "/run_id", schemaPath: "#/properties/run_id/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
    }
    if (data.week !== undefined) {
        let data2 = data.week;
        if (typeof data2 === "string") {
            if (!pattern5.test(data2)) {
                const err13 = { instancePath: instancePath + "/week", schemaPath: "common#/$defs/week/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$" }, message: "must match pattern \"" + "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err13];
                }
                else {
                    vErrors.push(err13);
                }
                errors++;
            }
        }
        else {
            const err14 = { instancePath: instancePath + "/week", schemaPath: "common#/$defs/week/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err14];
            }
            else {
                vErrors.push(err14);
            }
            errors++;
        }
    }
    if (data.plan !== undefined) {
        let data3 = data.plan;
        const _errs9 = errors;
        let valid2 = false;
        let passing0 = null;
        const _errs10 = errors;
        if (!(validate45(data3, { instancePath: instancePath + "/plan", parentData: data, parentDataProperty: "plan", rootData, dynamicAnchors }))) {
            vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
            errors = vErrors.length;
        }
        var _valid0 = _errs10 === errors;
        if (_valid0) {
            valid2 = true;
            passing0 = 0;
        }
        const _errs11 = errors;
        if (data3 !== null) {
            const err15 = { instancePath: instancePath + "/plan", schemaPath: "#/properties/plan/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
            if (vErrors === null) {
                vErrors = [err15];
            }
            else {
                vErrors.push(err15);
            }
            errors++;
        }
        var _valid0 = _errs11 === errors;
        if (_valid0 && valid2) {
            valid2 = false;
            passing0 = [passing0, 1];
        }
        else {
            if (_valid0) {
                valid2 = true;
                passing0 = 1;
            }
        }
        if (!valid2) {
            const err16 = { instancePath: instancePath + "/plan", schemaPath: "#/properties/plan/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
        else {
            errors = _errs9;
            if (vErrors !== null) {
                if (_errs9) {
                    vErrors.length = _errs9;
                }
                else {
                    vErrors = null;
                }
            }
        }
    }
    if (data.legs !== undefined) {
        let data4 = data.legs;
        if (Array.isArray(data4)) {
            const len0 = data4.length;
            for (let i0 = 0; i0 < len0; i0++) {
                if (!(validate45(data4[i0], { instancePath: instancePath + "/legs/" + i0, parentData: data4, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
                    errors = vErrors.length;
                }
            }
        }
        else {
            const err17 = { instancePath: instancePath + "/legs", schemaPath: "#/properties/legs/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err17];
            }
            else {
                vErrors.push(err17);
            }
            errors++;
        }
    }
    if (data.fan_in !== undefined) {
        let data6 = data.fan_in;
        if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            if (data6.duration_ms === undefined) {
                const err18 = { instancePath: instancePath + "/fan_in", schemaPath: "#/properties/fan_in/required", keyword: "required", params: { missingProperty: "duration_ms" }, message: "must have required property '" + "duration_ms" + "'" };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
            for (const key1 in data6) {
                if (!(key1 === "duration_ms")) {
                    const err19 = { instancePath: instancePath + "/fan_in", schemaPath: "#/properties/fan_in/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err19];
                    }
                    else {
                        vErrors.push(err19);
                    }
                    errors++;
                }
            }
            if (data6.duration_ms !== undefined) {
                let data7 = data6.duration_ms;
                if (!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) {
                    const err20 = { instancePath: instancePath + "/fan_in/duration_ms", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err20];
                    }
                    else {
                        vErrors.push(err20);
                    }
                    errors++;
                }
                if ((typeof data7 == "number") && (isFinite(data7))) {
                    if (data7 > 9007199254740991 || isNaN(data7)) {
                        const err21 = { instancePath: instancePath + "/fan_in/duration_ms", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err21];
                        }
                        else {
                            vErrors.push(err21);
                        }
                        errors++;
                    }
                    if (data7 < 0 || isNaN(data7)) {
                        const err22 = { instancePath: instancePath + "/fan_in/duration_ms", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err22];
                        }
                        else {
                            vErrors.push(err22);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err23 = { instancePath: instancePath + "/fan_in", schemaPath: "#/properties/fan_in/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err23];
            }
            else {
                vErrors.push(err23);
            }
            errors++;
        }
    }
    if (data.run !== undefined) {
        let data8 = data.run;
        if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
            if (data8.legs === undefined) {
                const err24 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "legs" }, message: "must have required property '" + "legs" + "'" };
                if (vErrors === null) {
                    vErrors = [err24];
                }
                else {
                    vErrors.push(err24);
                }
                errors++;
            }
            if (data8.leg_duration_ms === undefined) {
                const err25 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "leg_duration_ms" }, message: "must have required property '" + "leg_duration_ms" + "'" };
                if (vErrors === null) {
                    vErrors = [err25];
                }
                else {
                    vErrors.push(err25);
                }
                errors++;
            }
            if (data8.slowest === undefined) {
                const err26 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "slowest" }, message: "must have required property '" + "slowest" + "'" };
                if (vErrors === null) {
                    vErrors = [err26];
                }
                else {
                    vErrors.push(err26);
                }
                errors++;
            }
            if (data8.critical_path === undefined) {
                const err27 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "critical_path" }, message: "must have required property '" + "critical_path" + "'" };
                if (vErrors === null) {
                    vErrors = [err27];
                }
                else {
                    vErrors.push(err27);
                }
                errors++;
            }
            if (data8.critical_path_ms === undefined) {
                const err28 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/required", keyword: "required", params: { missingProperty: "critical_path_ms" }, message: "must have required property '" + "critical_path_ms" + "'" };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
                }
                errors++;
            }
            for (const key2 in data8) {
                if (!(((((key2 === "legs") || (key2 === "leg_duration_ms")) || (key2 === "slowest")) || (key2 === "critical_path")) || (key2 === "critical_path_ms"))) {
                    const err29 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err29];
                    }
                    else {
                        vErrors.push(err29);
                    }
                    errors++;
                }
            }
            if (data8.legs !== undefined) {
                let data9 = data8.legs;
                if (!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))) {
                    const err30 = { instancePath: instancePath + "/run/legs", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err30];
                    }
                    else {
                        vErrors.push(err30);
                    }
                    errors++;
                }
                if ((typeof data9 == "number") && (isFinite(data9))) {
                    if (data9 > 9007199254740991 || isNaN(data9)) {
                        const err31 = { instancePath: instancePath + "/run/legs", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err31];
                        }
                        else {
                            vErrors.push(err31);
                        }
                        errors++;
                    }
                    if (data9 < 0 || isNaN(data9)) {
                        const err32 = { instancePath: instancePath + "/run/legs", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err32];
                        }
                        else {
                            vErrors.push(err32);
                        }
                        errors++;
                    }
                }
            }
            if (data8.leg_duration_ms !== undefined) {
                let data10 = data8.leg_duration_ms;
                const _errs29 = errors;
                let valid9 = false;
                let passing1 = null;
                const _errs30 = errors;
                if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                    if (data10.p50 === undefined) {
                        const err33 = { instancePath: instancePath + "/run/leg_duration_ms", schemaPath: "#/properties/run/properties/leg_duration_ms/oneOf/0/required", keyword: "required", params: { missingProperty: "p50" }, message: "must have required property '" + "p50" + "'" };
                        if (vErrors === null) {
                            vErrors = [err33];
                        }
                        else {
                            vErrors.push(err33);
                        }
                        errors++;
                    }
                    if (data10.p95 === undefined) {
                        const err34 = { instancePath: instancePath + "/run/leg_duration_ms", schemaPath: "#/properties/run/properties/leg_duration_ms/oneOf/0/required", keyword: "required", params: { missingProperty: "p95" }, message: "must have required property '" + "p95" + "'" };
                        if (vErrors === null) {
                            vErrors = [err34];
                        }
                        else {
                            vErrors.push(err34);
                        }
                        errors++;
                    }
                    if (data10.max === undefined) {
                        const err35 = { instancePath: instancePath + "/run/leg_duration_ms", schemaPath: "#/properties/run/properties/leg_duration_ms/oneOf/0/required", keyword: "required", params: { missingProperty: "max" }, message: "must have required property '" + "max" + "'" };
                        if (vErrors === null) {
                            vErrors = [err35];
                        }
                        else {
                            vErrors.push(err35);
                        }
                        errors++;
                    }
                    for (const key3 in data10) {
                        if (!(((key3 === "p50") || (key3 === "p95")) || (key3 === "max"))) {
                            const err36 = { instancePath: instancePath + "/run/leg_duration_ms", schemaPath: "#/properties/run/properties/leg_duration_ms/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err36];
                            }
                            else {
                                vErrors.push(err36);
                            }
                            errors++;
                        }
                    }
                    if (data10.p50 !== undefined) {
                        let data11 = data10.p50;
                        if (!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) {
                            const err37 = { instancePath: instancePath + "/run/leg_duration_ms/p50", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err37];
                            }
                            else {
                                vErrors.push(err37);
                            }
                            errors++;
                        }
                        if ((typeof data11 == "number") && (isFinite(data11))) {
                            if (data11 > 9007199254740991 || isNaN(data11)) {
                                const err38 = { instancePath: instancePath + "/run/leg_duration_ms/p50", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                                if (vErrors === null) {
                                    vErrors = [err38];
                                }
                                else {
                                    vErrors.push(err38);
                                }
                                errors++;
                            }
                            if (data11 < 0 || isNaN(data11)) {
                                const err39 = { instancePath: instancePath + "/run/leg_duration_ms/p50", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                if (vErrors === null) {
                                    vErrors = [err39];
                                }
                                else {
                                    vErrors.push(err39);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data10.p95 !== undefined) {
                        let data12 = data10.p95;
                        if (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) {
                            const err40 = { instancePath: instancePath + "/run/leg_duration_ms/p95", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err40];
                            }
                            else {
                                vErrors.push(err40);
                            }
                            errors++;
                        }
                        if ((typeof data12 == "number") && (isFinite(data12))) {
                            if (data12 > 9007199254740991 || isNaN(data12)) {
                                const err41 = { instancePath: instancePath + "/run/leg_duration_ms/p95", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                                if (vErrors === null) {
                                    vErrors = [err41];
                                }
                                else {
                                    vErrors.push(err41);
                                }
                                errors++;
                            }
                            if (data12 < 0 || isNaN(data12)) {
                                const err42 = { instancePath: instancePath + "/run/leg_duration_ms/p95", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                if (vErrors === null) {
                                    vErrors = [err42];
                                }
                                else {
                                    vErrors.push(err42);
                                }
                                errors++;
                            }
                        }
                    }
                    if (data10.max !== undefined) {
                        let data13 = data10.max;
                        if (!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) {
                            const err43 = { instancePath: instancePath + "/run/leg_duration_ms/max", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err43];
                            }
                            else {
                                vErrors.push(err43);
                            }
                            errors++;
                        }
                        if ((typeof data13 == "number") && (isFinite(data13))) {
                            if (data13 > 9007199254740991 || isNaN(data13)) {
                                const err44 = { instancePath: instancePath + "/run/leg_duration_ms/max", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                                if (vErrors === null) {
                                    vErrors = [err44];
                                }
                                else {
                                    vErrors.push(err44);
                                }
                                errors++;
                            }
                            if (data13 < 0 || isNaN(data13)) {
                                const err45 = { instancePath: instancePath + "/run/leg_duration_ms/max", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                if (vErrors === null) {
                                    vErrors = [err45];
                                }
                                else {
                                    vErrors.push(err45);
                                }
                                errors++;
                            }
                        }
                    }
                }
                else {
                    const err46 = { instancePath: instancePath + "/run/leg_duration_ms", schemaPath: "#/properties/run/properties/leg_duration_ms/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err46];
                    }
                    else {
                        vErrors.push(err46);
                    }
                    errors++;
                }
                var _valid1 = _errs30 === errors;
                if (_valid1) {
                    valid9 = true;
                    passing1 = 0;
                }
                const _errs42 = errors;
                if (data10 !== null) {
                    const err47 = { instancePath: instancePath + "/run/leg_duration_ms", schemaPath: "#/properties/run/properties/leg_duration_ms/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                    if (vErrors === null) {
                        vErrors = [err47];
                    }
                    else {
                        vErrors.push(err47);
                    }
                    errors++;
                }
                var _valid1 = _errs42 === errors;
                if (_valid1 && valid9) {
                    valid9 = false;
                    passing1 = [passing1, 1];
                }
                else {
                    if (_valid1) {
                        valid9 = true;
                        passing1 = 1;
                    }
                }
                if (!valid9) {
                    const err48 = { instancePath: instancePath + "/run/leg_duration_ms", schemaPath: "#/properties/run/properties/leg_duration_ms/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
                    if (vErrors === null) {
                        vErrors = [err48];
                    }
                    else {
                        vErrors.push(err48);
                    }
                    errors++;
                }
                else {
                    errors = _errs29;
                    if (vErrors !== null) {
                        if (_errs29) {
                            vErrors.length = _errs29;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                }
            }
            if (data8.slowest !== undefined) {
                let data14 = data8.slowest;
                if (Array.isArray(data14)) {
                    if (data14.length > 5) {
                        const err49 = { instancePath: instancePath + "/run/slowest", schemaPath: "#/properties/run/properties/slowest/maxItems", keyword: "maxItems", params: { limit: 5 }, message: "must NOT have more than 5 items" };
                        if (vErrors === null) {
                            vErrors = [err49];
                        }
                        else {
                            vErrors.push(err49);
                        }
                        errors++;
                    }
                    const len1 = data14.length;
                    for (let i1 = 0; i1 < len1; i1++) {
                        if (!(validate52(data14[i1], { instancePath: instancePath + "/run/slowest/" + i1, parentData: data14, parentDataProperty: i1, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
                            errors = vErrors.length;
                        }
                    }
                }
                else {
                    const err50 = { instancePath: instancePath + "/run/slowest", schemaPath: "#/properties/run/properties/slowest/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                        vErrors = [err50];
                    }
                    else {
                        vErrors.push(err50);
                    }
                    errors++;
                }
            }
            if (data8.critical_path !== undefined) {
                let data16 = data8.critical_path;
                if (Array.isArray(data16)) {
                    const len2 = data16.length;
                    for (let i2 = 0; i2 < len2; i2++) {
                        if (!(validate52(data16[i2], { instancePath: instancePath + "/run/critical_path/" + i2, parentData: data16, parentDataProperty: i2, rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
                            errors = vErrors.length;
                        }
                    }
                }
                else {
                    const err51 = { instancePath: instancePath + "/run/critical_path", schemaPath: "#/properties/run/properties/critical_path/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                    if (vErrors === null) {
                        vErrors = [err51];
                    }
                    else {
                        vErrors.push(err51);
                    }
                    errors++;
                }
            }
            if (data8.critical_path_ms !== undefined) {
                let data18 = data8.critical_path_ms;
                if (!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))) {
                    const err52 = { instancePath: instancePath + "/run/critical_path_ms", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err52];
                    }
                    else {
                        vErrors.push(err52);
                    }
                    errors++;
                }
                if ((typeof data18 == "number") && (isFinite(data18))) {
                    if (data18 > 9007199254740991 || isNaN(data18)) {
                        const err53 = { instancePath: instancePath + "/run/critical_path_ms", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err53];
                        }
                        else {
                            vErrors.push(err53);
                        }
                        errors++;
                    }
                    if (data18 < 0 || isNaN(data18)) {
                        const err54 = { instancePath: instancePath + "/run/critical_path_ms", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err54];
                        }
                        else {
                            vErrors.push(err54);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err55 = { instancePath: instancePath + "/run", schemaPath: "#/properties/run/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err55];
            }
            else {
                vErrors.push(err55);
            }
            errors++;
        }
    }
    if (data.totals !== undefined) {
        let data19 = data.totals;
        if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
            if (data19.items === undefined) {
                const err56 = { instancePath: instancePath + "/totals", schemaPath: "#/properties/totals/required", keyword: "required", params: { missingProperty: "items" }, message: "must have required property '" + "items" + "'" };
                if (vErrors === null) {
                    vErrors = [err56];
                }
                else {
                    vErrors.push(err56);
                }
                errors++;
            }
            if (data19.bytes === undefined) {
                const err57 = { instancePath: instancePath + "/totals", schemaPath: "#/properties/totals/required", keyword: "required", params: { missingProperty: "bytes" }, message: "must have required property '" + "bytes" + "'" };
                if (vErrors === null) {
                    vErrors = [err57];
                }
                else {
                    vErrors.push(err57);
                }
                errors++;
            }
            if (data19.retries === undefined) {
                const err58 = { instancePath: instancePath + "/totals", schemaPath: "#/properties/totals/required", keyword: "required", params: { missingProperty: "retries" }, message: "must have required property '" + "retries" + "'" };
                if (vErrors === null) {
                    vErrors = [err58];
                }
                else {
                    vErrors.push(err58);
                }
                errors++;
            }
            if (data19.http_status === undefined) {
                const err59 = { instancePath: instancePath + "/totals", schemaPath: "#/properties/totals/required", keyword: "required", params: { missingProperty: "http_status" }, message: "must have required property '" + "http_status" + "'" };
                if (vErrors === null) {
                    vErrors = [err59];
                }
                else {
                    vErrors.push(err59);
                }
                errors++;
            }
            if (data19.api_calls === undefined) {
                const err60 = { instancePath: instancePath + "/totals", schemaPath: "#/properties/totals/required", keyword: "required", params: { missingProperty: "api_calls" }, message: "must have required property '" + "api_calls" + "'" };
                if (vErrors === null) {
                    vErrors = [err60];
                }
                else {
                    vErrors.push(err60);
                }
                errors++;
            }
            if (data19.cache_hits === undefined) {
                const err61 = { instancePath: instancePath + "/totals", schemaPath: "#/properties/totals/required", keyword: "required", params: { missingProperty: "cache_hits" }, message: "must have required property '" + "cache_hits" + "'" };
                if (vErrors === null) {
                    vErrors = [err61];
                }
                else {
                    vErrors.push(err61);
                }
                errors++;
            }
            if (data19.rate_limit_waits === undefined) {
                const err62 = { instancePath: instancePath + "/totals", schemaPath: "#/properties/totals/required", keyword: "required", params: { missingProperty: "rate_limit_waits" }, message: "must have required property '" + "rate_limit_waits" + "'" };
                if (vErrors === null) {
                    vErrors = [err62];
                }
                else {
                    vErrors.push(err62);
                }
                errors++;
            }
            for (const key4 in data19) {
                if (!(((((((key4 === "items") || (key4 === "bytes")) || (key4 === "retries")) || (key4 === "http_status")) || (key4 === "api_calls")) || (key4 === "cache_hits")) || (key4 === "rate_limit_waits"))) {
                    const err63 = { instancePath: instancePath + "/totals", schemaPath: "#/properties/totals/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err63];
                    }
                    else {
                        vErrors.push(err63);
                    }
                    errors++;
                }
            }
            if (data19.items !== undefined) {
                let data20 = data19.items;
                if (!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))) {
                    const err64 = { instancePath: instancePath + "/totals/items", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err64];
                    }
                    else {
                        vErrors.push(err64);
                    }
                    errors++;
                }
                if ((typeof data20 == "number") && (isFinite(data20))) {
                    if (data20 > 9007199254740991 || isNaN(data20)) {
                        const err65 = { instancePath: instancePath + "/totals/items", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err65];
                        }
                        else {
                            vErrors.push(err65);
                        }
                        errors++;
                    }
                    if (data20 < 0 || isNaN(data20)) {
                        const err66 = { instancePath: instancePath + "/totals/items", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err66];
                        }
                        else {
                            vErrors.push(err66);
                        }
                        errors++;
                    }
                }
            }
            if (data19.bytes !== undefined) {
                let data21 = data19.bytes;
                if (!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))) {
                    const err67 = { instancePath: instancePath + "/totals/bytes", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err67];
                    }
                    else {
                        vErrors.push(err67);
                    }
                    errors++;
                }
                if ((typeof data21 == "number") && (isFinite(data21))) {
                    if (data21 > 9007199254740991 || isNaN(data21)) {
                        const err68 = { instancePath: instancePath + "/totals/bytes", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err68];
                        }
                        else {
                            vErrors.push(err68);
                        }
                        errors++;
                    }
                    if (data21 < 0 || isNaN(data21)) {
                        const err69 = { instancePath: instancePath + "/totals/bytes", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err69];
                        }
                        else {
                            vErrors.push(err69);
                        }
                        errors++;
                    }
                }
            }
            if (data19.retries !== undefined) {
                let data22 = data19.retries;
                if (!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))) {
                    const err70 = { instancePath: instancePath + "/totals/retries", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err70];
                    }
                    else {
                        vErrors.push(err70);
                    }
                    errors++;
                }
                if ((typeof data22 == "number") && (isFinite(data22))) {
                    if (data22 > 9007199254740991 || isNaN(data22)) {
                        const err71 = { instancePath: instancePath + "/totals/retries", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err71];
                        }
                        else {
                            vErrors.push(err71);
                        }
                        errors++;
                    }
                    if (data22 < 0 || isNaN(data22)) {
                        const err72 = { instancePath: instancePath + "/totals/retries", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err72];
                        }
                        else {
                            vErrors.push(err72);
                        }
                        errors++;
                    }
                }
            }
            if (data19.http_status !== undefined) {
                let data23 = data19.http_status;
                if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
                    for (const key5 in data23) {
                        let data24 = data23[key5];
                        if (!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))) {
                            const err73 = { instancePath: instancePath + "/totals/http_status/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            if (vErrors === null) {
                                vErrors = [err73];
                            }
                            else {
                                vErrors.push(err73);
                            }
                            errors++;
                        }
                        if ((typeof data24 == "number") && (isFinite(data24))) {
                            if (data24 > 9007199254740991 || isNaN(data24)) {
                                const err74 = { instancePath: instancePath + "/totals/http_status/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                                if (vErrors === null) {
                                    vErrors = [err74];
                                }
                                else {
                                    vErrors.push(err74);
                                }
                                errors++;
                            }
                            if (data24 < 0 || isNaN(data24)) {
                                const err75 = { instancePath: instancePath + "/totals/http_status/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                                if (vErrors === null) {
                                    vErrors = [err75];
                                }
                                else {
                                    vErrors.push(err75);
                                }
                                errors++;
                            }
                        }
                    }
                }
                else {
                    const err76 = { instancePath: instancePath + "/totals/http_status", schemaPath: "#/properties/totals/properties/http_status/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err76];
                    }
                    else {
                        vErrors.push(err76);
                    }
                    errors++;
                }
            }
            if (data19.api_calls !== undefined) {
                let data25 = data19.api_calls;
                if (!(((typeof data25 == "number") && (!(data25 % 1) && !isNaN(data25))) && (isFinite(data25)))) {
                    const err77 = { instancePath: instancePath + "/totals/api_calls", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err77];
                    }
                    else {
                        vErrors.push(err77);
                    }
                    errors++;
                }
                if ((typeof data25 == "number") && (isFinite(data25))) {
                    if (data25 > 9007199254740991 || isNaN(data25)) {
                        const err78 = { instancePath: instancePath + "/totals/api_calls", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err78];
                        }
                        else {
                            vErrors.push(err78);
                        }
                        errors++;
                    }
                    if (data25 < 0 || isNaN(data25)) {
                        const err79 = { instancePath: instancePath + "/totals/api_calls", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err79];
                        }
                        else {
                            vErrors.push(err79);
                        }
                        errors++;
                    }
                }
            }
            if (data19.cache_hits !== undefined) {
                let data26 = data19.cache_hits;
                if (!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))) {
                    const err80 = { instancePath: instancePath + "/totals/cache_hits", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err80];
                    }
                    else {
                        vErrors.push(err80);
                    }
                    errors++;
                }
                if ((typeof data26 == "number") && (isFinite(data26))) {
                    if (data26 > 9007199254740991 || isNaN(data26)) {
                        const err81 = { instancePath: instancePath + "/totals/cache_hits", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err81];
                        }
                        else {
                            vErrors.push(err81);
                        }
                        errors++;
                    }
                    if (data26 < 0 || isNaN(data26)) {
                        const err82 = { instancePath: instancePath + "/totals/cache_hits", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err82];
                        }
                        else {
                            vErrors.push(err82);
                        }
                        errors++;
                    }
                }
            }
            if (data19.rate_limit_waits !== undefined) {
                let data27 = data19.rate_limit_waits;
                if (!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))) {
                    const err83 = { instancePath: instancePath + "/totals/rate_limit_waits", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err83];
                    }
                    else {
                        vErrors.push(err83);
                    }
                    errors++;
                }
                if ((typeof data27 == "number") && (isFinite(data27))) {
                    if (data27 > 9007199254740991 || isNaN(data27)) {
                        const err84 = { instancePath: instancePath + "/totals/rate_limit_waits", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err84];
                        }
                        else {
                            vErrors.push(err84);
                        }
                        errors++;
                    }
                    if (data27 < 0 || isNaN(data27)) {
                        const err85 = { instancePath: instancePath + "/totals/rate_limit_waits", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err85];
                        }
                        else {
                            vErrors.push(err85);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err86 = { instancePath: instancePath + "/totals", schemaPath: "#/properties/totals/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err86];
            }
            else {
                vErrors.push(err86);
            }
            errors++;
        }
    }
    if (data.left_out !== undefined) {
        let data28 = data.left_out;
        if (Array.isArray(data28)) {
            const len3 = data28.length;
            for (let i3 = 0; i3 < len3; i3++) {
                let data29 = data28[i3];
                if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                    if (data29.artifact === undefined) {
                        const err87 = { instancePath: instancePath + "/left_out/" + i3, schemaPath: "#/properties/left_out/items/required", keyword: "required", params: { missingProperty: "artifact" }, message: "must have required property '" + "artifact" + "'" };
                        if (vErrors === null) {
                            vErrors = [err87];
                        }
                        else {
                            vErrors.push(err87);
                        }
                        errors++;
                    }
                    if (data29.reason === undefined) {
                        const err88 = { instancePath: instancePath + "/left_out/" + i3, schemaPath: "#/properties/left_out/items/required", keyword: "required", params: { missingProperty: "reason" }, message: "must have required property '" + "reason" + "'" };
                        if (vErrors === null) {
                            vErrors = [err88];
                        }
                        else {
                            vErrors.push(err88);
                        }
                        errors++;
                    }
                    for (const key6 in data29) {
                        if (!((key6 === "artifact") || (key6 === "reason"))) {
                            const err89 = { instancePath: instancePath + "/left_out/" + i3, schemaPath: "#/properties/left_out/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err89];
                            }
                            else {
                                vErrors.push(err89);
                            }
                            errors++;
                        }
                    }
                    if (data29.artifact !== undefined) {
                        let data30 = data29.artifact;
                        if (typeof data30 === "string") {
                            if (func2(data30) > 200) {
                                const err90 = { instancePath: instancePath + "/left_out/" + i3 + "/artifact", schemaPath: "#/properties/left_out/items/properties/artifact/maxLength", keyword: "maxLength", params: { limit: 200 }, message: "must NOT have more than 200 characters" };
                                if (vErrors === null) {
                                    vErrors = [err90];
                                }
                                else {
                                    vErrors.push(err90);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err91 = { instancePath: instancePath + "/left_out/" + i3 + "/artifact", schemaPath: "#/properties/left_out/items/properties/artifact/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err91];
                            }
                            else {
                                vErrors.push(err91);
                            }
                            errors++;
                        }
                    }
                    if (data29.reason !== undefined) {
                        let data31 = data29.reason;
                        if (typeof data31 === "string") {
                            if (func2(data31) > 500) {
                                const err92 = { instancePath: instancePath + "/left_out/" + i3 + "/reason", schemaPath: "#/properties/left_out/items/properties/reason/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters" };
                                if (vErrors === null) {
                                    vErrors = [err92];
                                }
                                else {
                                    vErrors.push(err92);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err93 = { instancePath: instancePath + "/left_out/" + i3 + "/reason", schemaPath: "#/properties/left_out/items/properties/reason/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err93];
                            }
                            else {
                                vErrors.push(err93);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err94 = { instancePath: instancePath + "/left_out/" + i3, schemaPath: "#/properties/left_out/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err94];
                    }
                    else {
                        vErrors.push(err94);
                    }
                    errors++;
                }
            }
        }
        else {
            const err95 = { instancePath: instancePath + "/left_out", schemaPath: "#/properties/left_out/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err95];
            }
            else {
                vErrors.push(err95);
            }
            errors++;
        }
    }
}
else {
    const err96 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err96];
    }
    else {
        vErrors.push(err96);
    }
    errors++;
} validate49.errors = vErrors; return errors === 0; }
validate49.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const scrape_state_v1 = validate55;
const schema158 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "scrape_state_v1", "title": "ScrapeState", "description": "When each source last succeeded; decides which sources are due.", "type": "object", "additionalProperties": false, "required": ["schema_version", "sources"], "properties": { "schema_version": { "const": "scrape_state_v1" }, "sources": { "type": "object", "propertyNames": { "$ref": "common#/$defs/sourceId" }, "additionalProperties": { "type": "object", "additionalProperties": false, "required": ["last_scraped_at"], "properties": { "last_scraped_at": { "$ref": "common#/$defs/timestamp" } } } } } };
function validate55(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="scrape_state_v1" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate55.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.schema_version === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "schema_version" }, message: "must have required property '" + "schema_version" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.sources === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "sources" }, message: "must have required property '" + "sources" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!((key0 === "schema_version") || (key0 === "sources"))) {
            const err2 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    if (data.schema_version !== undefined) {
        if ("scrape_state_v1" !== data.schema_version) {
            const err3 = { instancePath: instancePath + "/schema_version", schemaPath: "#/properties/schema_version/const", keyword: "const", params: { allowedValue: "scrape_state_v1" }, message: "must be equal to constant" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    if (data.sources !== undefined) {
        let data1 = data.sources;
        if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            for (const key1 in data1) {
                const _errs5 = errors;
                if (typeof key1 === "string") {
                    if (!pattern12.test(key1)) {
                        const err4 = { instancePath: instancePath + "/sources", schemaPath: "common#/$defs/sourceId/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9_-]{0,63}$" }, message: "must match pattern \"" + "^[a-z0-9][a-z0-9_-]{0,63}$" + "\"", propertyName: key1 };
                        if (vErrors === null) {
                            vErrors = [err4];
                        }
                        else {
                            vErrors.push(err4);
                        }
                        errors++;
                    }
                }
                else {
                    const err5 = { instancePath: instancePath + "/sources", schemaPath: "common#/$defs/sourceId/type", keyword: "type", params: { type: "string" }, message: "must be string", propertyName: key1 };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
                var valid1 = _errs5 === errors;
                if (!valid1) {
                    const err6 = { instancePath: instancePath + "/sources", schemaPath: "#/properties/sources/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
            }
            for (const key2 in data1) {
                let data2 = data1[key2];
                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                    if (data2.last_scraped_at === undefined) {
                        const err7 = { instancePath: instancePath + "/sources/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sources/additionalProperties/required", keyword: "required", params: { missingProperty: "last_scraped_at" }, message: "must have required property '" + "last_scraped_at" + "'" };
                        if (vErrors === null) {
                            vErrors = [err7];
                        }
                        else {
                            vErrors.push(err7);
                        }
                        errors++;
                    }
                    for (const key3 in data2) {
                        if (!(key3 === "last_scraped_at")) {
                            const err8 = { instancePath: instancePath + "/sources/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sources/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err8];
                            }
                            else {
                                vErrors.push(err8);
                            }
                            errors++;
                        }
                    }
                    if (data2.last_scraped_at !== undefined) {
                        let data3 = data2.last_scraped_at;
                        if (typeof data3 === "string") {
                            if (!pattern6.test(data3)) {
                                const err9 = { instancePath: instancePath + "/sources/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/last_scraped_at", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                                if (vErrors === null) {
                                    vErrors = [err9];
                                }
                                else {
                                    vErrors.push(err9);
                                }
                                errors++;
                            }
                            if (!(formats0.validate(data3))) {
                                const err10 = { instancePath: instancePath + "/sources/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/last_scraped_at", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                                if (vErrors === null) {
                                    vErrors = [err10];
                                }
                                else {
                                    vErrors.push(err10);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err11 = { instancePath: instancePath + "/sources/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/last_scraped_at", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err11];
                            }
                            else {
                                vErrors.push(err11);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err12 = { instancePath: instancePath + "/sources/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sources/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
            }
        }
        else {
            const err13 = { instancePath: instancePath + "/sources", schemaPath: "#/properties/sources/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err13];
            }
            else {
                vErrors.push(err13);
            }
            errors++;
        }
    }
}
else {
    const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err14];
    }
    else {
        vErrors.push(err14);
    }
    errors++;
} validate55.errors = vErrors; return errors === 0; }
validate55.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const source_config_v1 = validate56;
const schema161 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "source_config_v1", "title": "SourceConfig", "description": "The RSS sources, in priority order (JSON or YAML). The order decides which source wins a duplicate article.", "type": "array", "minItems": 1, "maxItems": 1000, "items": { "title": "SourceEntry", "type": "object", "additionalProperties": false, "required": ["id", "feed_url"], "properties": { "id": { "$ref": "common#/$defs/sourceId" }, "name": { "type": "string" }, "feed_url": { "$ref": "common#/$defs/httpUrl" }, "active": { "type": "boolean", "default": true }, "interval_hours": { "type": "number", "exclusiveMinimum": 0, "maximum": 87600, "default": 168 }, "required": { "type": "boolean", "default": false, "description": "A required source that fails makes the fan-in fail closed." }, "requests_per_minute": { "type": "number", "exclusiveMinimum": 0 } } } };
function validate56(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="source_config_v1" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate56.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (Array.isArray(data)) {
    if (data.length > 1000) {
        const err0 = { instancePath, schemaPath: "#/maxItems", keyword: "maxItems", params: { limit: 1000 }, message: "must NOT have more than 1000 items" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.length < 1) {
        const err1 = { instancePath, schemaPath: "#/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
        let data0 = data[i0];
        if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
            if (data0.id === undefined) {
                const err2 = { instancePath: instancePath + "/" + i0, schemaPath: "#/items/required", keyword: "required", params: { missingProperty: "id" }, message: "must have required property '" + "id" + "'" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
            if (data0.feed_url === undefined) {
                const err3 = { instancePath: instancePath + "/" + i0, schemaPath: "#/items/required", keyword: "required", params: { missingProperty: "feed_url" }, message: "must have required property '" + "feed_url" + "'" };
                if (vErrors === null) {
                    vErrors = [err3];
                }
                else {
                    vErrors.push(err3);
                }
                errors++;
            }
            for (const key0 in data0) {
                if (!(((((((key0 === "id") || (key0 === "name")) || (key0 === "feed_url")) || (key0 === "active")) || (key0 === "interval_hours")) || (key0 === "required")) || (key0 === "requests_per_minute"))) {
                    const err4 = { instancePath: instancePath + "/" + i0, schemaPath: "#/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
            }
            if (data0.id !== undefined) {
                let data1 = data0.id;
                if (typeof data1 === "string") {
                    if (!pattern12.test(data1)) {
                        const err5 = { instancePath: instancePath + "/" + i0 + "/id", schemaPath: "common#/$defs/sourceId/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9_-]{0,63}$" }, message: "must match pattern \"" + "^[a-z0-9][a-z0-9_-]{0,63}$" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                    }
                }
                else {
                    const err6 = { instancePath: instancePath + "/" + i0 + "/id", schemaPath: "common#/$defs/sourceId/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err6];
                    }
                    else {
                        vErrors.push(err6);
                    }
                    errors++;
                }
            }
            if (data0.name !== undefined) {
                if (typeof data0.name !== "string") {
                    const err7 = { instancePath: instancePath + "/" + i0 + "/name", schemaPath: "#/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err7];
                    }
                    else {
                        vErrors.push(err7);
                    }
                    errors++;
                }
            }
            if (data0.feed_url !== undefined) {
                let data3 = data0.feed_url;
                if (typeof data3 === "string") {
                    if (func2(data3) > 2048) {
                        const err8 = { instancePath: instancePath + "/" + i0 + "/feed_url", schemaPath: "common#/$defs/httpUrl/maxLength", keyword: "maxLength", params: { limit: 2048 }, message: "must NOT have more than 2048 characters" };
                        if (vErrors === null) {
                            vErrors = [err8];
                        }
                        else {
                            vErrors.push(err8);
                        }
                        errors++;
                    }
                    if (!pattern14.test(data3)) {
                        const err9 = { instancePath: instancePath + "/" + i0 + "/feed_url", schemaPath: "common#/$defs/httpUrl/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: "must match pattern \"" + "^https?://" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err9];
                        }
                        else {
                            vErrors.push(err9);
                        }
                        errors++;
                    }
                    if (!(formats6(data3))) {
                        const err10 = { instancePath: instancePath + "/" + i0 + "/feed_url", schemaPath: "common#/$defs/httpUrl/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"" };
                        if (vErrors === null) {
                            vErrors = [err10];
                        }
                        else {
                            vErrors.push(err10);
                        }
                        errors++;
                    }
                }
                else {
                    const err11 = { instancePath: instancePath + "/" + i0 + "/feed_url", schemaPath: "common#/$defs/httpUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err11];
                    }
                    else {
                        vErrors.push(err11);
                    }
                    errors++;
                }
            }
            if (data0.active !== undefined) {
                if (typeof data0.active !== "boolean") {
                    const err12 = { instancePath: instancePath + "/" + i0 + "/active", schemaPath: "#/items/properties/active/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                        vErrors = [err12];
                    }
                    else {
                        vErrors.push(err12);
                    }
                    errors++;
                }
            }
            if (data0.interval_hours !== undefined) {
                let data5 = data0.interval_hours;
                if ((typeof data5 == "number") && (isFinite(data5))) {
                    if (data5 > 87600 || isNaN(data5)) {
                        const err13 = { instancePath: instancePath + "/" + i0 + "/interval_hours", schemaPath: "#/items/properties/interval_hours/maximum", keyword: "maximum", params: { comparison: "<=", limit: 87600 }, message: "must be <= 87600" };
                        if (vErrors === null) {
                            vErrors = [err13];
                        }
                        else {
                            vErrors.push(err13);
                        }
                        errors++;
                    }
                    if (data5 <= 0 || isNaN(data5)) {
                        const err14 = { instancePath: instancePath + "/" + i0 + "/interval_hours", schemaPath: "#/items/properties/interval_hours/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" };
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                }
                else {
                    const err15 = { instancePath: instancePath + "/" + i0 + "/interval_hours", schemaPath: "#/items/properties/interval_hours/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                    if (vErrors === null) {
                        vErrors = [err15];
                    }
                    else {
                        vErrors.push(err15);
                    }
                    errors++;
                }
            }
            if (data0.required !== undefined) {
                if (typeof data0.required !== "boolean") {
                    const err16 = { instancePath: instancePath + "/" + i0 + "/required", schemaPath: "#/items/properties/required/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                    if (vErrors === null) {
                        vErrors = [err16];
                    }
                    else {
                        vErrors.push(err16);
                    }
                    errors++;
                }
            }
            if (data0.requests_per_minute !== undefined) {
                let data7 = data0.requests_per_minute;
                if ((typeof data7 == "number") && (isFinite(data7))) {
                    if (data7 <= 0 || isNaN(data7)) {
                        const err17 = { instancePath: instancePath + "/" + i0 + "/requests_per_minute", schemaPath: "#/items/properties/requests_per_minute/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" };
                        if (vErrors === null) {
                            vErrors = [err17];
                        }
                        else {
                            vErrors.push(err17);
                        }
                        errors++;
                    }
                }
                else {
                    const err18 = { instancePath: instancePath + "/" + i0 + "/requests_per_minute", schemaPath: "#/items/properties/requests_per_minute/type", keyword: "type", params: { type: "number" }, message: "must be number" };
                    if (vErrors === null) {
                        vErrors = [err18];
                    }
                    else {
                        vErrors.push(err18);
                    }
                    errors++;
                }
            }
        }
        else {
            const err19 = { instancePath: instancePath + "/" + i0, schemaPath: "#/items/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err19];
            }
            else {
                vErrors.push(err19);
            }
            errors++;
        }
    }
}
else {
    const err20 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" };
    if (vErrors === null) {
        vErrors = [err20];
    }
    else {
        vErrors.push(err20);
    }
    errors++;
} validate56.errors = vErrors; return errors === 0; }
validate56.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
const star_snapshot_v1 = validate57;
const schema164 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "star_snapshot_v1", "title": "StarSnapshot", "description": "data/snapshots/{week}-stars.json: star counts of one week, for next week's stars_gained.", "type": "object", "additionalProperties": false, "required": ["week", "captured_at", "repository_count", "stars"], "properties": { "week": { "$ref": "common#/$defs/week" }, "captured_at": { "$ref": "common#/$defs/timestamp" }, "repository_count": { "$ref": "common#/$defs/count" }, "stars": { "type": "object", "additionalProperties": { "$ref": "common#/$defs/count" } } } };
function validate57(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="star_snapshot_v1" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate57.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.week === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "week" }, message: "must have required property '" + "week" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.captured_at === undefined) {
        const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "captured_at" }, message: "must have required property '" + "captured_at" + "'" };
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
    if (data.repository_count === undefined) {
        const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "repository_count" }, message: "must have required property '" + "repository_count" + "'" };
        if (vErrors === null) {
            vErrors = [err2];
        }
        else {
            vErrors.push(err2);
        }
        errors++;
    }
    if (data.stars === undefined) {
        const err3 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "stars" }, message: "must have required property '" + "stars" + "'" };
        if (vErrors === null) {
            vErrors = [err3];
        }
        else {
            vErrors.push(err3);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!((((key0 === "week") || (key0 === "captured_at")) || (key0 === "repository_count")) || (key0 === "stars"))) {
            const err4 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            if (vErrors === null) {
                vErrors = [err4];
            }
            else {
                vErrors.push(err4);
            }
            errors++;
        }
    }
    if (data.week !== undefined) {
        let data0 = data.week;
        if (typeof data0 === "string") {
            if (!pattern5.test(data0)) {
                const err5 = { instancePath: instancePath + "/week", schemaPath: "common#/$defs/week/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$" }, message: "must match pattern \"" + "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err5];
                }
                else {
                    vErrors.push(err5);
                }
                errors++;
            }
        }
        else {
            const err6 = { instancePath: instancePath + "/week", schemaPath: "common#/$defs/week/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err6];
            }
            else {
                vErrors.push(err6);
            }
            errors++;
        }
    }
    if (data.captured_at !== undefined) {
        let data1 = data.captured_at;
        if (typeof data1 === "string") {
            if (!pattern6.test(data1)) {
                const err7 = { instancePath: instancePath + "/captured_at", schemaPath: "common#/$defs/timestamp/pattern", keyword: "pattern", params: { pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" }, message: "must match pattern \"" + "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$" + "\"" };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
            if (!(formats0.validate(data1))) {
                const err8 = { instancePath: instancePath + "/captured_at", schemaPath: "common#/$defs/timestamp/format", keyword: "format", params: { format: "date-time" }, message: "must match format \"" + "date-time" + "\"" };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
        else {
            const err9 = { instancePath: instancePath + "/captured_at", schemaPath: "common#/$defs/timestamp/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err9];
            }
            else {
                vErrors.push(err9);
            }
            errors++;
        }
    }
    if (data.repository_count !== undefined) {
        let data2 = data.repository_count;
        if (!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) {
            const err10 = { instancePath: instancePath + "/repository_count", schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
            if (vErrors === null) {
                vErrors = [err10];
            }
            else {
                vErrors.push(err10);
            }
            errors++;
        }
        if ((typeof data2 == "number") && (isFinite(data2))) {
            if (data2 > 9007199254740991 || isNaN(data2)) {
                const err11 = { instancePath: instancePath + "/repository_count", schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                if (vErrors === null) {
                    vErrors = [err11];
                }
                else {
                    vErrors.push(err11);
                }
                errors++;
            }
            if (data2 < 0 || isNaN(data2)) {
                const err12 = { instancePath: instancePath + "/repository_count", schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err12];
                }
                else {
                    vErrors.push(err12);
                }
                errors++;
            }
        }
    }
    if (data.stars !== undefined) {
        let data3 = data.stars;
        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            for (const key1 in data3) {
                let data4 = data3[key1];
                if (!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) {
                    const err13 = { instancePath: instancePath + "/stars/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common#/$defs/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err13];
                    }
                    else {
                        vErrors.push(err13);
                    }
                    errors++;
                }
                if ((typeof data4 == "number") && (isFinite(data4))) {
                    if (data4 > 9007199254740991 || isNaN(data4)) {
                        const err14 = { instancePath: instancePath + "/stars/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common#/$defs/count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, message: "must be <= 9007199254740991" };
                        if (vErrors === null) {
                            vErrors = [err14];
                        }
                        else {
                            vErrors.push(err14);
                        }
                        errors++;
                    }
                    if (data4 < 0 || isNaN(data4)) {
                        const err15 = { instancePath: instancePath + "/stars/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "common#/$defs/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err15];
                        }
                        else {
                            vErrors.push(err15);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err16 = { instancePath: instancePath + "/stars", schemaPath: "#/properties/stars/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err16];
            }
            else {
                vErrors.push(err16);
            }
            errors++;
        }
    }
}
else {
    const err17 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err17];
    }
    else {
        vErrors.push(err17);
    }
    errors++;
} validate57.errors = vErrors; return errors === 0; }
validate57.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const topic_config_v1 = validate58;
const schema169 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "topic_config_v1", "title": "TopicConfig", "description": "squadscope.topic.yml: keywords for relevance and the GitHub topic queries.", "type": "object", "additionalProperties": true, "required": ["keywords"], "properties": { "topic": { "type": "string" }, "keywords": { "type": "array", "minItems": 1, "items": { "type": "string", "minLength": 1 } }, "relevance_threshold": { "type": "number", "minimum": 0, "maximum": 1, "default": 0.4 }, "github": { "type": "object", "additionalProperties": true, "properties": { "queries": { "type": "object", "additionalProperties": false, "properties": { "primary": { "type": "array", "maxItems": 1000, "items": { "type": "string", "minLength": 1 } }, "secondary": { "type": "array", "maxItems": 1000, "items": { "type": "string", "minLength": 1 } } } }, "min_repos_per_week": { "type": "integer", "minimum": 0 } } } } };
function validate58(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="topic_config_v1" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate58.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.keywords === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "keywords" }, message: "must have required property '" + "keywords" + "'" };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    if (data.topic !== undefined) {
        if (typeof data.topic !== "string") {
            const err1 = { instancePath: instancePath + "/topic", schemaPath: "#/properties/topic/type", keyword: "type", params: { type: "string" }, message: "must be string" };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.keywords !== undefined) {
        let data1 = data.keywords;
        if (Array.isArray(data1)) {
            if (data1.length < 1) {
                const err2 = { instancePath: instancePath + "/keywords", schemaPath: "#/properties/keywords/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
            }
            const len0 = data1.length;
            for (let i0 = 0; i0 < len0; i0++) {
                let data2 = data1[i0];
                if (typeof data2 === "string") {
                    if (func2(data2) < 1) {
                        const err3 = { instancePath: instancePath + "/keywords/" + i0, schemaPath: "#/properties/keywords/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                }
                else {
                    const err4 = { instancePath: instancePath + "/keywords/" + i0, schemaPath: "#/properties/keywords/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
            }
        }
        else {
            const err5 = { instancePath: instancePath + "/keywords", schemaPath: "#/properties/keywords/type", keyword: "type", params: { type: "array" }, message: "must be array" };
            if (vErrors === null) {
                vErrors = [err5];
            }
            else {
                vErrors.push(err5);
            }
            errors++;
        }
    }
    if (data.relevance_threshold !== undefined) {
        let data3 = data.relevance_threshold;
        if ((typeof data3 == "number") && (isFinite(data3))) {
            if (data3 > 1 || isNaN(data3)) {
                const err6 = { instancePath: instancePath + "/relevance_threshold", schemaPath: "#/properties/relevance_threshold/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, message: "must be <= 1" };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
            if (data3 < 0 || isNaN(data3)) {
                const err7 = { instancePath: instancePath + "/relevance_threshold", schemaPath: "#/properties/relevance_threshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                if (vErrors === null) {
                    vErrors = [err7];
                }
                else {
                    vErrors.push(err7);
                }
                errors++;
            }
        }
        else {
            const err8 = { instancePath: instancePath + "/relevance_threshold", schemaPath: "#/properties/relevance_threshold/type", keyword: "type", params: { type: "number" }, message: "must be number" };
            if (vErrors === null) {
                vErrors = [err8];
            }
            else {
                vErrors.push(err8);
            }
            errors++;
        }
    }
    if (data.github !== undefined) {
        let data4 = data.github;
        if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            if (data4.queries !== undefined) {
                let data5 = data4.queries;
                if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                    for (const key0 in data5) {
                        if (!((key0 === "primary") || (key0 === "secondary"))) {
                            const err9 = { instancePath: instancePath + "/github/queries", schemaPath: "#/properties/github/properties/queries/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
                            if (vErrors === null) {
                                vErrors = [err9];
                            }
                            else {
                                vErrors.push(err9);
                            }
                            errors++;
                        }
                    }
                    if (data5.primary !== undefined) {
                        let data6 = data5.primary;
                        if (Array.isArray(data6)) {
                            if (data6.length > 1000) {
                                const err10 = { instancePath: instancePath + "/github/queries/primary", schemaPath: "#/properties/github/properties/queries/properties/primary/maxItems", keyword: "maxItems", params: { limit: 1000 }, message: "must NOT have more than 1000 items" };
                                if (vErrors === null) {
                                    vErrors = [err10];
                                }
                                else {
                                    vErrors.push(err10);
                                }
                                errors++;
                            }
                            const len1 = data6.length;
                            for (let i1 = 0; i1 < len1; i1++) {
                                let data7 = data6[i1];
                                if (typeof data7 === "string") {
                                    if (func2(data7) < 1) {
                                        const err11 = { instancePath: instancePath + "/github/queries/primary/" + i1, schemaPath: "#/properties/github/properties/queries/properties/primary/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                                        if (vErrors === null) {
                                            vErrors = [err11];
                                        }
                                        else {
                                            vErrors.push(err11);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err12 = { instancePath: instancePath + "/github/queries/primary/" + i1, schemaPath: "#/properties/github/properties/queries/properties/primary/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err12];
                                    }
                                    else {
                                        vErrors.push(err12);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err13 = { instancePath: instancePath + "/github/queries/primary", schemaPath: "#/properties/github/properties/queries/properties/primary/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                            if (vErrors === null) {
                                vErrors = [err13];
                            }
                            else {
                                vErrors.push(err13);
                            }
                            errors++;
                        }
                    }
                    if (data5.secondary !== undefined) {
                        let data8 = data5.secondary;
                        if (Array.isArray(data8)) {
                            if (data8.length > 1000) {
                                const err14 = { instancePath: instancePath + "/github/queries/secondary", schemaPath: "#/properties/github/properties/queries/properties/secondary/maxItems", keyword: "maxItems", params: { limit: 1000 }, message: "must NOT have more than 1000 items" };
                                if (vErrors === null) {
                                    vErrors = [err14];
                                }
                                else {
                                    vErrors.push(err14);
                                }
                                errors++;
                            }
                            const len2 = data8.length;
                            for (let i2 = 0; i2 < len2; i2++) {
                                let data9 = data8[i2];
                                if (typeof data9 === "string") {
                                    if (func2(data9) < 1) {
                                        const err15 = { instancePath: instancePath + "/github/queries/secondary/" + i2, schemaPath: "#/properties/github/properties/queries/properties/secondary/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                                        if (vErrors === null) {
                                            vErrors = [err15];
                                        }
                                        else {
                                            vErrors.push(err15);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err16 = { instancePath: instancePath + "/github/queries/secondary/" + i2, schemaPath: "#/properties/github/properties/queries/properties/secondary/items/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err16];
                                    }
                                    else {
                                        vErrors.push(err16);
                                    }
                                    errors++;
                                }
                            }
                        }
                        else {
                            const err17 = { instancePath: instancePath + "/github/queries/secondary", schemaPath: "#/properties/github/properties/queries/properties/secondary/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                            if (vErrors === null) {
                                vErrors = [err17];
                            }
                            else {
                                vErrors.push(err17);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err18 = { instancePath: instancePath + "/github/queries", schemaPath: "#/properties/github/properties/queries/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                    if (vErrors === null) {
                        vErrors = [err18];
                    }
                    else {
                        vErrors.push(err18);
                    }
                    errors++;
                }
            }
            if (data4.min_repos_per_week !== undefined) {
                let data10 = data4.min_repos_per_week;
                if (!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) {
                    const err19 = { instancePath: instancePath + "/github/min_repos_per_week", schemaPath: "#/properties/github/properties/min_repos_per_week/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                    if (vErrors === null) {
                        vErrors = [err19];
                    }
                    else {
                        vErrors.push(err19);
                    }
                    errors++;
                }
                if ((typeof data10 == "number") && (isFinite(data10))) {
                    if (data10 < 0 || isNaN(data10)) {
                        const err20 = { instancePath: instancePath + "/github/min_repos_per_week", schemaPath: "#/properties/github/properties/min_repos_per_week/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" };
                        if (vErrors === null) {
                            vErrors = [err20];
                        }
                        else {
                            vErrors.push(err20);
                        }
                        errors++;
                    }
                }
            }
        }
        else {
            const err21 = { instancePath: instancePath + "/github", schemaPath: "#/properties/github/type", keyword: "type", params: { type: "object" }, message: "must be object" };
            if (vErrors === null) {
                vErrors = [err21];
            }
            else {
                vErrors.push(err21);
            }
            errors++;
        }
    }
}
else {
    const err22 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" };
    if (vErrors === null) {
        vErrors = [err22];
    }
    else {
        vErrors.push(err22);
    }
    errors++;
} validate58.errors = vErrors; return errors === 0; }
validate58.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

;// CONCATENATED MODULE: ./src/contracts/validate.ts

class ContractError extends Error {
    contract;
    errors;
    constructor(contract, errors, what) {
        super(`${what} is not a valid ${contract}: ${errors.map((e) => `${e.pointer || '/'} ${e.message}`).join('; ')}`);
        this.contract = contract;
        this.errors = errors;
        this.name = 'ContractError';
    }
}
function validatorFor(contract) {
    const validate = validators_namespaceObject[contract];
    if (!validate)
        throw new Error(`unknown contract ${contract}`);
    return validate;
}
function toViolation(error) {
    let pointer = error.instancePath;
    if (error.keyword === 'required')
        pointer += `/${error.params.missingProperty}`;
    if (error.keyword === 'additionalProperties') {
        pointer += `/${error.params.additionalProperty}`;
    }
    return { pointer, message: error.message ?? error.keyword };
}
function validate(contract, value) {
    const check = validatorFor(contract);
    if (check(value))
        return { ok: true };
    // allErrors reports every branch of oneOf/if-then; keep one line per pointer and message.
    const seen = new Set();
    const errors = [];
    for (const violation of (check.errors ?? []).map(toViolation)) {
        const key = `${violation.pointer}\0${violation.message}`;
        if (!seen.has(key)) {
            seen.add(key);
            errors.push(violation);
        }
    }
    return { ok: false, errors };
}
/** Validates and narrows, or throws a ContractError naming every offending pointer. */
function assertValid(contract, value, what) {
    const result = validate(contract, value);
    if (!result.ok)
        throw new ContractError(contract, result.errors, what);
    return value;
}

;// CONCATENATED MODULE: ./src/contracts/index.ts



/***/ }),

/***/ 42375:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ transferablesOf),
/* harmony export */   N: () => (/* binding */ checkLeg)
/* harmony export */ });
/* harmony import */ var _merge_news_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(17704);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(60158);


function checkLeg(job, setting) {
    const fan = setting.plan.fans[job.fan];
    if (!fan)
        throw new Error(`no planned fan ${job.fan} for ${job.name}`);
    const expect = { runContext: setting.runContext, fan, maxBytes: setting.maxBytes };
    if (job.fan === 'rss') {
        const result = (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .validateRssLeg */ .n)(job.id, job.bytes, expect, job.name);
        if (!result.ok)
            return { ok: false, problems: result.problems };
        const { payload } = result;
        return {
            ok: true,
            fan: 'rss',
            frames: payload.fan,
            item: {
                status: payload.status,
                error: payload.error,
                articleCount: payload.articles.length,
                articles: (0,_merge_news_js__WEBPACK_IMPORTED_MODULE_0__/* .legArticles */ .st)(result.seq, result.sorted, setting.keepQueryParams, result.packed),
            },
        };
    }
    const result = (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .validateGithubShard */ .s)(job.id, job.bytes, expect, job.name);
    if (!result.ok)
        return { ok: false, problems: result.problems };
    const { payload } = result;
    return {
        ok: true,
        fan: 'github',
        frames: payload.fan,
        item: {
            shard_id: payload.shard_id,
            repositories: payload.repositories,
            api_metrics: payload.api_metrics,
            filter_summary: payload.filter_summary,
        },
    };
}
/**
 * The buffers behind a verdict, to move rather than copy to another thread. Only for a
 * verdict made in a worker: there every buffer was made by the check or is the job's
 * bytes, which arrived by transfer or as a copy, never a buffer something else shares.
 */
function transferablesOf(verdict) {
    if (!verdict.ok || verdict.fan !== 'rss')
        return [];
    const { json, ends, keys, hashes, scores, lost } = verdict.item.articles;
    const views = [ends, keys.bytes, keys.ends, hashes, scores];
    if ('bytes' in json)
        views.push(json.bytes);
    if ('bytes' in json && json.sources)
        views.push(json.sources);
    if ('places' in json)
        views.push(json.places);
    if (lost)
        views.push(lost);
    return [...new Set(views.map((view) => view.buffer))];
}


/***/ }),

/***/ 6583:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W4: () => (/* binding */ startLegWorkers),
/* harmony export */   Zx: () => (/* binding */ defaultWorkerCount),
/* harmony export */   fn: () => (/* binding */ serveLegChecks),
/* harmony export */   z1: () => (/* binding */ inThreadChecker)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _artifacts_index_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(48300);
/* harmony import */ var _leg_check_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(42375);
/* harmony import */ var _leg_files_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(18536);
/**
 * Where leg checks run: in this thread, or spread over worker threads so that a fan-in of
 * many legs uses every core (validation is most of a fan-in's CPU time; the merge after
 * it is cheap). Both run the same pure checkLeg, so verdicts never depend on the choice;
 * the worker form only adds the message plumbing.
 *
 * A worker is the bundle that started the fan-in, started again in a thread: each entry
 * point (the action, the command line, the benchmark) calls serveLegChecks() first and,
 * when it returns true, does nothing else. Sources run under jest have no such bundle and
 * check in this thread.
 */





/** Marks the workerData of a leg-check worker. */
const WORKER_MARK = 'squadscope-leg-checks';
/** Workers used by default: one per core, at most this many. */
const MAX_DEFAULT_WORKERS = 4;
/** One worker per core, at most 4; none on a single core (the main thread is as fast). */
function defaultWorkerCount() {
    const cores = (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)();
    return cores > 1 ? Math.min(cores, MAX_DEFAULT_WORKERS) : 0;
}
function inThreadChecker(setting) {
    // One buffer for every leg read from a file: a check runs to its end before the next.
    const buffer = new _artifacts_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ReadBuffer */ .pt();
    return {
        check: (task) => Promise.resolve().then(() => (0,_leg_files_js__WEBPACK_IMPORTED_MODULE_4__/* .checkLegTask */ .kH)(task, setting, buffer)),
        close: () => Promise.resolve(),
    };
}
/** Starts `count` workers running `script` (an entry point that calls serveLegChecks). */
function startLegWorkers(script, count) {
    const workers = Array.from({ length: count }, () => ({
        worker: new node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.Worker(script, { workerData: { [WORKER_MARK]: true } }),
        pending: new Map(),
    }));
    let nextId = 0;
    let broken;
    let closing = false;
    const fail = (slot, error) => {
        broken ??= error;
        for (const p of slot.pending.values())
            p.reject(error);
        slot.pending.clear();
    };
    for (const slot of workers) {
        slot.worker.on('message', (reply) => {
            const pending = slot.pending.get(reply.id);
            if (!pending)
                return;
            slot.pending.delete(reply.id);
            if ('crash' in reply)
                pending.reject(new Error(`checking ${pending.name}: ${reply.crash}`));
            else
                pending.resolve(reply.verdict);
        });
        slot.worker.on('error', (error) => fail(slot, new Error('a leg-check worker failed', { cause: error })));
        slot.worker.on('exit', (code) => {
            if (!closing)
                fail(slot, new Error(`a leg-check worker exited with code ${code}`));
        });
    }
    let closed;
    const close = () => (closed ??= (async () => {
        closing = true;
        await Promise.all(workers.map(({ worker }) => worker.terminate()));
        for (const slot of workers)
            fail(slot, new Error('the leg checks were stopped'));
    })());
    return {
        size: count,
        close,
        checker(setting) {
            for (const { worker } of workers)
                worker.postMessage({ setting });
            return {
                check(task) {
                    if (broken)
                        return Promise.reject(broken);
                    // The least busy worker: legs differ in size, so round-robin could queue behind a big one.
                    const slot = workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
                    const id = nextId++;
                    return new Promise((resolve, reject) => {
                        slot.pending.set(id, { resolve, reject, name: task.name });
                        if (!('bytes' in task)) {
                            slot.worker.postMessage({ id, task }); // the worker reads the file
                            return;
                        }
                        // Posting a view would copy its whole ArrayBuffer (maybe a larger download):
                        // a view of all of its buffer moves; any other is copied to one of its own first.
                        const { bytes } = task;
                        const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
                            ? bytes
                            : new Uint8Array(bytes);
                        const message = { id, task: { ...task, bytes: own } };
                        slot.worker.postMessage(message, [own.buffer]);
                    });
                },
                close,
            };
        },
    };
}
/**
 * In a thread started by startLegWorkers: answers leg checks until the thread is stopped,
 * and returns true. Anywhere else: returns false at once.
 */
function serveLegChecks() {
    const marked = node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.workerData?.[WORKER_MARK] === true;
    if (node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.isMainThread || !node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.parentPort || !marked)
        return false;
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.parentPort;
    let setting;
    const buffer = new _artifacts_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ReadBuffer */ .pt(); // every leg read from a file goes through it
    port.on('message', (message) => {
        if ('setting' in message) {
            setting = message.setting;
            return;
        }
        const { id, task } = message;
        let reply;
        let transfer = [];
        try {
            if (!setting)
                throw new Error('a leg came before the setting');
            const verdict = (0,_leg_files_js__WEBPACK_IMPORTED_MODULE_4__/* .checkLegTask */ .kH)(task, setting, buffer);
            reply = { id, verdict };
            transfer = (0,_leg_check_js__WEBPACK_IMPORTED_MODULE_3__/* .transferablesOf */ .C)(verdict);
        }
        catch (error) {
            // A bug, not a verdict on the leg: the fan-in stops with it.
            reply = {
                id,
                crash: error instanceof Error ? (error.stack ?? error.message) : String(error),
            };
        }
        port.postMessage(reply, transfer);
    });
    return true;
}


/***/ }),

/***/ 18536:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   f$: () => (/* binding */ runReader),
/* harmony export */   kH: () => (/* binding */ checkLegTask),
/* harmony export */   uJ: () => (/* binding */ fetchProblem),
/* harmony export */   uN: () => (/* binding */ artifactFiles)
/* harmony export */ });
/* harmony import */ var _artifacts_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(48300);
/* harmony import */ var _leg_check_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(42375);
/* harmony import */ var _merge_news_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(17704);
/* harmony import */ var _record_json_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(27176);
/**
 * Legs read from their files (I/O). When the store keeps artifacts as plain files, a leg
 * is not held in memory from its download to the output: the checker reads it into a
 * reused buffer, and of a leg whose articles are in canonical form it keeps only where
 * they lie in the file; the output reads them from there again (the page cache still holds
 * them). Fresh memory costs more than reading a file twice, and the fan-in stays far below
 * the size of its input. A file that changed between the two reads is refused (its
 * identity and the CRC-32 it was pinned to when checked: located.ts); the fan-in then
 * fails rather than write other bytes than it checked.
 */




/**
 * The problem to record when a leg could not be fetched, or undefined when the error is
 * not a verdict on the leg (a failing backend, a bug): the fan-in then stops.
 */
function fetchProblem(error) {
    if (!(error instanceof _artifacts_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .nE) || error.code === 'backend' || error.code === 'no_store') {
        return undefined;
    }
    const code = error.code === 'too_large' ? 'too_large' : 'download';
    return { code, pointer: '', message: error.message };
}
/**
 * The files of an artifact that holds several (a pack, a partial): located in place when the
 * store keeps them on disk, downloaded otherwise; an artifact that cannot be read is a problem,
 * a store that cannot be reached an error.
 */
async function artifactFiles(store, name, limits) {
    try {
        return {
            files: store.locate ? await store.locate(name, limits) : await store.download(name, limits),
        };
    }
    catch (error) {
        const problem = fetchProblem(error);
        if (!problem)
            throw error;
        return { problem };
    }
}
/**
 * Checks one leg task. A leg read from its file goes into `buffer`, and its articles, when
 * they are the file's own bytes, are kept as a place in the file.
 */
function checkLegTask(task, setting, buffer) {
    if ('bytes' in task)
        return (0,_leg_check_js__WEBPACK_IMPORTED_MODULE_1__/* .checkLeg */ .N)(task, setting);
    const { file, ...job } = task;
    let bytes;
    try {
        bytes = buffer.read(file);
    }
    catch (error) {
        const problem = fetchProblem(error);
        if (!problem)
            throw error;
        return { ok: false, problems: [problem] };
    }
    const verdict = (0,_leg_check_js__WEBPACK_IMPORTED_MODULE_1__/* .checkLeg */ .N)({ ...job, bytes }, setting);
    if (verdict.ok && verdict.fan === 'rss') {
        verdict.item.articles = leftInFile(verdict.item.articles, bytes, file);
    }
    return verdict;
}
/**
 * The articles with their JSON as a place in `file` when it is a view of its `bytes`, or as
 * each article's place when it is a copy of the file's articles in url order.
 */
function leftInFile(articles, bytes, file) {
    const { json } = articles;
    if (!('bytes' in json))
        return articles;
    if (json.sources) {
        return { ...articles, json: { file: (0,_artifacts_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pinContent */ .v1)(file, bytes), places: json.sources } };
    }
    if (json.bytes.buffer !== bytes.buffer)
        return articles;
    const offset = json.bytes.byteOffset - bytes.byteOffset;
    const length = json.bytes.byteLength;
    return { ...articles, json: { file: (0,_artifacts_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pinContent */ .v1)(file, bytes), offset, length } };
}
/**
 * Reads runs of articles for the output: views of the legs held in memory; a leg left in
 * its file is read again, whole, into one reused buffer when its first run comes (the
 * runs of one leg come together). The bytes are valid until the next call.
 */
function runReader() {
    const buffer = new _artifacts_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ReadBuffer */ .pt();
    let current;
    let bytes;
    const assembled = new RunAssembler();
    return (run) => {
        const { json } = run.leg;
        if ('bytes' in json)
            return (0,_merge_news_js__WEBPACK_IMPORTED_MODULE_2__/* .runInMemory */ .Ye)(run);
        if (run.leg !== current || bytes === undefined) {
            bytes = buffer.read(json.file);
            current = run.leg;
        }
        if ('places' in json)
            return assembled.run(bytes, json.places, run);
        return bytes.subarray(json.offset + run.start, json.offset + run.end);
    };
}
/**
 * Runs of a leg whose articles lie in its file in another order than url order: each
 * article of the run copied from its place, joined by commas, into one reused buffer.
 */
class RunAssembler {
    #buffer = new Uint8Array(64 * 1024);
    run(file, places, { leg, start, end }) {
        if (this.#buffer.length < end - start)
            this.#buffer = new Uint8Array(2 * (end - start));
        const { ends } = leg;
        let used = 0;
        for (let i = firstArticle(ends, start); i < ends.length && (0,_record_json_js__WEBPACK_IMPORTED_MODULE_3__/* .packedStart */ .lv)(ends, i) < end; i++) {
            const length = ends[i] - (0,_record_json_js__WEBPACK_IMPORTED_MODULE_3__/* .packedStart */ .lv)(ends, i);
            const from = places[i];
            if (used > 0)
                this.#buffer[used++] = 0x2c;
            this.#buffer.set(file.subarray(from, from + length), used);
            used += length;
        }
        if (used !== end - start)
            throw new Error(`a run of ${leg.source} does not fall on its articles`);
        return this.#buffer.subarray(0, used);
    }
}
/** The article that starts at packed offset `start` (binary search over `ends`). */
function firstArticle(ends, start) {
    let lo = 0;
    let hi = ends.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((0,_record_json_js__WEBPACK_IMPORTED_MODULE_3__/* .packedStart */ .lv)(ends, mid) < start)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < ends.length && (0,_record_json_js__WEBPACK_IMPORTED_MODULE_3__/* .packedStart */ .lv)(ends, lo) !== start) {
        throw new Error('a run does not start at an article');
    }
    return lo;
}


/***/ }),

/***/ 17704:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ye: () => (/* binding */ runInMemory),
/* harmony export */   dV: () => (/* binding */ ArticleSet),
/* harmony export */   st: () => (/* binding */ legArticles)
/* harmony export */ });
/* unused harmony exports urlOfJson, hashKey, articleSetOf, mergeArticleSets */
/* harmony import */ var _canonical_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(57994);
/* harmony import */ var _record_json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(27176);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(26119);
/**
 * The article merge (pure). Articles are deduplicated by normalized URL; the winner of a
 * duplicate is the first by source priority (lowest seq = order of the source config),
 * then by raw url, then by canonical JSON. That is a total order, so the merge is
 * associative and commutative: any grouping of the legs into partial merges, merged
 * again, gives the same result (the basis of a fan-in of fan-ins). The output is sorted
 * by (source, url).
 *
 * Memory and time: this holds every article of a run, so a leg is kept packed, off the
 * JavaScript heap: the canonical JSON of its articles (computed once: it is what the
 * checksum and the output are made of) as one UTF-8 buffer, or only where that lies in the
 * leg's file when the leg was read from one (the output reads it again); with its
 * articles' dedup keys (packed too), and a hash of each key and a score per article. The
 * set is an open-addressing hash table in typed arrays mapping each key to a number naming
 * (leg, article): no string per article, and nothing for the garbage collector to trace.
 * Duplicates within one leg are settled when the leg is packed (by a set of that leg
 * alone, its JSON still in memory), so a set compares articles by their JSON only when two
 * legs share a seq or a source (partial merges of other runs: never two legs of one plan).
 */



/** Articles per leg are below this, so that (leg, index) fits one safe integer. */
const LEG_STRIDE = 2 ** 24;
/** `,"url":` only occurs as a key: inside JSON strings every quote is escaped. */
const URL_MEMBER = ',"url":';
/** The url of an article from its canonical JSON, where it is the last member. */
function urlOfJson(json) {
    const at = json.lastIndexOf(URL_MEMBER);
    const start = at + URL_MEMBER.length + 1;
    const end = json.length - 2;
    if (at < 0 || json.charCodeAt(start - 1) !== 34 || json.charCodeAt(end) !== 34) {
        throw new Error('not the canonical JSON of an article');
    }
    const raw = json.slice(start, end);
    return raw.includes('\\') ? JSON.parse(`"${raw}"`) : raw;
}
const byUrl = (a, b) => (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(a.url, b.url);
/**
 * Packs one leg's articles. Every article must be of one source (the fan-in checked it:
 * reason `consistency`). `packed`, when given, is the packed canonical JSON of `articles`,
 * which are then already sorted by url (what validateRssLeg hands over); otherwise they
 * are sorted here (stable) and packed.
 */
function legArticles(seq, articles, keepQueryParams, packed) {
    let sorted = articles;
    if (packed === undefined) {
        sorted = [...articles].sort(byUrl);
        packed = (0,_record_json_js__WEBPACK_IMPORTED_MODULE_1__/* .packStrings */ .GN)(sorted.map(_record_json_js__WEBPACK_IMPORTED_MODULE_1__/* .articleJson */ .T8));
    }
    else if (packed.ends.length !== articles.length) {
        throw new RangeError(`${packed.ends.length} packed articles for ${articles.length}`);
    }
    const source = sorted[0]?.source ?? '';
    const keys = [];
    const hashes = new Uint32Array(sorted.length);
    const scores = new Float64Array(sorted.length);
    sorted.forEach((article, i) => {
        if (article.source !== source) {
            throw new RangeError(`a leg holds articles of ${source} and ${article.source}`);
        }
        keys.push((0,_url_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeUrl */ .l)(article.url, keepQueryParams));
        hashes[i] = hashKey(keys[i]);
        scores[i] = article.relevance_score;
    });
    const leg = {
        seq,
        source,
        json: packed.sources
            ? { bytes: packed.bytes, sources: packed.sources }
            : { bytes: packed.bytes },
        ends: packed.ends,
        keys: (0,_record_json_js__WEBPACK_IMPORTED_MODULE_1__/* .packStrings */ .GN)(keys),
        hashes,
        scores,
        lost: null,
    };
    // Two articles of the leg with one key: a set of the leg alone decides, as between legs.
    leg.lost = new ArticleSet(keepQueryParams, sorted.length).add(leg).losers();
    return leg;
}
/** The dedup hash of a key: FNV-1a over its UTF-16 code units, mixed (murmur3's finalizer). */
function hashKey(key) {
    let h = 0x811c9dc5;
    for (let i = 0; i < key.length; i++)
        h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
}
/** The canonical JSON of article i of a leg held in memory (to break ties: rare). */
function jsonAt(json, ends, i) {
    if (!('bytes' in json)) {
        throw new Error('articles of two legs sharing a seq or a source are compared by their JSON, which a leg read from a file does not hold');
    }
    const { bytes } = json;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8', (0,_record_json_js__WEBPACK_IMPORTED_MODULE_1__/* .packedStart */ .lv)(ends, i), ends[i]);
}
/** The bytes of a run of a leg held in memory (a view, never a copy). */
function runInMemory({ leg, start, end }) {
    if (!('bytes' in leg.json))
        throw new Error(`the articles of ${leg.source} are in a file`);
    return leg.json.bytes.subarray(start, end);
}
const EMPTY = -1;
/** A partial merge: legs, and for each key the (leg, article) that wins it. */
class ArticleSet {
    legs = [];
    // The table: slot -> ref (EMPTY when free) and the hash of its key. Load stays <= 1/2.
    #refs;
    #hashes;
    #count = 0;
    #keep;
    /**
     * `keepQueryParams`: as the legs' keys were made with (two partial merges must agree);
     * `expected`: about how many articles will be added (the table then need not grow).
     */
    constructor(keepQueryParams, expected = 0) {
        this.#keep = keepQueryParams;
        let capacity = 1024;
        while (capacity < 2 * expected)
            capacity *= 2;
        this.#refs = new Float64Array(capacity).fill(EMPTY);
        this.#hashes = new Uint32Array(capacity);
    }
    get size() {
        return this.#count;
    }
    #leg(ref) {
        return this.legs[Math.floor(ref / LEG_STRIDE)];
    }
    #json(ref) {
        const leg = this.#leg(ref);
        return jsonAt(leg.json, leg.ends, ref % LEG_STRIDE);
    }
    /** Whether two articles have the same key (asked when their hashes agree). */
    #sameKey(a, b) {
        const { bytes: bytesA, ends: endsA } = this.#leg(a).keys;
        const { bytes: bytesB, ends: endsB } = this.#leg(b).keys;
        const [i, j] = [a % LEG_STRIDE, b % LEG_STRIDE];
        const [fromA, fromB] = [(0,_record_json_js__WEBPACK_IMPORTED_MODULE_1__/* .packedStart */ .lv)(endsA, i), (0,_record_json_js__WEBPACK_IMPORTED_MODULE_1__/* .packedStart */ .lv)(endsB, j)];
        const length = endsA[i] - fromA;
        if (endsB[j] - fromB !== length)
            return false;
        for (let k = 0; k < length; k++)
            if (bytesA[fromA + k] !== bytesB[fromB + k])
                return false;
        return true;
    }
    /** Negative when `a` wins over `b`. */
    #compareWinners(a, b) {
        const legA = this.#leg(a);
        const legB = this.#leg(b);
        return legA.seq - legB.seq || this.#compareByJson(a, b);
    }
    /** Url, then canonical JSON: between articles of legs that share a seq or a source. */
    #compareByJson(a, b) {
        const jsonA = this.#json(a);
        const jsonB = this.#json(b);
        return (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(urlOfJson(jsonA), urlOfJson(jsonB)) || (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(jsonA, jsonB);
    }
    #grow() {
        const refs = this.#refs;
        const hashes = this.#hashes;
        this.#refs = new Float64Array(refs.length * 2).fill(EMPTY);
        this.#hashes = new Uint32Array(refs.length * 2);
        const mask = this.#refs.length - 1;
        for (let slot = 0; slot < refs.length; slot++) {
            const ref = refs[slot];
            if (ref === EMPTY)
                continue;
            const hash = hashes[slot];
            let to = hash & mask;
            while (this.#refs[to] !== EMPTY)
                to = (to + 1) & mask;
            this.#refs[to] = ref;
            this.#hashes[to] = hash;
        }
    }
    /** Offers (leg, article) `ref` for its key, whose hash is `hash`. */
    #offer(ref, hash) {
        if ((this.#count + 1) * 2 > this.#refs.length)
            this.#grow();
        const mask = this.#refs.length - 1;
        for (let slot = hash & mask;; slot = (slot + 1) & mask) {
            const held = this.#refs[slot];
            if (held === EMPTY) {
                this.#refs[slot] = ref;
                this.#hashes[slot] = hash;
                this.#count++;
                return;
            }
            if (this.#hashes[slot] === hash && this.#sameKey(held, ref)) {
                if (this.#compareWinners(ref, held) < 0)
                    this.#refs[slot] = ref;
                return;
            }
        }
    }
    /** Adds one leg in place; returns this. */
    add(leg) {
        const count = leg.hashes.length;
        if (count >= LEG_STRIDE)
            throw new RangeError(`a leg of ${count} articles`);
        const base = this.legs.length * LEG_STRIDE;
        this.legs.push(leg);
        const { hashes, lost } = leg;
        for (let i = 0; i < count; i++)
            if (lost?.[i] !== 1)
                this.#offer(base + i, hashes[i]);
        return this;
    }
    /** For each leg, 1 for each of its articles that holds a key. */
    #won() {
        const won = this.legs.map((leg) => new Uint8Array(leg.hashes.length));
        for (const ref of this.#refs) {
            if (ref !== EMPTY)
                won[Math.floor(ref / LEG_STRIDE)][ref % LEG_STRIDE] = 1;
        }
        return won;
    }
    /**
     * For a set of one leg: 1 for each of its articles that loses to another of the leg with
     * the same key, or null when none does (what the leg keeps as `lost`).
     */
    losers() {
        const [leg, ...others] = this.legs;
        if (leg === undefined || others.length > 0)
            throw new RangeError('losers of a set of one leg');
        if (this.#count === leg.hashes.length)
            return null;
        return this.#won()[0].map((won) => 1 - won);
    }
    /** The winners' refs and their keys' hashes. */
    *#winners() {
        for (let slot = 0; slot < this.#refs.length; slot++) {
            const ref = this.#refs[slot];
            if (ref !== EMPTY)
                yield [ref, this.#hashes[slot]];
        }
    }
    /**
     * The merge of two partial results (neither is modified): the winners of each, offered
     * again. A loser of a partial merge can never win the whole, the order being total.
     */
    static merge(a, b) {
        const [keepA, keepB] = [[...a.#keep].sort(), [...b.#keep].sort()];
        if (keepA.join('\n') !== keepB.join('\n')) {
            throw new RangeError('partial merges made with other kept query parameters');
        }
        const set = new ArticleSet(a.#keep, a.#count + b.#count);
        for (const part of [a, b]) {
            const base = set.legs.length * LEG_STRIDE;
            set.legs.push(...part.legs);
            for (const [ref, hash] of part.#winners())
                set.#offer(base + ref, hash);
        }
        return set;
    }
    /**
     * The final articles, sorted by (source, url). Each leg is in url order already, so no
     * article is sorted: the winners are marked per leg, and the legs taken in source order.
     * Only legs that share a source (not two legs of one plan) need their articles merged.
     */
    final() {
        const won = this.#won();
        const order = this.legs.map((_, i) => i);
        order.sort((a, b) => (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(this.legs[a].source, this.legs[b].source) || a - b);
        const refs = new Float64Array(this.#count);
        let n = 0;
        for (let k = 0; k < order.length;) {
            // The legs of one source: [k, next).
            let next = k + 1;
            const source = this.legs[order[k]].source;
            while (next < order.length && this.legs[order[next]].source === source)
                next++;
            const start = n;
            for (const legIndex of order.slice(k, next)) {
                const marks = won[legIndex];
                for (let i = 0; i < marks.length; i++)
                    if (marks[i] === 1)
                        refs[n++] = legIndex * LEG_STRIDE + i;
            }
            if (next - k > 1)
                refs.subarray(start, n).sort((a, b) => this.#compareInSource(a, b));
            k = next;
        }
        const scores = new Float64Array(n);
        const runs = [];
        // A run ends where the next article is not the next one of the same leg (a duplicate
        // that lost, or another leg).
        let runStart = 0;
        for (let i = 0; i < n; i++) {
            const ref = refs[i];
            const leg = this.#leg(ref);
            const index = ref % LEG_STRIDE;
            scores[i] = leg.scores[index];
            if (refs[i + 1] === ref + 1)
                continue;
            const first = refs[runStart] % LEG_STRIDE;
            runs.push({ leg, start: (0,_record_json_js__WEBPACK_IMPORTED_MODULE_1__/* .packedStart */ .lv)(leg.ends, first), end: leg.ends[index] });
            runStart = i + 1;
        }
        return { count: n, scores, runs };
    }
    /** Output order of two articles of one source: url, then canonical JSON. */
    #compareInSource(a, b) {
        const legA = Math.floor(a / LEG_STRIDE);
        const legB = Math.floor(b / LEG_STRIDE);
        if (legA === legB)
            return a - b; // within a leg, articles are in url order already
        return this.#compareByJson(a, b);
    }
}
/** A set of the given legs. */
function articleSetOf(legs, keepQueryParams) {
    const set = new ArticleSet(keepQueryParams);
    for (const leg of legs)
        set.add(leg);
    return set;
}
/** The merge of two partial results (neither is modified). */
function mergeArticleSets(a, b) {
    return ArticleSet.merge(a, b);
}


/***/ }),

/***/ 17831:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Md: () => (/* binding */ FanInSetupError),
/* harmony export */   Pe: () => (/* binding */ capProblems)
/* harmony export */ });
/* unused harmony export MAX_PROBLEMS */
/**
 * Why an artifact was not used: the reason codes of the diagnostics (one per artifact,
 * the first rule it broke) and the problems behind them (every field that broke one).
 */
/** Most problems listed per artifact: the diagnostics stay readable for a garbage payload. */
const MAX_PROBLEMS = 20;
/** Caps a problem list, saying how many were left out. */
function capProblems(problems) {
    if (problems.length <= MAX_PROBLEMS)
        return problems;
    const first = problems[0];
    return [
        ...problems.slice(0, MAX_PROBLEMS),
        {
            code: first.code,
            pointer: '',
            message: `${problems.length - MAX_PROBLEMS} more problems not listed`,
        },
    ];
}
/** Raised for a fan-in that cannot start: no or bad run context / plan / topic config. */
class FanInSetupError extends Error {
    constructor(message) {
        super(message);
        this.name = 'FanInSetupError';
    }
}


/***/ }),

/***/ 27176:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ checksumOfJsons),
/* harmony export */   GN: () => (/* binding */ packStrings),
/* harmony export */   Js: () => (/* binding */ checksumOfRuns),
/* harmony export */   T8: () => (/* binding */ articleJson),
/* harmony export */   bK: () => (/* binding */ repositoryJson),
/* harmony export */   iu: () => (/* binding */ RunsChecksum),
/* harmony export */   lv: () => (/* binding */ packedStart)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _canonical_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(57994);
/**
 * Canonical JSON of the records the fan-in handles by the hundred thousand (articles,
 * repositories), fast, and the packed form it keeps them in.
 *
 * A record that passed its schema has a fixed set of keys whose values are strings,
 * numbers, booleans, null and arrays of strings; for such a value RFC 8785 is exactly
 * JSON.stringify of an object with the keys in UTF-16 order (JCS serialises strings and
 * numbers as ECMAScript does). A fresh object literal in that order takes V8's fast JSON
 * path: several times faster than a generic canonicaliser (or a replacer array). The
 * equivalence is a property test (record-json.test.ts).
 */


/** canonicalJson(article) for a schema-valid article (keys below in UTF-16 order; url last). */
function articleJson(a) {
    return JSON.stringify({
        entities: a.entities,
        github_urls: a.github_urls,
        published: a.published,
        relevance_score: a.relevance_score,
        source: a.source,
        title: a.title,
        url: a.url,
    });
}
/**
 * canonicalJson(repository) for a schema-valid repository, or for a legacy record (whose
 * stars_gained is left out when unknown: JSON.stringify drops an undefined member).
 */
function repositoryJson(r) {
    return JSON.stringify({
        api_url: r.api_url,
        archived: r.archived,
        created_at: r.created_at,
        description: r.description,
        disabled: r.disabled,
        forks: r.forks,
        full_name: r.full_name,
        id: r.id,
        language: r.language,
        license: r.license,
        name: r.name,
        node_id: r.node_id,
        owner: r.owner,
        pushed_at: r.pushed_at,
        stars: r.stars,
        stars_gained: r.stars_gained,
        topics: r.topics,
        updated_at: r.updated_at,
        url: r.url,
    });
}
/** checksumOf(records), given each record's canonical JSON. */
function checksumOfJsons(jsons) {
    return (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_1__/* .checksumOfBytes */ .mr)(`[${jsons.join(',')}]`);
}
/**
 * Packs the strings into one buffer of their own (never Node's shared pool: the buffer may
 * be transferred to another thread), so that what a leg keeps of its articles is off the
 * JavaScript heap and can be hashed and written without further encoding. ASCII strings
 * are joined a few hundred at a time and copied with one native call per piece (a
 * Buffer#write per string costs more than the copy).
 */
function packStrings(items) {
    return packAscii(items) ?? packUtf8(items);
}
/** Strings joined per native call: long enough to amortize it, short of a large object. */
const JOIN_CHARS = 32 * 1024;
function packAscii(items) {
    let size = Math.max(0, items.length - 1);
    for (const item of items)
        size += item.length;
    const bytes = Buffer.from(new ArrayBuffer(size));
    const ends = new Uint32Array(items.length);
    let used = 0;
    for (let from = 0; from < items.length;) {
        let to = from;
        let chars = 0;
        while (to < items.length && (to === from || chars < JOIN_CHARS)) {
            chars += items[to].length + 1;
            to++;
        }
        const joined = items.slice(from, to).join(',');
        // Every code unit above 0x7f takes two or more UTF-8 bytes (a lone surrogate three):
        // the UTF-8 length equals the length only for ASCII. Counted natively, unlike a regex.
        if (Buffer.byteLength(joined, 'utf8') !== joined.length)
            return undefined;
        if (from > 0)
            bytes[used++] = 0x2c;
        bytes.write(joined, used, 'latin1');
        for (let i = from; i < to; i++) {
            used += items[i].length;
            ends[i] = used;
            if (i + 1 < to)
                used++; // the comma inside the joined piece
        }
        from = to;
    }
    return { bytes, ends };
}
function packUtf8(items) {
    let size = Math.max(0, items.length - 1);
    for (const item of items)
        size += Buffer.byteLength(item, 'utf8');
    const bytes = Buffer.from(new ArrayBuffer(size));
    const ends = new Uint32Array(items.length);
    let used = 0;
    items.forEach((item, i) => {
        if (i > 0)
            used = bytes.writeUInt8(0x2c, used);
        used += bytes.write(item, used, 'utf8');
        ends[i] = used;
    });
    return { bytes, ends };
}
/** Where item i of a packed buffer starts. */
function packedStart(ends, i) {
    return i === 0 ? 0 : ends[i - 1] + 1;
}
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
/**
 * The checksum of an array whose items' canonical JSON, joined by commas, is the
 * concatenation of the runs added, with a comma between two runs: "sha256:" + hex SHA-256
 * of `[` + items joined by `,` + `]` (= checksumOf(array)). Fed one run at a time, so that
 * hashing can go along with writing.
 */
class RunsChecksum {
    #hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(OPEN);
    #empty = true;
    add(run) {
        if (!this.#empty)
            this.#hash.update(COMMA);
        this.#hash.update(run);
        this.#empty = false;
    }
    digest() {
        return `sha256:${this.#hash.update(CLOSE).digest('hex')}`;
    }
}
/** RunsChecksum of all of `runs`. */
function checksumOfRuns(runs) {
    const checksum = new RunsChecksum();
    for (const run of runs)
        checksum.add(run);
    return checksum.digest();
}


/***/ }),

/***/ 26119:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ normalizeUrl)
/* harmony export */ });
/* unused harmony export normalizeParsed */
/* harmony import */ var _canonical_index_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(57994);
/**
 * The URL identity of an article: lowercase scheme and host, default port
 * dropped, user info, fragment and query removed, trailing slash of a non-root path
 * removed. Query parameters named in `keep` (sites whose identity lives in the query,
 * `?p=123`) are kept, sorted by name then value so that their order does not matter.
 */

/**
 * URLs the WHATWG parser leaves as they are, up to the first `?` or `#`: lower-case
 * http(s) scheme; a host of lower-case labels of letters, digits and `-`, the last one
 * starting with a letter (so it is no IPv4 address), none an `xn--` (punycode) label; no
 * user info or port; path segments of characters outside the path percent-encode set,
 * none `.` or `..` (no `%`, so no encoded dot segment either).
 */
const PLAIN_URL = /^https?:\/\/(?!(?:[^/?#]*\.)?xn--)(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*\.?(?:\/(?!\.\.?(?:[/?#]|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]*)*(?=[?#]|$)/;
/**
 * normalizeUrl without the WHATWG parser for a URL already in normal form (most feed
 * links): the scheme, host and path as they are, trailing slashes dropped. Undefined when
 * the parser is needed (an unusual URL, or a query some kept parameter may be in).
 * Equal to the parser's result where defined (a property test, url.test.ts).
 */
function plainNormalized(url, keep) {
    const match = PLAIN_URL.exec(url);
    if (match === null)
        return undefined;
    const head = match[0];
    if (keep.size > 0 && url.charCodeAt(head.length) === 63 /* ? */)
        return undefined;
    const pathStart = head.indexOf('/', head.indexOf('//') + 2);
    if (pathStart < 0)
        return `${head}/`;
    let end = head.length;
    while (end > pathStart + 1 && head.charCodeAt(end - 1) === 47 /* / */)
        end--;
    return end === url.length ? url : head.slice(0, end);
}
function normalizeUrl(url, keep = new Set()) {
    return plainNormalized(url, keep) ?? normalizeParsed(url, keep);
}
/** normalizeUrl through the WHATWG parser (exported for the equivalence test). */
function normalizeParsed(url, keep = new Set()) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        // Articles passed the schema (format uri), so this is not expected; a URL that the
        // WHATWG parser refuses is still its own identity rather than a crash.
        return url;
    }
    // WHATWG parsing already lowercases scheme and host, drops the default port and
    // resolves dot segments.
    let search = '';
    if (keep.size > 0 && parsed.search !== '') {
        const kept = [...parsed.searchParams].filter(([name]) => keep.has(name));
        kept.sort(([a, x], [b, y]) => (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(a, b) || (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(x, y));
        if (kept.length > 0)
            search = `?${new URLSearchParams(kept).toString()}`;
    }
    let path = parsed.pathname;
    while (path.length > 1 && path.endsWith('/'))
        path = path.slice(0, -1);
    // Opaque URLs (no authority) have no host: the protocol alone then prefixes the path.
    const authority = parsed.host === '' ? '' : `//${parsed.host}`;
    return `${parsed.protocol}${authority}${path}${search}`;
}


/***/ }),

/***/ 60158:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  s: () => (/* binding */ validateGithubShard),
  n: () => (/* binding */ validateRssLeg)
});

// EXTERNAL MODULE: ./src/canonical/index.ts + 8 modules
var canonical = __nccwpck_require__(57994);
// EXTERNAL MODULE: ./src/contracts/index.ts + 2 modules
var contracts = __nccwpck_require__(30987);
// EXTERNAL MODULE: ./src/gather/index.ts + 12 modules
var gather = __nccwpck_require__(92303);
// EXTERNAL MODULE: ./src/fanin/record-json.ts
var record_json = __nccwpck_require__(27176);
;// CONCATENATED MODULE: ./src/fanin/article-bytes.ts

/**
 * `articles` as parsed (in the leg's order), `order` the indices of `articles` in url
 * order (a stable sort), `bytes` the leg's payload and `elements` its articles' places.
 */
function packArticles(articles, order, bytes, elements) {
    const texts = canonicalTexts(elements, articles.length);
    if (typeof bytes === 'string' || texts === undefined || articles.length === 0) {
        return (0,record_json/* packStrings */.GN)(order.map((i) => (0,record_json/* articleJson */.T8)(articles[i])));
    }
    const { rewritten } = texts;
    const source = rewritten ?? bytes;
    if (inPlace(texts, order)) {
        const first = texts.starts[0];
        const run = source.subarray(first, texts.ends[articles.length - 1]);
        return {
            // The rewrite's buffer has room to spare: keep a copy of the texts alone (a Buffer's
            // slice would be a view).
            bytes: rewritten ? new Uint8Array(run) : run,
            ends: Uint32Array.from(texts.ends, (end) => end - first),
        };
    }
    const packed = copyInOrder(source, texts, order);
    // Places in the rewrite are not places in the leg's file.
    return rewritten ? { bytes: packed.bytes, ends: packed.ends } : packed;
}
/** The elements when every one of `count` articles was recognized canonical. */
function canonicalTexts(elements, count) {
    if (elements === undefined || elements.starts.length !== count)
        return undefined;
    return elements.canonical.every(Boolean) ? elements : undefined;
}
/** In url order already, one comma between consecutive texts. */
function inPlace(texts, order) {
    for (let i = 0; i < order.length; i++) {
        if (order[i] !== i)
            return false;
        if (i > 0 && texts.starts[i] !== texts.ends[i - 1] + 1)
            return false;
    }
    return true;
}
/**
 * Each text's bytes copied in `order`, joined by commas, into a buffer of their own, with
 * where each came from (a leg read from its file keeps only those places: leg-files.ts).
 */
function copyInOrder(bytes, texts, order) {
    let size = order.length - 1;
    for (let i = 0; i < order.length; i++)
        size += texts.ends[i] - texts.starts[i];
    const out = new Uint8Array(new ArrayBuffer(size));
    const ends = new Uint32Array(order.length);
    const sources = new Uint32Array(order.length);
    // Buffer#copy takes offsets: no view to allocate per article.
    const from = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let used = 0;
    order.forEach((index, i) => {
        sources[i] = texts.starts[index];
        if (i > 0)
            out[used++] = 0x2c;
        used += from.copy(out, used, texts.starts[index], texts.ends[index]);
        ends[i] = used;
    });
    return { bytes: out, ends, sources };
}

;// CONCATENATED MODULE: ./src/fanin/url-order.ts
/**
 * The order of a leg's articles by url (pure). The rule: indices sorted by url in UTF-16
 * code unit order, stable (articles sharing a url keep the order the leg wrote them in),
 * which is `plainUrlOrder`. `urlOrder` gives the same indices faster (a property test,
 * url-order.test.ts):
 *
 * - a leg already in url order (what crawl-rss-leg writes) is only checked;
 * - when every url is distinct, the urls themselves are sorted by the engine's own
 *   comparison (the default sort compares strings by code units, with no call into a
 *   comparator per pair), then each is mapped back to its index. Stability cannot matter
 *   there: no two urls are equal.
 */

function plainUrlOrder(urls) {
    return urls
        .map((_, i) => i)
        .sort((a, b) => (0,canonical/* compareStrings */.Kt)(urls[a], urls[b]) || a - b);
}
function urlOrder(urls) {
    if (isSorted(urls))
        return urls.map((_, i) => i);
    const indexOf = new Map();
    for (let i = 0; i < urls.length; i++)
        indexOf.set(urls[i], i);
    if (indexOf.size !== urls.length)
        return plainUrlOrder(urls);
    // Default sort: strings compared by UTF-16 code units (never locale-dependent).
    return [...urls].sort().map((url) => indexOf.get(url));
}
function isSorted(urls) {
    for (let i = 1; i < urls.length; i++) {
        if (urls[i - 1] > urls[i])
            return false;
    }
    return true;
}

// EXTERNAL MODULE: ./src/contracts/formats.ts
var formats = __nccwpck_require__(24879);
// EXTERNAL MODULE: ./src/runcontext/leg-id.ts
var leg_id = __nccwpck_require__(24696);
;// CONCATENATED MODULE: ./src/fanin/article-check.ts
/**
 * A fast, one-sided check of the article schema (rss_source_v2 `$defs/article`): when it
 * says yes, the JSON Schema validator would say yes too. It never says no; when it cannot
 * prove an article valid, the caller validates the whole payload with the schema
 * validator as before, so a verdict and its error list never depend on this module.
 *
 * Why: ajv runs the `format` keywords of every article (a long RFC 3986 regex for `uri`,
 * a split and two regexes for `date-time`), the bulk of the schema time of a fan-in over
 * hundreds of thousands of articles. The common shapes have cheaper sufficient checks:
 *
 * * `url` (`https?://` pattern, `uri` format, at most 2048 code points): a strict subset
 *   of ajv-formats' URI regex (scheme http/https, host of letters, digits, `-` and `.`, no
 *   port, no percent escape, the path, query and fragment characters of that regex); any
 *   other url is checked by the very `uri` function ajv uses.
 * * `published` (timestamp pattern and `date-time` format): days 01-28 exist in every
 *   month, so the pattern with such a day implies the format; days 29-31 are checked by
 *   the schema pattern and ajv-formats' `date-time` function.
 * * lengths: ajv counts code points, never more than UTF-16 units, so `length <= max`
 *   implies the maximum and a non-empty string has at least one code point.
 *
 * The implication is a property test against the schema validator (article-check.test.ts).
 */


/** The format functions the contracts' validators use (ajv-formats, full mode). */
function formatCheck(name) {
    const format = formats/* fullFormats */.U[name];
    if (typeof format === 'function')
        return format;
    if (typeof format === 'object' && format !== null && 'validate' in format) {
        const validate = format.validate;
        if (typeof validate === 'function')
            return validate;
        if (validate instanceof RegExp)
            return (text) => validate.test(text);
    }
    throw new Error(`ajv-formats has no usable ${name} format`);
}
const uriFormat = formatCheck('uri');
const dateTimeFormat = formatCheck('date-time');
// Ajv compiles schema patterns with the `u` flag; these are the schema's patterns verbatim.
const HTTP_URL_PATTERN = /^https?:\/\//u;
const TIMESTAMP_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$/u;
const GITHUB_URL_PATTERN = /^https:\/\/github\.com\/[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/u;
/**
 * A subset of ajv-formats' URI regex (see the module comment) that also matches the
 * case-sensitive `^https?://` pattern: no `i` flag (the URI regex has one, so its letter
 * classes match both cases; here upper case is spelled out where it is allowed).
 */
const SIMPLE_HTTP_URL = /^https?:\/\/[a-z0-9\-.]+(?:\/[a-zA-Z0-9\-._~!$&'()*+,;=:@]*)*(?:\?[a-zA-Z0-9\-._~!$&'()*+,;=:@/?]*)?(?:#[a-zA-Z0-9\-._~!$&'()*+,;=:@/?]*)?$/;
/** The timestamp pattern restricted to days 01-28 (valid in every month of every year). */
const SAFE_TIMESTAMP = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$/;
const ARTICLE_KEYS = 7;
function urlValid(url) {
    if (typeof url !== 'string' || url.length > 2048)
        return false;
    if (SIMPLE_HTTP_URL.test(url))
        return true;
    return HTTP_URL_PATTERN.test(url) && uriFormat(url);
}
function timestampValid(text) {
    if (typeof text !== 'string')
        return false;
    return SAFE_TIMESTAMP.test(text) || (TIMESTAMP_PATTERN.test(text) && dateTimeFormat(text));
}
function githubUrlsValid(urls) {
    if (!Array.isArray(urls))
        return false;
    for (const url of urls) {
        if (typeof url !== 'string' || !GITHUB_URL_PATTERN.test(url))
            return false;
    }
    // uniqueItems: strings are equal exactly when they are the same string. Articles carry a
    // few links: comparing pairs costs less than building a set for each article.
    if (urls.length > 8)
        return new Set(urls).size === urls.length;
    for (let i = 1; i < urls.length; i++) {
        for (let j = 0; j < i; j++)
            if (urls[i] === urls[j])
                return false;
    }
    return true;
}
function entitiesValid(entities) {
    if (!Array.isArray(entities))
        return false;
    for (const entity of entities) {
        if (typeof entity !== 'string' || entity.length < 1 || entity.length > 200)
            return false;
    }
    return true;
}
/**
 * True only when `value` satisfies the article schema. False means "not proven": the
 * schema validator decides (it may still accept the article).
 */
function articleSurelyValid(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    // Exactly the seven required keys, each present: no additional property.
    if (Object.keys(value).length !== ARTICLE_KEYS)
        return false;
    const a = value;
    for (const key of [
        'url',
        'title',
        'published',
        'source',
        'relevance_score',
        'github_urls',
        'entities',
    ]) {
        if (!Object.hasOwn(a, key))
            return false;
    }
    const { title, source, relevance_score: score } = a;
    return (urlValid(a['url']) &&
        typeof title === 'string' &&
        title.length <= 2000 &&
        timestampValid(a['published']) &&
        typeof source === 'string' &&
        leg_id/* LEG_ID_PATTERN */.I.test(source) &&
        typeof score === 'number' &&
        Number.isFinite(score) &&
        score >= 0 &&
        score <= 1 &&
        githubUrlsValid(a['github_urls']) &&
        entitiesValid(a['entities']));
}
/** articleSurelyValid for every item (false when `articles` is not an array). */
function articlesSurelyValid(articles) {
    if (!Array.isArray(articles))
        return false;
    for (const article of articles)
        if (!articleSurelyValid(article))
            return false;
    return true;
}

// EXTERNAL MODULE: ./src/fanin/reasons.ts
var reasons = __nccwpck_require__(17831);
;// CONCATENATED MODULE: ./src/fanin/validate.ts
/**
 * Validation of one leg artifact against the run (pure: bytes in, verdict out). The rules
 * of docs/contracts.md ("Validation"), in the order that makes each reason code
 * specific: strict parse, schema_version (before the full schema, so an unknown version
 * says so), JSON Schema, then the run: run_context, source config checksum, fan frame,
 * consistency, window (every article published in `[since, until)`: `out_of_window`),
 * checksum. A payload that fails the schema stops there (the later rules
 * assume its shape); past the schema every rule runs so that the diagnostics name every
 * offending field. The verdict's reason is the code of the first problem.
 */








/** The run_context fields a leg must share with the run (all but created_at). */
const CONTEXT_FIELDS = [
    'schema_version',
    'run_id',
    'week',
    'since',
    'until',
    'source_config_checksum',
    'topic_config_checksum',
    'code_sha',
];
function reject(problems) {
    const first = problems[0];
    if (!first)
        throw new Error('a rejection needs at least one problem');
    return { ok: false, reason: first.code, problems: (0,reasons/* capProblems */.Pe)(problems) };
}
function parse(bytes, maxBytes, source, contract) {
    try {
        if (contract === 'rss_source_v2' && typeof bytes !== 'string') {
            return (0,canonical/* parseStrictSplitting */.nS)(bytes, 'articles', { maxBytes, source });
        }
        return { value: (0,canonical/* parseStrict */.z3)(bytes, { maxBytes, source }) };
    }
    catch (error) {
        if (error instanceof canonical/* StrictJsonError */.U7) {
            return reject([
                {
                    code: error.code === 'too_large' ? 'too_large' : 'parse',
                    pointer: error.pointer,
                    message: error.message,
                },
            ]);
        }
        throw error;
    }
}
function isRejection(value) {
    return (typeof value === 'object' &&
        value !== null &&
        value.ok === false &&
        'reason' in value);
}
function checkVersion(value, expected) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { code: 'schema', pointer: '', message: 'the payload is not a JSON object' };
    }
    if (!Object.hasOwn(value, 'schema_version')) {
        return {
            code: 'schema_version',
            pointer: '/schema_version',
            message: `schema_version is missing (expected ${JSON.stringify(expected)})`,
        };
    }
    const version = value.schema_version;
    if (version !== expected) {
        return {
            code: 'schema_version',
            pointer: '/schema_version',
            message: `unknown schema_version ${JSON.stringify(version)} (this fan-in reads ${JSON.stringify(expected)})`,
        };
    }
    return null;
}
function runContextProblems(leg, run) {
    const problems = [];
    for (const field of CONTEXT_FIELDS) {
        if (leg[field] === run[field])
            continue;
        const what = field === 'week'
            ? `week ${leg.week} does not match the run's week ${run.week}`
            : `${field} ${JSON.stringify(leg[field])} does not match the run's ${JSON.stringify(run[field])}`;
        problems.push({
            code: field === 'source_config_checksum' ? 'config_checksum' : 'run_context',
            pointer: `/run_context/${field}`,
            message: what,
        });
    }
    // run_context problems first: a different week usually explains a different checksum.
    return problems.sort((a, b) => (a.code === b.code ? 0 : a.code === 'run_context' ? -1 : 1));
}
/**
 * Articles published outside the run's window `[since, until)`. Every timestamp here has
 * passed the schema's `YYYY-MM-DDTHH:MM:SSZ` pattern, so text order is time order.
 */
function windowProblems(articles, run) {
    const problems = [];
    articles.forEach(({ published }, i) => {
        if (published >= run.since && published < run.until)
            return;
        problems.push({
            code: 'out_of_window',
            pointer: `/articles/${i}/published`,
            message: `published ${published} is outside the run's window [${run.since}, ${run.until})`,
        });
    });
    return problems;
}
function fanProblems(frames, fan, payloadId, idPointer, nameId) {
    const problems = [];
    if (payloadId !== nameId) {
        problems.push({
            code: 'fan',
            pointer: idPointer,
            message: `the artifact name is for leg ${JSON.stringify(nameId)}, the payload for ${JSON.stringify(payloadId)}`,
        });
    }
    const found = (0,gather/* findFrame */.tv)(frames, fan.fan_id);
    if (!found) {
        problems.push({
            code: 'fan',
            pointer: '/fan',
            message: `no frame of fan ${JSON.stringify(fan.fan_id)}`,
        });
        return { problems, seq: -1 };
    }
    const { frame, index } = found;
    if (frame.expected !== fan.expected) {
        problems.push({
            code: 'fan',
            pointer: `/fan/${index}/expected`,
            message: `the frame expects ${frame.expected} legs, the plan ${fan.expected}`,
        });
    }
    const planned = fan.legs.find((leg) => leg.seq === frame.seq);
    if (!planned) {
        problems.push({
            code: 'fan',
            pointer: `/fan/${index}/seq`,
            message: `seq ${frame.seq} is not a leg of the plan (0..${fan.expected - 1})`,
        });
    }
    else if (planned.id !== payloadId) {
        problems.push({
            code: 'fan',
            pointer: `/fan/${index}/seq`,
            message: `seq ${frame.seq} is leg ${JSON.stringify(planned.id)} in the plan, not ${JSON.stringify(payloadId)}`,
        });
    }
    return { problems, seq: frame.seq };
}
/**
 * The JSON Schema verdict on a payload, with the same errors as `validate(contract, value)`.
 * When every article of an RSS leg is proven valid by the fast check, the schema
 * validator sees the envelope with only the first article (still one article when there
 * were any, so the `failed` => no articles rule reads the same): the other articles would
 * add no error. Otherwise the whole payload goes through the schema validator.
 */
function schemaCheck(contract, value) {
    if (contract === 'rss_source_v2') {
        const { articles } = value;
        if (Array.isArray(articles) && articles.length > 1 && articlesSurelyValid(articles)) {
            return (0,contracts/* validate */.tf)(contract, { ...value, articles: articles.slice(0, 1) });
        }
    }
    return (0,contracts/* validate */.tf)(contract, value);
}
/** Parse, version and schema: the checks every leg kind shares. */
function shape(bytes, maxBytes, source, version, contract) {
    const parsed = parse(bytes, maxBytes, source, contract);
    if (isRejection(parsed))
        return parsed;
    const { value } = parsed;
    const versionProblem = checkVersion(value, version);
    if (versionProblem)
        return reject([versionProblem]);
    const result = schemaCheck(contract, value);
    if (!result.ok) {
        return reject(result.errors.map((e) => ({
            code: 'schema',
            pointer: e.pointer,
            message: e.message,
        })));
    }
    return parsed;
}
/**
 * Validates the payload of artifact `rss-<nameId>-a<N>`. On success also returns the
 * articles sorted by url with their canonical JSON (computed once, for the checksum here
 * and for the merged output later).
 */
function validateRssLeg(nameId, bytes, expect, source = `rss-${nameId}`) {
    const parsed = shape(bytes, expect.maxBytes, source, 2, 'rss_source_v2');
    if (isRejection(parsed))
        return parsed;
    const payload = parsed.value;
    const problems = runContextProblems(payload.run_context, expect.runContext);
    const fan = fanProblems(payload.fan, expect.fan, payload.source_id, '/source_id', nameId);
    problems.push(...fan.problems);
    payload.articles.forEach((article, i) => {
        if (article.source !== payload.source_id) {
            problems.push({
                code: 'consistency',
                pointer: `/articles/${i}/source`,
                message: `article of source ${JSON.stringify(article.source)} in the artifact of ${JSON.stringify(payload.source_id)}`,
            });
        }
    });
    problems.push(...windowProblems(payload.articles, expect.runContext));
    const order = urlOrder(payload.articles.map((a) => a.url));
    const sorted = order.map((i) => payload.articles[i]);
    const packed = packArticles(payload.articles, order, bytes, parsed.elements);
    const actual = (0,record_json/* checksumOfRuns */.Js)([packed.bytes]);
    if (actual !== payload.checksum) {
        problems.push({
            code: 'checksum',
            pointer: '/checksum',
            message: `checksum ${payload.checksum} does not match the articles (${actual})`,
        });
    }
    if (problems.length > 0)
        return reject(problems);
    return { ok: true, payload, seq: fan.seq, sorted, packed };
}
/** Validates the payload of artifact `github-<nameId>-a<N>`. */
function validateGithubShard(nameId, bytes, expect, source = `github-${nameId}`) {
    const parsed = shape(bytes, expect.maxBytes, source, 'github_shard_v1', 'github_shard_v1');
    if (isRejection(parsed))
        return parsed;
    const payload = parsed.value;
    const problems = runContextProblems(payload.run_context, expect.runContext);
    const fan = fanProblems(payload.fan, expect.fan, payload.shard_id, '/shard_id', nameId);
    problems.push(...fan.problems);
    const actual = (0,record_json/* checksumOfJsons */.AK)([...payload.repositories]
        .sort((a, b) => (0,canonical/* compareStrings */.Kt)(a.full_name, b.full_name))
        .map(record_json/* repositoryJson */.bK));
    if (actual !== payload.checksum) {
        problems.push({
            code: 'checksum',
            pointer: '/checksum',
            message: `checksum ${payload.checksum} does not match the repositories (${actual})`,
        });
    }
    if (problems.length > 0)
        return reject(problems);
    return { ok: true, payload, seq: fan.seq };
}


/***/ }),

/***/ 38617:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ childFrames),
/* harmony export */   tv: () => (/* binding */ findFrame)
/* harmony export */ });
/* unused harmony export carryFrames */
/** The frame of `fanId` in a stack, with its index (for JSON pointers), or undefined. */
function findFrame(frames, fanId) {
    // Innermost first: when a fan id repeats (it should not), the nearest fan-out wins,
    // as in the seed's `fan_seq(ev, fan_id)`.
    for (let index = frames.length - 1; index >= 0; index--) {
        const frame = frames[index];
        if (frame !== undefined && frame.fan_id === fanId)
            return { frame, index };
    }
    return undefined;
}
/**
 * The frames of child `seq` of a fan-out of `expected` children: the parent's frames,
 * inherited unchanged, plus one frame pushed on top.
 */
function childFrames(parent, fanId, seq, expected) {
    if (!Number.isSafeInteger(expected) || expected < 1) {
        throw new RangeError(`a fan-out expects at least one child, got ${String(expected)}`);
    }
    if (!Number.isSafeInteger(seq) || seq < 0 || seq >= expected) {
        throw new RangeError(`seq ${String(seq)} is outside 0..${expected - 1}`);
    }
    if (findFrame(parent, fanId)) {
        throw new RangeError(`fan id ${JSON.stringify(fanId)} is already on the frame stack`);
    }
    return [...parent.map((f) => ({ ...f })), { fan_id: fanId, seq, expected }];
}
/**
 * Copies the frames of `source` onto a payload that has none (the seed's `carry_fan`):
 * a transformed payload stays attributed to its fan-out.
 */
function carryFrames(source, target) {
    if (target.fan && target.fan.length > 0)
        return target;
    return { ...target, fan: source.map((f) => ({ ...f })) };
}


/***/ }),

/***/ 92303:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  HY: () => (/* reexport */ GatherStateError),
  Ck: () => (/* reexport */ MAX_FAN_SEQS),
  K6: () => (/* reexport */ RLM_FORMAT),
  _m: () => (/* reexport */ appendKernel),
  U2: () => (/* reexport */ builtinSummarizers),
  $i: () => (/* reexport */ gather_frames/* childFrames */.$i),
  jc: () => (/* reexport */ closeIncomplete),
  ck: () => (/* reexport */ collectorNameProblem),
  Cr: () => (/* reexport */ emptyRlmRecord),
  tv: () => (/* reexport */ gather_frames/* findFrame */.tv),
  Um: () => (/* reexport */ foldRlmRecord),
  dP: () => (/* reexport */ intOption),
  Dw: () => (/* reexport */ isFanSize),
  Qd: () => (/* reexport */ isPlainObject),
  Tx: () => (/* reexport */ isSeqOf),
  Io: () => (/* reexport */ jsonProblem),
  kS: () => (/* reexport */ makeWindowKernel),
  nK: () => (/* reexport */ missingSeqs),
  Lg: () => (/* reexport */ onlyOptions),
  ih: () => (/* reexport */ openGather),
  a$: () => (/* reexport */ pull),
  Dn: () => (/* reexport */ resumeGather),
  F7: () => (/* reexport */ rlmKernel),
  xY: () => (/* reexport */ seenCount),
  K0: () => (/* reexport */ seqList),
  Pp: () => (/* reexport */ stringOption)
});

// UNUSED EXPORTS: GATHER_FORMAT, GatherKernelError, MAX_RLM_ENTRIES, MAX_WINDOW_SIZE, PerfectCollector, carryFrames, checkArrival, passOutcome, replaces, statsSummarizer, windowKernel

// EXTERNAL MODULE: ./src/gather/frames.ts
var gather_frames = __nccwpck_require__(38617);
// EXTERNAL MODULE: ./src/canonical/index.ts + 8 modules
var canonical = __nccwpck_require__(57994);
;// CONCATENATED MODULE: ./src/gather/dedup.ts
/**
 * The one rule for arrivals of a fan (pure): which fan frame an arrival belongs to, whether
 * that frame agrees with the fan, and which of two arrivals of one seq wins. Every collector
 * (the perfect collector of the crawl's fan-in, the gather engine in both modes) asks here,
 * so that a rerun or a redelivery is judged the same way everywhere.
 */


/** Finds the frame of `fanId` and checks it against a fan of `expected` seqs. */
function checkArrival(frames, fanId, expected, attempt) {
    const found = (0,gather_frames/* findFrame */.tv)(frames, fanId);
    if (!found)
        return { outcome: 'foreign' };
    const { seq } = found.frame;
    if (found.frame.expected !== expected) {
        return {
            outcome: 'invalid',
            detail: `frame expects ${found.frame.expected} legs, the fan ${expected}`,
        };
    }
    if (!Number.isSafeInteger(seq) || seq < 0 || seq >= expected) {
        return { outcome: 'invalid', detail: `seq ${seq} is outside 0..${expected - 1}` };
    }
    if (!Number.isSafeInteger(attempt) || attempt < 1) {
        return { outcome: 'invalid', detail: `attempt ${attempt} is not an integer >= 1` };
    }
    return { outcome: 'ours', frame: found.frame };
}
/**
 * Whether `incoming` replaces `held` for one seq: the newest attempt wins; within one
 * attempt the smaller name, so that two different payloads claiming the same attempt
 * resolve the same way in any arrival order.
 */
function replaces(incoming, held) {
    return (incoming.attempt > held.attempt ||
        (incoming.attempt === held.attempt && (0,canonical/* compareStrings */.Kt)(incoming.name, held.name) < 0));
}
/** How a delivery that was not kept relates to the one held: same attempt or older. */
function passOutcome(passed, held) {
    return passed.attempt === held.attempt ? 'duplicate' : 'superseded';
}

;// CONCATENATED MODULE: ./src/gather/json-value.ts
/**
 * What "plain JSON" means for a gather state (pure): null, booleans, finite numbers,
 * well-formed strings, arrays and plain objects, nothing else. A state that passes survives
 * being persisted and resumed unchanged.
 */
/** Why `value` is not plain JSON (with the JSON pointer of the first offence), or null. */
function jsonProblem(value, pointer = '', depth = 0) {
    if (depth > 200)
        return `${pointer || '/'} nests deeper than 200 levels`;
    if (value === null || typeof value === 'boolean')
        return null;
    if (typeof value === 'number') {
        return Number.isFinite(value)
            ? null
            : `${pointer || '/'} is ${String(value)}, not a JSON number`;
    }
    if (typeof value === 'string') {
        return value.isWellFormed() ? null : `${pointer || '/'} holds a lone surrogate`;
    }
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
            const problem = jsonProblem(value[i], `${pointer}/${i}`, depth + 1);
            if (problem !== null)
                return problem;
        }
        return null;
    }
    if (typeof value === 'object') {
        // Object.prototype of any realm (a worker's value arrives from another one) has no prototype.
        const proto = Object.getPrototypeOf(value);
        if (proto !== null && Object.getPrototypeOf(proto) !== null) {
            return `${pointer || '/'} is a ${value.constructor?.name ?? 'non-plain object'}, not a plain object`;
        }
        for (const [key, item] of Object.entries(value)) {
            const problem = jsonProblem(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, depth + 1);
            if (problem !== null)
                return problem;
        }
        return null;
    }
    return `${pointer || '/'} is ${typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`}, not JSON`;
}
/** True for a plain (non-array, non-null) JSON object. */
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A whole number >= 0 that JSON carries exactly (a count, a seq). */
function isCount(value) {
    return Number.isSafeInteger(value) && value >= 0;
}

;// CONCATENATED MODULE: ./src/gather/record.ts

const GATHER_FORMAT = 'squadscope-gather/1';
/**
 * Most seqs a fan may have. A matrix level holds 256 jobs and fans nest, but a bound is
 * needed: missing seqs are listed one by one, so an `expected` of 2^53 from a crafted
 * frame or state would never finish.
 */
const MAX_FAN_SEQS = 1_000_000;
/** A fan's number of seqs: an integer from 1 to MAX_FAN_SEQS. */
function isFanSize(value) {
    return isCount(value) && value >= 1 && value <= MAX_FAN_SEQS;
}
/** A seq of a fan of `expected` seqs: an integer from 0 to expected - 1. */
function isSeqOf(value, expected) {
    return isCount(value) && value < expected;
}
/** Seqs 0..expected-1 not yet seen, ascending (empty while expected is unknown). */
function missingSeqs(record) {
    const missing = [];
    if (record.expected === null)
        return missing;
    const held = new Set(record.pending.map((s) => s.seq));
    for (let seq = 0; seq < record.expected; seq++) {
        if (!Object.hasOwn(record.seen, String(seq)) && !held.has(seq))
            missing.push(seq);
    }
    return missing;
}
/** Seqs for a message: the first `shown` of them, then how many more (a fan may miss a million). */
function seqList(seqs, shown = 20) {
    const listed = seqs.slice(0, shown).join(', ');
    return seqs.length > shown ? `${listed}, … (${seqs.length - shown} more)` : listed;
}
/** How many seqs are present (folded or held). */
function seenCount(record) {
    return Object.keys(record.seen).length + record.pending.length;
}

;// CONCATENATED MODULE: ./src/gather/collector.ts
/**
 * A perfect collector (docs/contracts.md, "Gather"): a gather keyed by one fan id,
 * with `expected` seqs; it is closed once every seq 0..expected-1 holds an item.
 *
 * Dedup is by seq: a rerun or redelivery of a leg never counts twice. Each arrival carries
 * the run attempt that produced it; for one seq the newest attempt wins whatever order the
 * arrivals come in (a rerun that lands after the barrier still replaces its older attempt),
 * so the final state depends only on the set of arrivals. The state is plain JSON
 * (`toJSON` / `fromJSON`) so a gather can be persisted and resumed.
 *
 * The kernel is `append`: the result is the items in seq order.
 */



function comparePassed(a, b) {
    return a.seq - b.seq || a.attempt - b.attempt || (0,canonical/* compareStrings */.Kt)(a.name, b.name);
}
class PerfectCollector {
    fanId;
    expected;
    #slots = new Map();
    #passed = [];
    constructor(fanId, expected) {
        this.fanId = fanId;
        this.expected = expected;
        if (fanId.length === 0)
            throw new RangeError('a collector needs a fan id');
        if (!Number.isSafeInteger(expected) || expected < 1) {
            throw new RangeError(`a perfect collector expects at least one seq, got ${String(expected)}`);
        }
    }
    offer(arrival) {
        const check = checkArrival(arrival.frames, this.fanId, this.expected, arrival.attempt);
        if (check.outcome !== 'ours')
            return check;
        const { seq } = check.frame;
        const slot = { seq, attempt: arrival.attempt, name: arrival.name, item: arrival.item };
        const held = this.#slots.get(seq);
        if (held === undefined) {
            this.#slots.set(seq, slot);
            return { outcome: 'accepted' };
        }
        if (replaces(slot, held)) {
            this.#slots.set(seq, slot);
            this.#pass(held);
            return { outcome: 'accepted', displaced: held };
        }
        this.#pass(slot);
        return { outcome: passOutcome(slot, held) };
    }
    #pass(slot) {
        this.#passed.push({ seq: slot.seq, attempt: slot.attempt, name: slot.name });
    }
    /** Every expected seq holds an item: the barrier is reached. */
    get closed() {
        return this.#slots.size === this.expected;
    }
    /** The seqs that have no item yet, ascending. */
    missing() {
        const result = [];
        for (let seq = 0; seq < this.expected; seq++)
            if (!this.#slots.has(seq))
                result.push(seq);
        return result;
    }
    get(seq) {
        return this.#slots.get(seq);
    }
    /** The held slots in seq order. */
    slots() {
        return [...this.#slots.values()].sort((a, b) => a.seq - b.seq);
    }
    /** Arrivals not kept (superseded or duplicate), in seq, attempt, name order. */
    passed() {
        return this.#passed
            .map((p) => {
            const held = this.#slots.get(p.seq);
            return { ...p, outcome: held === undefined ? 'superseded' : passOutcome(p, held) };
        })
            .sort(comparePassed);
    }
    /** The `append` kernel: the items in seq order. Only a closed collector has a result. */
    result() {
        if (!this.closed) {
            throw new Error(`gather ${this.fanId} is not closed: seqs ${seqList(this.missing())} are missing`);
        }
        return this.slots().map((s) => s.item);
    }
    toJSON() {
        return {
            mode: 'perfect',
            kernel: 'append',
            fan_id: this.fanId,
            expected: this.expected,
            slots: this.slots().map((s) => ({ ...s })),
            passed: this.passed(),
        };
    }
    /** Resumes a collector from `toJSON()` output (after a JSON round trip). */
    static fromJSON(state) {
        if (state.mode !== 'perfect' || state.kernel !== 'append') {
            throw new Error(`cannot resume a ${String(state.mode)}/${String(state.kernel)} gather`);
        }
        const collector = new PerfectCollector(state.fan_id, state.expected);
        for (const slot of state.slots) {
            if (!Number.isSafeInteger(slot.seq) || slot.seq < 0 || slot.seq >= state.expected) {
                throw new Error(`gather state holds seq ${slot.seq}, outside 0..${state.expected - 1}`);
            }
            if (collector.#slots.has(slot.seq))
                throw new Error(`gather state holds seq ${slot.seq} twice`);
            collector.#slots.set(slot.seq, { ...slot });
        }
        for (const { seq, attempt, name } of state.passed)
            collector.#passed.push({ seq, attempt, name });
        return collector;
    }
}

// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __nccwpck_require__(61676);
;// CONCATENATED MODULE: ./src/gather/engine.ts
/**
 * The gather engine (pure: no I/O, no clock): opens a {@link GatherRecord}, pulls arrivals
 * into it, and closes it.
 *
 * - perfect: arrivals are held (the newest attempt of each seq wins, whatever their order);
 *   once every seq 0..n-1 is present they are folded in seq order, once each, and the
 *   record closes with the result. A timeout may close it `incomplete` with the seqs present.
 *   A closed record looks at no more arrivals (a rerun of the gather starts a new record).
 * - latent: never closes. Each pull folds, in the order given, every seq not folded yet and
 *   returns the result so far. A seq already folded is never folded again: another copy of
 *   its attempt is a `duplicate`, an older attempt `superseded`, a newer one `late_attempt`
 *   (reported, not folded: the folded state cannot take an item back out).
 *
 * Which arrival belongs to the fan and which attempt wins is decided by dedup.ts, the one
 * rule every collector uses.
 */






/** A kernel failed on one item: names the kernel, the seq and the delivery. */
class GatherKernelError extends Error {
    kernel;
    seq;
    delivery;
    constructor(kernel, seq, delivery, message, options) {
        super(seq === null
            ? `kernel '${kernel}' failed to finalize: ${message}`
            : `kernel '${kernel}' failed on seq ${seq} (${delivery ?? '?'}): ${message}`, options);
        this.kernel = kernel;
        this.seq = seq;
        this.delivery = delivery;
        this.name = 'GatherKernelError';
    }
}
const COLLECTOR_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$/;
/** Why a collector name is refused (it names artifacts and files), or null. */
function collectorNameProblem(name) {
    if (!COLLECTOR_NAME.test(name) || name.includes('..')) {
        return 'must be 1 to 64 letters, digits, _ . - (not starting with . or -, no ..)';
    }
    return null;
}
function checkExpected(expected) {
    if (!isFanSize(expected)) {
        throw new RangeError(`a gather expects 1 to ${MAX_FAN_SEQS} seqs, got ${String(expected)}`);
    }
}
/** A new, empty record; the kernel checks its options here (RangeError naming the option). */
function openGather(spec, kernel) {
    if (spec.fan_id.length === 0)
        throw new RangeError('a gather needs a fan id');
    const problem = collectorNameProblem(spec.collector);
    if (problem !== null)
        throw new RangeError(`collector name ${problem}`);
    if (spec.expected !== undefined)
        checkExpected(spec.expected);
    if (kernel.name !== spec.kernel) {
        throw new RangeError(`kernel '${kernel.name}' given for a gather of kernel '${spec.kernel}'`);
    }
    return {
        format: GATHER_FORMAT,
        fan_id: spec.fan_id,
        collector: spec.collector,
        mode: spec.mode,
        expected: spec.expected ?? null,
        seen: {},
        pending: [],
        passed: [],
        rejected: [],
        kernel: spec.kernel,
        options: spec.options,
        state: kernel.init(spec.options),
        result: null,
        closed: false,
        status: 'open',
    };
}
function engine_comparePassed(a, b) {
    return a.seq - b.seq || a.attempt - b.attempt || (0,canonical/* compareStrings */.Kt)(a.name, b.name);
}
/** Adds entries to a sorted, duplicate-free list. */
function mergeSorted(list, more, compare) {
    const all = [...list, ...more].sort(compare);
    return all.filter((item, i) => i === 0 || compare(all[i - 1], item) !== 0);
}
function withRejected(record, rejected) {
    return mergeSorted(record.rejected, rejected, (a, b) => (0,canonical/* compareStrings */.Kt)(a.name, b.name) || (0,canonical/* compareStrings */.Kt)(a.detail, b.detail));
}
/** The fan's size: the record's, else the first arrival's frame of this fan. */
function expectedOf(record, arrivals) {
    if (record.expected !== null)
        return record.expected;
    for (const arrival of arrivals) {
        const found = (0,gather_frames/* findFrame */.tv)(arrival.frames, record.fan_id);
        if (found && isFanSize(found.frame.expected)) {
            return found.frame.expected;
        }
    }
    return null;
}
async function fold(kernel, state, item, seq, attempt, name, frame) {
    try {
        return await kernel.apply(state, item, { seq, attempt, frame });
    }
    catch (error) {
        throw new GatherKernelError(kernel.name, seq, name, (0,error_message/* messageOf */.b)(error), { cause: error });
    }
}
async function finalizeState(kernel, state) {
    try {
        return await kernel.finalize(state);
    }
    catch (error) {
        throw new GatherKernelError(kernel.name, null, null, (0,error_message/* messageOf */.b)(error), { cause: error });
    }
}
function statusOf(record) {
    return record.expected !== null && Object.keys(record.seen).length === record.expected
        ? 'complete'
        : 'open';
}
/**
 * Offers `arrivals` (in this order) to the record and returns the new record; the record
 * given is not changed, so a pull that throws leaves the previous state intact.
 */
async function pull(record, arrivals, kernel) {
    if (kernel.name !== record.kernel) {
        throw new RangeError(`kernel '${kernel.name}' given for a gather of kernel '${record.kernel}'`);
    }
    const expected = expectedOf(record, arrivals);
    if (expected === null) {
        return { record, report: { added: [], foreign: arrivals.length } };
    }
    const sized = { ...record, expected };
    return record.mode === 'perfect'
        ? pullPerfect(sized, arrivals, kernel)
        : pullLatent(sized, arrivals, kernel);
}
async function pullLatent(record, arrivals, kernel) {
    const seen = { ...record.seen };
    const passed = [];
    const rejected = [];
    const added = [];
    let foreign = 0;
    let state = record.state;
    for (const arrival of arrivals) {
        const check = checkArrival(arrival.frames, record.fan_id, record.expected, arrival.attempt);
        if (check.outcome === 'foreign')
            foreign++;
        if (check.outcome === 'invalid')
            rejected.push({ name: arrival.name, detail: check.detail });
        if (check.outcome !== 'ours')
            continue;
        const { seq } = check.frame;
        const incoming = { attempt: arrival.attempt, name: arrival.name };
        const held = seen[String(seq)];
        if (held === undefined) {
            state = await fold(kernel, state, arrival.item, seq, arrival.attempt, arrival.name, check.frame);
            seen[String(seq)] = incoming;
            added.push(seq);
        }
        else if (held.attempt !== incoming.attempt || held.name !== incoming.name) {
            // The same attempt under another name is a copy: in latent mode a folded seq stays.
            const outcome = incoming.attempt > held.attempt ? 'late_attempt' : passOutcome(incoming, held);
            passed.push({ seq, ...incoming, outcome });
        }
    }
    let next = {
        ...record,
        seen,
        passed: mergeSorted(record.passed, passed, engine_comparePassed),
        rejected: withRejected(record, rejected),
        state,
    };
    if (added.length > 0 || record.result === null) {
        next = { ...next, result: await finalizeState(kernel, state) };
    }
    next = { ...next, status: statusOf(next) };
    return { record: next, report: { added: added.sort((a, b) => a - b), foreign } };
}
function collectorOf(record) {
    return PerfectCollector.fromJSON({
        mode: 'perfect',
        kernel: 'append',
        fan_id: record.fan_id,
        expected: record.expected,
        slots: record.pending,
        passed: record.passed.map(({ seq, attempt, name }) => ({
            seq,
            attempt,
            name,
            outcome: 'duplicate',
        })),
    });
}
async function pullPerfect(record, arrivals, kernel) {
    if (record.closed)
        return { record, report: { added: [], foreign: 0 } };
    const collector = collectorOf(record);
    const before = new Set(record.pending.map((s) => s.seq));
    const rejected = [];
    let foreign = 0;
    for (const arrival of arrivals) {
        const offered = collector.offer(arrival);
        if (offered.outcome === 'foreign')
            foreign++;
        if (offered.outcome === 'invalid') {
            rejected.push({ name: arrival.name, detail: offered.detail ?? 'invalid frame' });
        }
    }
    const slots = collector.slots();
    // Each delivery once; the held delivery listed again (the same artifact) is not a copy.
    const held = new Map(slots.map((s) => [s.seq, s]));
    const copies = collector
        .passed()
        .filter((p) => held.get(p.seq)?.attempt !== p.attempt || held.get(p.seq)?.name !== p.name);
    const next = {
        ...record,
        pending: slots,
        passed: mergeSorted([], copies, engine_comparePassed),
        rejected: withRejected(record, rejected),
    };
    const added = slots.filter((s) => !before.has(s.seq)).map((s) => s.seq);
    const done = collector.closed ? await foldHeld(next, kernel, 'complete') : next;
    return { record: done, report: { added, foreign } };
}
/** Folds the held items of a perfect record in seq order and closes it. */
async function foldHeld(record, kernel, status) {
    let state = record.state;
    const seen = { ...record.seen };
    for (const slot of record.pending) {
        const frame = { fan_id: record.fan_id, seq: slot.seq, expected: record.expected ?? 0 };
        state = await fold(kernel, state, slot.item, slot.seq, slot.attempt, slot.name, frame);
        seen[String(slot.seq)] = { attempt: slot.attempt, name: slot.name };
    }
    const result = await finalizeState(kernel, state);
    return { ...record, seen, pending: [], state, result, closed: true, status };
}
/**
 * Closes a perfect record that is still open (its time is up): the seqs present are folded
 * in seq order and the record closes `incomplete`. A closed or latent record is returned
 * as is.
 */
async function closeIncomplete(record, kernel) {
    if (record.mode !== 'perfect' || record.closed)
        return record;
    return foldHeld(record, kernel, 'incomplete');
}


;// CONCATENATED MODULE: ./src/gather/resume.ts
/**
 * Resuming a persisted gather record (pure). The record comes from an artifact, so it is
 * untrusted: everything the engine relies on is checked, and a record of another fan,
 * collector, mode, kernel or options is refused rather than silently mixed in.
 */



/** A persisted record that cannot be resumed: corrupt, or made for another gather. */
class GatherStateError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GatherStateError';
    }
}
const PASS_OUTCOMES = new Set([
    'duplicate',
    'superseded',
    'late_attempt',
]);
function isDelivery(value) {
    return (isPlainObject(value) &&
        Number.isSafeInteger(value['attempt']) &&
        value['attempt'] >= 1 &&
        typeof value['name'] === 'string');
}
function checkShape(value) {
    const problem = jsonProblem(value);
    if (problem !== null)
        return problem;
    if (value['mode'] !== 'perfect' && value['mode'] !== 'latent')
        return 'mode is not perfect or latent';
    const expected = value['expected'];
    if (expected !== null && !isFanSize(expected)) {
        return `expected is not null or an integer from 1 to ${MAX_FAN_SEQS}`;
    }
    const n = expected ?? 0;
    if (!isPlainObject(value['seen']))
        return 'seen is not an object';
    for (const [seq, delivery] of Object.entries(value['seen'])) {
        if (!/^(0|[1-9][0-9]*)$/.test(seq) || !isSeqOf(Number(seq), n))
            return `seen holds seq ${seq}, outside the fan`;
        if (!isDelivery(delivery))
            return `seen[${seq}] is not {attempt, name}`;
    }
    for (const key of ['pending', 'passed', 'rejected']) {
        if (!Array.isArray(value[key]))
            return `${key} is not an array`;
    }
    for (const slot of value['pending']) {
        if (!isDelivery(slot) || !isSeqOf(slot['seq'], n)) {
            return 'pending holds an entry that is not {seq, attempt, name, item} of the fan';
        }
    }
    for (const passed of value['passed']) {
        if (!isDelivery(passed) ||
            !isSeqOf(passed['seq'], n) ||
            !PASS_OUTCOMES.has(passed['outcome'])) {
            return 'passed holds an entry that is not {seq, attempt, name, outcome} of the fan';
        }
    }
    for (const rejected of value['rejected']) {
        if (!isPlainObject(rejected) ||
            typeof rejected['name'] !== 'string' ||
            typeof rejected['detail'] !== 'string') {
            return 'rejected holds an entry that is not {name, detail}';
        }
    }
    if (typeof value['closed'] !== 'boolean')
        return 'closed is not a boolean';
    if (!['open', 'complete', 'incomplete'].includes(value['status']))
        return 'status is not open, complete or incomplete';
    if (!isPlainObject(value['options']))
        return 'options is not an object';
    return null;
}
/**
 * The first config field (see Kernel.config) where the persisted kernel state differs from
 * the state `kernel.init` derives from this gather's options; null when they all agree.
 */
function configProblem(state, spec, kernel) {
    const fields = kernel.config ?? [];
    if (fields.length === 0)
        return null;
    if (!isPlainObject(state))
        return 'its kernel state is not an object';
    const fresh = kernel.init(spec.options);
    for (const field of fields) {
        if ((0,canonical/* canonicalJson */.dj)(state[field] ?? null) !== (0,canonical/* canonicalJson */.dj)(fresh[field] ?? null)) {
            return `its kernel state's ${field} is ${JSON.stringify(state[field] ?? null).slice(0, 80)}, the options of this gather give ${JSON.stringify(fresh[field] ?? null).slice(0, 80)}`;
        }
    }
    return null;
}
/**
 * The record in `value`, checked against the gather `spec` it is resumed for and the
 * `kernel` that will fold into it. Throws {@link GatherStateError} naming what is wrong;
 * `where` names the source (an artifact).
 */
function resumeGather(value, spec, where, kernel) {
    const fail = (why) => {
        throw new GatherStateError(`gather state ${where} ${why}`);
    };
    if (!isPlainObject(value))
        return fail('is not a JSON object');
    if (value['format'] !== GATHER_FORMAT) {
        return fail(`is not a ${GATHER_FORMAT} record (format ${JSON.stringify(value['format'])?.slice(0, 60)})`);
    }
    const problem = checkShape(value);
    if (problem !== null)
        return fail(`is corrupt: ${problem}`);
    for (const key of ['fan_id', 'collector', 'mode', 'kernel']) {
        if (value[key] !== spec[key]) {
            return fail(`belongs to another gather: its ${key} is ${JSON.stringify(value[key])?.slice(0, 80)}, this gather's ${JSON.stringify(spec[key]).slice(0, 80)}`);
        }
    }
    if ((0,canonical/* canonicalJson */.dj)(value['options']) !== (0,canonical/* canonicalJson */.dj)(spec.options)) {
        return fail('was made with other kernel options: use another collector name, or the same options');
    }
    if (spec.expected !== undefined &&
        value['expected'] !== null &&
        value['expected'] !== spec.expected) {
        return fail(`expects ${String(value['expected'])} seqs, this gather ${spec.expected}`);
    }
    const config = configProblem(value['state'], spec, kernel);
    if (config !== null)
        return fail(`does not match its kernel options: ${config}`);
    const state = kernel.stateProblem?.(value['state']) ?? null;
    if (state !== null)
        return fail(`is corrupt: its ${kernel.name} state ${state}`);
    const record = value;
    // Saved before any leg told the fan's size: the size this gather is given holds from now.
    // (No seq was seen then: with expected null, checkShape admits none.)
    if (record.expected === null && spec.expected !== undefined) {
        return { ...record, expected: spec.expected };
    }
    return record;
}

;// CONCATENATED MODULE: ./src/gather/options.ts
/**
 * Kernel option readers (pure): each throws a RangeError naming the option, so that a bad
 * option is reported before any leg is read.
 */
function intOption(options, name, bounds) {
    const value = options[name] ?? bounds.default;
    if (value === undefined)
        throw new RangeError(`kernel option '${name}' is required`);
    if (typeof value !== 'number' ||
        !Number.isSafeInteger(value) ||
        value < bounds.min ||
        value > bounds.max) {
        throw new RangeError(`kernel option '${name}' must be an integer between ${bounds.min} and ${bounds.max}, got ${JSON.stringify(value)?.slice(0, 60) ?? String(value)}`);
    }
    return value;
}
function stringOption(options, name, def) {
    const value = options[name] ?? def;
    if (value === undefined)
        throw new RangeError(`kernel option '${name}' is required`);
    if (typeof value !== 'string' || value.length === 0 || value.length > 500) {
        throw new RangeError(`kernel option '${name}' must be a non-empty string of at most 500 characters`);
    }
    return value;
}
/** Refuses options the kernel does not know (a typo would otherwise be ignored). */
function onlyOptions(kernel, options, known) {
    for (const key of Object.keys(options)) {
        if (!known.includes(key)) {
            throw new RangeError(`kernel '${kernel}' has no option ${JSON.stringify(key.slice(0, 60))} (options: ${known.join(', ') || 'none'})`);
        }
    }
}

;// CONCATENATED MODULE: ./src/gather/summarizer.ts

function addField(stats, value) {
    if (stats === undefined)
        return { count: 1, sum: value, min: value, max: value, mean: value };
    const count = stats.count + 1;
    const sum = stats.sum + value;
    return {
        count,
        sum,
        min: Math.min(stats.min, value),
        max: Math.max(stats.max, value),
        mean: sum / count,
    };
}
const statsSummarizer = {
    name: 'stats',
    init: () => ({ count: 0, fields: {} }),
    add(digest, item) {
        // Without a prototype: a field named `constructor` or `__proto__` is a field like any other.
        const fields = Object.assign(Object.create(null), digest.fields);
        if (isPlainObject(item)) {
            for (const [key, value] of Object.entries(item)) {
                if (typeof value === 'number' && Number.isFinite(value)) {
                    fields[key] = addField(fields[key], value);
                }
            }
        }
        return { count: digest.count + 1, fields };
    },
    finish: (digest) => digest,
    digestProblem(digest) {
        if (!isPlainObject(digest) || !isCount(digest['count']) || !isPlainObject(digest['fields'])) {
            return 'is not {count, fields}';
        }
        for (const [key, stats] of Object.entries(digest['fields'])) {
            if (!isFieldStats(stats))
                return `has field ${JSON.stringify(key.slice(0, 80))} without {count, sum, min, max, mean}`;
        }
        return null;
    },
};
function isFieldStats(value) {
    if (!isPlainObject(value) || !isCount(value['count']))
        return false;
    return ['sum', 'min', 'max', 'mean'].every((key) => Number.isFinite(value[key]));
}
/** Only the built-in `stats` (the pure kernels' default; src/fanout/ adds user modules). */
const builtinSummarizers = (name, option) => {
    if (name === 'stats')
        return statsSummarizer;
    throw new RangeError(`kernel option '${option}': unknown summarizer ${JSON.stringify(name.slice(0, 80))} (built in: stats; a user module is a workspace path ending in .js or .mjs)`);
};

;// CONCATENATED MODULE: ./src/gather/kernels/state-shape.ts
/**
 * Checks of kernel states read back from artifacts (pure): the shapes the kernels' `apply`
 * relies on, so that a corrupt state is refused as such instead of failing on the next
 * leg's fold, which would blame that leg.
 */

/**
 * Why `value` (the state's `field`) is not a list of {seq, item} entries, ascending by
 * seq when `ascending`; null when it is one.
 */
function seqEntriesProblem(value, field, ascending) {
    if (!Array.isArray(value))
        return `${field} is not an array`;
    let previous = -1;
    for (const entry of value) {
        if (!isPlainObject(entry) || !isCount(entry['seq']) || !Object.hasOwn(entry, 'item')) {
            return `${field} holds an entry that is not {seq, item}`;
        }
        if (ascending && entry['seq'] <= previous)
            return `${field} is not in ascending seq order`;
        previous = entry['seq'];
    }
    return null;
}
/** Why `state` is not an object whose `items` are {seq, item} entries in seq order, or null. */
function itemsProblem(state) {
    if (!isPlainObject(state))
        return 'is not an object';
    return seqEntriesProblem(state['items'], 'items', true);
}

;// CONCATENATED MODULE: ./src/gather/kernels/append.ts


/** Index of the first entry whose seq is >= `seq`. */
function insertionPoint(items, seq) {
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (items[mid].seq < seq)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
const appendKernel = {
    name: 'append',
    init(options) {
        onlyOptions('append', options, []);
        return { items: [] };
    },
    stateProblem: itemsProblem,
    apply(state, item, origin) {
        const at = insertionPoint(state.items, origin.seq);
        if (state.items[at]?.seq === origin.seq) {
            throw new Error(`append: seq ${origin.seq} folded twice`);
        }
        const items = [...state.items];
        items.splice(at, 0, { seq: origin.seq, item });
        return { items };
    },
    finalize: (state) => state.items.map((entry) => entry.item),
};

;// CONCATENATED MODULE: ./src/gather/kernels/window.ts




const MAX_WINDOW_SIZE = 10_000;
function makeWindowKernel(resolve) {
    return {
        name: 'window',
        config: ['size', 'summarize'],
        init(options) {
            onlyOptions('window', options, ['size', 'summarize']);
            const size = intOption(options, 'size', { min: 1, max: MAX_WINDOW_SIZE });
            const summarize = stringOption(options, 'summarize', 'stats');
            const summarizer = resolve(summarize, 'summarize');
            return { size, summarize, recent: [], evicted: 0, digest: summarizer.init() };
        },
        stateProblem(state) {
            // size and summarize are config fields: checked against the options before this.
            if (!isPlainObject(state))
                return 'is not an object';
            const { recent, evicted, size, summarize, digest } = state;
            const entries = seqEntriesProblem(recent, 'recent', false);
            if (entries !== null)
                return entries;
            if (recent.length > size)
                return `recent holds more than ${String(size)} items`;
            if (!Number.isSafeInteger(evicted) || evicted < 0)
                return 'evicted is not a count';
            const summary = resolve(summarize, 'summarize').digestProblem?.(digest) ?? null;
            return summary === null ? null : `digest ${summary}`;
        },
        async apply(state, item, origin) {
            const recent = [...state.recent, { seq: origin.seq, item }];
            if (recent.length <= state.size)
                return { ...state, recent };
            const out = recent.shift();
            const summarizer = resolve(state.summarize, 'summarize');
            const frame = { ...origin.frame, seq: out.seq };
            const digest = await summarizer.add(state.digest, out.item, frame);
            return { ...state, recent, evicted: state.evicted + 1, digest };
        },
        async finalize(state) {
            const summarizer = resolve(state.summarize, 'summarize');
            return {
                items: state.recent.map((r) => r.item),
                evicted: state.evicted,
                digest: await summarizer.finish(state.digest),
            };
        },
    };
}
/** The window kernel with the built-in summarizers only. */
const windowKernel = makeWindowKernel(builtinSummarizers);

;// CONCATENATED MODULE: ./src/gather/kernels/rlm.ts
/**
 * The `rlm` kernel (pure part): a durable record that outlives the run, e.g. a
 * week-over-week history. A gather with this kernel collects its items like `append`; once
 * it closes, its result becomes one entry of the record, keyed by run id, and the publish
 * step (src/fanout/rlm-publish.ts) folds it into the record file with {@link foldRlmRecord}.
 *
 * The record keeps at most `max-entries` entries; older ones are compacted into a digest by
 * a summarizer (each item of a compacted entry is added to it). Folding is idempotent by run
 * id: a rerun replaces its entry (keeping its place), and a run already compacted into the
 * digest is never counted again.
 */




const RLM_FORMAT = 'squadscope-rlm/1';
const MAX_RLM_ENTRIES = 10_000;
function emptyRlmRecord(summarizer) {
    return { format: RLM_FORMAT, entries: [], compacted: [], digest: summarizer.init() };
}
/** Folds the result of run `runId` into the record (returns a new record). */
async function foldRlmRecord(record, entry, maxEntries, summarizer) {
    if (record.compacted.includes(entry.run_id))
        return { record, outcome: 'already-compacted' };
    const at = record.entries.findIndex((e) => e.run_id === entry.run_id);
    const entries = [...record.entries];
    let outcome = 'added';
    if (at >= 0) {
        outcome =
            (0,canonical/* canonicalJson */.dj)(entries[at].result) === (0,canonical/* canonicalJson */.dj)(entry.result) ? 'unchanged' : 'replaced';
        entries[at] = { run_id: entry.run_id, result: entry.result };
    }
    else {
        entries.push({ run_id: entry.run_id, result: entry.result });
    }
    let digest = record.digest;
    const compacted = [...record.compacted];
    while (entries.length > maxEntries) {
        const old = entries.shift();
        for (const item of Array.isArray(old.result) ? old.result : [old.result]) {
            digest = await summarizer.add(digest, item, null);
        }
        compacted.push(old.run_id);
    }
    compacted.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return { record: { format: RLM_FORMAT, entries, compacted, digest }, outcome };
}
const rlmKernel = {
    name: 'rlm',
    config: ['record', 'max_entries', 'summarize', 'run_id'],
    init(options) {
        onlyOptions('rlm', options, ['record', 'max-entries', 'summarize', 'run-id']);
        const runId = options['run-id'] === undefined ? null : stringOption(options, 'run-id');
        return {
            ...appendKernel.init({}),
            record: stringOption(options, 'record'),
            max_entries: intOption(options, 'max-entries', { min: 1, max: MAX_RLM_ENTRIES, default: 52 }),
            summarize: stringOption(options, 'summarize', 'stats'),
            run_id: runId,
        };
    },
    stateProblem: itemsProblem,
    async apply(state, item, origin) {
        const { items } = await appendKernel.apply(state, item, origin);
        return { ...state, items };
    },
    finalize: (state) => appendKernel.finalize(state),
};

;// CONCATENATED MODULE: ./src/gather/index.ts














/***/ }),

/***/ 24696:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ LEG_ID_PATTERN)
/* harmony export */ });
// The grammar of an id that names a leg: an RSS source id or a packed leg's id (the
// schemas' `sourceId`). One constant so that every reader checks the same grammar.
/**
 * An id becomes part of artifact and file names, so nothing that could climb out of a
 * directory or hide. ASCII only, so the pattern reads the same with or without the `u` flag
 * Ajv compiles schema patterns with.
 */
const LEG_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;


/***/ }),

/***/ 90456:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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


/***/ }),

/***/ 61676:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ messageOf)
/* harmony export */ });
/**
 * The message of anything thrown, for a log line or a diagnostic. Duck-typed, not
 * `instanceof Error`: errors may come from another realm (a vm context such as jest's, or a
 * client library's), where instanceof is false. An error with an empty message gives its
 * name. Free of @actions/core, so pure modules can use it.
 */
function messageOf(error) {
    if (typeof error === 'object' && error !== null && 'message' in error) {
        const { message } = error;
        if (typeof message === 'string' && message !== '')
            return message;
        const name = error.name;
        if (typeof message === 'string' && typeof name === 'string' && name !== '')
            return name;
    }
    return String(error);
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(12957);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
