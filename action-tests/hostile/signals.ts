/**
 * Signals at each phase: SIGTERM (a cancelled job) and SIGINT (the runner's first signal)
 * during the start-up jitter, during a feed that trickles or never answers, during a
 * GitHub rate-limit wait, and while make-run-context and the fan-in work. The step must
 * end on its own, long before the runner's SIGKILL, with an exit code and a valid
 * artifact if it wrote one; a signal also ends a GitHub request that hangs.
 */
import type { Handler } from './harness.js';

/** `on`: the log text that marks the phase; the signal is sent once it is printed. */
export type SignalPhase = { phase: string; on: string } & (
  | { action: 'crawl-rss-leg'; feed: Handler; inputs?: Record<string, string> }
  | { action: 'crawl-github-shard'; api: Handler; inputs?: Record<string, string> }
  | { action: 'make-run-context' | 'fan-in' }
);

const trickle: Handler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/rss+xml' });
  res.write('<?xml version="1.0"?><rss version="2.0"><channel>');
  const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(' ')), 100);
  res.on('close', () => clearInterval(timer));
};

const rateLimited: Handler = (_req, res) => {
  res.writeHead(403, {
    'content-type': 'application/json',
    'x-ratelimit-limit': '30',
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 60),
    'x-ratelimit-resource': 'search',
  });
  res.end(JSON.stringify({ message: 'API rate limit exceeded' }));
};

export const SIGNAL_PHASES: SignalPhase[] = [
  {
    action: 'crawl-rss-leg',
    phase: 'the start-up jitter',
    on: 'Start-up jitter',
    feed: trickle,
    inputs: { 'run-immediately': 'false', 'jitter-seconds': '3600' },
  },
  {
    action: 'crawl-rss-leg',
    phase: 'a feed that trickles',
    on: ': fetching ',
    feed: trickle,
    inputs: { 'timeout-seconds': '120' },
  },
  {
    action: 'crawl-rss-leg',
    phase: 'a feed that never answers',
    on: ': fetching ',
    feed: () => {},
    inputs: { 'timeout-seconds': '120' },
  },
  {
    action: 'crawl-github-shard',
    phase: 'the start-up jitter',
    on: 'Start-up jitter',
    api: rateLimited,
    inputs: { 'run-immediately': 'false', 'jitter-seconds': '600' },
  },
  {
    action: 'crawl-github-shard',
    phase: 'a rate-limit wait',
    on: ': waiting ',
    api: rateLimited,
    inputs: { 'max-wait-seconds': '600' },
  },
  {
    action: 'crawl-github-shard',
    phase: 'a search request that never answers',
    // The run line is the last one before the first search request, sent right after it.
    on: ': window ',
    api: () => {},
    inputs: { 'request-timeout-seconds': '120' },
  },
  {
    action: 'make-run-context',
    phase: 'loading the configuration',
    on: '::group::Load configuration',
  },
  { action: 'fan-in', phase: 'validating legs', on: '::group::Fan in' },
];

export const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
