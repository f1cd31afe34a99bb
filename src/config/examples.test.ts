// The example configs in examples/ are what a newcomer runs first: they must load.
import { join } from 'node:path';
import { loadScrapeState, loadSourceConfig, loadTopicConfig } from './index.js';

const examples = join(process.cwd(), 'examples');

test('examples/sources.json: the five legacy sources, in the legacy order', async () => {
  const { sources } = await loadSourceConfig(join(examples, 'sources.json'));
  expect(sources.map((s) => [s.id, s.feed_url])).toEqual([
    ['techcrunch', 'https://techcrunch.com/feed/'],
    ['nvidia_blog', 'https://blogs.nvidia.com/feed/'],
    ['hugging_face_blog', 'https://huggingface.co/blog/feed.xml'],
    ['mit_technology_review', 'https://www.technologyreview.com/feed'],
    ['github_blog', 'https://github.blog/feed/'],
  ]);
  expect(sources.every((s) => s.active && s.interval_hours === 168 && !s.required)).toBe(true);
});

test('examples/squadscope.topic.yml: keywords and both query groups', async () => {
  const { topic } = await loadTopicConfig(join(examples, 'squadscope.topic.yml'));
  expect(topic.keywords).toEqual(expect.arrayContaining(['machine learning', 'llm']));
  expect(topic.relevance_threshold).toBe(0.4);
  expect(topic.github?.queries?.primary?.length).toBeGreaterThan(0);
  expect(topic.github?.queries?.secondary?.length).toBeGreaterThan(0);
});

test('examples/scrape-state.json is a valid scrape state', async () => {
  const { state, found } = await loadScrapeState(join(examples, 'scrape-state.json'));
  expect(found).toBe(true);
  expect(Object.keys(state.sources)).toEqual(['techcrunch', 'github_blog']);
});
