// The Postgres wire port of the embedded database (psql, pg_dump, the Supabase CLI), as Supabase's
// port 54322 answers: user postgres, password postgres (MD5 challenge), then every message goes to the
// one PGlite session (db/pglite.ts), taken in turn with the stack's own calls.
//
// What a plain pass-through (pglite-socket) got wrong, and this does instead:
// - any password was accepted: the password is checked before the backend sees the connection;
// - COPY … FROM STDIN: the backend reads CopyData from the input of the same call, and hit EOF
//   (backend exit, electric-sql/pglite#1058) when the data came in later messages. The CopyInResponse
//   is answered here and the whole COPY (query, data, CopyDone) goes to the backend in one call;
// - NOTIFY went back to the sender instead of the listeners: notifications are routed to the stack's
//   listeners and to the wire clients that LISTEN on the channel;
// - a client's open transaction interleaved with the stack's statements: the session is held from
//   BEGIN to COMMIT/ROLLBACK (and given back, rolled back, when the client goes away).
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { WireBackend } from './pglite.ts';

export interface WireServerOptions {
  backend: WireBackend;
  port: number;
  host: string;
  /** The password every user must give (Supabase's local default: postgres). */
  password: string;
  maxConnections?: number;
  /** Largest COPY FROM STDIN accepted, in bytes (it is held in memory until CopyDone). */
  maxCopyBytes?: number;
}

