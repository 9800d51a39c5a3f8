import type { BrowserContextOptions, CDPSession } from 'playwright-core';

/** Lighthouse 12's screen emulation presets (constants.screenEmulationMetrics). */
export const VIEWPORTS = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} satisfies Record<string, BrowserContextOptions>;

export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Lighthouse's mobile throttling (constants.throttling.mobileSlow4G) as Lighthouse applies it
 * with `--throttling-method=devtools`: its simulated 150 ms RTT and 1.6 Mbps / 750 Kbps become
 * a 562.5 ms request latency (×3.75) and 1474.56 / 675 Kbps (×0.9), since DevTools delays each
 * request rather than each round trip; the CPU is slowed 4×.
 */
export const DEVTOOLS_MOBILE_THROTTLING = {
  requestLatencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
};

export type ThrottlingName = 'none' | 'devtools';

export function describeThrottling(): string {
  const t = DEVTOOLS_MOBILE_THROTTLING;
  return (
    `devtools throttling = Lighthouse mobileSlow4G as its devtools method applies it (CDP): request latency ${t.requestLatencyMs} ms, ` +
    `${t.downloadKbps.toFixed(2)} Kbps down, ${t.uploadKbps} Kbps up, CPU ${t.cpuSlowdown}× slower`
  );
}

/** Turns the cache off and applies the throttling to one page's CDP session. */
export async function applyConditions(session: CDPSession, throttling: ThrottlingName): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttling === 'none') return;
  const t = DEVTOOLS_MOBILE_THROTTLING;
  await session.send('Emulation.setCPUThrottlingRate', { rate: t.cpuSlowdown });
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: t.requestLatencyMs,
    // CDP takes bytes per second.
    downloadThroughput: (t.downloadKbps * 1024) / 8,
    uploadThroughput: (t.uploadKbps * 1024) / 8,
  });
}
