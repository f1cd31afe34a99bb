import fc from 'fast-check';
import { titleEntities } from './entities.js';

describe('titleEntities', () => {
  it('keeps capitalised words, without stop words, one-letter words and duplicates', () => {
    expect(titleEntities('OpenAI ships a new agent framework for Node.js developers')).toEqual([
      'OpenAI',
      'Node.js',
    ]);
    expect(titleEntities('The Big Deal: Microsoft and GitHub, Microsoft again')).toEqual([
      'Big',
      'Deal',
      'Microsoft',
      'GitHub',
    ]);
    expect(titleEntities('A I X-ray "Quoted" (Paren) C++ C# GPT-5')).toEqual([
      'X-ray',
      'Quoted',
      'Paren',
      'C++',
      'C#',
      'GPT-5',
    ]);
    expect(titleEntities("OpenAI's model, Google’s answer")).toEqual(['OpenAI', 'Google']);
    expect(titleEntities('Яндекс открыл модель')).toEqual(['Яндекс']);
    expect(titleEntities('')).toEqual([]);
  });

  it('yields schema-valid, unique, non-empty entities found in the title (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        const entities = titleEntities(title);
        expect(new Set(entities).size).toBe(entities.length);
        for (const e of entities) {
          expect(e.length).toBeGreaterThan(0);
          expect(e.length).toBeLessThanOrEqual(200);
          expect(title).toContain(e);
        }
      }),
    );
  });
});
