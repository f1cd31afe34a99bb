import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

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

/***/ 22819:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(27227);
// Bundle entry of fan-in.

await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .iW)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 27227:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  iW: () => (/* binding */ main)
});

// UNUSED EXPORTS: ACTION_NAME, fanInAction, runFanInAction

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(73136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __nccwpck_require__(75919);
// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __nccwpck_require__(61676);
// EXTERNAL MODULE: ./src/runtime/untrusted.ts
var untrusted = __nccwpck_require__(63634);
;// CONCATENATED MODULE: ./src/actions/shared/action.ts
// The one shape of every action: main.ts defines the action (its name, the input reader of
// its inputs.ts, its run) and this module turns the definition into the runtime's spec and
// runs it, so no action wires the lifecycle by hand.
//
// The runtime (and with it the Actions toolkit) is imported when the action runs, not when
// this module loads: the fan-in's bundle is also its leg-check worker, which runs no action.
/** The runtime's spec of `definition`, with `deps` bound. */
function actionSpec(definition, deps) {
    const { jitterSeconds } = definition;
    return {
        name: definition.name,
        readInputs: (inputs, env) => definition.readInputs(inputs, env, deps.cwd ?? process.cwd(), deps),
        ...(jitterSeconds ? { jitterSeconds: (inputs) => jitterSeconds(inputs) } : {}),
        run: (ctx, inputs) => definition.run(ctx, inputs, deps),
    };
}
/** Runs the action through the lifecycle; resolves to the exit code. */
async function runDefinedAction(definition, deps) {
    const { runAction } = await Promise.all(/* import() */[__nccwpck_require__.e(659), __nccwpck_require__.e(979), __nccwpck_require__.e(880)]).then(__nccwpck_require__.bind(__nccwpck_require__, 43570));
    return runAction(actionSpec(definition, deps), deps);
}

;// CONCATENATED MODULE: ./src/actions/shared/store.ts
// The artifact store an action works on. The artifacts module (and through it the GitHub
// Actions artifact client) is imported only here, once the inputs are valid, so a bad input
// fails before any of it loads.
/** `given` (a test's store), else `artifact-dir` when set, else the run's GitHub Actions artifacts. */
async function openStore(artifactDir, env, given) {
    if (given !== undefined)
        return given;
    const { openArtifactStore } = await __nccwpck_require__.e(/* import() */ 300).then(__nccwpck_require__.bind(__nccwpck_require__, 48300));
    return openArtifactStore({ ...(artifactDir === undefined ? {} : { artifactDir }), env });
}

// EXTERNAL MODULE: ./src/contracts/index.ts + 2 modules
var contracts = __nccwpck_require__(30987);
// EXTERNAL MODULE: ./src/runcontext/nesting.ts + 1 modules
var nesting = __nccwpck_require__(67242);
// EXTERNAL MODULE: ./src/runtime/input-error.ts
var input_error = __nccwpck_require__(41327);
;// CONCATENATED MODULE: ./src/actions/fan-in/inputs.ts
// The inputs of fan-in, all validated before any artifact is listed (fail fast).




/** partial-chunk and chunk-size: both, or neither. */
function readPartial(inputs) {
    const chunk = inputs.optional('partial-chunk');
    const size = inputs.optional('chunk-size');
    if (chunk === undefined && size === undefined)
        return undefined;
    if (chunk === undefined) {
        throw new input_error/* InputError */.d('chunk-size', 'is read only with partial-chunk (a partial fan-in)');
    }
    if (size === undefined) {
        throw new input_error/* InputError */.d('chunk-size', 'is required with partial-chunk: the legs per chunk');
    }
    return {
        chunk: inputs.int('partial-chunk', { min: 0, max: nesting/* MAX_CHUNK_ARGUMENT */.dl }),
        chunkSize: inputs.int('chunk-size', { min: 1, max: nesting/* MAX_CHUNK_ARGUMENT */.dl }),
    };
}
const QUERY_PARAM = /^[A-Za-z0-9._~-]{1,100}$/;
function contract(inputs, name, which) {
    const value = inputs.json(name);
    if (value === undefined)
        return undefined;
    const result = (0,contracts/* validate */.tf)(which, value);
    if (!result.ok) {
        const first = result.errors[0];
        throw new input_error/* InputError */.d(name, `is not a valid ${which}: ${first?.pointer || '/'} ${first?.message ?? ''}`);
    }
    return value;
}
function readFanInInputs(inputs, env, cwd) {
    const workspace = env['GITHUB_WORKSPACE'] || cwd;
    const path = (p) => ((0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(workspace, p));
    const optionalPath = (name) => {
        const value = inputs.optional(name);
        return value === undefined ? undefined : path(value);
    };
    const keep = inputs.list('keep-query-params');
    for (const name of keep) {
        if (!QUERY_PARAM.test(name)) {
            throw new input_error/* InputError */.d('keep-query-params', `${JSON.stringify(name.slice(0, 60))} is not a query parameter name`);
        }
    }
    return {
        runContext: contract(inputs, 'run-context', 'run_context_v1'),
        fanPlan: contract(inputs, 'fan-plan', 'fan_plan_v1'),
        artifactDir: optionalPath('artifact-dir'),
        outputDir: path(inputs.string('output-dir', { default: 'data/raw' })),
        minSourceRatio: inputs.number('min-source-ratio', { default: 0.6, min: 0, max: 1 }),
        keepQueryParams: keep,
        topicConfig: optionalPath('topic-config'),
        state: optionalPath('state'),
        upload: inputs.bool('upload', true),
        okf: inputs.bool('okf', false),
        partial: readPartial(inputs),
    };
}

;// CONCATENATED MODULE: ./src/actions/fan-in/main.ts
// fan-in: the composition root. Reads the inputs, opens the artifact store, runs the
// fan-in (src/fanin), then reports: outputs, annotations (one error per rejected
// artifact, one warning per warning), a job summary, and the uploads of the canonical
// outputs and of the diagnostics (uploaded even when the fan-in fails).
//
// A failed fan-in exits 1 with one line saying why; nothing else is reported as failure.









const ACTION_NAME = 'fan-in';
function annotate(ctx, result) {
    for (const a of result.diagnostics.artifacts) {
        if (a.verdict !== 'rejected')
            continue;
        const first = a.errors[0];
        ctx.log.error(`Artifact ${(0,untrusted/* untrusted */.bp)(a.name, 120)} rejected (${a.reason ?? 'invalid'}) at ${(0,untrusted/* untrusted */.bp)(first?.pointer || '/', 120)}: ${(0,untrusted/* untrusted */.bp)(first?.message ?? '', 300)}`, { title: `fan-in: ${a.name.slice(0, 100)} rejected` });
    }
    for (const warning of result.warnings)
        ctx.log.warning((0,untrusted/* untrusted */.bp)(warning, 400), { title: 'fan-in warning' });
}
function setOutputs(ctx, result, canonicalArtifact, metricsPath) {
    ctx.setOutput('status', result.status);
    ctx.setOutput('github-path', result.paths.github ?? '');
    ctx.setOutput('news-path', result.paths.news ?? '');
    ctx.setOutput('diagnostics-path', result.paths.diagnostics);
    ctx.setOutput('news-checksum', result.newsChecksum ?? '');
    ctx.setOutput('warnings', result.warnings);
    ctx.setOutput('canonical-artifact', canonicalArtifact);
    ctx.setOutput('metrics-path', metricsPath);
}
async function filesOf(paths) {
    return Promise.all(paths.map(async (p) => ({ name: (0,external_node_path_.basename)(p), data: await (0,promises_.readFile)(p) })));
}
/**
 * Uploads an artifact; one that already exists with the same files (a rerun of the same
 * attempt on a local directory) is fine, with other files it is an error.
 */
async function upload(ctx, store, name, files) {
    const { uploadOnce } = await __nccwpck_require__.e(/* import() */ 210).then(__nccwpck_require__.bind(__nccwpck_require__, 55210));
    const outcome = await uploadOnce(store, name, files);
    ctx.log.info(outcome === 'uploaded'
        ? `Uploaded artifact ${name} (${files.map((f) => f.name).join(', ')})`
        : `Artifact ${name} already exists with the same content`);
}
/**
 * The ledger's own artifact. Its durations differ from run to run, so an attempt run again
 * keeps the first one; no problem here ever fails the fan-in.
 */
async function uploadLedger(ctx, store, week, attempt, path) {
    const { ArtifactError, attemptName } = await __nccwpck_require__.e(/* import() */ 300).then(__nccwpck_require__.bind(__nccwpck_require__, 48300));
    const name = attemptName(`run-metrics-${week}`, attempt);
    try {
        await store.upload(name, await filesOf([path]));
        ctx.log.info(`Uploaded artifact ${name}`);
    }
    catch (error) {
        if (error instanceof ArtifactError && error.code === 'exists')
            ctx.log.info(`Artifact ${name} already exists: kept`);
        else
            ctx.log.warning(`Could not upload the run ledger: ${(0,untrusted/* untrusted */.bp)((0,error_message/* messageOf */.b)(error), 300)}`);
    }
}
async function run(ctx, inputs, deps) {
    const store = await openStore(inputs.artifactDir, ctx.env, deps.store);
    if (inputs.partial) {
        const { runPartial } = await Promise.all(/* import() */[__nccwpck_require__.e(705), __nccwpck_require__.e(979), __nccwpck_require__.e(300), __nccwpck_require__.e(583), __nccwpck_require__.e(733), __nccwpck_require__.e(278)]).then(__nccwpck_require__.bind(__nccwpck_require__, 12278));
        return runPartial(ctx, { ...inputs, partial: inputs.partial }, store);
    }
    // The fan-in's modules load only once the inputs are valid and the store is open; the
    // ledger and the summary, once the fan-in has a result.
    const { runFanIn, validationLine } = await Promise.all(/* import() */[__nccwpck_require__.e(705), __nccwpck_require__.e(979), __nccwpck_require__.e(300), __nccwpck_require__.e(583), __nccwpck_require__.e(733)]).then(__nccwpck_require__.bind(__nccwpck_require__, 22733));
    const result = await ctx.phase('Fan in', () => runFanIn({
        outputDir: inputs.outputDir,
        minSourceRatio: inputs.minSourceRatio,
        keepQueryParams: inputs.keepQueryParams,
        ...(inputs.runContext ? { runContext: inputs.runContext } : {}),
        ...(inputs.fanPlan ? { fanPlan: inputs.fanPlan } : {}),
        ...(inputs.topicConfig ? { topicConfigPath: inputs.topicConfig } : {}),
        ...(inputs.state ? { statePath: inputs.state } : {}),
    }, {
        store,
        now: deps.clock ?? Date.now,
        sourceDateEpoch: ctx.env['SOURCE_DATE_EPOCH'],
        ...(deps.legWorkerScript ? { legWorkerScript: deps.legWorkerScript } : {}),
    }));
    const d = result.diagnostics;
    ctx.telemetry.annotate({ 'run.id': d.run_id, 'squadscope.status': d.status });
    ctx.log.info(`Fan-in of run ${d.run_id}: ${result.status}${result.reason ? ` (${(0,untrusted/* untrusted */.bp)(result.reason, 400)})` : ''}`);
    ctx.log.info(`Legs: ${validationLine(result.validation)}`);
    for (const file of result.files)
        ctx.log.info(`${file.outcome === 'written' ? 'Wrote' : 'Unchanged'} ${(0,untrusted/* untrusted */.bp)(file.path)}`);
    annotate(ctx, result);
    const { writeRunLedger } = await Promise.all(/* import() */[__nccwpck_require__.e(659), __nccwpck_require__.e(979), __nccwpck_require__.e(300), __nccwpck_require__.e(539)]).then(__nccwpck_require__.bind(__nccwpck_require__, 83949));
    const { writeFanInSummary } = await Promise.all(/* import() */[__nccwpck_require__.e(979), __nccwpck_require__.e(306)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3984));
    // The ledger sits beside the canonical outputs: a fan-in that wrote none (failed closed, or
    // a plan with no legs) leaves its diagnostics as its only output and only artifact.
    const wroteOutputs = result.paths.github !== null || result.paths.news !== null;
    const ledger = wroteOutputs
        ? await writeRunLedger(ctx, store, result, (0,external_node_path_.dirname)(result.paths.diagnostics))
        : null;
    writeFanInSummary(ctx.summary, result, ledger?.ledger ?? null);
    let canonicalArtifact = '';
    let uploadError;
    if (inputs.upload) {
        try {
            await ctx.phase('Upload', async () => {
                const { attemptName, runAttempt } = await __nccwpck_require__.e(/* import() */ 300).then(__nccwpck_require__.bind(__nccwpck_require__, 48300));
                const attempt = runAttempt(ctx.env);
                const canonical = [result.paths.github, result.paths.news].filter((p) => p !== null);
                if (canonical.length > 0) {
                    canonicalArtifact = attemptName(`canonical-${d.week}`, attempt);
                    await upload(ctx, store, canonicalArtifact, await filesOf(canonical));
                }
                await upload(ctx, store, attemptName('fan-in-diagnostics', attempt), await filesOf([result.paths.diagnostics]));
                if (ledger !== null)
                    await uploadLedger(ctx, store, d.week, attempt, ledger.path);
            });
        }
        catch (error) {
            uploadError = error;
            canonicalArtifact = '';
        }
    }
    setOutputs(ctx, result, canonicalArtifact, ledger?.path ?? '');
    let newsOkf = '';
    if (inputs.okf && result.paths.news !== null && uploadError === undefined) {
        const news = result.paths.news;
        const { publishNewsOkf } = await Promise.all(/* import() */[__nccwpck_require__.e(209), __nccwpck_require__.e(979), __nccwpck_require__.e(300), __nccwpck_require__.e(982)]).then(__nccwpck_require__.bind(__nccwpck_require__, 18982));
        newsOkf = JSON.stringify(await ctx.phase('Publish OKF', () => publishNewsOkf(ctx, store, news, d.week)));
    }
    ctx.setOutput('news-okf', newsOkf);
    const articles = d.fans.rss?.legs.reduce((n, l) => n + l.items, 0) ?? 0;
    const repositories = d.fans.github?.legs.reduce((n, l) => n + l.items, 0) ?? 0;
    ctx.metric('legs_accepted', d.artifacts.filter((a) => a.verdict === 'accepted').length);
    ctx.metric('artifacts_rejected', d.artifacts.filter((a) => a.verdict === 'rejected').length);
    ctx.metric('warnings', result.warnings.length);
    ctx.metric('articles_in', articles);
    ctx.metric('repositories_in', repositories);
    // One line saying why: the fan-in's failure comes first, an upload problem after it.
    if (result.status === 'failed') {
        if (uploadError !== undefined) {
            ctx.log.error(`Upload failed: ${(0,untrusted/* untrusted */.bp)((0,error_message/* messageOf */.b)(uploadError), 300)}`);
        }
        throw new Error(`fan-in failed: ${result.reason ?? 'see the diagnostics'}`);
    }
    if (uploadError !== undefined)
        throw uploadError;
    return { items: articles + repositories };
}
/** Runs the fan-in; a setup problem (no run context, a topic config of another run) is one line as is. */
async function runOrExplain(ctx, inputs, deps) {
    try {
        return await run(ctx, inputs, deps);
    }
    catch (error) {
        const { FanInSetupError } = await Promise.all(/* import() */[__nccwpck_require__.e(705), __nccwpck_require__.e(979), __nccwpck_require__.e(300), __nccwpck_require__.e(583), __nccwpck_require__.e(733)]).then(__nccwpck_require__.bind(__nccwpck_require__, 22733));
        if (error instanceof FanInSetupError)
            throw new Error(`fan-in cannot start: ${error.message}`);
        throw error;
    }
}
const fanInAction = {
    name: ACTION_NAME,
    readInputs: readFanInInputs,
    run: runOrExplain,
};
/** Runs the action; resolves to the exit code. */
function runFanInAction(deps = {}) {
    return runDefinedAction(fanInAction, deps);
}
/**
 * The bundle's entry. The bundle (process.argv[1]) also serves the leg-check workers: started
 * again in a worker thread, it validates legs and runs no action.
 */
async function main() {
    if (!external_node_worker_threads_.isMainThread) {
        const { serveLegChecks } = await Promise.all(/* import() */[__nccwpck_require__.e(979), __nccwpck_require__.e(300), __nccwpck_require__.e(583), __nccwpck_require__.e(799)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6583));
        if (serveLegChecks())
            return 0;
    }
    const entry = process.argv[1];
    return runFanInAction(entry === undefined ? {} : { legWorkerScript: (0,external_node_url_.pathToFileURL)(entry) });
}


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

const fullFormats = ajv_formats_dist_formats_js__WEBPACK_IMPORTED_MODULE_0__/* .fullFormats */ .U9 ??
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
const validators_ucs2length = typeof ucs2length/* default */.A === 'function'
    ? ucs2length/* default */.A
    : ucs2length/* default.default */.A["default"];
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

/***/ 67242:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  dl: () => (/* binding */ MAX_CHUNK_ARGUMENT),
  X0: () => (/* binding */ chunkOfPackId)
});

