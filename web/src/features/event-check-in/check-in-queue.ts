import type { CheckInMethod } from '@portal/contracts/shapes';

/** A check-in made while the phone had no signal, waiting to be sent. */
export interface QueuedCheckIn {
  memberId: string;
  /** When the door scanned it (ISO): the server records this time. */
  scannedAt: string;
  method: CheckInMethod;
  /** The name the card's signed pass gave, to show in the waiting list. */
  name: string | null;
}

const storageKey = (eventId: string) => `portal.check-in-queue.${eventId}`;

/**
 * The phone's queue of offline check-ins for one event, in localStorage so a reload or a closed tab keeps them.
 * One entry per member: scanning the same card twice offline sends it once (the server is idempotent anyway).
 */
export class CheckInQueue {
  constructor(
    private readonly eventId: string,
    private readonly storage: Storage = window.localStorage,
  ) {}

  list(): QueuedCheckIn[] {
    try {
      const stored: unknown = JSON.parse(this.storage.getItem(storageKey(this.eventId)) ?? '[]');
      return Array.isArray(stored) ? (stored as QueuedCheckIn[]) : [];
    } catch {
      return [];
    }
  }

  /** Adds the check-in unless the member is already waiting; answers whether it was added. */
  add(entry: QueuedCheckIn): boolean {
    const entries = this.list();
    if (entries.some((queued) => queued.memberId === entry.memberId)) return false;
    this.save([...entries, entry]);
    return true;
  }

  remove(memberId: string): void {
    this.save(this.list().filter((queued) => queued.memberId !== memberId));
  }

  /**
   * Sends each waiting check-in with `send`, oldest first, removing those the server answered (recorded, or
   * refused for good, e.g. an unknown member); stops at the first that fails to reach it (still offline).
   */
  async sync(send: (entry: QueuedCheckIn) => Promise<'done' | 'retry'>): Promise<number> {
    let sent = 0;
    for (const entry of this.list()) {
      if ((await send(entry)) === 'retry') break;
      this.remove(entry.memberId);
      sent += 1;
    }
    return sent;
  }

  private save(entries: QueuedCheckIn[]): void {
    if (entries.length === 0) this.storage.removeItem(storageKey(this.eventId));
    else this.storage.setItem(storageKey(this.eventId), JSON.stringify(entries));
  }
}
