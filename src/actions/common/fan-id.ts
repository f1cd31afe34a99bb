// The fan-id input, which emit and gather both take: a fan's id as the gather engine takes it.

import { isFanId } from '../../gather/index.js';
import { MAX_FAN_ID_CHARS } from '../../contracts/generated/limits.js';
import { InputError, type Inputs } from '../../runtime/index.js';

export function readFanId(inputs: Inputs): string {
  const fanId = inputs.string('fan-id', { required: true });
  if (!isFanId(fanId)) {
    throw new InputError(
      'fan-id',
      `must be at most ${MAX_FAN_ID_CHARS} characters, without control characters`,
    );
  }
  return fanId;
}
