// One trial per person: which spellings of an address are one mailbox.
import { describe, expect, it } from 'vitest';
import { trialEmailKey } from '../src/index.ts';

describe('trialEmailKey', () => {
  it('folds case, spaces and +tags: the same inbox at most providers', () => {
    for (const spelling of ['maria@example.test', ' Maria@Example.TEST ', 'maria+trial2@example.test'])
      expect(trialEmailKey(spelling)).toBe('maria@example.test');
  });

  it('drops the dots Gmail ignores, and reads googlemail.com as gmail.com', () => {
    for (const spelling of ['ann.lee@gmail.com', 'A.N.N.L.E.E+x@GMAIL.com', 'annlee@googlemail.com'])
      expect(trialEmailKey(spelling)).toBe('annlee@gmail.com');
  });

  it('keeps dots elsewhere, and what tells two people apart', () => {
    expect(trialEmailKey('ann.lee@example.test')).toBe('ann.lee@example.test');
    expect(trialEmailKey('ann.lee@example.test')).not.toBe(trialEmailKey('annlee@example.test'));
    expect(trialEmailKey('annlee@gmail.com')).not.toBe(trialEmailKey('annlees@gmail.com'));
    // A "+" that starts the name is the name, not a tag.
    expect(trialEmailKey('+x@example.test')).toBe('+x@example.test');
  });
});
