import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectSnapshotSchema } from '../../shared/domain/book.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { ProjectSession } from '../engine/project-session.js';
import { createEngine } from '../app/create-engine.js';
import { createInProcessClient } from '../engine/in-process-client.js';
import { createProjectSession } from './create-project-session.js';
import { makeTempWorld, type TempWorld } from './project-test-support.js';

let world: TempWorld;
let session: ProjectSession;
let original: Buffer;
let attempt = 0;

beforeAll(async () => {
  world = makeTempWorld();
  fs.mkdirSync(world.doc(), { recursive: true });
  // A real project of two imported pages with a table of contents, saved the way the app saves.
  const engine = createEngine({ platform: world.platform, sessionDir: path.join(world.root, 'engine') });
  const client = createInProcessClient(engine);
  const pictures = [world.doc('one.png'), world.doc('two.png')];
  for (const [index, picture] of pictures.entries()) await sharp({ create: { width: 60, height: 80, channels: 3, background: index === 0 ? '#c33' : '#36c' } }).png().toFile(picture);
  await client.call('image.import', { paths: pictures });
  await client.call('toc.set', { toc: [{ title: 'Start', page: 1, children: [{ title: 'Inside', page: 2, children: [] }] }] });
  await client.call('project.saveAs', { path: world.doc('original.flipbook') });
  engine.dispose();
  original = fs.readFileSync(world.doc('original.flipbook'));
  session = createProjectSession(world.platform, world.events);
});
afterAll(() => {
  session.dispose();
  world.cleanup();
});

/**
 * Opens the bytes as a project file beside an open book: either a project that passes the
 * contract's schema, or the spec's "Failed to read the configuration!" with the file left as
 * it was and the open book untouched. Never another kind of failure.
 */
function openOrRefuse(bytes: Uint8Array): void {
  attempt += 1;
  const file = world.doc(`fuzz-${attempt}.flipbook`);
  fs.writeFileSync(file, bytes);
  session.create('Current');
  try {
    const snapshot = session.open(file);
    expect(ProjectSnapshotSchema.safeParse(snapshot).success).toBe(true);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('READ_CONFIG_FAILED');
    expect(fs.readFileSync(file).equals(Buffer.from(bytes))).toBe(true);
    expect(session.require().snapshot().book.title).toBe('Current');
  } finally {
    session.close();
    fs.rmSync(file, { force: true });
  }
}

// Fuzzing (issue 14, item 13): a project file comes from anywhere, e-mail and USB sticks included.
describe('the project file opener against damaged files (property)', () => {
  it('opens or refuses a real project with bytes changed anywhere', () => {
    // Half the changes land in the first pages, where SQLite keeps its header and the schema.
    const flips = fc.array(fc.tuple(fc.oneof(fc.nat({ max: 8191 }), fc.nat()), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(flips, (changes) => {
        const bytes = Uint8Array.from(original);
        for (const [at, value] of changes) bytes[at % bytes.length] = value;
        openOrRefuse(bytes);
      }),
      { numRuns: 150 },
    );
  });

  it('opens or refuses a real project cut anywhere', () => {
    fc.assert(
      fc.property(fc.nat(), (cut) => openOrRefuse(original.subarray(0, cut % original.length))),
      { numRuns: 60 },
    );
  });
});
