import { resolve } from 'node:path';
import { ActionsArtifactStore, LocalArtifactStore, openArtifactStore } from './index.js';

test('artifact-dir set => local store, even on a runner', () => {
  const store = openArtifactStore({
    artifactDir: 'some/dir',
    env: { ACTIONS_RUNTIME_TOKEN: 't', ACTIONS_RESULTS_URL: 'https://x' },
  });
  expect(store).toBeInstanceOf(LocalArtifactStore);
  expect((store as LocalArtifactStore).dir).toBe(resolve('some/dir'));
});

test('no artifact-dir and a runtime token => GitHub Actions artifacts', () => {
  const store = openArtifactStore({
    env: { ACTIONS_RUNTIME_TOKEN: 't', ACTIONS_RESULTS_URL: 'https://x', RUNNER_TEMP: '/tmp' },
  });
  expect(store).toBeInstanceOf(ActionsArtifactStore);
  expect(
    openArtifactStore({
      artifactDir: '  ',
      env: { ACTIONS_RUNTIME_TOKEN: 't', ACTIONS_RESULTS_URL: 'https://x' },
    }),
  ).toBeInstanceOf(ActionsArtifactStore);
});

test('outside Actions without artifact-dir: an error that says to set artifact-dir', () => {
  expect(() => openArtifactStore({ env: {} })).toThrow(/set the artifact-dir input/u);
  expect(() => openArtifactStore({ artifactDir: '', env: { ACTIONS_RUNTIME_TOKEN: '' } })).toThrow(
    /artifact-dir/u,
  );
});

test('a token without the results URL is refused up front', () => {
  expect(() => openArtifactStore({ env: { ACTIONS_RUNTIME_TOKEN: 't' } })).toThrow(
    /ACTIONS_RESULTS_URL/u,
  );
});
