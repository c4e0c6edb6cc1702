import pino from 'pino';
import type { Env } from '../env.ts';

export function createLogger(env: Pick<Env, 'LOG_LEVEL'>) {
  return pino({
    level: env.LOG_LEVEL,
    // Belt and braces: never write credentials or addresses even if an object carries them.
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', '*.email', '*.ip'],
  });
}
