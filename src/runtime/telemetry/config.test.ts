import fc from 'fast-check';
import {
  DEFAULT_SERVICE_NAME,
  endpointLabel,
  FLUSH_TIMEOUT_MS,
  parseKeyValueList,
  readTelemetryConfig,
  TelemetryConfigError,
} from './config.js';

test('off by default, and off when OTEL_SDK_DISABLED=true', () => {
  expect(readTelemetryConfig({})).toBeNull();
  expect(
    readTelemetryConfig({ OTEL_SERVICE_NAME: 'x', OTEL_EXPORTER_OTLP_HEADERS: 'a=b' }),
  ).toBeNull();
  expect(
    readTelemetryConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
      OTEL_SDK_DISABLED: 'TRUE',
    }),
  ).toBeNull();
});

test('the base endpoint gets the signal paths; signal endpoints are used as they are', () => {
  const c = readTelemetryConfig({
    OTEL_EXPORTER_OTLP_ENDPOINT: 'https://collector.example:4318/otlp',
    OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: 'http://metrics.example/custom',
  })!;
  expect(c.traces?.url).toBe('https://collector.example:4318/otlp/v1/traces');
  expect(c.metrics?.url).toBe('http://metrics.example/custom');
  expect(c.resource).toEqual({ 'service.name': DEFAULT_SERVICE_NAME });
  expect(c.flushTimeoutMs).toBe(FLUSH_TIMEOUT_MS);
  expect(endpointLabel(c)).toBe('https://collector.example:4318, http://metrics.example');
});

test('only a signal endpoint turns on that signal alone', () => {
  const c = readTelemetryConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c/v1/traces' })!;
  expect(c.metrics).toBeNull();
  expect(c.traces?.url).toBe('http://c/v1/traces');
});

test('headers: general, then signal-specific; percent-decoded', () => {
  const c = readTelemetryConfig({
    OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
    OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Basic%20abc, x-team = news',
    OTEL_EXPORTER_OTLP_TRACES_HEADERS: 'x-team=traces',
  })!;
  expect(c.traces?.headers).toEqual({ authorization: 'Basic abc', 'x-team': 'traces' });
  expect(c.metrics?.headers).toEqual({ authorization: 'Basic abc', 'x-team': 'news' });
});

test('service name: OTEL_SERVICE_NAME over the resource attribute', () => {
  const env = {
    OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
    OTEL_RESOURCE_ATTRIBUTES: 'service.name=from-attrs,region=eu',
  };
  expect(readTelemetryConfig(env)!.resource).toEqual({
    'service.name': 'from-attrs',
    region: 'eu',
  });
  expect(readTelemetryConfig({ ...env, OTEL_SERVICE_NAME: 'svc' })!.resource['service.name']).toBe(
    'svc',
  );
});

test.each([
  [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' }, 'OTEL_EXPORTER_OTLP_ENDPOINT is not a URL'],
  [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'ftp://c' }, 'must be an http(s) URL'],
  [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://user:pw@c' }, 'must not contain credentials'],
  [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c?x=1' }, 'must not have a query'],
  [
    { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c', OTEL_EXPORTER_OTLP_HEADERS: 'a=%zz' },
    'badly percent-encoded',
  ],
  [
    { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c', OTEL_EXPORTER_OTLP_HEADERS: '=x' },
    'entry 1 is not key=value',
  ],
  [
    { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c', OTEL_EXPORTER_OTLP_HEADERS: 'bad name=x' },
    'header name',
  ],
  [
    { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c', OTEL_EXPORTER_OTLP_HEADERS: 'a=1%0A2' },
    'line break',
  ],
  [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }, 'http/json'],
  [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c', OTEL_TRACES_EXPORTER: 'zipkin' }, 'other than otlp'],
  [
    { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c', OTEL_RESOURCE_ATTRIBUTES: 'novalue' },
    'OTEL_RESOURCE_ATTRIBUTES entry 1',
  ],
])('a bad value is a clear error: %j', (env, message) => {
  expect(() => readTelemetryConfig(env)).toThrow(TelemetryConfigError);
  expect(() => readTelemetryConfig(env)).toThrow(message);
});

test('an error never quotes a header value', () => {
  const env = {
    OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c',
    OTEL_EXPORTER_OTLP_HEADERS: 'a=s3cr3t\r\n',
  };
  // The raw value holds a line break only after decoding; a raw CR/LF is trimmed or kept in the value.
  const encoded = { ...env, OTEL_EXPORTER_OTLP_HEADERS: 'a=s3cr3t%0D' };
  expect(() => readTelemetryConfig(encoded)).toThrow(/^(?!.*s3cr3t).*$/s);
});

test('key=value lists: what is written is read back (property)', () => {
  const key = fc.string({ minLength: 1, maxLength: 12 });
  fc.assert(
    fc.property(fc.dictionary(key, fc.string({ maxLength: 20 })), (pairs) => {
      const text = Object.entries(pairs)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
        .join(',');
      // Percent-encoded blanks belong to the key or value; only raw blanks around are trimmed.
      expect(parseKeyValueList('X', text)).toEqual({ ...pairs });
    }),
  );
});
