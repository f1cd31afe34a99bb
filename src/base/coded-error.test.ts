import { CodedError } from './coded-error.js';

class DemoError extends CodedError<'one' | 'two'> {
  override name = 'DemoError';
}

describe('CodedError', () => {
  it('keeps the code, the message, the cause and the subclass name', () => {
    const cause = new Error('root');
    const error = new DemoError('two', 'went wrong', { cause });
    expect(error).toBeInstanceOf(DemoError);
    expect(error).toBeInstanceOf(Error);
    expect([error.code, error.message, error.cause, error.name]).toEqual([
      'two',
      'went wrong',
      cause,
      'DemoError',
    ]);
    expect(String(error)).toBe('DemoError: went wrong');
  });
});
