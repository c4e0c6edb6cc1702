// One visitor's day on ReelAtlas, as the mixed-load benchmark replays it (docs/performance.md#bars): the home
// page's calls, typing a title (autocomplete per keystroke), 1–3 searches with their bot-check
// tokens and title pages, and now and then a sign-in with a list change.
import { solveAltcha } from '@reelatlas/testing';

/** A title the visitor looks for. */
export interface WantedTitle {
  type: 'movie' | 'tv';
  id: number;
  title: string;
  year: number | null;
}

export interface Account {
  email: string;
  password: string;
}

/** Every call's kind, latency and whether it answered as expected. */
export interface CallRecord {
  kind: string;
  ms: number;
  ok: boolean;
  status: number;
}

export interface VisitorPlan {
  url: string;
  /** The visitor's own address (sent as X-Forwarded-For; the server trusts one proxy hop). */
  ip: string;
  titles: WantedTitle[];
  /** Set for the few visitors who sign in and change their watchlist. */
  account?: Account;
}

/** A browser's cookies, as far as the site sets them (name=value only). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
}

export async function visit(plan: VisitorPlan, record: (call: CallRecord) => void): Promise<void> {
  const jar = new CookieJar();
  const call = async (kind: string, path: string, init: RequestInit = {}, expected = [200]) => {
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(plan.url + path, {
        ...init,
        headers: {
          'x-forwarded-for': plan.ip,
          origin: plan.url,
          cookie: jar.header(),
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.headers as Record<string, string> | undefined),
        },
      });
      status = response.status;
      jar.take(response);
      await response.arrayBuffer();
    } finally {
      record({ kind, ms: performance.now() - started, ok: expected.includes(status), status });
    }
    return status;
  };

  // The home page: config, quota, the poster grid.
  await call('config', '/api/config');
  await call('quota', '/api/quota');
  await call('top-rated', '/api/top-rated?limit=20');

  for (const wanted of plan.titles) {
    // Typing: one autocomplete call per keystroke from the second letter, about eight.
    const typed = wanted.title.toLowerCase();
    for (let length = 2; length <= Math.min(typed.length, 9); length++) {
      // The web asks from two letters on, trimmed ("a " is one letter).
      const q = typed.slice(0, length).trim();
      if (q.length >= 2 && q === typed.slice(0, length))
        await call('autocomplete', `/api/autocomplete?q=${encodeURIComponent(q)}`);
    }
    // The bot check (its challenge is a request too; solving it is the browser's work).
    const started = performance.now();
    const token = await solveAltcha(plan.url, plan.ip);
    record({ kind: 'botcheck challenge + solve', ms: performance.now() - started, ok: true, status: 200 });
    // An anonymous visitor has 2 searches a day: the third is refused (429), as it would be.
    const query = wanted.year ? `${wanted.title} (${wanted.year})` : wanted.title;
    const status = await call(
      'search',
      '/api/search',
      { method: 'POST', body: JSON.stringify({ query, id: wanted.id, type: wanted.type, token }) },
      [200, 429],
    );
    if (status === 200) await call('quota', '/api/quota');
  }

  if (plan.account) {
    await call('sign-in', '/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify(plan.account),
    });
    await call('me', '/api/me');
    const first = plan.titles[0];
    if (first) {
      await call(
        'list change',
        '/api/lists/watchlist',
        { method: 'POST', body: JSON.stringify({ id: first.id, type: first.type }) },
        [200, 201, 409],
      );
      await call('list read', '/api/lists/watchlist');
      await call('list change', `/api/lists/watchlist/${first.type}/${first.id}`, { method: 'DELETE' });
    }
  }
}
