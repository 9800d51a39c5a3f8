import type { z } from 'zod';
import type { FlipbookClient } from '../../shared/api/client.js';
import type { PrefEntry, PrefKey, PrefValue } from '../../shared/prefs/pref-catalogue.js';

/**
 * The user's remembered choices as the editor sees them: a cache read synchronously (a
 * dialog's first render needs its defaults at once) and written through to the engine's
 * prefs.set, which keeps them in the app-data folder. Never the browser's storage: the web
 * host's random port makes every run a new origin, which would forget them all.
 */
export interface ChoiceStore {
  /** What is cached for a key, not yet checked against what its reader expects. */
  read(key: PrefKey): unknown;
  write<K extends PrefKey>(key: K, value: PrefValue<K>): void;
  /** Resolves once every write made so far has been answered (stored or refused). */
  settled(): Promise<void>;
}

/** A store over a Map; `values` is open so tests can plant stale or garbled entries. */
export interface MemoryChoiceStore extends ChoiceStore {
  readonly values: Map<PrefKey, unknown>;
}

/**
 * A cache seeded with `initial`, passing each write to `send`. Writes go out one after
 * another, so two quick changes of one choice reach the engine in the order they were made.
 */
export function createChoiceStore(initial: Partial<Record<PrefKey, unknown>> = {}, send?: (entry: PrefEntry) => Promise<unknown>): MemoryChoiceStore {
  const values = new Map(Object.entries(initial) as [PrefKey, unknown][]);
  let queue: Promise<void> = Promise.resolve();
  return {
    values,
    read: (key) => values.get(key),
    write(key, value) {
      values.set(key, value);
      if (send === undefined) return;
      const entry = { key, value } as PrefEntry;
      // A failed write only costs the choice at the next start; this session keeps it.
      queue = queue.then(() => send(entry)).then(
        () => undefined,
        () => undefined,
      );
    },
    settled: () => queue,
  };
}

let appChoices: ChoiceStore = createChoiceStore();

/** The editor's store: empty (so every reader gets its defaults) until loadRememberedChoices fills it. */
export function rememberedChoices(): ChoiceStore {
  return appChoices;
}

/**
 * Fetches every stored preference once, before the editor renders, and routes later writes
 * to prefs.set. An engine that cannot answer leaves the defaults: the editor still starts.
 */
export async function loadRememberedChoices(client: FlipbookClient): Promise<void> {
  let stored: Partial<Record<PrefKey, unknown>> = {};
  try {
    stored = await client.call('prefs.get', {});
  } catch {
    // Defaults for this session; the next write still tries to store its choice.
  }
  appChoices = createChoiceStore(stored, (entry) => client.call('prefs.set', entry));
}

/** The value cached for `key` when `schema` accepts it, else `fallback`: stale shapes are forgotten, never half-used. */
export function readChoice<T>(store: ChoiceStore | null | undefined, key: PrefKey, schema: z.ZodType<T>, fallback: T): T {
  const raw = store?.read(key);
  if (raw === undefined) return fallback;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : fallback;
}

/** Remembers one choice; without a store it lasts as long as the form that holds it. */
export function writeChoice<K extends PrefKey>(store: ChoiceStore | null | undefined, key: K, value: PrefValue<K>): void {
  store?.write(key, value);
}