// UNUSED EXPORTS: checkNestedShape, chunkMatrix, nestJobs, nestedPackId

;// CONCATENATED MODULE: ./src/runcontext/packing.ts
// Packing the RSS legs of a plan into matrix jobs, chunking the matrix past one GitHub
// matrix, and the limits and cost of a shape (pure). See docs/shapes.md.
//
// The fan plan stays one leg per source (its seq, frame and artifact file): packing only
// decides which sources one matrix job crawls, one after another. So the fan-in validates
// per source and its canonical outputs do not depend on the packing.
/** GitHub runs at most this many jobs from one matrix. */
const packing_MAX_MATRIX_JOBS = 256;
/** The reusable workflow has this many RSS matrix jobs (rss-matrix-0 … rss-matrix-3). */
const MATRIX_CHUNKS = 4;
/** Legs one flat run can hold: MATRIX_CHUNKS matrices of MAX_MATRIX_JOBS. */
const MAX_FLAT_LEGS = packing_MAX_MATRIX_JOBS * MATRIX_CHUNKS;
/** Artifacts the toolkit lists per run unless ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT says otherwise. */
const DEFAULT_MAX_LISTED_ARTIFACTS = 1000;
/** Artifacts one job may create. */
const MAX_ARTIFACTS_PER_JOB = 500;
/**
 * Artifacts of a run besides the legs: run-context, the canonical outputs and the
 * diagnostics of the fan-in, with room for a rerun of each.
 */
