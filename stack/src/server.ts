// Node HTTP front: turns node requests into StackRequests (with a body size limit), runs the gateway
// and never lets an exception become a stack trace on the wire.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { corsHeaders, kongError } from './gateway.ts';
import { invalidHeader } from './header-value.ts';
import type { Handler, StackRequest, StackResponse } from './types.ts';

export interface HttpServerOptions {
  host?: string;
  port: number;
  bodyLimit: number;
  /** Paths whose body the handler reads itself from `stream` (no buffering, no bodyLimit). */
  streamBody?: (pathname: string) => boolean;
  log?: (line: string) => void;
}

class BodyTooLarge extends Error {}

const EMPTY = Buffer.alloc(0);

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  // Most requests (GET, HEAD, DELETE) carry no body: answer at once instead of waiting for 'end'.
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined)
    return Promise.resolve(EMPTY);
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        chunks.length = 0;
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (e) => {
      if (!failed) reject(e);
    });
  });
}

function headersOf(req: IncomingMessage): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(req.headers)) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

/** A response writeHead would refuse (a header value with a control character, a status out of
 * range): the request gets a 500 instead, and the process goes on. */
class Unwritable extends Error {}

function checkWritable(status: number, headers: Record<string, string | string[]>): void {
  if (!Number.isInteger(status) || status < 100 || status > 599) throw new Unwritable(`status ${status}`);
  const bad = invalidHeader(headers);
  if (bad !== undefined) throw new Unwritable(`header ${JSON.stringify(bad)}`);
}

function send(res: ServerResponse, req: Pick<StackRequest, 'headers' | 'method'>, out: StackResponse): void {
  const headers: Record<string, string | string[]> = { ...corsHeaders(req), ...(out.headers ?? {}) };
  if (out.body instanceof Readable) {
    const stream = out.body;
    try {
      checkWritable(out.status, headers);
    } catch (error) {
      stream.destroy();
      throw error;
    }
    res.writeHead(out.status, headers);
    if (req.method === 'HEAD') {
      stream.destroy();
      res.end();
      return;
    }
    // Backpressure through pipe; a client gone mid-download closes res, which closes the file.
    stream.pipe(res);
    stream.once('error', () => res.destroy());
    res.once('close', () => stream.destroy());
    return;
  }
  const body = out.body === undefined ? undefined : typeof out.body === 'string' ? Buffer.from(out.body) : out.body;
  if (body && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length'))
    headers['content-length'] = String(body.length);
  checkWritable(out.status, headers);
  res.writeHead(out.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Writes `out`, or a 500 when it cannot be written; never throws (an exception here would be an
 * unhandled rejection of the request listener, which ends the process). */
function respond(
  res: ServerResponse,
  req: Pick<StackRequest, 'headers' | 'method'>,
  out: StackResponse,
  what: string,
  log?: (line: string) => void,
): void {
  try {
    send(res, req, out);
  } catch (error) {
    log?.(`response to ${what} could not be written (${(error as Error).message}): answered 500`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    try {
      // The handler's headers may be what failed: none of them go with the 500.
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      send(res, req, kongError(500, 'An unexpected error occurred'));
    } catch {
      res.destroy();
    }
  }
}

/** A streamed body the handler answered without reading to the end (a refused upload): let the
 * client send a little more so it reads the answer instead of a reset, then stop reading. */
function discardUnread(req: IncomingMessage): void {
  if (req.complete || req.destroyed) return;
  let allowance = 1024 * 1024;
  const timer = setTimeout(() => req.destroy(), 2000);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    allowance -= chunk.length;
    if (allowance < 0) req.destroy();
  });
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.resume();
}

export async function listen(handler: Handler, opts: HttpServerOptions): Promise<{ server: Server; port: number }> {
  const server = createServer(async (req, res) => {
    const headers = headersOf(req);
    const method = (req.method ?? 'GET').toUpperCase();
    let out: StackResponse;
    let streamed = false;
    try {
      const url = new URL(req.url ?? '/', `http://${headers.host ?? '127.0.0.1'}`);
      streamed = opts.streamBody?.(url.pathname) ?? false;
      const body = streamed ? EMPTY : await readBody(req, opts.bodyLimit);
      out = await handler({
        method,
        url,
        path: url.pathname,
        headers,
        body,
        ip: req.socket.remoteAddress ?? '',
        ...(streamed ? { stream: req, rawUrl: req.url ?? '/' } : {}),
      });
    } catch (error) {
      if (error instanceof BodyTooLarge) out = kongError(413, 'Request size limit exceeded');
      else if (error instanceof TypeError && /Invalid URL/.test(error.message)) out = kongError(400, 'Bad request');
      else {
        opts.log?.(`internal error on ${method} ${req.url}: ${(error as Error).stack ?? String(error)}`);
        out = kongError(500, 'An unexpected error occurred');
      }
    }
    if (res.headersSent) return;
    if (streamed && !req.complete) {
      out = { ...out, headers: { ...out.headers, connection: 'close' } };
      res.once('finish', () => discardUnread(req));
    }
    respond(res, { headers, method }, out, `${method} ${req.url}`, opts.log);
    // A rejected oversized upload: drain it so the client reads the 413 instead of a reset.
    if (out.status === 413 && !streamed) req.resume();
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, port: (server.address() as AddressInfo).port };
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
