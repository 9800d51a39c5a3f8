import net from 'node:net';

/** One client's kept HTTP/1.1 connection: one request at a time, each read to its last byte. */
export interface KeptConnection {
  /** Resolves once the connection is open. */
  readonly open: Promise<void>;
  /** Sends `request` (a whole HTTP/1.1 request, head and body) and resolves with the status once the whole answer is in. */
  send(request: string): Promise<number>;
  close(): void;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * A lean HTTP/1.1 client over one socket, for load. node:http's agent cost about 0.35 ms of CPU
 * a request, as much as the service's own work on a listing, and on a two-core machine the
 * clients' CPU is taken from the service: 1,000 listings cost this process 0.35 s with it and
 * 0.03–0.07 s with this client (docs/decisions/0277). It reads the status and `Content-Length`
 * and waits for that many bytes of body; the answers it is used for always carry a length
 * (fastify's and the reference server's do), and one without is an error.
 */
export function keptConnection(port: number): KeptConnection {
  const socket = net.connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  let waiting: { resolve(status: number): void; reject(error: Error): void } | null = null;
  let received: Buffer = Buffer.alloc(0);
  // The bytes the answer in progress has in all (head and body), once its head is in.
  let answerBytes = -1;
  let status = 0;
  const fail = (error: Error) => {
    const each = waiting;
    waiting = null;
    each?.reject(error);
  };
  socket.on('data', (chunk: Buffer) => {
    received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
    if (answerBytes < 0) {
      const end = received.indexOf(HEAD_END);
      if (end < 0) return;
      const head = received.subarray(0, end).toString('latin1');
      status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      if (length === undefined) {
        fail(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
        return;
      }
      answerBytes = end + HEAD_END.length + Number(length);
    }
    if (received.length < answerBytes) return;
    received = received.subarray(answerBytes);
    answerBytes = -1;
    const each = waiting;
    waiting = null;
    each?.resolve(status);
  });
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('the connection closed before the answer')));
  const open = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    open,
    send(request) {
      if (waiting !== null) return Promise.reject(new Error('one request at a time on a kept connection'));
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(request);
      });
    },
    close: () => socket.destroy(),
  };
}