const RESERVED_ARTIFACTS = 8;
/** Estimate of a job's set-up (runner start, checkout, cache restore) in seconds. */
const JOB_OVERHEAD_SECONDS = 30;
/** Estimate of one source's crawl (fetch with retries, parse, upload) in seconds. */
const SECONDS_PER_SOURCE = 15;
/** Thrown for a shape GitHub or the artifact service cannot run; the message says why and what to do. */
class packing_ShapeError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ShapeError';
    }
}
/** Sources per leg for a packing of `sources` sources (at least 1). */
function packing_sourcesPerLeg(packing, sources) {
    if (!Number.isSafeInteger(packing.n) || packing.n < 1) {
        throw new RangeError(`${packing.kind} must be an integer >= 1, got ${String(packing.n)}`);
    }
    if (packing.kind === 'sources-per-leg')
        return packing.n;
    return Math.max(1, Math.ceil(sources / packing.n));
}
/** `p0` … : ids of packed legs, padded so that they sort in plan order. */
function packedLegId(index, count) {
    return `p${String(index).padStart(String(Math.max(count - 1, 0)).length, '0')}`;
}
/**
 * The RSS matrix entries: with one source per leg today's entries unchanged; else
 * consecutive runs of `per` sources in plan (priority) order, each one packed entry.
 */
