import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { validate } from '../../contracts/index.js';
import { demoSourceConfig, isSourceList } from './demo.js';

const demoDir = resolve(import.meta.dirname, '..', '..', '..', 'examples', 'demo');

describe('demoSourceConfig', () => {
  const template = [
    {
      id: 'techcrunch',
      name: 'TechCrunch',
      feed_url: 'https://techcrunch.com/feed/',
      requests_per_minute: 10,
    },
    { id: 'elsewhere', feed_url: 'https://example.com/feed' },
  ];

  test('points each bundled source at the demo server and keeps its other fields', () => {
    expect(
      demoSourceConfig(
        template,
        ['techcrunch', 'nvidia_blog'],
        (id) => `http://127.0.0.1:1/feeds/${id}.xml`,
      ),
    ).toEqual([
      {
        id: 'techcrunch',
        name: 'TechCrunch',
        feed_url: 'http://127.0.0.1:1/feeds/techcrunch.xml',
        requests_per_minute: 10,
      },
    ]);
    expect(template[0]!.feed_url).toBe('https://techcrunch.com/feed/');
  });

  test('the shipped template: a valid source config whose every source has a bundled feed', () => {
    const shipped = JSON.parse(readFileSync(join(demoDir, 'sources.json'), 'utf8')) as unknown;
    expect(isSourceList(shipped)).toBe(true);
    expect(validate('source_config_v1', shipped)).toEqual({ ok: true });
    const ids = (shipped as { id: string }[]).map((s) => s.id);
    const generated = demoSourceConfig(
      shipped as never,
      ids,
      (id) => `http://127.0.0.1:8/feeds/${id}.xml`,
    );
    expect(generated.map((s) => s.id)).toEqual([
      'techcrunch',
      'nvidia_blog',
      'hugging_face_blog',
      'mit_technology_review',
      'github_blog',
    ]);
    expect(validate('source_config_v1', generated)).toEqual({ ok: true });
    for (const id of ids)
      expect(() => readFileSync(join(demoDir, 'feeds', `${id}.xml`))).not.toThrow();
  });

  test('isSourceList refuses what is not a list of sources', () => {
    expect(isSourceList([])).toBe(false);
    expect(isSourceList({ id: 'a', feed_url: 'x' })).toBe(false);
    expect(isSourceList([{ id: 'a' }])).toBe(false);
  });
});
