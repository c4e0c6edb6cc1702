import { describe, expect, it } from 'vitest';
import { scheduleJob } from '../src/boot/schedule-job.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduleJob (the background jobs’ timers)', () => {
  it('runs a first round at once when asked, then every interval; a failed round is reported and the next runs', async () => {
    let rounds = 0;
    const errors: unknown[] = [];
    const job = scheduleJob({
      firstMs: 0,
      everyMs: 20,
      run: async () => {
        rounds += 1;
        if (rounds === 2) throw new Error('round two failed');
      },
      onError: (err) => errors.push(err),
    });
    expect(rounds).toBe(1);
    await expect.poll(() => rounds).toBeGreaterThanOrEqual(4);
    await job.stop();
    expect(errors).toHaveLength(1);
    const after = rounds;
    await wait(60);
    expect(rounds).toBe(after);
  });

  it('never overlaps a slow round with the next; stop aborts the round under way and waits for it', async () => {
    let started = 0;
    let concurrent = 0;
    let most = 0;
    let aborted = false;
    const job = scheduleJob({
      everyMs: 5,
      run: (signal) =>
        new Promise<void>((done) => {
          started += 1;
          concurrent += 1;
          most = Math.max(most, concurrent);
          signal.addEventListener('abort', () => {
            aborted = true;
            concurrent -= 1;
            done();
          });
        }),
      onError: () => undefined,
    });
    await wait(60);
    expect(started).toBe(1);
    await job.stop();
    expect(aborted).toBe(true);
    expect(most).toBe(1);
  });

  it('with no interval and no first round, never runs', async () => {
    let rounds = 0;
    const job = scheduleJob({
      everyMs: 0,
      run: async () => {
        rounds += 1;
      },
      onError: () => undefined,
    });
    await wait(30);
    await job.stop();
    expect(rounds).toBe(0);
  });
});
