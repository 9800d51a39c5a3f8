/** A source of numbers in [0, 1); scenes take one so a seed replays the same frames. */
export type Random = () => number;

/**
 * mulberry32: a tiny, fast, well-spread 32-bit generator. Math.random cannot be seeded, and
 * seeding is what lets tests and the build's previews draw the same picture every time.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable seed from a scene id, so each scene has its own default pattern. */
export function seedFromText(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** A number in [min, max). */
export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}

/** One item of a non-empty list. */
export function pick<T>(random: Random, items: readonly [T, ...T[]]): T {
  return items[Math.floor(random() * items.length)] ?? items[0];
}