function packing_packLegs(legs, packing) {
    const per = packing_sourcesPerLeg(packing, legs.length);
    if (per === 1)
        return [...legs];
    const count = Math.ceil(legs.length / per);
    const jobs = [];
    for (let i = 0; i < count; i++) {
        const group = legs.slice(i * per, (i + 1) * per);
        const first = group[0];
        jobs.push({
            leg_id: packedLegId(i, count),
            source_ids: group.map((l) => l.source_id).join(','),
            sources: group.length,
            fan_id: first.fan_id,
            expected: first.expected,
            required: group.some((l) => l.required),
        });
    }
    return jobs;
}
/** Splits the jobs into MATRIX_CHUNKS matrices of at most MAX_MATRIX_JOBS (empty ones last). */
function chunkJobs(jobs) {
    const chunks = [];
    for (let i = 0; i < MATRIX_CHUNKS; i++) {
        chunks.push(jobs.slice(i * packing_MAX_MATRIX_JOBS, (i + 1) * packing_MAX_MATRIX_JOBS));
    }
    return chunks;
}
/**
 * Refuses a shape that cannot run: more RSS jobs than MAX_FLAT_LEGS (unless nested), or more
 * artifacts (`perJob` for each RSS job and GitHub shard, one partial per chunk,
 * RESERVED_ARTIFACTS) than the fan-in can list.
 */
