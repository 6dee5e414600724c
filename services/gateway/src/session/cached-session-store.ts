import { OnApplicationShutdown } from '@nestjs/common';
import type { JsonLogger } from '@portal/platform';
import type { Request } from 'express';
import { Session, SessionData, Store } from 'express-session';
import { Client } from 'pg';

/** Notified by the session table's trigger (migration 1763700160000) with the sid of every changed or removed row. */
export const SESSION_CHANGED_CHANNEL = 'session_changed';

export interface SessionCacheOptions {
  /** Most sessions held; the least recently stored go first. */
  maxEntries: number;
  /** Longest a cached copy is used without reading the row again, whatever the notifications say. */
  maxAgeMs: number;
  /** Wait before listening again after the listening connection was lost. */
  reconnectMs: number;
}

const DEFAULTS: SessionCacheOptions = { maxEntries: 10_000, maxAgeMs: 60_000, reconnectMs: 1_000 };

interface Cached {
  json: string;
  /** When the session itself ends (its cookie's expiry), as the table's `expire` says. */
  expiresAt: number;
  /** When this copy stops being used. */
  staleAt: number;
}

type Callback<T = void> = (error?: unknown, value?: T) => void;

/**
 * Keeps signed-in sessions in memory so that an API request does not wait for a Postgres round trip
 * before its real work. The table stays the truth: a trigger NOTIFYs the sid of every row that is
 * updated or deleted (sign-out, "end other sessions", the idle-time write, pruning), by whichever
 * gateway replica, and every replica drops its copy. While the listening connection is down nothing is
 * cached and every read goes to the table; a read that raced with a notification is not cached.
 */
export class CachedSessionStore extends Store implements OnApplicationShutdown {
  private readonly entries = new Map<string, Cached>();
  private readonly options: SessionCacheOptions;
  private listener: Client | null = null;
  private listening = false;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  /** Moves on every notification and every loss of the listener, so a read that overlapped one is not kept. */
  private epoch = 0;
  /** Request sessions read from the table or written to it; any other was made in its request and has no row. */
  private readonly stored = new WeakSet<object>();
  /** What set() last wrote of each request session (its sid and JSON), to skip writing the same again. */
  private readonly written = new WeakMap<object, string>();

  constructor(
    private readonly table: Store,
    private readonly databaseUrl: string,
    private readonly logger: JsonLogger,
    options: Partial<SessionCacheOptions> = {},
  ) {
    super();
    this.options = { ...DEFAULTS, ...options };
  }

  /** Starts listening; until it has, every read goes to the table. */
  start(): void {
    void this.listen();
  }

  /** True while notifications are being received, i.e. while copies may be used. */
  get caching(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    const hit = this.listening ? this.entries.get(sid) : undefined;
    const now = Date.now();
    if (hit && hit.staleAt > now && hit.expiresAt > now) {
      // A fresh object each time: express-session changes the one it is given.
      callback(null, JSON.parse(hit.json) as SessionData);
      return;
    }
    if (hit) this.entries.delete(sid);
    const epoch = this.epoch;
    this.table.get(sid, (error, session) => {
      if (!error && session && this.listening && this.epoch === epoch) this.remember(sid, session);
      callback(error, session ?? null);
    });
  }

  /**
   * A sign-in saves its regenerated session, and express-session saves it again when the request ends (it
   * only tracks the session object it made itself): the same sid and content already in the row are not
   * written twice. Anything changed since is written.
   */
  override set(sid: string, session: SessionData, callback?: Callback): void {
    const row = `${sid}\n${JSON.stringify(session)}`;
    if (this.written.get(session) === row) {
      callback?.();
      return;
    }
    // The next read takes the row as written; the trigger tells the other replicas.
    this.forget(sid);
    this.stored.add(session);
    this.table.set(sid, session, (error) => {
      if (!error) this.written.set(session, row);
      callback?.(error);
    });
  }

  override createSession(req: Request, data: SessionData): Session & SessionData {
    const session = super.createSession(req, data);
    this.stored.add(session);
    return session;
  }

  /**
   * Sign-in regenerates the session (a new id, so a planted one is worthless). A session made in this
   * very request (no cookie, or one naming no row: every first sign-in) has no row to delete, so it only
   * gets its new id, one statement fewer per sign-in.
   */
  override regenerate(req: Request, callback: (error?: unknown) => void): void {
    if (req.session && !this.stored.has(req.session)) {
      (this as unknown as { generate(req: Request): void }).generate(req);
      callback();
      return;
    }
    super.regenerate(req, callback);
  }

  override destroy(sid: string, callback?: Callback): void {
    this.forget(sid);
    this.table.destroy(sid, (error) => callback?.(error));
  }

  override touch(sid: string, session: SessionData, callback?: Callback): void {
    if (this.table.touch) this.table.touch(sid, session, (error?: unknown) => callback?.(error));
    else callback?.();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.stopCaching();
    await this.listener?.end().catch(() => undefined);
  }

  private remember(sid: string, session: SessionData): void {
    const expires = session.cookie?.expires ? new Date(session.cookie.expires).getTime() : NaN;
    if (!Number.isFinite(expires)) return;
    this.entries.delete(sid);
    this.entries.set(sid, {
      json: JSON.stringify(session),
      expiresAt: expires,
      staleAt: Date.now() + this.options.maxAgeMs,
    });
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  private forget(sid: string): void {
    this.epoch++;
    this.entries.delete(sid);
  }

  private stopCaching(): void {
    this.listening = false;
    this.epoch++;
    this.entries.clear();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5_000 });
    this.listener = client;
    client.on('notification', (message) => {
      if (message.channel === SESSION_CHANGED_CHANNEL && message.payload) this.forget(message.payload);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANGED_CHANNEL}`);
      if (this.listener !== client || this.closed) return;
      // Reads that started before this point may hold rows changed before LISTEN took effect.
      this.epoch++;
      this.listening = true;
    } catch (error) {
      this.logger.event('warn', 'session cache off: cannot listen for session changes', {
        error: (error as Error).message,
      });
      this.lost(client);
    }
  }

  private lost(client: Client): void {
    if (this.listener !== client) return;
    this.listener = null;
    this.stopCaching();
    client.end().catch(() => undefined);
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.listen();
    }, this.options.reconnectMs);
    this.reconnectTimer.unref();
  }
}
