import { z } from 'zod';
import { localPath } from '../validation/local-path.js';
import { APK_MAX_VERSION_CODE, APK_NAME_MAX_LENGTH, APK_VERSION_NAME_MAX_LENGTH, APP_ID_MAX_LENGTH } from '../validation/apk-fields.js';
import { SIGNATURE_FIELD_MAX_LENGTH } from '../validation/signature-fields.js';
import { JOB_ID_FIELD } from '../jobs/job-id.js';
import { defineMethods } from './define.js';

const FilePath = localPath(0);
const SubjectField = z.string().max(SIGNATURE_FIELD_MAX_LENGTH).optional();

/**
 * Publishing an Android APK: the viewer app with the book inside, signed with the
 * author's keystore. Names, IDs and passwords are checked by the handler (not here) so
 * the user gets the spec's own messages (APP_ID_FORMAT, APK_NAME_REQUIRED…).
 */
export const PublishApkArgSchema = z
  .object({
    ...JOB_ID_FIELD,
    /** The .apk file to write (absolute); an earlier APK there is replaced. */
    outPath: FilePath,
    /** The launcher label (required). */
    appName: z.string().max(APK_NAME_MAX_LENGTH),
    /** The application ID, such as com.acme.book. */
    appId: z.string().max(APP_ID_MAX_LENGTH),
    /** Android's versionCode: one more than the last release of the same ID. */
    versionCode: z.number().int().min(1).max(APK_MAX_VERSION_CODE),
    /** The version shown to users, such as 1.0 (required). */
    versionName: z.string().max(APK_VERSION_NAME_MAX_LENGTH),
    /** A picture for the launcher icon; the viewer's own icon when absent. */
    iconPath: FilePath.nullable().optional(),
    /** A PKCS#12 keystore (keystore.create makes one) and its password. */
    keystorePath: FilePath,
    keystorePassword: z.string().max(1024),
  })
  .strict();
export type PublishApkArg = z.infer<typeof PublishApkArgSchema>;

/** The "Create signature" panel: a new keystore with a self-signed certificate. */
export const CreateKeystoreArgSchema = z
  .object({
    /** The keystore file to create (.p12); an existing file is never replaced. */
    outPath: FilePath,
    /** The signer's name (the certificate's common name). */
    name: z.string().trim().min(1).max(SIGNATURE_FIELD_MAX_LENGTH),
    /** Whole years the certificate stays valid (checked by the handler: SIGNATURE_VALIDITY). */
    validityYears: z.number(),
    password: z.string().max(1024),
    confirmPassword: z.string().max(1024),
    unit: SubjectField,
    organization: SubjectField,
    city: SubjectField,
    state: SubjectField,
    /** Two letters (ISO 3166), such as US; empty for none. */
    countryCode: z.string().regex(/^([A-Za-z]{2})?$/).optional(),
  })
  .strict();
export type CreateKeystoreArg = z.infer<typeof CreateKeystoreArgSchema>;

export const apkMethods = defineMethods({
  'publish.apk': {
    arg: PublishApkArgSchema,
    result: z.object({
      outPath: z.string(),
      appId: z.string(),
      versionCode: z.number().int(),
      versionName: z.string(),
      pageCount: z.number().int().nonnegative(),
    }),
  },
  /** The last version number published for an ID (null if never), so the panel can suggest the next. */
  'publish.apkLastRelease': {
    arg: z.object({ appId: z.string().max(APP_ID_MAX_LENGTH) }).strict(),
    result: z.object({ lastVersionCode: z.number().int().positive().nullable() }),
  },
  'keystore.create': {
    arg: CreateKeystoreArgSchema,
    result: z.object({
      outPath: z.string(),
      /** The certificate's subject as keytool prints it, e.g. "CN=Jane Doe, O=Acme, C=US". */
      subject: z.string(),
      /** When the certificate expires (ISO 8601). */
      validUntil: z.string(),
    }),
  },
});
