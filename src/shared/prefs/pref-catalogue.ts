import { z } from 'zod';
import { DefaultOutputDirSchema, UpdateCheckAtStartSchema } from './app-prefs.js';
import { CloudLoginPrefsSchema } from './cloud-prefs.js';
import { BatchChoicesSchema } from './batch-prefs.js';
import { ImportChoicesSchema } from './import-prefs.js';
import { InterfaceLanguageSchema, PreviewDeviceSchema } from './interface-prefs.js';
import { ApkChoicesSchema, DesktopPublishPrefsSchema, HtmlChoicesSchema, PluginChoicesSchema } from './publish-prefs.js';

/**
 * Every preference the app keeps in its app-data folder, by key, with the schema its value
 * must pass. A new remembered choice is one entry here; prefs.get and prefs.set follow.
 * Secrets (keystore and page passwords) are never preferences: no schema here has a field for one.
 */
export const PREF_SCHEMAS = {
  /** The import panel's last choices. */
  importChoices: ImportChoicesSchema,
  /** The HTML publish dialog's habits. */
  publishHtmlChoices: HtmlChoicesSchema,
  /** The plug-in publish dialog's habits. */
  publishPluginChoices: PluginChoicesSchema,
  /** The APK panel's fields, password excluded. */
  apkChoices: ApkChoicesSchema,
  /** The Windows EXE dialog's choices. */
  desktopPublishExe: DesktopPublishPrefsSchema,
  /** The Mac APP dialog's choices. */
  desktopPublishApp: DesktopPublishPrefsSchema,
  /** The batch panel's settings for the whole batch. */
  batchChoices: BatchChoicesSchema,
  /** The interface language. */
  language: InterfaceLanguageSchema,
  /** The device the live preview imitates. */
  previewDevice: PreviewDeviceSchema,
  /** The cloud login panel: the service URL, the last email and the auto login box. */
  cloudLogin: CloudLoginPrefsSchema,
  /** Whether the desktop app checks for an update at start (absent: yes). */
  updateCheckAtStart: UpdateCheckAtStartSchema,
  /** The output folder first suggested by the publish and batch panels (absent or empty: Documents/Published). */
  defaultOutputDir: DefaultOutputDirSchema,
} as const;

export type PrefKey = keyof typeof PREF_SCHEMAS;
export type PrefValue<K extends PrefKey> = z.infer<(typeof PREF_SCHEMAS)[K]>;
export const PREF_KEYS = Object.keys(PREF_SCHEMAS) as PrefKey[];

/** The stored preferences: any key may be absent (never chosen, or dropped as unreadable). */
export const StoredPrefsSchema = z.object(PREF_SCHEMAS).partial().strict();
export type StoredPrefs = z.infer<typeof StoredPrefsSchema>;

/** One preference to store: a known key and a value its schema accepts. */
export type PrefEntry = { [K in PrefKey]: { key: K; value: PrefValue<K> } }[PrefKey];

const entrySchemas = PREF_KEYS.map((key) => z.object({ key: z.literal(key), value: PREF_SCHEMAS[key] }).strict());

/**
 * prefs.set's argument. Built from the catalogue, so the union's members cannot drift from
 * it; the cast only restores the per-key typing that a mapped array loses.
 */
export const PrefEntrySchema = z.discriminatedUnion('key', entrySchemas as [(typeof entrySchemas)[number], ...(typeof entrySchemas)[number][]]) as unknown as z.ZodType<
  PrefEntry,
  PrefEntry
>;

export function isPrefKey(value: unknown): value is PrefKey {
  return typeof value === 'string' && Object.hasOwn(PREF_SCHEMAS, value);
}
