import { describe, expect, it } from 'vitest';
import {
  frequentWords,
  synonymGroups,
  synonymModule,
  wordFrequencyModule,
  LIST_SIZE,
} from '../../../../functions/core/language/data/generate';
import { FREQUENT_WORDS } from '../../../../functions/core/language/data/word-frequency';
import { SYNONYM_GROUPS } from '../../../../functions/core/language/data/synonym-groups';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The shipped word lists are exactly what the generator makes from the npm data packages. */
const data = path.resolve(import.meta.dirname, '../../../../functions/core/language/data');

describe('word lists derived from SUBTLEX and WordNet', () => {
  it('are up to date with their generator', () => {
    const list = frequentWords();
    expect(list).toHaveLength(LIST_SIZE);
    expect(readFileSync(path.join(data, 'word-frequency.ts'), 'utf8')).toBe(wordFrequencyModule(list));
    expect(readFileSync(path.join(data, 'synonym-groups.ts'), 'utf8')).toBe(
      synonymModule(synonymGroups(new Set(list))),
    );
  });

  it('rank the commonest words first and group real synonyms', () => {
    expect(FREQUENT_WORDS.split(' ').slice(0, 3)).toEqual(['you', 'i', 'the']);
    expect(SYNONYM_GROUPS.split(';')).toContain('big,large');
  });
});
