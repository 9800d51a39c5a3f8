/** Google's measurement ids: G-…, UA-…-…, GT-…, AW-… The only analytics the books support. */
const MEASUREMENT_ID = /^(G|UA|GT|AW)-[A-Z0-9-]{2,30}$/i;

/** The book's analytics id when it has one of Google's shape, else null (and then nothing is loaded). */
export function measurementIdOf(settings: Readonly<Record<string, unknown>>): string | null {
  const id = settings.analyticsId;
  return typeof id === 'string' && MEASUREMENT_ID.test(id) ? id : null;
}

/** The hosts Google's tag loads from and reports to, which a book's CSP allows only when it has an id. */
export const ANALYTICS_HOSTS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
} as const;
