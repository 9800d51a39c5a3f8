import yaml from 'js-yaml';
import semver from 'semver';
import { z } from 'zod';

/**
 * The update feed as electron-updater's generic provider reads it: `latest.yml` (Windows),
 * `latest-mac.yml` and `latest-linux.yml`, each naming the installers of one release with their
 * sha512 (base64, as electron-builder writes it) and size. The cloud service's publish command
 * and the app's own check both read a feed through this one parser, so what the service accepts
 * is exactly what the app can use.
 */

/** A file name the feed may name: one path segment of the storage's key characters, so it is a safe URL and key. */
export const FEED_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** A sha512 digest in base64: 64 bytes are 88 characters ending in '=='. */
const SHA512_BASE64 = /^[A-Za-z0-9+/]{86}==$/;

const FeedFileSchema = z.object({
  url: z.string().regex(FEED_FILE_NAME, 'a file in the same folder as the feed, named with A-Z a-z 0-9 . _ -'),
  sha512: z.string().regex(SHA512_BASE64, 'a base64 sha512 digest'),
  size: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type FeedFile = z.infer<typeof FeedFileSchema>;

/** electron-builder writes notes as text, or as a list of {version, note} when it gathers several releases. */
const ReleaseNotesSchema = z.union([z.string().max(100_000), z.array(z.object({ version: z.string().max(64), note: z.string().max(100_000).nullable() })).max(200)]).nullish();

const FeedSchema = z.object({
  version: z
    .string()
    .max(64)
    .refine((value) => semver.valid(value) !== null, 'a semantic version such as 1.2.3'),
  files: z.array(FeedFileSchema).min(1).max(50),
  releaseDate: z.string().max(64).optional(),
  releaseName: z.string().max(500).nullish(),
  releaseNotes: ReleaseNotesSchema,
});

/** One release as a feed describes it, its notes as one text. */
export interface UpdateInfo {
  version: string;
  files: FeedFile[];
  releaseDate: string | null;
  releaseNotes: string | null;
}

/** The feed was not YAML, or not a feed; `reason` says which field and why. */
export class FeedError extends Error {
  constructor(readonly feedName: string, readonly reason: string) {
    super(`${feedName}: ${reason}`);
    this.name = 'FeedError';
  }
}

/** The largest feed read: a real one is well under a kilobyte per installer. */
export const MAX_FEED_BYTES = 256 * 1024;

/**
 * Parses one feed file. CORE_SCHEMA keeps an unquoted date a string and refuses YAML's
 * custom tags, so a hostile feed can only ever be plain data.
 */
export function parseFeed(feedName: string, text: string): UpdateInfo {
  if (text.length > MAX_FEED_BYTES) throw new FeedError(feedName, `larger than ${MAX_FEED_BYTES} bytes`);
  let data: unknown;
  try {
    data = yaml.load(text, { schema: yaml.CORE_SCHEMA, filename: feedName });
  } catch (error) {
    throw new FeedError(feedName, `not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  const parsed = FeedSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new FeedError(feedName, `${issue?.path.join('.') || 'the document'}: ${issue?.message ?? 'not a feed'}`);
  }
  const { version, files, releaseDate, releaseNotes } = parsed.data;
  return { version, files, releaseDate: releaseDate ?? null, releaseNotes: notesText(releaseNotes) };
}

function notesText(notes: z.infer<typeof ReleaseNotesSchema>): string | null {
  if (notes === null || notes === undefined) return null;
  if (typeof notes === 'string') return notes.trim() === '' ? null : notes;
  const text = notes.map((entry) => `${entry.version}\n${entry.note ?? ''}`.trim()).join('\n\n');
  return text === '' ? null : text;
}

/** The feed file electron-updater reads on each system (the same names electron-builder writes). */
export function feedNameFor(platform: string): string {
  if (platform === 'darwin') return 'latest-mac.yml';
  if (platform === 'linux') return 'latest-linux.yml';
  return 'latest.yml';
}

/** The feed names the publish command looks for in a build folder. */
export const FEED_NAMES = ['latest.yml', 'latest-mac.yml', 'latest-linux.yml'] as const;

/**
 * Whether the feed's release is newer than the running app, by semantic versioning
 * (1.10.0 > 1.9.0; a pre-release is older than its release). An unreadable current version
 * counts as older, so a build with a broken version can still be updated.
 */
export function isNewerRelease(feedVersion: string, currentVersion: string): boolean {
  if (semver.valid(currentVersion) === null) return semver.valid(feedVersion) !== null;
  return semver.gt(feedVersion, currentVersion);
}

/** The installer the app downloads: the first file, as electron-updater picks for NSIS, DMG and AppImage alike. */
export function mainInstaller(info: UpdateInfo): FeedFile {
  return info.files[0] as FeedFile;
}
