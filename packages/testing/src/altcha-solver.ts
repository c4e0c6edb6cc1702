import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

let solverSeq = 0;

/**
 * Does what the browser widget does: fetch a challenge, solve it, return the base64 payload.
 * Challenges are rate-limited per IP; unless `ip` is given, each comes from its own address of
 * 198.19.0.0/16 (as the test servers trust one proxy hop), so a suite's many searches never
 * meet that limit.
 */
export async function solveAltcha(baseUrl: string, ip?: string): Promise<string> {
  solverSeq = (solverSeq + 1) % 65_536;
  const from = ip ?? `198.19.${solverSeq >> 8}.${solverSeq & 255}`;
  const response = await fetch(`${baseUrl}/api/botcheck/challenge`, { headers: { 'x-forwarded-for': from } });
  return solvedAltchaPayload((await response.json()) as Challenge);
}

/**
 * The token the widget sends for `challenge`: it solved, as base64 JSON. Apart from
 * solveAltcha for tests that get their challenge from the bot check itself, not over HTTP.
 */
export async function solvedAltchaPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
