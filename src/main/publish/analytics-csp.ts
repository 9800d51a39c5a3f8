import { ANALYTICS_HOSTS, measurementIdOf } from '../../shared/settings/analytics-id.js';

const CSP = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(">)/;

/**
 * The published page's CSP, widened for Google's tag only when the book sets an analytics
 * id: a book without one keeps the reader's closed policy, so it can load nothing remote.
 */
export function withAnalyticsCsp(html: string, settings: Readonly<Record<string, unknown>>): string {
  if (measurementIdOf(settings) === null) return html;
  if (!CSP.test(html)) throw new Error("the reader's index.html has no Content-Security-Policy meta tag");
  return html.replace(CSP, (_all, head: string, policy: string, tail: string) => `${head}${widen(policy)}${tail}`);
}

function widen(policy: string): string {
  const extra: Record<string, readonly string[]> = { 'script-src': ANALYTICS_HOSTS.script, 'connect-src': ANALYTICS_HOSTS.connect, 'img-src': ANALYTICS_HOSTS.img };
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0] ?? '';
      const hosts = extra[name];
      return hosts === undefined ? directive : `${directive.trimEnd()} ${hosts.join(' ')}`;
    })
    .join(';');
}
