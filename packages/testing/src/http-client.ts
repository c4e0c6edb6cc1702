/**
 * A tiny browser stand-in: keeps cookies like a browser profile does, and can pretend to come
 * from a given IP (the server trusts X-Forwarded-For only when TRUST_PROXY is set).
 */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly ip?: string,
    /** Sent as Origin on POST/PATCH/DELETE, as a browser on that site would (CSRF checks). */
    readonly origin?: string,
  ) {}

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.ip) headers.set('x-forwarded-for', this.ip);
    const method = (init.method ?? 'GET').toUpperCase();
    if (this.origin && method !== 'GET' && method !== 'HEAD' && !headers.has('origin'))
      headers.set('origin', this.origin);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers, body });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  async json<T = unknown>(
    path: string,
    init: RequestInit & { json?: unknown } = {},
  ): Promise<{ status: number; body: T }> {
    const response = await this.request(path, init);
    return { status: response.status, body: (await response.json()) as T };
  }

  /** A cookie the page's own script sets (document.cookie), e.g. the language menu's choice. */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** The same browser (cookies kept) on another network, e.g. after moving to a banned range. */
  atIp(ip: string): TestClient {
    const moved = new TestClient(this.baseUrl, ip, this.origin);
    for (const [name, value] of this.cookies) moved.cookies.set(name, value);
    return moved;
  }

  /** The same browser (cookies kept) reaching another server instance of the site, e.g. behind a load balancer. */
  atServer(baseUrl: string): TestClient {
    const moved = new TestClient(baseUrl, this.ip, this.origin);
    moved.cookies = this.cookies;
    return moved;
  }

  /** The same client with a fresh cookie jar, as a new browser profile on the same network. */
  freshProfile(): TestClient {
    return new TestClient(this.baseUrl, this.ip, this.origin);
  }
}
