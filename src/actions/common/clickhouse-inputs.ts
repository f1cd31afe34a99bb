// The ClickHouse connection inputs that gather (kernel okf, store clickhouse), okf-read and
// okf-stats share: clickhouse-url (the HTTP interface), clickhouse-user, clickhouse-password
// (hidden from the step's log as soon as it is read), clickhouse-database, clickhouse-table-prefix,
// and allow-private-network, the same opt-in as the feeds' for a server on a private or
// loopback address. The URL is checked here, before anything is read or written.

import { privateHint, type ClickHouseOptions } from '../../okf/clickhouse/connection.js';
import { InputError, maskSecrets, type Inputs } from '../../runtime/index.js';
import { checkTargetUrl, defaultAddressPolicy } from '../../http/ssrf.js';
import { messageOf } from '../../base/error-message.js';

/** The connection, or undefined when clickhouse-url is empty. */
export function readClickHouseInputs(inputs: Inputs): ClickHouseOptions | undefined {
  const password = inputs.optional('clickhouse-password') ?? '';
  if (password !== '') maskSecrets([password]);
  // Every input is read (and checked) in the order documented, with a server or without.
  const url = inputs.optional('clickhouse-url');
  const user = inputs.string('clickhouse-user', { default: 'default' });
  const database = inputs.string('clickhouse-database', { default: 'default' });
  const prefix = inputs.optional('clickhouse-table-prefix');
  const allowPrivateNetwork = inputs.bool('allow-private-network', false);
  if (url === undefined) return undefined;
  try {
    checkTargetUrl(url, defaultAddressPolicy(allowPrivateNetwork));
  } catch (error) {
    throw new InputError('clickhouse-url', `${messageOf(error)}${privateHint(error)}`);
  }
  return {
    url,
    user,
    password,
    database,
    ...(prefix === undefined ? {} : { tablePrefix: prefix }),
    allowPrivateNetwork,
  };
}
