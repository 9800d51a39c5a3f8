import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanAddresses } from './lan-addresses.js';

function v4(address: string, internal = false): os.NetworkInterfaceInfo {
  return { address, netmask: '255.255.255.0', family: 'IPv4', mac: '02:00:00:00:00:01', internal, cidr: `${address}/24` };
}

function v6(address: string, internal = false): os.NetworkInterfaceInfo {
  return { address, netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '02:00:00:00:00:01', internal, cidr: `${address}/64`, scopeid: 2 };
}

describe('the LAN addresses a phone can open', () => {
  it('lists every reachable IPv4 address once, the home network first, with its interface', () => {
    const found = lanAddresses({
      lo: [v4('127.0.0.1', true), v6('::1', true)],
      docker0: [v4('172.17.0.1')],
      eth0: [v4('10.0.5.20'), v6('fe80::1'), v6('fd00::2')],
      wlan0: [v4('192.168.1.34'), v4('169.254.10.3')],
      tun0: [v4('100.64.3.2')],
      // The same address on a second interface (a bridge over the Wi-Fi) is one choice, not two.
      br0: [v4('192.168.1.34')],
    });
    expect(found).toEqual([
      { address: '192.168.1.34', interfaceName: 'wlan0' },
      { address: '10.0.5.20', interfaceName: 'eth0' },
      { address: '172.17.0.1', interfaceName: 'docker0' },
      { address: '100.64.3.2', interfaceName: 'tun0' },
    ]);
  });

  it('finds none on a machine with only loopback, IPv6 and a self-assigned address (no network)', () => {
    expect(lanAddresses({ lo: [v4('127.0.0.1', true), v6('::1', true)], eth0: [v4('169.254.77.1'), v6('fe80::fc:ff:fe00:1')], empty: undefined })).toEqual([]);
    expect(lanAddresses({})).toEqual([]);
  });
});
