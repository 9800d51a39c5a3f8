import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { samplePeakRss, treeFootprint } from '../../../scripts/bench/process-tree-rss.js';

describe('treeFootprint', () => {
  it('counts the anonymous memory a child process holds', async () => {
    const alone = treeFootprint();
    // A child that holds 200 MB of touched memory until it is told to go.
    const child = spawn(process.execPath, ['-e', "const held = Buffer.alloc(200 * 1024 * 1024, 1); console.log('ready'); process.stdin.once('data', () => process.exit(held.length > 0 ? 0 : 1));"], { stdio: ['pipe', 'pipe', 'inherit'] });
    await once(child.stdout, 'data');
    try {
      const sampler = samplePeakRss(1000);
      const withChild = treeFootprint();
      const peak = sampler.stop();
      expect(withChild - alone).toBeGreaterThan(190 * 1024 * 1024);
      expect(peak.footprint).toBeGreaterThanOrEqual(withChild - 16 * 1024 * 1024);
      expect(peak.total - peak.host).toBeGreaterThan(190 * 1024 * 1024);
    } finally {
      child.stdin.end('go');
      await once(child, 'exit');
    }
  });
});
