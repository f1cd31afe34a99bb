// The one module for untrusted text: what each form guarantees, whatever the text holds.
import fc from 'fast-check';
import { escapeMarkdown, oneLine, oneLineSafe, quoted, untrusted } from './untrusted.js';

const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;

test('oneLine: line breaks and the spaces around them become the separator', () => {
  expect(oneLine('Unexpected close tag\n  Line: 5\r\nColumn: 3', 500, '; ')).toBe(
    'Unexpected close tag; Line: 5; Column: 3',
  );
  expect(oneLine(' a \n b\u0000c ')).toBe('a b c');
  expect(oneLine('x'.repeat(10), Infinity)).toBe('x'.repeat(10));
});

test('property: every form gives one line; oneLine is bounded; untrusted is a JSON string', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: 1, max: 50 }), (text, max) => {
      for (const out of [oneLine(text, max), oneLineSafe(text), untrusted(text, max)])
        expect(LINE_BREAK.test(out.replace(/\u0085/g, ''))).toBe(false);
      expect(oneLine(text, max).length).toBeLessThanOrEqual(max + 1);
      expect(typeof JSON.parse(untrusted(text, max))).toBe('string');
      expect(untrusted(text, max).startsWith('"')).toBe(true);
      expect(escapeMarkdown(text)).not.toMatch(/[\r\n]/);
    }),
  );
});

test('oneLineSafe keeps every character visible as an escape', () => {
  expect(oneLineSafe('a\nb\u2028c')).toBe('a\\u000ab\\u2028c');
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (text) => {
      expect(oneLineSafe(text)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    }),
  );
});

describe('quoted', () => {
  it('is JSON of the text, or of its first max code units and an ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.integer({ min: 1, max: 100 }), (text, max) => {
        const back = JSON.parse(quoted(text, max)) as string;
        if (text.length <= max) expect(back).toBe(text);
        else expect(back).toBe(`${text.slice(0, max)}…`);
      }),
    );
  });
});
