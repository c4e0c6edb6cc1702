import * as z from 'zod/mini';
import { publicConfigSchema } from '../config.ts';
import type { Endpoint } from './endpoint.ts';

// Written with zod/mini: every page reads the config as it starts
// (docs/architecture.md#the-start-up-answers).

export const configEndpoint = {
  method: 'get',
  path: '/api/config',
  response: publicConfigSchema,
} as const satisfies Endpoint;

/**
 * A fresh ALTCHA challenge. The web never calls it by hand: the ALTCHA widget fetches the
 * `challengeUrl` that `/api/config` names (this path), and reads the challenge itself.
 */
export const botCheckChallengeEndpoint = {
  method: 'get',
  path: '/api/botcheck/challenge',
  response: z.record(z.string(), z.unknown()),
} as const satisfies Endpoint;
