import { get, type IncomingMessage } from 'node:http';

/** The portal's /api as the web app calls it: JSON with the session cookie, every call with a time limit. */
export class ApiClient {
  private cookie?: string;

  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    init: { json?: unknown; form?: FormData; timeoutMs?: number } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
      redirect: 'manual',
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    return res;
  }

  /**
   * GET with node:http, for large downloads: the answer's body is read as it arrives with far less CPU than
   * fetch's web streams take, which on two cores would be taken from the portal being measured.
   */
  download(path: string, timeoutMs: number): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const req = get(`${this.baseUrl}${path}`, { headers: this.cookie ? { cookie: this.cookie } : {} }, resolve);
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${path}: no answer within ${timeoutMs} ms`)));
      req.once('error', reject);
    });
  }

  async login(email: string, password: string): Promise<void> {
    const res = await this.request('POST', '/api/auth/admin/login', { json: { email, password } });
    if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }

  /** GET answering parsed JSON; anything but 200 is an error. */
  async getJson<T>(path: string, timeoutMs?: number): Promise<T> {
    const res = await this.request('GET', path, { timeoutMs });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }
}
