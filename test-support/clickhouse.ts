// A throwaway ClickHouse server for tests: 127.0.0.1, free ports, a temporary --path and
// config, one user with a password; stopped (and its directory removed) by `stop`.
// Locally, without the server binary, `startClickHouse` answers why it cannot start (the
// test prints it and skips); in CI (CI=true) a missing binary fails the test.

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface TestClickHouse {
  url: string;
  user: string;
  password: string;
  /** The server's process (tests stop it to see a server go down). */
  process: ChildProcess;
  stop(): Promise<void>;
}

const BINARIES = [
  '/usr/bin/clickhouse-server',
  '/usr/sbin/clickhouse-server',
  '/usr/bin/clickhouse',
];
export const TEST_USER = 'okf';
export const TEST_PASSWORD = 'pa$$-w0rd-never-printed';

function binary(): string[] | undefined {
  const found = BINARIES.find((path) => existsSync(path));
  if (found === undefined) return undefined;
  return found.endsWith('/clickhouse') ? [found, 'server'] : [found];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function config(dir: string, http: number, tcp: number): string {
  return `<yandex>
  <logger><level>error</level><console>1</console></logger>
  <listen_host>127.0.0.1</listen_host>
  <http_port>${http}</http_port>
  <tcp_port>${tcp}</tcp_port>
  <path>${dir}/data/</path>
  <tmp_path>${dir}/tmp/</tmp_path>
  <users_config>${dir}/users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <mark_cache_size>5368709</mark_cache_size>
</yandex>
`;
}

const USERS = `<yandex>
  <profiles><default></default></profiles>
  <users><${TEST_USER}><password>${TEST_PASSWORD}</password><networks><ip>127.0.0.1</ip></networks><profile>default</profile><quota>default</quota></${TEST_USER}></users>
  <quotas><default></default></quotas>
</yandex>
`;

/** A running server, or why none could start (only when not in CI). */
export async function startClickHouse(): Promise<TestClickHouse | { skipped: string }> {
  const command = binary();
  if (command === undefined) {
    const why = `no ClickHouse server binary (${BINARIES.join(', ')}): apt-get install clickhouse-server`;
    if (process.env['CI'] === 'true') throw new Error(`CI needs ClickHouse: ${why}`);
    return { skipped: why };
  }
  const dir = await mkdtemp(join(tmpdir(), 'okf-clickhouse-'));
  const [http, tcp] = [await freePort(), await freePort()];
  await writeFile(join(dir, 'config.xml'), config(dir, http, tcp));
  await writeFile(join(dir, 'users.xml'), USERS);
  const child = spawn(command[0]!, [...command.slice(1), `--config-file=${dir}/config.xml`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${http}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    if (await ping(url))
      return { url, user: TEST_USER, password: TEST_PASSWORD, process: child, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`ClickHouse did not start in 30 s: ${log}`);
}

async function ping(url: string): Promise<boolean> {
  try {
    const answer = await fetch(`${url}/ping`);
    return answer.ok;
  } catch {
    return false;
  }
}
