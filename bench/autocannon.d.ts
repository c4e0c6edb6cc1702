// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface RequestStep extends RawRequest {
    /** Called before each send; return the request to send (or a falsy value to restart). */
    setupRequest?: (request: RawRequest) => RawRequest | null;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds; ignored when `amount` is set. */
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: RequestStep[];
  }

  export interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
    on(event: 'done', listener: (result: Result) => void): this;
    on(event: 'error', listener: (err: Error) => void): this;
    stop(): void;
  }

  export default function autocannon(
    options: Options,
    callback: (err: Error | null, result: Result) => void,
  ): Instance;
}
