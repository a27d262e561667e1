// PGlite is one session: a NOTIFY committed by a wire client (psql, a function's SUPABASE_DB_URL)
// comes back in that client's protocol output, where the stack's own LISTENs (Realtime's change
// capture, PostgREST's schema reload) never see it. This hands each such notification to `deliver`,
// which raises it again in-process, once the wire client's call is over.
import type { PGlite } from '@electric-sql/pglite';

const NOTIFICATION = 0x41; // 'A' NotificationResponse

/** Reads backend messages as they stream in (a message may span chunks) and picks notifications. */
export class NotificationScanner {
  private pending: Uint8Array = new Uint8Array(0);
  private readonly decoder = new TextDecoder();
  readonly found: Array<{ channel: string; payload: string }> = [];

  push(chunk: Uint8Array): void {
    let data = chunk;
    if (this.pending.length > 0) {
      data = new Uint8Array(this.pending.length + chunk.length);
      data.set(this.pending);
      data.set(chunk, this.pending.length);
    }
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    let at = 0;
    while (at + 5 <= data.length) {
      const length = view.getInt32(at + 1);
      const end = at + 1 + length;
      if (length < 4 || end > data.length) break;
      if (data[at] === NOTIFICATION) {
        let p = at + 9; // type, length, sender pid
        const channelEnd = data.indexOf(0, p);
        const channel = this.decoder.decode(data.subarray(p, channelEnd));
        p = channelEnd + 1;
        this.found.push({ channel, payload: this.decoder.decode(data.subarray(p, data.indexOf(0, p))) });
      }
      at = end;
    }
    this.pending = data.slice(at);
  }
}

/** The PGlite instance as the wire server should see it: every call's notifications forwarded. */
export function forwardWireNotifications(pglite: PGlite, deliver: (channel: string, payload: string) => void): PGlite {
  return new Proxy(pglite, {
    get(target, prop, receiver) {
      if (prop !== 'execProtocolRawStream') {
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      }
      return async (message: Uint8Array, options: { onRawData?: (data: Uint8Array) => void } = {}) => {
        const scanner = new NotificationScanner();
        await target.execProtocolRawStream(message, {
          ...options,
          onRawData: (data: Uint8Array) => {
            scanner.push(data);
            options.onRawData?.(data);
          },
        });
        // After the wire call returns (it holds PGlite exclusively while running).
        for (const n of scanner.found) setImmediate(() => deliver(n.channel, n.payload));
      };
    },
  });
}
