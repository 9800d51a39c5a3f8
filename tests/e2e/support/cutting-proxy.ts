import net from 'node:net';

/**
 * A TCP relay between the app's engine and the cloud service, standing in for the network: a
 * test can let it carry a set number of bytes towards the service and then stall (hold what
 * follows, so an upload hangs mid-way) or cut (drop every connection and refuse new ones, as a
 * lost network does). Tripping on bytes, not time, makes "half way" the same on any machine.
 */
export class CuttingProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private readonly held: (() => void)[] = [];
  private trip: { remaining: number; mode: 'stall' | 'cut' } | null = null;
  private stalled = false;
  private down = false;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Listens on `port` (0: any free one), relaying to the service on `target`. */
  async start(target: number, port = 0): Promise<void> {
    this.down = false;
    this.server = net.createServer((client) => this.relay(client, target));
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** After `bytes` more bytes towards the service, stall or cut. */
  tripAfter(bytes: number, mode: 'stall' | 'cut'): void {
    this.trip = { remaining: bytes, mode };
  }

  /** Lets held bytes go on, and carries everything again (a cut network comes back). */
  release(): void {
    this.stalled = false;
    this.down = false;
    for (const resume of this.held.splice(0)) resume();
  }

  /** Whether the last trip has happened. */
  get tripped(): boolean {
    return this.trip === null && (this.stalled || this.down);
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  private relay(client: net.Socket, target: number): void {
    if (this.down) return void client.destroy();
    const upstream = net.connect(target, '127.0.0.1');
    this.sockets.add(client).add(upstream);
    const forget = () => (this.sockets.delete(client), this.sockets.delete(upstream));
    client.on('close', forget);
    upstream.on('data', (chunk) => client.write(chunk));
    upstream.on('close', () => client.destroy());
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk) => {
      if (this.stalled) {
        client.pause();
        this.held.push(() => (upstream.write(chunk), client.resume()));
        return;
      }
      if (this.trip !== null) {
        this.trip.remaining -= chunk.length;
        if (this.trip.remaining <= 0) {
          const mode = this.trip.mode;
          this.trip = null;
          if (mode === 'cut') return this.cut();
          this.stalled = true;
          client.pause();
          this.held.push(() => (upstream.write(chunk), client.resume()));
          return;
        }
      }
      upstream.write(chunk);
    });
  }

  private cut(): void {
    this.down = true;
    for (const socket of this.sockets) socket.destroy();
  }
}
