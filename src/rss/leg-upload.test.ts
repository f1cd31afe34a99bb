import fc from 'fast-check';
import { LocalArtifactStore } from '../artifacts/index.js';
import { canonicalJson } from '../canonical/index.js';
import { exampleRssArtifact } from '../../test-support/contracts-examples.js';
import { tempDirs } from '../../test-support/temp-dirs.js';
import { legFileName } from '../contracts/artifact-names.js';
import { legFileData, uploadLeg } from './leg-upload.js';

const tempDir = tempDirs('squadscope-leg-upload-');
const quiet = { info: () => undefined };

test('property: one file per source, named by its id, canonical JSON and a newline', () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[a-z][a-z0-9_]{0,20}$/), (id) => {
      const artifact = exampleRssArtifact({ source_id: id });
      expect(legFileName('rss', id)).toBe(`rss-${id}.json`);
      expect(legFileData(artifact)).toBe(canonicalJson(artifact) + '\n');
      expect(JSON.parse(legFileData(artifact))).toEqual(artifact);
    }),
  );
});

test('uploads a packed leg as one artifact, and names a second upload of it', async () => {
  const store = new LocalArtifactStore(await tempDir());
  const artifacts = ['a', 'b'].map((id) => exampleRssArtifact({ source_id: id }));
  await uploadLeg(quiet, store, 'rss-pack-a1', artifacts);
  const files = await store.download('rss-pack-a1');
  expect([...files.keys()].sort()).toEqual(['rss-a.json', 'rss-b.json']);
  expect(files.get('rss-b.json')?.toString('utf8')).toBe(legFileData(artifacts[1]!));
  await expect(uploadLeg(quiet, store, 'rss-pack-a1', artifacts)).rejects.toThrow(
    /artifact rss-pack-a1 already exists: each attempt of a leg uploads once/,
  );
});
