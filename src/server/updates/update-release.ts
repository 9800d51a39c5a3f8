import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FEED_NAMES, FeedError, parseFeed, type UpdateInfo } from '../../shared/updates/update-feed.js';
import type { ObjectStorage } from '../store/object-storage.js';

/** Where the update feed and its installers live in the service's storage. */
export const UPDATES_PREFIX = 'updates/';

/** One feed checked against the build folder, ready to store. */
interface CheckedFeed {
  name: string;
  text: string;
  info: UpdateInfo;
  /** Each named file with the local file that holds it. */
  files: { name: string; local: string; size: number }[];
}

/** Refused: the message says which file and why; nothing was stored. */
export class ReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}

async function sha512Of(file: string): Promise<string> {
  const hash = createHash('sha512');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('base64');
}

/**
 * The local file for a name the feed gives. electron-builder names an NSIS installer
 * "Flipbook Studio Setup 1.2.0.exe" on disk but writes the feed's url with dashes, so a name
 * not found as it is is looked for with its dashes as spaces.
 */
function localFileFor(dir: string, name: string): string | null {
  for (const candidate of [name, name.replaceAll('-', ' ')]) {
    const file = path.join(dir, candidate);
    if (fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return null;
}

async function checkFeed(dir: string, name: string): Promise<CheckedFeed> {
  const text = fs.readFileSync(path.join(dir, name), 'utf8');
  let info: UpdateInfo;
  try {
    info = parseFeed(name, text);
  } catch (error) {
    throw new ReleaseError(error instanceof FeedError ? error.message : String(error));
  }
  const files: CheckedFeed['files'] = [];
  for (const file of info.files) {
    const local = localFileFor(dir, file.url);
    if (local === null) throw new ReleaseError(`${name} names ${file.url}, which is not in ${dir}`);
    const size = fs.statSync(local).size;
    if (file.size !== undefined && size !== file.size) throw new ReleaseError(`${file.url} is ${size} bytes, but ${name} gives ${file.size}`);
    if ((await sha512Of(local)) !== file.sha512) throw new ReleaseError(`${file.url} does not match the sha512 ${name} gives for it`);
    // A feed's blockmap lets electron-updater fetch only what changed; it is optional.
    const blockmap = localFileFor(dir, `${file.url}.blockmap`);
    files.push({ name: file.url, local, size });
    if (blockmap !== null) files.push({ name: `${file.url}.blockmap`, local: blockmap, size: fs.statSync(blockmap).size });
  }
  return { name, text, info, files };
}

/**
 * Publishes a release from an electron-builder output folder: every feed found in it
 * (latest.yml, latest-mac.yml, latest-linux.yml) is parsed, and every file it names must be
 * there with the feed's size and sha512. Only then is anything stored: the installers first,
 * the feeds last, so the service never serves a feed that names a file it does not have.
 */
export async function publishRelease(storage: ObjectStorage, dir: string): Promise<{ feeds: { name: string; version: string; files: string[] }[] }> {
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new ReleaseError(`${dir} is not a folder`);
  const names = FEED_NAMES.filter((name) => fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.isFile());
  if (names.length === 0) throw new ReleaseError(`${dir} holds no ${FEED_NAMES.join(', ')}: build with electron-builder's generic publish settings first`);
  const feeds: CheckedFeed[] = [];
  for (const name of names) feeds.push(await checkFeed(dir, name));
  for (const feed of feeds) {
    for (const file of feed.files) await storage.put(`${UPDATES_PREFIX}${file.name}`, fs.createReadStream(file.local), file.size);
  }
  for (const feed of feeds) await storage.put(`${UPDATES_PREFIX}${feed.name}`, Buffer.from(feed.text, 'utf8'));
  return { feeds: feeds.map((feed) => ({ name: feed.name, version: feed.info.version, files: feed.files.map((file) => file.name) })) };
}
