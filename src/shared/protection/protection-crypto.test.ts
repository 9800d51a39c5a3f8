import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.js';
import { createContentKey, createKeySlot, openKeySlot, openSealed, sealBytes } from './protection-crypto.js';
import { PBKDF2_ITERATIONS } from './sealed-format.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the protected-book crypto format', () => {
  it('opens a sealed asset with the key a password unwraps, and only with the right password', async () => {
    const contentKey = await createContentKey();
    const slot = await createKeySlot(contentKey, 'correct horse', PBKDF2_ITERATIONS);
    const sealed = await sealBytes(contentKey, 'files/sealed/page-2-normal.js', bytes('page two pixels'));

    const opened = await openKeySlot(slot, 'correct horse', PBKDF2_ITERATIONS);
    expect(opened).not.toBeNull();
    const plain = await openSealed(opened as CryptoKey, 'files/sealed/page-2-normal.js', sealed);
    expect(new TextDecoder().decode(plain ?? new Uint8Array())).toBe('page two pixels');

    expect(await openKeySlot(slot, 'wrong horse', PBKDF2_ITERATIONS)).toBeNull();
    expect(await openKeySlot(slot, 'correct horse', PBKDF2_ITERATIONS - 1)).toBeNull();
  });

  it('matches a password typed in decomposed Unicode with the same password composed', async () => {
    const contentKey = await createContentKey();
    const slot = await createKeySlot(contentKey, 'caf\u00e9', PBKDF2_ITERATIONS);
    expect(await openKeySlot(slot, 'cafe\u0301', PBKDF2_ITERATIONS)).not.toBeNull();
  });

  it('gives every slot its own salt, and binds each wrapped key to its user', async () => {
    const contentKey = await createContentKey();
    const ann = await createKeySlot(contentKey, 'same', PBKDF2_ITERATIONS, { user: 'Ann', hint: 'the usual' });
    const bob = await createKeySlot(contentKey, 'same', PBKDF2_ITERATIONS, { user: 'Bob' });
    expect(ann.salt).not.toBe(bob.salt);
    expect(ann.wrapped).not.toBe(bob.wrapped);
    expect(base64ToBytes(ann.salt)).toHaveLength(16);
    expect(ann).toMatchObject({ user: 'Ann', hint: 'the usual' });
    expect(bob.hint).toBeUndefined();
    // Bob's wrapped key presented as Ann's slot does not open.
    expect(await openKeySlot({ ...ann, salt: bob.salt, wrapped: bob.wrapped }, 'same', PBKDF2_ITERATIONS)).toBeNull();
  });

  it('rejects a tampered ciphertext, an asset moved to another path and a wrong key', async () => {
    const contentKey = await createContentKey();
    const sealed = await sealBytes(contentKey, 'a.js', bytes('secret words'));
    const raw = base64ToBytes(sealed);
    raw[20] = (raw[20] ?? 0) ^ 1;
    expect(await openSealed(contentKey, 'a.js', bytesToBase64(raw))).toBeNull();
    expect(await openSealed(contentKey, 'b.js', sealed)).toBeNull();
    expect(await openSealed(await createContentKey(), 'a.js', sealed)).toBeNull();
    expect(await openSealed(contentKey, 'a.js', 'not base64 at all!')).toBeNull();
  });

  it('never puts the plain bytes in the sealed text, and seals the same bytes differently each time', async () => {
    const contentKey = await createContentKey();
    const plain = bytes('RIFF....WEBPVP8 unique-marker-words');
    const first = await sealBytes(contentKey, 'a.js', plain);
    const second = await sealBytes(contentKey, 'a.js', plain);
    expect(first).not.toBe(second);
    expect(Buffer.from(base64ToBytes(first)).includes(Buffer.from('unique-marker'))).toBe(false);
    expect(first).not.toContain(bytesToBase64(bytes('unique-marker-words')).slice(4, 20));
  });

  it('round-trips base64 of every byte value and of large buffers', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(base64ToBytes(bytesToBase64(all))).toEqual(all);
    const large = new Uint8Array(100_000).map((_, i) => (i * 31) % 251);
    expect(bytesToBase64(large)).toBe(Buffer.from(large).toString('base64'));
    expect(base64ToBytes(bytesToBase64(large))).toEqual(large);
  });
});
