import { Agent, get, type IncomingMessage } from 'node:http';

/** The portal's /api as the web app calls it: JSON with the session cookie, every call with a time limit. */
export class ApiClient {
  private cookie?: string;
  // One kept-alive connection for the timed GETs, as a browser tab keeps one to its site.
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    init: { json?: unknown; form?: FormData; timeoutMs?: number } = {},
  ): Promise<Response> {
    if (method === 'GET') return this.get(path, init.timeoutMs ?? 30_000);
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
   * A GET with node:http over the kept-alive connection, answered as a fetch Response. The timed requests
   * go this way: fetch's web streams cost about half a millisecond of CPU a request on these two cores,
   * taken from the portal being measured (a browser's own work is not on the server's cores).
   */
  private get(path: string, timeoutMs: number): Promise<Response> {
    return new Promise((resolve, reject) => {
      const req = get(
        `${this.baseUrl}${path}`,
        { agent: this.agent, headers: this.cookie ? { cookie: this.cookie } : {} },
        (res) => {
          const setCookie = res.headers['set-cookie']?.[0];
          if (setCookie) this.cookie = setCookie.split(';')[0];
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.once('error', reject);
          res.once('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
            }
            const status = res.statusCode ?? 0;
            const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
            resolve(new Response(body, { status, headers }));
          });
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${path}: no answer within ${timeoutMs} ms`)));
      req.once('error', reject);
    });
  }

  /** Closes the kept-alive connection. */
  close(): void {
    this.agent.destroy();
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