export interface WireServer {
  port: number;
  stop(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const cstring = (s: string) => Buffer.from(`${s}\0`, 'utf8');

/** ErrorResponse with severity, SQLSTATE and message. */
export function errorResponse(severity: 'ERROR' | 'FATAL', code: string, text: string): Buffer {
  return message(
    'E',
    Buffer.concat([
      Buffer.from('S'),
      cstring(severity),
      Buffer.from('V'),
      cstring(severity),
      Buffer.from('C'),
      cstring(code),
      Buffer.from('M'),
      cstring(text),
      Buffer.from([0]),
    ]),
  );
}

function notification(channel: string, payload: string): Buffer {
  const pid = Buffer.alloc(4);
  pid.writeInt32BE(42);
  return message('A', Buffer.concat([pid, cstring(channel), cstring(payload)]));
}

function md5(text: string | Buffer): string {
  return createHash('md5').update(text).digest('hex');
}

/** The channels a statement text listens on or stops listening on ('*' for all). */
export function listenChanges(sql: string): Array<{ listen: boolean; channel: string }> {
  const out: Array<{ listen: boolean; channel: string }> = [];
  for (const m of sql.matchAll(/\b(un)?listen\s+("(?:[^"]|"")+"|[A-Za-z_][\w$]*|\*)/gi)) {
    const raw = m[2]!;
    const channel = raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw === '*' ? '*' : raw.toLowerCase();
    out.push({ listen: !m[1], channel });
  }
  if (/\bdiscard\s+all\b/i.test(sql)) out.push({ listen: false, channel: '*' });
  return out;
}

type Phase = 'startup' | 'password' | 'ready' | 'closed';

const COPY_FROM_STDIN = /^\s*copy\b[\s\S]*\bfrom\s+stdin\b/i;

class Connection {
  private buffer = Buffer.alloc(0);
  private phase: Phase = 'startup';
  private startup?: Buffer;
  private user = '';
  private readonly salt = randomBytes(4);
  private release?: () => void;
  private busy = false;
  private copy?: { parts: Buffer[]; size: number };
  readonly channels = new Set<string>();

  constructor(
    readonly socket: Socket,
    private readonly o: WireServerOptions,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (data: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, data]);
      void this.pump();
    });
    socket.on('error', () => this.close());
    socket.on('close', () => this.close());
  }

  notify(channel: string, payload: string): void {
    if (this.phase === 'ready' && (this.channels.has(channel) || this.channels.has('*')))
      this.socket.write(notification(channel, payload));
  }

  /** The backend was replaced: this session's state is gone with it. */
  terminate(reason: string): void {
    if (this.phase === 'closed') return;
    this.release?.();
    this.release = undefined;
    this.socket.end(errorResponse('FATAL', '57P01', `terminating connection: ${reason}`));
    this.phase = 'closed';
  }

  private fail(code: string, text: string): void {
    this.socket.end(errorResponse('FATAL', code, text));
    this.phase = 'closed';
  }

  private async pump(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      while (this.phase !== 'closed') {
        if (this.phase === 'startup') {
          if (!this.readStartup()) break;
          continue;
        }
        const messages = this.takeMessages();
        if (!messages.length) break;
        if (this.phase === 'password') await this.checkPassword(messages[0]!);
        else await this.forward(messages);
      }
    } catch (error) {
      if (this.phase !== 'closed') this.fail('XX000', (error as Error).message);
    } finally {
      this.busy = false;
    }
  }

  private readStartup(): boolean {
    if (this.buffer.length < 8) return false;
    const length = this.buffer.readInt32BE(0);
    if (length < 8 || length > 10_000) {
      this.fail('08P01', 'invalid startup packet layout');
      return false;
    }
    if (this.buffer.length < length) return false;
    const packet = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    const code = packet.readInt32BE(4);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
      this.socket.write('N');
      return true;
    }
    if (code === CANCEL_REQUEST) {
      // PGlite cannot cancel a running statement; the stack's timeouts stop runaway ones.
      this.socket.end();
      this.phase = 'closed';
      return false;
    }
    if (code !== PROTOCOL_3) {
      this.fail('08P01', `unsupported frontend protocol ${code >> 16}.${code & 0xffff}`);
      return false;
    }
    const fields = packet.subarray(8).toString('utf8').split('\0');
    for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === 'user') this.user = fields[i + 1]!;
    this.startup = Buffer.from(packet);
    const body = Buffer.alloc(8);
    body.writeInt32BE(5); // AuthenticationMD5Password
    this.salt.copy(body, 4);
    this.socket.write(message('R', body));
    this.phase = 'password';
    return true;
  }

  private async checkPassword(msg: Buffer): Promise<void> {
    const given = msg[0] === 0x70 ? msg.subarray(5, msg.length - 1).toString('utf8') : '';
    const expected = 'md5' + md5(Buffer.concat([Buffer.from(md5(this.o.password + this.user)), this.salt]));
    if (given !== expected) {
      this.fail('28P01', `password authentication failed for user "${this.user}"`);
      return;
    }
    this.phase = 'ready';
    await this.send(this.startup!);
  }

  /** Complete messages at the head of the buffer. */
  private takeMessages(): Buffer[] {
    const out: Buffer[] = [];
    let at = 0;
    while (this.buffer.length - at >= 5) {
      const length = this.buffer.readInt32BE(at + 1);
      if (length < 4) {
        this.fail('08P01', 'invalid message length');
        return [];
      }
      if (this.buffer.length - at < 1 + length) break;
      out.push(this.buffer.subarray(at, at + 1 + length));
      at += 1 + length;
    }
    this.buffer = this.buffer.subarray(at);
    return out;
  }

  private async forward(messages: Buffer[]): Promise<void> {
    let pending: Buffer[] = [];
    for (const m of messages) {
      const type = String.fromCharCode(m[0]!);
      if (this.copy) {
        if (type === 'd' || type === 'c' || type === 'f') {
          this.copy.parts.push(m);
          this.copy.size += m.length;
          if (this.copy.size > (this.o.maxCopyBytes ?? 256 * 1024 * 1024)) {
            this.fail('54000', 'COPY data exceeds what the local stack holds in memory');
            return;
          }
          if (type !== 'd') {
            const parts = this.copy.parts;
            this.copy = undefined;
            await this.send(Buffer.concat(parts), { dropCopyIn: true });
          }
        }
        // Flush and Sync during COPY IN are ignored, as by Postgres.
        continue;
      }
      if (type === 'X') {
        if (pending.length) await this.send(Buffer.concat(pending));
        this.socket.end();
        this.close();
        return;
      }
      if (type === 'Q' || type === 'P') {
        const textStart = type === 'Q' ? 5 : m.indexOf(0, 5) + 1; // Parse: statement name first
        const sql = m.subarray(textStart, m.indexOf(0, textStart)).toString('utf8');
        this.trackListen(sql);
        if (type === 'Q' && COPY_FROM_STDIN.test(sql)) {
          if (pending.length) await this.send(Buffer.concat(pending));
          pending = [];
          // Answered here (text format); the backend's own CopyInResponse is dropped later.
          const body = Buffer.alloc(3);
          this.socket.write(message('G', body));
          this.copy = { parts: [m], size: m.length };
          continue;
        }
      }
      pending.push(m);
    }
    if (pending.length) await this.send(Buffer.concat(pending));
  }

  private trackListen(sql: string): void {
    for (const change of listenChanges(sql)) {
      if (change.listen) this.channels.add(change.channel);
      else if (change.channel === '*') this.channels.clear();
      else this.channels.delete(change.channel);
    }
  }

  /** Sends to the backend holding the session; keeps it while the client is inside a transaction
   * or in the middle of an extended-protocol exchange (no ReadyForQuery yet). */
  private async send(bytes: Buffer, opts: { dropCopyIn?: boolean } = {}): Promise<void> {
    this.release ??= await this.o.backend.acquire();
    if ((this.phase as Phase) === 'closed') {
      this.release();
      this.release = undefined;
      return;
    }
    let out: Uint8Array;
    try {
      out = (await this.o.backend.wire(new Uint8Array(bytes))).bytes;
    } catch (error) {
      this.release?.();
      this.release = undefined;
      if (this.phase !== 'closed') this.fail((error as { code?: string }).code ?? 'XX000', (error as Error).message);
      return;
    }
    const { bytes: shown, status } = inspect(Buffer.from(out), opts.dropCopyIn ?? false);
    if (shown.length && this.socket.writable) this.socket.write(shown);
    if (status === 'I' && this.release) {
      this.release();
      this.release = undefined;
    }
  }

  close(): void {
    if (this.phase === 'closed' && !this.release) return;
    const wasReady = this.phase === 'ready';
    this.phase = 'closed';
    const release = this.release;
    this.release = undefined;
    if (!release) return;
    // Gone inside a transaction: roll it back before anyone else uses the session.
    if (wasReady)
      void this.o.backend
        .wire(new Uint8Array(message('Q', cstring('rollback'))))
        .catch(() => {})
        .finally(release);
    else release();
  }
}

