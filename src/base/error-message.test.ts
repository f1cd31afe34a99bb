import fc from 'fast-check';
import { runInNewContext } from 'node:vm';
import { messageOf } from './error-message.js';

test('the message of an Error, of an error from another realm, or of any thrown value', () => {
  expect(messageOf(new Error('boom'))).toBe('boom');
  expect(messageOf(new TypeError(''))).toBe('TypeError');
  expect(messageOf(runInNewContext('new RangeError("far")'))).toBe('far');
  expect(messageOf({ message: 'duck' })).toBe('duck');
  expect(messageOf({ message: 42 })).toBe('[object Object]');
  expect(messageOf('plain')).toBe('plain');
  expect(messageOf(undefined)).toBe('undefined');
  expect(messageOf(null)).toBe('null');
});

test('property: a non-empty message is given back as it is', () => {
  fc.assert(
    fc.property(fc.string({ minLength: 1 }), (message) => {
      expect(messageOf(new Error(message))).toBe(message);
    }),
  );
});
