// A port for a process that cannot listen on port 0 and say which port it got (a PostgreSQL server,
// a function's Deno server): one found free when checked, below Linux's ephemeral range
// (32768–60999). A port taken from that range (listen on 0, close, hand over) can be given by the OS to
// an outgoing connection before the other process binds it; below it, only a process that asks for
// that very port can take it. Random, so two callers checking at once rarely pick the same one.
import { createServer } from 'node:net';

/** The range picked from: above the well-known services, below the ephemeral range. */
export const FREE_PORT_RANGE = { low: 22000, high: 32767 } as const;

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host, exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  const { low, high } = FREE_PORT_RANGE;
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (await isFree(port, host)) return port;
  }
  throw new Error(`no free port found in ${low}–${high}`);
}

// `tsx stack/src/free-port.ts` prints one (scripts/test-against-postgres.sh).
if (import.meta.url === `file://${process.argv[1]}`) console.log(await freePort());
