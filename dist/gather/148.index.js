export const id = 148;
export const ids = [148];
export const modules = {

/***/ 94148:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   startOpenTelemetry: () => (/* binding */ startOpenTelemetry)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3428);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8408);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(11802);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(91213);
/* harmony import */ var _opentelemetry_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55931);
/* harmony import */ var _opentelemetry_exporter_metrics_otlp_http__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8472);
/* harmony import */ var _opentelemetry_exporter_trace_otlp_http__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3083);
/* harmony import */ var _opentelemetry_resources__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19481);
/* harmony import */ var _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(27247);
/* harmony import */ var _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(37297);
/* harmony import */ var _opentelemetry_sdk_trace__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22372);
/* harmony import */ var _opentelemetry_sdk_trace__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(86684);
/* harmony import */ var _telemetry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68867);
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(61676);
/**
 * Telemetry with the OpenTelemetry SDK: one tracer provider and one meter provider per
 * action run, each exporting OTLP/HTTP (JSON bodies) to the configured collector. Loaded
 * only through start.ts, when the environment turns telemetry on.
 *
 * Nothing is registered globally: the providers belong to this run alone. Parent spans are
 * tracked with an AsyncLocalStorage of our own, so that work started inside a phase (HTTP
 * requests included) becomes that phase's child without a global context manager.
 */










