import { z } from 'zod';

/** Where the cloud service is: an http(s) origin, with no path, credentials or control characters. */
export const CloudServerSchema = z
  .string()
  .max(200)
  .refine((value) => {
    if (/[\p{Cc}\\\s]/u.test(value)) return false;
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === '' && !value.endsWith('/#');
    } catch {
      return false;
    }
  }, 'a cloud server is an http(s) origin such as https://cloud.example.com');

/** What the account panel and `flipbook cloud whoami` show about the signed-in account. */
export const CloudAccountSchema = z.object({
  server: z.string(),
  email: z.string(),
  points: z.number().int(),
  vip: z
    .object({
      plan: z.enum(['monthly', 'yearly']),
      expiresAt: z.string(),
      daysRemaining: z.number().int(),
      renews: z.boolean().default(false),
      /** Renewal was turned off and may be turned back on before VIP ends. */
      canResumeRenewal: z.boolean().default(false),
    })
    .nullable(),
  /** Free users (no points, no live VIP) cannot upload. */
  canUpload: z.boolean(),
});
export type CloudAccount = z.infer<typeof CloudAccountSchema>;

/** The service the app talks to when none is named: `npm run server`'s default address. */
export const DEFAULT_CLOUD_SERVER = 'http://127.0.0.1:8790';

/** The cloud server a host was started with (FLIPBOOK_CLOUD_URL), when it names a valid one. */
export function cloudServerFromEnv(env: Record<string, string | undefined>): string | undefined {
  const value = env.FLIPBOOK_CLOUD_URL?.trim();
  if (!value) return undefined;
  const parsed = CloudServerSchema.safeParse(new URL(value).origin);
  return parsed.success ? parsed.data : undefined;
}

/** A book on the service, as the online book list shows it (desktop-app.md: name, date, status, URL). */
export const CloudBookSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['uploading', 'enabled', 'disabled', 'overdue', 'error']),
  createdAt: z.string(),
  updatedAt: z.string(),
  url: z.string(),
});
export type CloudBook = z.infer<typeof CloudBookSchema>;

/** One page of the online book list. */
export const CloudBookPageSchema = z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), books: z.array(CloudBookSchema) });
