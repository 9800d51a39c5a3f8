/** Seeded filler prose for generated pages: ordinary English words, so line breaks and glyph mixes look like real copy. */
import type { Random } from './seeded-random.js';

const WORDS = (
  'the of and to in is that for it as with was on be by this are from at or an which have not but all their more can one ' +
  'page book reader market design colour season travel garden city coast morning autumn recipe bright studio review ' +
  'printed weekly product catalogue island mountain history library museum ocean harvest festival journey modern simple ' +
  'quality natural material collection feature interview season picture gallery region village science report growth'
).split(' ');

export function sentence(random: Random, words = random.int(8, 18)): string {
  const chosen = Array.from({ length: words }, () => random.pick(WORDS));
  const first = chosen[0] ?? 'the';
  chosen[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return `${chosen.join(' ')}.`;
}

export function paragraph(random: Random, sentences = random.int(3, 6)): string {
  return Array.from({ length: sentences }, () => sentence(random)).join(' ');
}

export function heading(random: Random, words = random.int(2, 5)): string {
  return sentence(random, words).slice(0, -1);
}
