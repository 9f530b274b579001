import { describe, expect, it } from 'vitest';
import { addTerm, orderedTerms, parseHistory, removeTerm } from './history.ts';

describe('search history map', () => {
  it('keeps the last five terms, newest first, a repeat moving to the top', () => {
    let map = {};
    for (const [i, term] of ['coat', 'dress', 'jeans', 'boots', 'scarf', 'hat'].entries()) map = addTerm(map, term, i);
    expect(orderedTerms(map)).toEqual(['hat', 'scarf', 'boots', 'jeans', 'dress']);
    map = addTerm(map, '  Dress ', 10);
    expect(orderedTerms(map)[0]).toBe('dress');
  });

  it('deletes one term', () => {
    const map = addTerm(addTerm({}, 'coat', 1), 'dress', 2);
    expect(orderedTerms(removeTerm(map, 'Coat'))).toEqual(['dress']);
  });

  it('reads stored maps defensively', () => {
    expect(parseHistory('{"a":1,"b":"x"}')).toEqual({ a: 1 });
    expect(parseHistory('[1,2]')).toEqual({});
    expect(parseHistory('nope')).toEqual({});
    expect(parseHistory(null)).toEqual({});
  });
});
