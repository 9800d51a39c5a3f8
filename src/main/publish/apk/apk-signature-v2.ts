import { createHash, sign } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import type { SigningKey } from './signing-key.js';

/**
 * APK Signature Scheme v2 (source.android.com/docs/security/features/apksigning/v2),
 * written from the specification. The APK Signing Block sits between the last entry and
 * the central directory. Its v2 pair signs the SHA-256 digest of three sections — the
 * entries, the central directory and the end record (whose directory offset is read as
 * the block's start) — each cut into 1 MB chunks digested on their own.
 */

const V2_BLOCK_ID = 0x7109871a;
/** RSASSA-PKCS1-v1_5 with SHA2-256. */
const RSA_PKCS1_SHA256 = 0x0103;
const CHUNK_SIZE = 1024 * 1024;
const MAGIC = Buffer.from('APK Sig Block 42', 'ascii');

function uint32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32LE(value >>> 0, 0);
  return out;
}

function uint64(value: number): Buffer {
  const out = Buffer.alloc(8);
  out.writeBigUInt64LE(BigInt(value), 0);
  return out;
}

/** A uint32 length followed by the bytes: the spec's "length-prefixed". */
function prefixed(...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([uint32(body.length), body]);
}

function chunkDigest(chunk: Buffer): Buffer {
  return createHash('sha256').update(Buffer.from([0xa5])).update(uint32(chunk.length)).update(chunk).digest();
}

/** Reads the entries section from the file in 1 MB chunks; the other two are in memory. */
export async function contentDigest(file: FileHandle, entriesLength: number, centralDirectory: Buffer, endRecord: Buffer): Promise<Buffer> {
  const digests: Buffer[] = [];
  const buffer = Buffer.alloc(CHUNK_SIZE);
  for (let start = 0; start < entriesLength; start += CHUNK_SIZE) {
    const length = Math.min(CHUNK_SIZE, entriesLength - start);
    let read = 0;
    while (read < length) {
      const { bytesRead } = await file.read(buffer, read, length - read, start + read);
      if (bytesRead === 0) throw new Error('the APK ended before its central directory');
      read += bytesRead;
    }
    digests.push(chunkDigest(buffer.subarray(0, length)));
  }
  for (const section of [centralDirectory, endRecord]) {
    for (let start = 0; start < section.length; start += CHUNK_SIZE) digests.push(chunkDigest(section.subarray(start, start + CHUNK_SIZE)));
  }
  return createHash('sha256').update(Buffer.from([0x5a])).update(uint32(digests.length)).update(Buffer.concat(digests)).digest();
}

/** The whole APK Signing Block holding one v2 signer. */
export function buildSigningBlock(digest: Buffer, key: SigningKey): Buffer {
  const signedData = Buffer.concat([
    prefixed(prefixed(uint32(RSA_PKCS1_SHA256), prefixed(digest))),
    prefixed(prefixed(key.certificateDer)),
    prefixed(), // no additional attributes
  ]);
  const signature = sign('sha256', signedData, key.privateKeyPem);
  const signer = prefixed(prefixed(signedData), prefixed(prefixed(uint32(RSA_PKCS1_SHA256), prefixed(signature))), prefixed(key.publicKeyDer));
  const v2Value = prefixed(signer);
  const pair = Buffer.concat([uint64(4 + v2Value.length), uint32(V2_BLOCK_ID), v2Value]);
  // The size fields count everything after the leading size: pairs, trailing size, magic.
  const size = pair.length + 8 + MAGIC.length;
  return Buffer.concat([uint64(size), pair, uint64(size), MAGIC]);
}
