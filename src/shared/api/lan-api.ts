import { z } from 'zod';
import { JOB_ID_FIELD } from '../jobs/job-id.js';
import { defineMethods } from './define.js';

/** How long a phone preview serves at most (desktop-app.md §2: only while its dialog is open). */
export const LAN_PREVIEW_MAX_MINUTES = 30;

/** One address of this computer that a phone on the same network can reach, with its network interface's name. */
export const LanAddressSchema = z.object({ address: z.string(), interfaceName: z.string() });
export type LanAddress = z.infer<typeof LanAddressSchema>;

/** A running phone preview: the link the phone opens (the QR code's text) and when it stops by itself. */
export const LanPreviewSchema = z.object({
  url: z.string(),
  /** The URL as a QR code, an SVG document (shown through <img>, so nothing in it runs). */
  qrSvg: z.string(),
  address: z.string(),
  /** When the server stops by itself, in milliseconds since 1970. */
  expiresAt: z.number().int().nonnegative(),
  pageCount: z.number().int().nonnegative(),
});
export type LanPreview = z.infer<typeof LanPreviewSchema>;

/**
 * Previewing the open book on a phone over the same Wi-Fi (desktop-app.md §2): the book is
 * published as HTML into a temporary folder and served read-only on one LAN address, behind a
 * random token in the URL's path, until `lan.stop` or LAN_PREVIEW_MAX_MINUTES.
 */
export const lanMethods = defineMethods({
  /** This computer's addresses a phone may reach, the likeliest home network first; empty when it has none. */
  'lan.addresses': { arg: z.object({}).strict(), result: z.object({ addresses: z.array(LanAddressSchema) }) },
  /** Publishes the open book and serves it on `address` (one of `lan.addresses`), ending any earlier preview first. */
  'lan.start': { arg: z.object({ address: z.string().max(64), ...JOB_ID_FIELD }).strict(), result: LanPreviewSchema },
  /** Publishes the open book again into the running preview: the same URL shows the edits. */
  'lan.refresh': { arg: z.object({ ...JOB_ID_FIELD }).strict(), result: LanPreviewSchema },
  /** Stops the server and deletes the temporary book; false when no preview was running. */
  'lan.stop': { arg: z.object({}).strict(), result: z.object({ stopped: z.boolean() }) },
});
