import { validate } from '../contracts/index.js';
import { planRun, type PlanRunInput } from './plan.js';
import { weekWindow } from './week.js';

const INPUT: PlanRunInput = {
  window: { week: '2026-W23', ...weekWindow('2026-W23') },
  sourceConfigChecksum: 'sha256:' + 'a'.repeat(64),
  topicConfigChecksum: 'sha256:' + 'b'.repeat(64),
  codeSha: 'c'.repeat(64),
  now: Date.parse('2026-06-05T17:42:56Z'),
  sources: [
    { id: 'a', feed_url: 'https://a.test/' },
    { id: 'b', feed_url: 'https://b.test/', interval_hours: 24 },
    { id: 'c', feed_url: 'https://c.test/', active: false },
  ],
  state: {
    schema_version: 'scrape_state_v1',
    sources: {
      a: { last_scraped_at: '2026-06-01T00:00:00Z' },
      b: { last_scraped_at: '2026-06-01T00:00:00Z' },
    },
  },
  shards: ['new_repos', 'trending_repos'],
  requiredShards: ['new_repos'],
};

test('planRun: context, plan with due legs and reasons, matrices, all valid contracts', () => {
  const { context, plan, matrices } = planRun(INPUT);
  expect(validate('run_context_v1', context)).toEqual({ ok: true });
  expect(validate('fan_plan_v1', plan)).toEqual({ ok: true });
  expect(context.created_at).toBe('2026-06-05T17:42:56Z');
  expect(plan.run_id).toBe(context.run_id);
  expect(plan.fans.rss?.legs).toEqual([{ seq: 0, id: 'b', required: false }]);
  expect(plan.skipped.map((s) => s.id)).toEqual(['a', 'c']);
  expect(plan.skipped[0]?.reason).toMatch(/^not due until 2026-06-07T23:30:00Z/);
  expect(matrices.github.include.map((l) => [l.shard_id, l.required])).toEqual([
    ['new_repos', true],
    ['trending_repos', false],
  ]);
});

test('planRun: the state and shards change the plan, never the run id', () => {
  const a = planRun(INPUT);
  const b = planRun({
    ...INPUT,
    state: { schema_version: 'scrape_state_v1', sources: {} },
    shards: [],
    requiredShards: [],
  });
  expect(b.context.run_id).toBe(a.context.run_id);
  expect(b.plan.fans.rss?.expected).toBe(2);
  expect(b.plan.fans.github).toBeUndefined();
});
