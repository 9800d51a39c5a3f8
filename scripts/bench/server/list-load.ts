import { keptConnection } from './kept-connection.js';

export interface ListLoad {
  /** Every request's latency, ms. */
  latencies: number[];
  /** The latencies of each round (every client's first request, then every client's second, …). */
  byRound: number[][];
  /** How long the clients' connections took to open, all at once, and carry their first request, before the clock started. */
  connectMs: number;
  /** The latencies of each client's first request, which opened its connection on the server. */
  firstLatencies: number[];
  /** From the first request to the last answer. */
  seconds: number;
}

/**
 * `clients` clients, each on a connection it keeps (as the app keeps its own), ask `rounds`
 * requests one after the other, all clients at once. First every client opens its connection
 * and sends `first` over it, as the signed-in app asks for its account before its book list:
 * a connection's first request also pays for the server's accept and its parser, which is the
 * connection's cost, not the listing's (timed on its own). The clock starts once every client
 * has its answer, so the latencies are the requests', as a load generator such as wrk counts
 * them; `onClockStart` runs as it starts. Fails on an answer other than 200.
 */
export async function listUnderLoad(port: number, first: string, requestOf: (round: number) => string, clients: number, rounds: number, onClockStart: () => void = () => {}): Promise<ListLoad> {
  const connectStart = performance.now();
  const connections = Array.from({ length: clients }, () => keptConnection(port));
  try {
    const firstLatencies = await Promise.all(
      connections.map(async (connection) => {
        const begun = performance.now();
        await connection.open;
        const status = await connection.send(first);
        if (status !== 200) throw new Error(`a first request answered HTTP ${status}`);
        return performance.now() - begun;
      }),
    );
    const connectMs = performance.now() - connectStart;
    const latencies: number[] = [];
    const byRound: number[][] = Array.from({ length: rounds }, () => []);
    onClockStart();
    const start = performance.now();
    await Promise.all(
      connections.map(async (connection) => {
        for (let round = 0; round < rounds; round++) {
          const begun = performance.now();
          const status = await connection.send(requestOf(round));
          if (status !== 200) throw new Error(`a listing answered HTTP ${status}`);
          const latency = performance.now() - begun;
          latencies.push(latency);
          byRound[round]?.push(latency);
        }
      }),
    );
    return { latencies, byRound, connectMs, firstLatencies, seconds: (performance.now() - start) / 1000 };
  } finally {
    for (const connection of connections) connection.close();
  }
}
