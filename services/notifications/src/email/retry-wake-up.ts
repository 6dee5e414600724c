/**
 * Wakes a sender when the earliest retry it has set falls due, so a message that failed is tried again on time
 * rather than at the first poll after that (up to a poll interval late). One timer, for the earliest retry; the
 * poll stays the safety net (a retry set by another replica, a clock that runs ahead of the database's).
 */
export class RetryWakeUp {
  private timer?: NodeJS.Timeout;
  private dueAt = Infinity;

  constructor(private readonly wake: () => void) {}

  /** A retry falls due in `ms` (its next_attempt_at was set to now() + ms, before this call). */
  in(ms: number): void {
    const dueAt = Date.now() + ms;
    if (this.timer && this.dueAt <= dueAt) return;
    clearTimeout(this.timer);
    this.dueAt = dueAt;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.dueAt = Infinity;
      this.wake();
    }, ms);
    // A retry due later never keeps the process alive.
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.dueAt = Infinity;
  }
}