function checkShape(rssJobs, githubLegs, limits, perJob = { rss: 1, github: 1 }) {
    const chunks = limits.nestedChunks ?? 0;
    if (limits.nestedChunks === undefined && rssJobs > MAX_FLAT_LEGS) {
        throw new packing_ShapeError(`${rssJobs} RSS legs: one run holds at most ${MAX_FLAT_LEGS} (${MATRIX_CHUNKS} matrices of ${packing_MAX_MATRIX_JOBS} jobs); ` +
            `pack several sources into each leg (sources-per-leg or max-legs), or nest fans (chunk-size: a partial fan-in per chunk, then a fan-in of the partials)`);
    }
    const artifacts = rssJobs * perJob.rss + githubLegs * perJob.github + chunks + RESERVED_ARTIFACTS;
    if (artifacts > limits.maxListedArtifacts) {
        throw new packing_ShapeError(`${rssJobs} RSS legs and ${githubLegs} GitHub shards make ${artifacts} artifacts (with ${RESERVED_ARTIFACTS} reserved for the run context and the fan-in), ` +
            `over the ${limits.maxListedArtifacts} the fan-in can list (ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT): pack several sources into each leg (sources-per-leg or max-legs)`);
    }
}
/** The listing limit from ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT, as the toolkit reads it. */
function maxListedArtifacts(env) {
    const raw = env['ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT'];
    if (raw === undefined || raw === '')
        return DEFAULT_MAX_LISTED_ARTIFACTS;
    const n = /^[1-9][0-9]{0,8}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
    if (Number.isNaN(n)) {
        throw new packing_ShapeError(`ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT must be an integer >= 1, got ${JSON.stringify(raw.slice(0, 40))}`);
    }
    return n;
}
/**
 * Estimated billed runner minutes of the RSS jobs: GitHub bills each job rounded up to
 * the whole minute, so a job costs ceil((JOB_OVERHEAD_SECONDS + its sources ×
 * SECONDS_PER_SOURCE) / 60) minutes, and the estimate is the sum over the jobs.
 */
