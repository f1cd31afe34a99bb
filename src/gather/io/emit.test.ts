import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalArtifactStore } from '../../artifacts/index.js';
import { openGather, pull } from '../index.js';
import { emitFromFiles, emitLeg, incomingLeg } from './emit.js';
import { kernelRegistry } from '../registry.js';
import { MAX_LEG_BYTES, readLeg } from './legs.js';
import { asFrames } from '../frames.js';
import { MAX_FAN_ID_CHARS, MAX_FRAME_DEPTH } from '../../contracts/generated/limits.js';
import { fanLegArtifactName, parseFanLegArtifactName } from '../../contracts/artifact-names.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'emit-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('emit', () => {
  const outer = [{ fan_id: 'outer', seq: 2, expected: 4 }];

  it('inherits the frames given or carried by a result or leg file, and pushes its own', async () => {
    const result = { format: 'squadscope-result/1', schema_version: 1, fan: outer, result: [1] };
    const leg = { format: 'squadscope-leg/1', fan: outer, payload: { v: 1 } };
    expect(incomingLeg(result)).toEqual({ payload: [1], frames: outer });
    expect(incomingLeg(leg)).toEqual({ payload: { v: 1 }, frames: outer });
    expect(incomingLeg(result, outer)).toEqual({ payload: [1], frames: outer });
    // The same frames, their keys in another order.
    expect(incomingLeg(result, [{ seq: 2, expected: 4, fan_id: 'outer' }]).frames).toEqual(outer);
    // A plain payload's own `fan` field is data, not frames.
    expect(incomingLeg({ fan: outer, x: 1 })).toEqual({
      payload: { fan: outer, x: 1 },
      frames: [],
    });
    expect(incomingLeg({ x: 1 }, outer)).toEqual({ payload: { x: 1 }, frames: outer });
    expect(() => incomingLeg(result, [])).toThrow(/differ from those the payload file carries/);
    expect(() => incomingLeg({ ...result, schema_version: 9 })).toThrow(/schema_version 9/);
    const store = new LocalArtifactStore(dir);
    const emitted = await emitLeg(store, {
      fanId: 'inner',
      seq: 1,
      expected: 3,
      attempt: 2,
      payload: { v: 1 },
      frames: outer,
      matrix: { region: 'eu' },
    });
    expect(emitted).toEqual({
      artifact: fanLegArtifactName('inner', 1, 2, { region: 'eu' }),
      frames: [...outer, { fan_id: 'inner', seq: 1, expected: 3 }],
      seq: 1,
      expected: 3,
      inherited: false,
      outcome: 'uploaded',
    });
    const bytes = (await store.download(emitted.artifact)).get('leg.json')!;
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({
      format: 'squadscope-leg/1',
      schema_version: 1,
      fan: emitted.frames,
      matrix: { region: 'eu' },
      payload: { v: 1 },
    });
    // A local rerun of the same attempt with the same bytes is fine; other bytes are not.
    const again = { fanId: 'inner', seq: 1, expected: 3, attempt: 2, frames: outer };
    expect(
      (await emitLeg(store, { ...again, payload: { v: 1 }, matrix: { region: 'eu' } })).outcome,
    ).toBe('same');
    await expect(
      emitLeg(store, { ...again, payload: { v: 2 }, matrix: { region: 'eu' } }),
    ).rejects.toThrow(/already exists with other content/);
    await expect(
      emitLeg(store, {
        fanId: 'outer',
        seq: 0,
        expected: 1,
        attempt: 1,
        payload: leg,
        frames: [...outer, { fan_id: 'x', seq: 0, expected: 1 }],
      }),
    ).rejects.toThrow(/differ/);
  });

  it('emits a gathered result back into its enclosing fan as that frame leg', async () => {
    const store = new LocalArtifactStore(dir);
    const result = { format: 'squadscope-result/1', schema_version: 1, fan: outer, result: [1] };
    // seq and expected say 0 of 1 (a job outside a matrix): the inherited frame decides.
    const emitted = await emitLeg(store, {
      fanId: 'outer',
      seq: 0,
      expected: 1,
      attempt: 1,
      payload: result,
    });
    expect(emitted).toMatchObject({
      artifact: fanLegArtifactName('outer', 2, 1),
      frames: outer,
      seq: 2,
      expected: 4,
      inherited: true,
    });
    const bytes = (await store.download(emitted.artifact)).get('leg.json')!;
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({
      format: 'squadscope-leg/1',
      schema_version: 1,
      fan: outer,
      payload: [1],
    });
  });

  it('refuses a leg file larger than a gather reads, before uploading', async () => {
    const store = new LocalArtifactStore(dir);
    const payload = 'x'.repeat(MAX_LEG_BYTES);
    await expect(
      emitLeg(store, { fanId: 'f', seq: 0, expected: 1, attempt: 1, payload }),
    ).rejects.toThrow(
      new RegExp(
        `leg ${fanLegArtifactName('f', 0, 1)} \\(leg.json\\) is \\d+ bytes, above the ${MAX_LEG_BYTES} bytes a gather reads: not uploaded`,
      ),
    );
    expect(await store.list()).toEqual([]);
  });

  it('reads the payload and schema files bounded: a FIFO or an oversized file is refused', async () => {
    const store = new LocalArtifactStore(join(dir, 'artifacts'));
    const fifo = join(dir, 'payload.json');
    execFileSync('mkfifo', [fifo]);
    const leg = { fanId: 'f', seq: 0, expected: 1, attempt: 1, workspace: dir };
    await expect(
      emitFromFiles(store, { ...leg, payload: { path: fifo, name: 'payload.json' } }),
    ).rejects.toThrow(/payload\.json.*is not a regular file/);
    const big = join(dir, 'big.json');
    await writeFile(big, '"x"');
    await writeFile(join(dir, 'schema.json'), ' '.repeat(MAX_LEG_BYTES + 1));
    await expect(
      emitFromFiles(store, {
        ...leg,
        payload: { path: big, name: 'big.json' },
        schema: 'schema.json',
      }),
    ).rejects.toThrow(/schema\.json.*is \d+ bytes, over the limit of 67108864/);
  });

  it('refuses a schema outside the workspace, by a relative path or a symbolic link', async () => {
    const workspace = join(dir, 'ws');
    await mkdir(workspace);
    await writeFile(join(dir, 'outside.json'), '{}');
    await symlink(join(dir, 'outside.json'), join(workspace, 'link.json'));
    await writeFile(join(workspace, 'p.json'), '1');
    const store = new LocalArtifactStore(join(dir, 'artifacts'));
    const leg = { fanId: 'f', seq: 0, expected: 1, attempt: 1, workspace };
    const payload = { path: join(workspace, 'p.json'), name: 'p.json' };
    for (const schema of ['../outside.json', 'link.json']) {
      await expect(emitFromFiles(store, { ...leg, payload, schema })).rejects.toThrow(
        /leads outside the workspace/,
      );
    }
    expect(await store.list()).toEqual([]);
  });

  it('holds a payload to an asynchronous schema ($async) as to any other', async () => {
    const store = new LocalArtifactStore(join(dir, 'artifacts'));
    const schema = { type: 'object', properties: { n: { type: 'number' } } };
    await writeFile(join(dir, 'async.json'), JSON.stringify({ $async: true, ...schema }));
    await writeFile(join(dir, 'sync.json'), JSON.stringify(schema));
    const leg = { fanId: 'f', seq: 0, expected: 1, attempt: 1, workspace: dir };
    for (const schemaFile of ['sync.json', 'async.json']) {
      await writeFile(join(dir, 'p.json'), '{"n":"x"}');
      const payload = { path: join(dir, 'p.json'), name: 'p.json' };
      await expect(emitFromFiles(store, { ...leg, payload, schema: schemaFile })).rejects.toThrow(
        `payload "p.json" does not match schema "${schemaFile}": /n must be number`,
      );
      expect(await store.list()).toEqual([]);
    }
    await writeFile(join(dir, 'p.json'), '{"n":1}');
    const payload = { path: join(dir, 'p.json'), name: 'p.json' };
    await emitFromFiles(store, { ...leg, payload, schema: 'async.json' });
    expect(await store.list()).toHaveLength(1);
  });

  it('a leg of a nested fan is gathered by the inner and by the outer collector', async () => {
    const store = new LocalArtifactStore(dir);
    await emitLeg(store, {
      fanId: 'inner',
      seq: 0,
      expected: 1,
      attempt: 1,
      payload: { v: 7 },
      frames: outer,
    });
    const name = fanLegArtifactName('inner', 0, 1);
    const bytes = (await store.download(name)).get('leg.json')!;
    const read = readLeg(name, bytes, 'inner', parseFanLegArtifactName(name, 'inner')!);
    if (!('arrival' in read)) throw new Error(read.rejected);
    const append = kernelRegistry(dir).kernels['append']!;
    const spec = (fan: string) => ({
      fan_id: fan,
      collector: 'c',
      mode: 'perfect' as const,
      kernel: 'append',
      options: {},
    });
    expect(
      (await pull(openGather(spec('inner'), append), [read.arrival], append)).record.result,
    ).toEqual([{ v: 7 }]);
    const asOuter = await pull(openGather(spec('outer'), append), [read.arrival], append);
    expect(asOuter.record.pending.map((s) => s.seq)).toEqual([2]);
    const foreign = await pull(openGather(spec('elsewhere'), append), [read.arrival], append);
    expect(foreign.report.foreign).toBe(1);
  });

  it('refuses a leg whose frame seq differs from its name, or that is not an envelope', () => {
    const name = fanLegArtifactName('f', 1, 1);
    const leg = (text: string) => readLeg(name, Buffer.from(text), 'f', { seq: 1, attempt: 1 });
    expect(
      leg('{"format":"squadscope-leg/1","fan":[{"fan_id":"f","seq":0,"expected":2}],"payload":1}'),
    ).toEqual({
      rejected: 'its frame says seq 0, its name seq 1',
    });
    const own = '"fan":[{"fan_id":"f","seq":1,"expected":2}],"payload":1';
    expect(leg(`{"format":"squadscope-leg/1","schema_version":2,${own}}`)).toEqual({
      rejected: 'leg.json has schema_version 2, not 1 (written by another version of emit)',
    });
    expect(leg(`{"format":"squadscope-leg/1","matrix":[1],${own}}`)).toEqual({
      rejected: 'leg.json has a matrix that is not a JSON object',
    });
    // A leg of an earlier emit (no schema_version) is read, with its matrix when it has one.
    expect(leg(`{"format":"squadscope-leg/1","matrix":{"os":"linux"},${own}}`)).toMatchObject({
      arrival: { item: 1, matrix: { os: 'linux' } },
    });
    expect(leg('{"payload":1}')).toEqual({
      rejected: 'leg.json is not a squadscope-leg/1 envelope',
    });
    expect(leg('{"format":"squadscope-leg/1","fan":{},"payload":1}')).toEqual({
      rejected: expect.stringMatching(/^leg.json has no valid fan frame stack \(at most 32 frames/),
    });
    expect('rejected' in leg('{"format":"squadscope-leg/1","format":"x"}')).toBe(true);
    expect(parseFanLegArtifactName(name, 'other')).toBeNull();
    expect(parseFanLegArtifactName(`${name}0`, 'f')).toEqual({ seq: 1, attempt: 10 });
    expect(parseFanLegArtifactName(name.replace('-a1', '-a01'), 'f')).toBeNull();
  });

  it('refuses a leg named for the fan whose frames hold no frame of it', () => {
    const name = fanLegArtifactName('f', 1, 1);
    const read = readLeg(
      name,
      Buffer.from(
        '{"format":"squadscope-leg/1","fan":[{"fan_id":"g","seq":1,"expected":2}],"payload":1}',
      ),
      'f',
      { seq: 1, attempt: 1 },
    );
    expect(read).toEqual({ rejected: 'its frames hold no frame of this fan' });
  });

  it('refuses frames outside their bounds and stacks deeper than the limit', () => {
    const name = fanLegArtifactName('f', 1, 1);
    const withFrames = (fan: unknown[]) =>
      readLeg(
        name,
        Buffer.from(JSON.stringify({ format: 'squadscope-leg/1', fan, payload: 1 })),
        'f',
        {
          seq: 1,
          attempt: 1,
        },
      );
    const own = { fan_id: 'f', seq: 1, expected: 2 };
    const bad = [
      { fan_id: 'o', seq: 2, expected: 2 },
      { fan_id: 'o', seq: -1, expected: 2 },
      { fan_id: 'o', seq: 0, expected: 0 },
      { fan_id: 'o', seq: 0.5, expected: 2 },
      { fan_id: '', seq: 0, expected: 1 },
      { fan_id: 'o\n::error::x', seq: 0, expected: 1 },
      { fan_id: 'o'.repeat(MAX_FAN_ID_CHARS + 1), seq: 0, expected: 1 },
    ];
    for (const frame of bad) {
      expect(withFrames([frame, own])).toEqual({
        rejected: expect.stringMatching(/no valid fan frame stack/),
      });
    }
    const outer = (i: number) => ({ fan_id: `o${i}`, seq: 0, expected: 1 });
    const deepest = Array.from({ length: MAX_FRAME_DEPTH - 1 }, (_, i) => outer(i));
    expect('arrival' in withFrames([...deepest, own])).toBe(true);
    expect(withFrames([outer(99), ...deepest, own])).toEqual({
      rejected: expect.stringMatching(/no valid fan frame stack/),
    });
    expect(asFrames([{ fan_id: 'o', seq: 0, expected: 1 }])).not.toBeNull();
    for (const fan_id of ['a\u0000', 'a\u007f', 'a\u0085', 'a\u009f', '\ud800']) {
      expect(asFrames([{ fan_id, seq: 0, expected: 1 }])).toBeNull();
    }
    expect(asFrames([{ fan_id: 'o', seq: 0, expected: 1_000_000 }])).not.toBeNull();
    expect(asFrames([{ fan_id: 'o', seq: 0, expected: 1_000_001 }])).toBeNull();
  });

  it('refuses to emit a leg whose stack would be deeper than a gather reads', async () => {
    const store = new LocalArtifactStore(dir);
    const frames = Array.from({ length: MAX_FRAME_DEPTH }, (_, i) => ({
      fan_id: `o${i}`,
      seq: 0,
      expected: 1,
    }));
    await expect(
      emitLeg(store, { fanId: 'f', seq: 0, expected: 1, attempt: 1, payload: 1, frames }),
    ).rejects.toThrow(`the leg would carry 33 frames, above the 32 a gather reads`);
    expect(await store.list()).toEqual([]);
  });
});

describe('emit of a value given inline', () => {
  const leg = { fanId: 'f', seq: 1, expected: 2, attempt: 1, matrix: { region: 'eu' } };

  /** The leg file emit uploads for `payload`, in a store of its own. */
  async function legBytes(
    name: string,
    payload: { value: string } | { path: string; name: string },
  ) {
    const store = new LocalArtifactStore(join(dir, name));
    const notes: string[] = [];
    const emitted = await emitFromFiles(store, {
      ...leg,
      workspace: dir,
      payload,
      note: (line) => notes.push(line),
    });
    const files = await store.download(emitted.artifact);
    return { bytes: [...files.values()][0]!.toString('utf8'), notes };
  }

  it('value JSON, value YAML and a payload file give the same leg', async () => {
    await writeFile(join(dir, 'leg.json'), '{"score": 3, "tags": ["a", "b"]}');
    const file = await legBytes('file', { path: join(dir, 'leg.json'), name: 'leg.json' });
    const json = await legBytes('json', { value: '{"score": 3, "tags": ["a", "b"]}' });
    const yaml = await legBytes('yaml', { value: 'score: 3\ntags:\n  - a\n  - b\n' });
    expect(json.bytes).toBe(file.bytes);
    expect(yaml.bytes).toBe(file.bytes);
    expect(JSON.parse(file.bytes).payload).toEqual({ score: 3, tags: ['a', 'b'] });
    expect([...file.notes, ...json.notes, ...yaml.notes]).toEqual([]);
  });

  it('drops a byte order mark, with a note, from a file and from a value', async () => {
    await writeFile(join(dir, 'bom.json'), '\uFEFF{"score": 3}');
    const plain = await legBytes('plain', { value: '{"score": 3}' });
    const file = await legBytes('file', { path: join(dir, 'bom.json'), name: 'bom.json' });
    const value = await legBytes('value', { value: '\uFEFFscore: 3' });
    expect(file.bytes).toBe(plain.bytes);
    expect(value.bytes).toBe(plain.bytes);
    expect(file.notes).toEqual([
      expect.stringMatching(/^The payload file started with a UTF-8 byte order mark \(U\+FEFF/),
    ]);
    expect(value.notes).toEqual([
      expect.stringMatching(/^The value started with a UTF-8 byte order mark/),
    ]);
  });

  it('refuses a value that is neither JSON nor YAML, naming the line', async () => {
    await expect(legBytes('bad', { value: 'a: [1,\n' })).rejects.toThrow(
      /value.*is not valid YAML: line \d/,
    );
    await expect(legBytes('dup', { value: '{"a": 1, "a": 2}' })).rejects.toThrow(/duplicate/);
  });
});
