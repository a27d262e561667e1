// The local inbox `npm run stack` starts, as `supabase start` starts Mailpit: SMTP in, a web page and
// Mailpit's HTTP API out. Messages live in memory (the newest 500) and go with the process.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SMTPServer } from 'smtp-server';
import { createInboxHandler } from './http.ts';
import { createSmtpReceiver } from './smtp.ts';
import { MessageStore } from './store.ts';

export interface InboxOptions {
  /** Web page and API port; 0 picks a free one. */
  port: number;
  /** SMTP port; 0 picks a free one. */
  smtpPort: number;
  host?: string;
}

export interface RunningInbox {
  /** The web page and API, e.g. http://127.0.0.1:54324. */
  url: string;
  smtpHost: string;
  smtpPort: number;
  store: MessageStore;
  stop(): Promise<void>;
}

function listenOn(server: Server | SMTPServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = (server as unknown as { server?: Server }).server?.address() ?? (server as Server).address();
      resolve((address as AddressInfo).port);
    });
  });
}

export async function startInbox(opts: InboxOptions): Promise<RunningInbox> {
  const host = opts.host ?? '127.0.0.1';
  const store = new MessageStore();
  const smtp = createSmtpReceiver(store);
  const smtpPort = await listenOn(smtp, opts.smtpPort, host);
  const handle = createInboxHandler(store);
  const http = createServer((req, res) => void handle(req, res));
  let port: number;
  try {
    port = await listenOn(http, opts.port, host);
  } catch (error) {
    await new Promise<void>((r) => smtp.close(() => r()));
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    smtpHost: host,
    smtpPort,
    store,
    async stop() {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((r) => http.close(() => r())),
        new Promise<void>((r) => smtp.close(() => r())),
      ]);
    },
  };
}