const SCOPE = 'squadscope';
/** Metrics are exported once at the end; a long run also exports every minute. */
const METRIC_INTERVAL_MS = 60_000;
/** The first export failure of each signal, for the one warning line. */
class ExportFailures {
    #seen = new Map();
    /** Wraps the exporter's export() so that a failed result is noted (and still reported on). */
    watch(signal, exporter) {
        const original = exporter.export.bind(exporter);
        exporter.export = (items, done) => original(items, (result) => {
            if (result.code !== _opentelemetry_core__WEBPACK_IMPORTED_MODULE_2__/* .ExportResultCode */ .V.SUCCESS && !this.#seen.has(signal))
                this.#seen.set(signal, result.error?.message ?? 'export failed');
            done(result);
        });
        return exporter;
    }
    note(signal, error) {
        if (!this.#seen.has(signal))
            this.#seen.set(signal, (0,_error_message_js__WEBPACK_IMPORTED_MODULE_3__/* .messageOf */ .b)(error));
    }
    summary() {
        if (this.#seen.size === 0)
            return null;
        return [...this.#seen].map(([signal, message]) => `${signal}: ${message}`).join('; ');
    }
}
function exporterOptions(endpoint, timeoutMs) {
    return { url: endpoint.url, headers: { ...endpoint.headers }, timeoutMillis: timeoutMs };
}
const COUNTERS = {
    'articles.fetched': 'Articles fetched from feeds',
    'articles.kept': 'Articles kept (in the window, valid)',
    'http.retries': 'HTTP retries',
    'rate_limit.waits': 'Waits for an API rate limit',
    'api.calls': 'GitHub API requests',
    'cache.hits': 'Answers served from a cache',
};
function instruments(meters) {
    const meter = meters.getMeter(SCOPE);
    const counters = new Map();
    for (const [name, description] of Object.entries(COUNTERS))
        counters.set(name, meter.createCounter(`squadscope.${name}`, { description }));
    return {
        runs: meter.createCounter('squadscope.runs', { description: 'Action runs' }),
        httpRequests: meter.createCounter('squadscope.http.requests', { description: 'HTTP requests' }),
        counters,
        runDuration: meter.createHistogram('squadscope.run.duration', {
            description: 'Duration of an action run',
            unit: 'ms',
        }),
        phaseDuration: meter.createHistogram('squadscope.phase.duration', {
            description: 'Duration of a phase of an action run',
            unit: 'ms',
        }),
        httpDuration: meter.createHistogram('squadscope.http.duration', {
            description: 'Duration of an HTTP request, retries included',
            unit: 'ms',
        }),
    };
}
function providers(config, failures, run) {
    const resource = (0,_opentelemetry_resources__WEBPACK_IMPORTED_MODULE_4__/* .resourceFromAttributes */ .QZ)({ ...config.resource });
    const timeoutMs = config.flushTimeoutMs;
    const spanProcessors = config.traces
        ? [
            new _opentelemetry_sdk_trace__WEBPACK_IMPORTED_MODULE_5__/* .BatchSpanProcessor */ .J({
                exporter: failures.watch('traces', new _opentelemetry_exporter_trace_otlp_http__WEBPACK_IMPORTED_MODULE_6__/* .OTLPTraceExporter */ .Q(exporterOptions(config.traces, timeoutMs))),
                exportTimeoutMillis: timeoutMs,
            }),
        ]
        : [];
    const readers = config.metrics
        ? [
            new _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_7__/* .PeriodicExportingMetricReader */ .D({
                exporter: failures.watch('metrics', new _opentelemetry_exporter_metrics_otlp_http__WEBPACK_IMPORTED_MODULE_8__/* .OTLPMetricExporter */ .r(exporterOptions(config.metrics, timeoutMs))),
                exportIntervalMillis: Math.max(METRIC_INTERVAL_MS, timeoutMs),
                exportTimeoutMillis: timeoutMs,
            }),
        ]
        : [];
    const tracer = new _opentelemetry_sdk_trace__WEBPACK_IMPORTED_MODULE_9__/* .TracerProvider */ .d({ resource, spanProcessors });
    const meters = new _opentelemetry_sdk_metrics__WEBPACK_IMPORTED_MODULE_10__/* .MeterProvider */ .r({ resource, readers });
    const rootSpan = tracer.getTracer(SCOPE).startSpan(`squadscope.${run.action}`, {
        kind: _opentelemetry_api__WEBPACK_IMPORTED_MODULE_11__/* .SpanKind */ .v.INTERNAL,
        attributes: { 'squadscope.action': run.action, 'run.correlation_id': run.correlationId },
    });
    return { tracer, meters, rootSpan };
}
/** Resolves after ms, without keeping the process alive. */
function deadline(ms) {
    return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms).unref());
}
function startOpenTelemetry(config, run) {
    const failures = new ExportFailures();
    const { tracer, meters, rootSpan } = providers(config, failures, run);
    const spans = tracer.getTracer(SCOPE);
    const metrics = instruments(meters);
    const current = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
    const base = { 'squadscope.action': run.action };
    const child = (name, kind, attributes) => spans.startSpan(name, { kind, attributes }, _opentelemetry_api__WEBPACK_IMPORTED_MODULE_12__/* .trace */ .u.setSpan(_opentelemetry_api__WEBPACK_IMPORTED_MODULE_13__/* .ROOT_CONTEXT */ .l, current.getStore() ?? rootSpan));
    const fail = (span, error) => {
        span.setStatus({
            code: _opentelemetry_api__WEBPACK_IMPORTED_MODULE_14__/* .SpanStatusCode */ .s.ERROR,
            message: (0,_error_message_js__WEBPACK_IMPORTED_MODULE_3__/* .messageOf */ .b)(error).slice(0, 300),
        });
    };
    return {
        enabled: true,
        annotate: (attributes) => rootSpan.setAttributes(attributes),
        async span(name, fn) {
            const span = child(name, _opentelemetry_api__WEBPACK_IMPORTED_MODULE_11__/* .SpanKind */ .v.INTERNAL, { 'squadscope.phase': name });
            const t0 = performance.now();
            try {
                return await current.run(span, fn);
            }
            catch (error) {
                fail(span, error);
                throw error;
            }
            finally {
                metrics.phaseDuration.record(performance.now() - t0, { ...base, phase: name });
                span.end();
            }
        },
        async request(method, url, fn, outcome) {
            const where = (0,_telemetry_js__WEBPACK_IMPORTED_MODULE_1__/* .safeUrl */ .P)(url);
            const attributes = { 'http.request.method': method };
            if (where !== null) {
                attributes['server.address'] = where.host;
                attributes['url.path'] = where.path;
            }
            const span = child(`${method} ${where?.host ?? 'request'}`, _opentelemetry_api__WEBPACK_IMPORTED_MODULE_11__/* .SpanKind */ .v.CLIENT, attributes);
            const t0 = performance.now();
            let status;
            try {
                const result = await current.run(span, fn);
                const o = outcome(result);
                status = o.status;
                if (o.status !== undefined)
                    span.setAttribute('http.response.status_code', o.status);
                if (o.retries !== undefined)
                    span.setAttribute('squadscope.http.retries', o.retries);
                if (o.status !== undefined && o.status >= 400)
                    span.setStatus({ code: _opentelemetry_api__WEBPACK_IMPORTED_MODULE_14__/* .SpanStatusCode */ .s.ERROR });
                return result;
            }
            catch (error) {
                fail(span, error);
                throw error;
            }
            finally {
                const labels = { ...base, 'http.response.status_code': status ?? 0 };
                metrics.httpRequests.add(1, labels);
                metrics.httpDuration.record(performance.now() - t0, labels);
                span.end();
            }
        },
        count(name, value, attributes) {
            if (Number.isFinite(value) && value > 0)
                metrics.counters.get(name)?.add(value, { ...base, ...attributes });
        },
        endRun(outcome, exitCode, durationMs) {
            rootSpan.setAttributes({ 'squadscope.status': outcome, 'process.exit.code': exitCode });
            if (outcome === 'failure')
                rootSpan.setStatus({ code: _opentelemetry_api__WEBPACK_IMPORTED_MODULE_14__/* .SpanStatusCode */ .s.ERROR });
            rootSpan.end();
            metrics.runs.add(1, { ...base, outcome });
            metrics.runDuration.record(durationMs, { ...base, outcome });
        },
        async flush() {
            const work = Promise.all([
                tracer.forceFlush().catch((error) => failures.note('traces', error)),
                meters.forceFlush().catch((error) => failures.note('metrics', error)),
            ]);
            const settled = await Promise.race([
                work.then(() => 'done'),
                deadline(config.flushTimeoutMs),
            ]);
            // No shutdown: it would export everything once more and double the wait. The SDK's
            // timers do not keep the process alive, and a request still in flight ends at its
            // own timeout, the same bound.
            if (settled === 'timeout')
                return `no answer within ${config.flushTimeoutMs} ms${failures.summary() ? ` (${failures.summary()})` : ''}`;
            return failures.summary();
        },
    };
}


/***/ })

};