function billedMinutes(sourcesPerJob) {
    return sourcesPerJob.reduce((sum, n) => sum + Math.ceil((JOB_OVERHEAD_SECONDS + n * SECONDS_PER_SOURCE) / 60), 0);
}
/** The number of sources of each job. */
function jobSources(jobs) {
    return jobs.map((job) => ('sources' in job ? job.sources : 1));
}

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
    const per = sourcesPerLeg(packing, legs.length);
    const chunks = [];
    for (let at = 0; at < legs.length; at += chunkSize)
        chunks.push(legs.slice(at, at + chunkSize));
    if (per === 1)
        return chunks;
    const most = Math.ceil(chunkSize / per);
    return chunks.map((chunk, k) => packLegs(chunk, { kind: 'sources-per-leg', n: per }).map((job, i) => 'leg_id' in job ? { ...job, leg_id: nestedPackId(k, chunks.length, i, most) } : job));
}
/**
 * Refuses a nested shape GitHub cannot run: more jobs in a chunk than one matrix holds, or
 * more chunks than the outer matrix holds.
 */
function checkNestedShape(chunks, chunkSize) {
    if (chunks.length > MAX_MATRIX_JOBS) {
        throw new ShapeError(`${chunks.length} chunks of ${chunkSize} sources: the outer matrix holds at most ${MAX_MATRIX_JOBS}; raise chunk-size`);
    }
    const largest = Math.max(0, ...chunks.map((c) => c.length));
    if (largest > MAX_MATRIX_JOBS) {
        throw new ShapeError(`chunk-size ${chunkSize} makes ${largest} jobs in a chunk: one matrix holds at most ${MAX_MATRIX_JOBS}; lower chunk-size or pack more sources per leg (sources-per-leg)`);
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

/***/ 41327:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ InputError)
/* harmony export */ });
// The error of a bad action input, in a module of its own without @actions/core at run
// time, so that input readers can throw it without loading the Actions toolkit.
/** A bad action input: the message names the input, e.g. `Input 'max-items': must be at least 1, got "0"`. */
class InputError extends Error {
    input;
    problem;
    /** The file (workspace-relative) and place the problem is in, for the error annotation. */
    annotation;
    constructor(input, problem, annotation) {
        super(`Input '${input}': ${problem}`);
        this.name = 'InputError';
        this.input = input;
        this.problem = problem;
        if (annotation)
            this.annotation = annotation;
    }
}


