import { AppError } from '@reelatlas/core';

/** What a caller learns from a refused use case: the error's code, text and per-field texts. */
export interface Refusal {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** The refusal `promise` ends in; fails the test when it succeeds or fails with another error. */
export async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, message: error.message, fields: error.fields };
  }
  throw new Error('expected a refusal, the call succeeded');
}
