import { z } from 'zod';
import { PLUGIN_FORMATS } from '../api/plugin-api.js';
import { WindowLaunchSchema } from '../desktop/viewer-config.js';

/**
 * What the publish dialogs remember between runs: the author's habits, never one book's
 * texts (title, keywords and description start from the open book every time).
 */
export const HtmlChoicesSchema = z
  .object({
    trackingScript: z.string().max(200_000),
    seoText: z.boolean(),
    /** The folder the last book was published into (its parent, not the book folder). */
    outParent: z.string().max(4096),
  })
  .strict();
export type HtmlChoices = z.infer<typeof HtmlChoicesSchema>;

export const PluginChoicesSchema = z
  .object({
    format: z.enum(PLUGIN_FORMATS),
    /** Kept as typed text, so a half-typed number is shown as it is and flagged. */
    width: z.string().max(10),
    height: z.string().max(10),
    scripts: z.string().max(200_000),
    seoText: z.boolean(),
    outParent: z.string().max(4096),
  })
  .strict();
export type PluginChoices = z.infer<typeof PluginChoicesSchema>;

/**
 * What the APK panel remembers: the ID, names and files, so the next release only needs a
 * new version. Strict, so a keystore password sent along is refused rather than stored.
 */
export const ApkChoicesSchema = z
  .object({
    appId: z.string().max(255),
    appName: z.string().max(100),
    versionName: z.string().max(100),
    iconPath: z.string().max(4096),
    keystorePath: z.string().max(4096),
    /** The folder of the last APK: each book gets its own file name there. */
    outDir: z.string().max(4096),
  })
  .strict();
export type ApkChoices = z.infer<typeof ApkChoicesSchema>;

/** What the EXE and APP dialogs remember, per format: the author's last choices, never the book's content. */
export const DesktopPublishPrefsSchema = z
  .object({
    window: WindowLaunchSchema,
    arch: z.enum(['arm64', 'x64']),
    iconPath: z.string().max(4096).nullable(),
    appVersion: z.string().max(32),
    companyName: z.string().max(200),
    /** The folder the last zip went to; the next one is suggested there. */
    outputDir: z.string().max(4096).nullable(),
  })
  .strict();
export type DesktopPublishPrefs = z.infer<typeof DesktopPublishPrefsSchema>;
