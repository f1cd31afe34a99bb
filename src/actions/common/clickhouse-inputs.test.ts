import { createInputs, logger } from '../../runtime/index.js';
import { withCapturedStdout } from '../../../test-support/runtime.js';
import { readClickHouseInputs } from './clickhouse-inputs.js';

test('the password is hidden from every later line of the log, with no ::add-mask:: line', async () => {
  const password = 'ch-pass-7f3a9';
  const inputs = createInputs((name) =>
    name === 'clickhouse-password'
      ? password
      : name === 'clickhouse-url'
        ? 'https://ch.example'
        : '',
  );
  const { result, out } = await withCapturedStdout(() => {
    const options = readClickHouseInputs(inputs);
    logger.info(`connecting with ${password}`);
    return options;
  });
  expect(result?.password).toBe(password);
  expect(out.lines()).toEqual(['connecting with ***']);
});

describe('a refused clickhouse-url names allow-private-network only where it would help', () => {
  const refusal = (url: string, allow = '') => {
    const inputs = createInputs((name) =>
      name === 'clickhouse-url' ? url : name === 'allow-private-network' ? allow : '',
    );
    try {
      readClickHouseInputs(inputs);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`${url} was accepted`);
  };
  const HINT = 'needs allow-private-network: true';

  test.each(['http://127.0.0.1:8123', 'http://10.1.2.3:8123', 'http://[::1]:8123'])(
    '%s: loopback or private, the hint',
    (url) => expect(refusal(url)).toContain(HINT),
  );

  test.each(['http://169.254.169.254', 'http://[fe80::1]:8123', 'http://0.0.0.0:8123'])(
    '%s: refused even with the opt-in, so no hint',
    (url) => {
      expect(refusal(url)).not.toContain(HINT);
      expect(refusal(url, 'true')).not.toContain(HINT);
    },
  );

  test('not a URL: no hint', () => expect(refusal('ch.example:8123')).not.toContain(HINT));
});
