// Interop: an OKF dataset is an ordinary Parquet file. DuckDB (a dev dependency only)
// opens it and gets the same rows, with the column types the OKF schema announces.
import { DuckDBInstance } from '@duckdb/node-api';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { okfRead } from './query.js';
import { publishOkf } from './publish.js';
import { parseDatasetKey } from './ref.js';
import type { OkfType } from './schema.js';
import { localOkfStore } from './store.js';
import { tempDirs } from '../../test-support/temp-dirs.js';

const SQL_TYPE: Record<OkfType, string> = {
  str: 'VARCHAR',
  int: 'BIGINT',
  float: 'DOUBLE',
  bool: 'BOOLEAN',
  json: 'JSON',
};

const rows = Array.from({ length: 2500 }, (_, n) => ({
  id: n,
  title: n % 7 === 0 ? null : `Article ${n} — été ${'🙂'.repeat(n % 3)}`,
  relevance_score: (n % 101) / 100,
  big: n * 1_000_000_007,
  flagged: n % 2 === 0,
  github_urls: n % 4 === 0 ? [] : [`https://github.com/o/r${n}`],
  meta: n % 5 === 0 ? { nested: { n } } : null,
}));

const tempDir = tempDirs('okf-duckdb-');

test('DuckDB reads the same rows and types as okf read', async () => {
  const dir = await tempDir();
  const store = localOkfStore(dir);
  const item = await publishOkf(rows, store, { name: 'interop', rowGroupRows: 1000 });
  // The directory holds the version's claim and its dataset, a Parquet file named by its key.
  const key = (await readdir(dir)).find((entry) => parseDatasetKey(entry) !== undefined);
  const path = join(dir, key!, key!);

  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const described = await connection.runAndReadAll(
      `DESCRIBE SELECT * FROM read_parquet('${path}')`,
    );
    const types = Object.fromEntries(
      described.getRowObjects().map((r) => [String(r['column_name']), String(r['column_type'])]),
    );
    expect(types).toEqual(
      Object.fromEntries(
        Object.entries(item.schema.columns).map(([f, c]) => [f, SQL_TYPE[c.type]]),
      ),
    );

    const reader = await connection.runAndReadAll(
      `SELECT * FROM read_parquet('${path}') ORDER BY id`,
    );
    const viaDuckdb = reader.getRowObjects().map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([field, value]) => {
          if (typeof value === 'bigint') return [field, Number(value)];
          if (item.schema.columns[field]?.type === 'json' && value !== null)
            return [field, JSON.parse(String(value))];
          return [field, value];
        }),
      ),
    );
    const viaOkf = [];
    for (let start = 0; start < rows.length; start += 1000) {
      viaOkf.push(
        ...(await okfRead(store, item.ref, { rows: { start, end: start + 1000 }, limit: 1000 }))
          .rows,
      );
    }
    expect(viaDuckdb).toEqual(viaOkf);
    expect(viaOkf[3]).toEqual(rows[3]);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
});
