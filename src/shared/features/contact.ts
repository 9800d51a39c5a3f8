import type { ErrorCode } from '../errors/error-codes.js';
import { isBookMediaKey } from '../media/book-media.js';

/**
 * The "other panels" of the editor: the about/contact details (settings key `about`), the
 * phone numbers behind the reader's phone button (`phoneNumbers`), the files readers may
 * download (`downloads`, plus `downloadOriginalPdf`) and the toolbar order on phones
 * (`mobileButtonOrder`). Parsing is by hand so the reader can share it without zod.
 */
export interface PhoneNumber {
  label: string;
  number: string;
}

/** The shortest number the spec accepts. */
export const PHONE_MIN_DIGITS = 5;

/** The spec's three phone messages, checked in its order: empty, then digits, then length. */
export function phoneProblem(number: string): Extract<ErrorCode, 'PHONE_EMPTY' | 'PHONE_FORMAT' | 'PHONE_DIGITS'> | null {
  const value = number.trim();
  if (value === '') return 'PHONE_EMPTY';
  if (!/^\d+$/.test(value)) return 'PHONE_DIGITS';
  if (value.length < PHONE_MIN_DIGITS) return 'PHONE_FORMAT';
  return null;
}

export function parsePhoneNumbers(value: unknown): PhoneNumber[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { label, number } = item as { label?: unknown; number?: unknown };
    return typeof number === 'string' ? [{ label: typeof label === 'string' ? label.slice(0, 60) : '', number: number.slice(0, 30) }] : [];
  });
}

/** An attachment: a file stored in the book (media key), with the name and size readers see. */
export interface Attachment {
  key: string;
  name: string;
  size: number;
}

export function parseAttachments(value: unknown): Attachment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { key, name, size } = item as { key?: unknown; name?: unknown; size?: unknown };
    if (!isBookMediaKey(key)) return [];
    return [{ key, name: typeof name === 'string' && name.trim() !== '' ? name.slice(0, 200) : key.slice(6), size: typeof size === 'number' && size >= 0 ? size : 0 }];
  });
}

/** A file size as readers read it: bytes, KB or MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The contact fields of the about panel, and its picture. */
export const CONTACT_FIELDS = ['title', 'email', 'url', 'tel', 'address', 'description'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type Contact = Record<ContactField, string> & { image?: string };

export function parseContact(value: unknown): Contact {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const contact = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, typeof record[field] === 'string' ? (record[field] as string) : ''])) as Contact;
  if (isBookMediaKey(record.image)) contact.image = record.image;
  return contact;
}

/** Why a contact field cannot be kept as typed, or null: a loose e-mail or a non-web link. */
export function contactProblem(field: ContactField, value: string): 'email' | 'url' | 'tel' | null {
  const text = value.trim();
  if (text === '') return null;
  if (field === 'email' && !/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(text)) return 'email';
  if (field === 'url' && !/^https?:\/\/[^\s<>"]+$/i.test(text)) return 'url';
  if (field === 'tel' && !/^\+?[\d\s().-]{5,}$/.test(text)) return 'tel';
  return null;
}

/** The toolbar order on phones: known button ids, each once, the rest after them in their usual order. */
export function orderedButtons<T extends string>(all: readonly T[], stored: unknown): T[] {
  const wanted = Array.isArray(stored) ? stored.filter((id): id is T => (all as readonly unknown[]).includes(id)) : [];
  const seen = new Set<T>(wanted);
  return [...new Set(wanted), ...all.filter((id) => !seen.has(id))];
}
