import { readStringPool, writeStringPool, type StringPool } from './axml-string-pool.js';

/**
 * Android's binary XML (AXML), as aapt writes AndroidManifest.xml into an APK: an XML
 * chunk holding a string pool, a resource map (attribute resource ids for the first
 * strings) and one chunk per node. The pool is decoded so strings can be added and
 * changed; every other chunk is kept as bytes and edited in place, since changing an
 * attribute's value never changes a node's size.
 */

const RES_XML_TYPE = 0x0003;
const RES_XML_RESOURCE_MAP_TYPE = 0x0180;
export const RES_XML_START_ELEMENT_TYPE = 0x0102;
const NO_INDEX = 0xffffffff;
/** Res_value data types used here. */
export const TYPE_STRING = 0x03;
export const TYPE_INT_DEC = 0x10;

export interface AxmlDocument {
  pool: StringPool;
  /** Every chunk after the string pool, in order (resource map and nodes), as bytes. */
  chunks: Buffer[];
  /** Set when strings were added, so a sorted pool stops claiming to be sorted. */
  poolGrew: boolean;
}

export interface AxmlAttribute {
  /** Namespace URI, or null for attributes such as the manifest's package. */
  namespace: string | null;
  name: string;
  /** Byte offset of the attribute's 20 bytes inside its element chunk. */
  offset: number;
  dataType: number;
  data: number;
}

export interface AxmlElement {
  name: string;
  chunk: Buffer;
  attributes: AxmlAttribute[];
}

export function parseAxml(bytes: Buffer): AxmlDocument {
  if (bytes.length < 8 || bytes.readUInt16LE(0) !== RES_XML_TYPE) throw new Error('not an Android binary XML file');
  const headerSize = bytes.readUInt16LE(2);
  const size = bytes.readUInt32LE(4);
  if (size > bytes.length) throw new Error('the binary XML file is truncated');
  let pool: StringPool | null = null;
  const chunks: Buffer[] = [];
  for (let at = headerSize; at < size; ) {
    if (at + 8 > size) throw new Error('a binary XML chunk header runs past the end');
    const chunkSize = bytes.readUInt32LE(at + 4);
    if (chunkSize < 8 || at + chunkSize > size) throw new Error(`a binary XML chunk at ${at} has a bad size (${chunkSize})`);
    const chunk = Buffer.from(bytes.subarray(at, at + chunkSize));
    if (pool === null && chunk.readUInt16LE(0) === 0x0001) pool = readStringPool(chunk);
    else chunks.push(chunk);
    at += chunkSize;
  }
  if (pool === null) throw new Error('the binary XML file has no string pool');
  return { pool, chunks, poolGrew: false };
}

export function serializeAxml(doc: AxmlDocument): Buffer {
  const pool = writeStringPool(doc.pool, !doc.poolGrew);
  const size = 8 + pool.length + doc.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const header = Buffer.alloc(8);
  header.writeUInt16LE(RES_XML_TYPE, 0);
  header.writeUInt16LE(8, 2);
  header.writeUInt32LE(size, 4);
  return Buffer.concat([header, pool, ...doc.chunks]);
}

/** How many leading strings the resource map ties to attribute resource ids. */
function resourceMapLength(doc: AxmlDocument): number {
  const map = doc.chunks.find((chunk) => chunk.readUInt16LE(0) === RES_XML_RESOURCE_MAP_TYPE);
  return map === undefined ? 0 : (map.readUInt32LE(4) - map.readUInt16LE(2)) / 4;
}

function stringAt(doc: AxmlDocument, index: number): string | null {
  if (index === NO_INDEX) return null;
  const value = doc.pool.strings[index];
  if (value === undefined) throw new Error(`binary XML refers to string ${index}, past the pool's end`);
  return value;
}

/** Every start element, in document order, with its attributes decoded. */
export function listElements(doc: AxmlDocument): AxmlElement[] {
  const elements: AxmlElement[] = [];
  for (const chunk of doc.chunks) {
    if (chunk.readUInt16LE(0) !== RES_XML_START_ELEMENT_TYPE) continue;
    const ext = chunk.readUInt16LE(2);
    const name = stringAt(doc, chunk.readUInt32LE(ext + 4)) ?? '';
    const attributeStart = chunk.readUInt16LE(ext + 8);
    const attributeSize = chunk.readUInt16LE(ext + 10);
    const count = chunk.readUInt16LE(ext + 12);
    const attributes: AxmlAttribute[] = [];
    for (let i = 0; i < count; i += 1) {
      const offset = ext + attributeStart + i * attributeSize;
      if (offset + 20 > chunk.length) throw new Error(`element ${name} has attributes past its end`);
      attributes.push({
        namespace: stringAt(doc, chunk.readUInt32LE(offset)),
        name: stringAt(doc, chunk.readUInt32LE(offset + 4)) ?? '',
        offset,
        dataType: chunk.readUInt8(offset + 15),
        data: chunk.readUInt32LE(offset + 16),
      });
    }
    elements.push({ name, chunk, attributes });
  }
  return elements;
}

/** The index of `value` in the pool, adding it when absent; never one of the attribute-name slots. */
export function internString(doc: AxmlDocument, value: string): number {
  const reserved = resourceMapLength(doc);
  const found = doc.pool.strings.indexOf(value, reserved);
  if (found !== -1) return found;
  doc.pool.strings.push(value);
  doc.poolGrew = true;
  return doc.pool.strings.length - 1;
}

/** Makes the attribute a plain string value (raw value and typed value both point at it). */
export function setStringAttribute(doc: AxmlDocument, element: AxmlElement, attribute: AxmlAttribute, value: string): void {
  const index = internString(doc, value);
  element.chunk.writeUInt32LE(index, attribute.offset + 8);
  writeTypedValue(element.chunk, attribute.offset, TYPE_STRING, index);
}

/** Makes the attribute a decimal integer, the way aapt stores versionCode. */
export function setIntAttribute(element: AxmlElement, attribute: AxmlAttribute, value: number): void {
  element.chunk.writeUInt32LE(NO_INDEX, attribute.offset + 8);
  writeTypedValue(element.chunk, attribute.offset, TYPE_INT_DEC, value);
}

function writeTypedValue(chunk: Buffer, offset: number, dataType: number, data: number): void {
  chunk.writeUInt16LE(8, offset + 12);
  chunk.writeUInt8(0, offset + 14);
  chunk.writeUInt8(dataType, offset + 15);
  chunk.writeUInt32LE(data >>> 0, offset + 16);
}

/** The string an attribute holds, when it holds one. */
export function attributeString(doc: AxmlDocument, attribute: AxmlAttribute): string | null {
  return attribute.dataType === TYPE_STRING ? stringAt(doc, attribute.data) : null;
}