/** The last ReadyForQuery status of backend output (undefined: none), optionally without the
 * backend's CopyInResponse (already answered). */
function inspect(out: Buffer, dropCopyIn: boolean): { bytes: Buffer; status?: string } {
  let status: string | undefined;
  const kept: Buffer[] = [];
  let at = 0;
  while (at + 5 <= out.length) {
    const end = at + 1 + out.readInt32BE(at + 1);
    const type = String.fromCharCode(out[at]!);
    if (type === 'Z') status = String.fromCharCode(out[at + 5]!);
    if (!(dropCopyIn && type === 'G')) kept.push(out.subarray(at, end));
    at = end;
  }
  return { bytes: dropCopyIn ? Buffer.concat(kept) : out, status };
}

export async function serveWire(o: WireServerOptions): Promise<WireServer> {
  const connections = new Set<Connection>();
  const server: Server = createServer((socket) => {
    if (connections.size >= (o.maxConnections ?? 100)) {
      socket.end(errorResponse('FATAL', '53300', 'sorry, too many clients already'));
      return;
    }
    const c = new Connection(socket, o);
    connections.add(c);
    socket.on('close', () => connections.delete(c));
  });
  const unsubscribe = [
    o.backend.onNotification((channel, payload) => {
      for (const c of connections) c.notify(channel, payload);
    }),
    o.backend.onRestart((reason) => {
      for (const c of connections) c.terminate(reason);
    }),
  ];
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : o.port,
    async stop() {
      for (const u of unsubscribe) u();
      for (const c of connections) c.socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
