import os from 'node:os';
import type { LanAddress } from '../../shared/api/lan-api.js';

/** What `os.networkInterfaces()` answers; tests pass fake interfaces. */
export type InterfaceTable = NodeJS.Dict<os.NetworkInterfaceInfo[]>;

/**
 * The addresses a phone on the same network can open a link to: IPv4 only, since a phone on
 * a home Wi-Fi always has IPv4 to the computer while IPv6 link-local addresses need a zone id
 * that browsers refuse in URLs. Loopback (internal) and self-assigned 169.254.x.x addresses,
 * which mean "no network", are left out. Private ranges come first, the commonest home
 * network (192.168/16) before 10/8 and 172.16/12, so the likeliest one is the default choice.
 */
export function lanAddresses(interfaces: InterfaceTable = os.networkInterfaces()): LanAddress[] {
  const found: LanAddress[] = [];
  for (const [interfaceName, infos] of Object.entries(interfaces)) {
    for (const info of infos ?? []) {
      if (info.family !== 'IPv4' || info.internal || info.address.startsWith('169.254.')) continue;
      if (!found.some((known) => known.address === info.address)) found.push({ address: info.address, interfaceName });
    }
  }
  return found.sort((a, b) => rank(a.address) - rank(b.address));
}

/** Lower is likelier to be the Wi-Fi a phone shares; the sort keeps the system's order within a rank. */
function rank(address: string): number {
  const [first = 0, second = 0] = address.split('.').map(Number);
  if (first === 192 && second === 168) return 0;
  if (first === 10) return 1;
  if (first === 172 && second >= 16 && second <= 31) return 2;
  return 3;
}