/***/ }),

/***/ 63634:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ oneLineSafe),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   bp: () => (/* binding */ untrusted)
/* harmony export */ });
// Untrusted text (feed titles, URLs, server and parser messages, file content) made safe to
// print: in the job log, where the runner reads lines starting with `::` as workflow
// commands; in the job summary, where markdown and HTML would render; and in one-line
// messages. Pure: no I/O, no @actions/core, so every module can use it.
/**
 * Characters some readers treat as line breaks although JSON.stringify leaves them raw.
 * The runner splits on \r and \n only (JSON escapes those), but a log viewer or a later
 * consumer might not, so they are escaped too; the result stays valid JSON.
 */
const EXTRA_LINE_BREAKS = /[\u0085\u2028\u2029]/g;
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}
function isLowSurrogate(code) {
    return code >= 0xdc00 && code <= 0xdfff;
}
/**
 * Makes untrusted text (feed titles, URLs, server messages) safe to log: cut to `max`
 * UTF-16 code units without splitting a surrogate pair, then JSON-quoted. The result is
 * one line that starts with `"`, so the runner can never read it as a workflow command
 * (`::add-mask::`, `::set-output::`, `::stop-commands::` …) whatever the text holds.
 */
function untrusted(text, max = 200) {
    let cut = text;
    if (text.length > max) {
        let end = Math.max(0, Math.floor(max));
        if (end > 0 &&
            isHighSurrogate(text.charCodeAt(end - 1)) &&
            isLowSurrogate(text.charCodeAt(end))) {
            end -= 1; // drop the whole character rather than leave half of it
        }
        cut = text.slice(0, end);
    }
    return JSON.stringify(cut).replace(EXTRA_LINE_BREAKS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** The characters that could start markup, break a table cell or open HTML. */
const MARKDOWN_SPECIAL = /[|\\`*_[\]<>#]/g;
/**
 * Escapes untrusted text for the job summary: line breaks become spaces (a newline ends
 * a table row) and each markdown-special character gets a backslash (CommonMark treats
 * `\<` as a literal `<`, so no HTML can be opened; GFM tables honour `\|`).
 */
function escapeMarkdown(text) {
    return text.replace(/\r\n|\r|\n/g, ' ').replace(MARKDOWN_SPECIAL, '\\$&');
}
/** Control characters and the line breaks JSON leaves raw. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/**
 * Untrusted text in a one-line message: each line break (with the spaces around it) becomes
 * `separator`, other control characters a space, and the text is cut to `max` UTF-16 code
 * units (never half a surrogate pair) with `…` when longer.
 */
function oneLine(text, max = 300, separator = ' ') {
    const flat = text
        .replace(/\s*(?:\r\n|[\r\n\u2028\u2029])+\s*/g, separator)
        .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
        .trim();
    if (flat.length <= max)
        return flat;
    let end = max;
    if (isHighSurrogate(flat.charCodeAt(end - 1)))
        end -= 1;
    return `${flat.slice(0, end)}…`;
}
/**
 * Escapes control and line-break characters as `\uXXXX`, so a message built from file
 * content (a key, a YAML error) stays one line and cannot start a workflow command on a line
 * of its own, while every character stays visible.
 */
function oneLineSafe(text) {
    return text.replace(CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
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
/******/ var __webpack_exports__ = __nccwpck_require__(22819);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
