import { describe, expect, it } from 'vitest';
import { findChunkCycle } from '../../build/chunk-cycles.ts';

describe('cycles between built files', () => {
  it('finds none where imports only point one way', () => {
    expect(
      findChunkCycle([
        { fileName: 'movie.js', imports: ['common.js', 'start-up.js', 'index.js'] },
        { fileName: 'common.js', imports: ['start-up.js', 'index.js'] },
        { fileName: 'start-up.js', imports: ['index.js'] },
        { fileName: 'index.js', imports: [] },
      ]),
    ).toBeNull();
  });

  it('names the files of a cycle, however deep, the first repeated at the end', () => {
    expect(
      findChunkCycle([
        { fileName: 'movie.js', imports: ['common-a.js'] },
        { fileName: 'common-a.js', imports: ['common-b.js', 'index.js'] },
        { fileName: 'common-b.js', imports: ['common-c.js'] },
        { fileName: 'common-c.js', imports: ['common-a.js'] },
        { fileName: 'index.js', imports: [] },
      ]),
    ).toEqual(['common-a.js', 'common-b.js', 'common-c.js', 'common-a.js']);
    expect(findChunkCycle([{ fileName: 'a.js', imports: ['a.js'] }])).toEqual(['a.js', 'a.js']);
  });
});
