/** The bot check could not produce a token (script blocked, challenge unreachable, private mode…). */
export class BotCheckNotReadyError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BotCheckNotReadyError';
  }
}

/** Rejects after `ms` so a hung widget or script never leaves the Search button spinning. */
export function withTimeout<T>(promise: Promise<T>, ms: number, reason: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new BotCheckNotReadyError(reason)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
