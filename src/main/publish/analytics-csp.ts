import { ANALYTICS_HOSTS, measurementIdOf } from '../../shared/settings/analytics-id.js';
import { editCspSources } from './csp-edit.js';

/**
 * The published page's CSP, widened for Google's tag only when the book sets an analytics
 * id: a book without one keeps the reader's closed policy, so it can load nothing remote.
 */
export function withAnalyticsCsp(html: string, settings: Readonly<Record<string, unknown>>): string {
  if (measurementIdOf(settings) === null) return html;
  const extra: Record<string, readonly string[]> = { 'script-src': ANALYTICS_HOSTS.script, 'connect-src': ANALYTICS_HOSTS.connect, 'img-src': ANALYTICS_HOSTS.img };
  return editCspSources(html, (name, sources) => [...sources, ...(extra[name] ?? [])]);
}
