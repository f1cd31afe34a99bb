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
