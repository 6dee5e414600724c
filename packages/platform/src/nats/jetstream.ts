import { JetStreamManager, nanos, RetentionPolicy, StorageType } from 'nats';
import { eventsStreamName, eventsWildcard } from './namespace';

/** Creates (or keeps) the one stream of domain events for a namespace. */
export async function ensureEventsStream(jsm: JetStreamManager, namespace: string): Promise<string> {
  const name = eventsStreamName(namespace);
  const config = {
    name,
    subjects: [eventsWildcard(namespace)],
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    max_age: nanos(30 * 24 * 3600 * 1000),
    // Long enough that a relay restarting after a crash republishes inside it.
    duplicate_window: nanos(10 * 60 * 1000),
  };
  try {
    await jsm.streams.info(name);
  } catch {
    try {
      await jsm.streams.add(config);
    } catch (error) {
      // Another service created it meanwhile.
      await jsm.streams.info(name).catch(() => {
        throw error;
      });
    }
  }
  return name;
}
