// The inbox's web side: the part of Mailpit's HTTP API that tests of a `supabase start` project use
// (server/apiv1 of axllent/mailpit: list, read, delete), and a plain page to read the mail.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { detail, summary, type MessageStore, type StoredMessage } from './store.ts';

const SECURITY_HEADERS = { 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' };

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, ...SECURITY_HEADERS });
  res.end(body);
}

const json = (res: ServerResponse, value: unknown) => send(res, 200, 'application/json', JSON.stringify(value));
const notFound = (res: ServerResponse) => send(res, 404, 'text/plain', '404 page not found');

async function readBody(req: IncomingMessage, max = 1024 * 1024): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Mailpit's getStartLimit: start >= 0 (default 0), limit >= 0 (default 50). */
function startLimit(url: URL): { start: number; limit: number } {
  const start = Number.parseInt(url.searchParams.get('start') ?? '', 10);
  const limit = Number.parseInt(url.searchParams.get('limit') ?? '', 10);
  return { start: start > 0 ? start : 0, limit: limit > -1 ? limit : 50 };
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const who = (a: { Name: string; Address: string } | null) =>
  a ? (a.Name ? `${a.Name} <${a.Address}>` : a.Address) : '';

const PAGE_STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2937;background:#f9fafb}
header{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:.75rem 1rem;background:#fff;border-bottom:1px solid #e5e7eb}
h1{font-size:1.1rem;margin:0}main{max-width:60rem;margin:0 auto;padding:1rem}
ul{list-style:none;margin:0;padding:0;background:#fff;border:1px solid #e5e7eb;border-radius:.5rem}
li+li{border-top:1px solid #e5e7eb}li a{display:block;padding:.75rem 1rem;color:inherit;text-decoration:none}
li a:hover,li a:focus-visible{background:#eff6ff;outline:none}.unread .subject{font-weight:600}
.meta{color:#6b7280;font-size:.85rem;overflow-wrap:anywhere}.empty{padding:2rem;text-align:center;color:#6b7280}
button,.button{white-space:nowrap;font:inherit;padding:.4rem .8rem;border:1px solid #d1d5db;border-radius:.375rem;background:#fff;color:inherit;cursor:pointer;text-decoration:none}
button:focus-visible,.button:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
iframe{width:100%;min-height:24rem;border:1px solid #e5e7eb;border-radius:.5rem;background:#fff}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;
}

function listPage(store: MessageStore): string {
  const messages = store.list(0, 500);
  const items = messages
    .map(
      (m) => `<li class="${m.Read ? '' : 'unread'}"><a href="/view/${encodeURIComponent(m.ID)}">
<div class="subject">${esc(m.Subject || '(no subject)')}</div>
<div class="meta">To ${esc(m.To.map(who).join(', '))} · from ${esc(who(m.From))} · ${esc(new Date(m.Created).toLocaleString('en-GB'))}</div></a></li>`,
    )
    .join('');
  const { total, unread } = store.stats();
  return page(
    'Inbox',
    `<header><h1>Inbox <span class="meta">${total} message${total === 1 ? '' : 's'}, ${unread} unread</span></h1>
<form method="post" action="/delete-all"><button type="submit"${total ? '' : ' disabled'}>Delete all</button></form></header>
<main>${items ? `<ul>${items}</ul>` : '<p class="empty">No messages yet. E-mails the stack sends (sign-up confirmations, password resets, magic links) appear here.</p>'}</main>`,
  );
}

function messagePage(m: StoredMessage): string {
  const html = m.HTML ? `<base target="_blank">${m.HTML}` : '';
  return page(
    m.Subject || '(no subject)',
    `<header><a class="button" href="/">← Inbox</a><h1>${esc(m.Subject || '(no subject)')}</h1><span></span></header>
<main><p class="meta">From ${esc(who(m.From))}<br>To ${esc(m.To.map(who).join(', '))}<br>${esc(new Date(m.Date).toLocaleString('en-GB'))}</p>
${html ? `<iframe title="Message" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${esc(html)}"></iframe>` : ''}
${m.Text ? `<h2 class="meta">Plain text</h2><pre>${esc(m.Text)}</pre>` : ''}</main>`,
  );
}

export function createInboxHandler(store: MessageStore) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://inbox.local');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const method = req.method ?? 'GET';
    try {
      if (path === '/api/v1/messages' && method === 'GET') {
        const { start, limit } = startLimit(url);
        const messages = store.list(start, limit).map(summary);
        const { total, unread } = store.stats();
        return json(res, {
          total,
          unread,
          count: messages.length,
          messages_count: total,
          messages_unread: unread,
          start,
          tags: [],
          messages,
        });
      }
      if (path === '/api/v1/messages' && method === 'DELETE') {
        const text = (await readBody(req)).trim();
        let ids: string[] | undefined;
        if (text) {
          const parsed = JSON.parse(text) as { IDs?: unknown };
          if (
            parsed.IDs !== undefined &&
            !(Array.isArray(parsed.IDs) && parsed.IDs.every((i) => typeof i === 'string'))
          )
            return send(res, 400, 'text/plain', 'IDs must be an array of strings');
          ids = parsed.IDs as string[] | undefined;
        }
        store.delete(ids);
        return send(res, 200, 'text/plain', 'ok');
      }
      const one = /^\/api\/v1\/message\/([^/]+)$/.exec(path);
      if (one && method === 'GET') {
        const m = store.get(decodeURIComponent(one[1]!));
        if (!m) return notFound(res);
        m.Read = true;
        return json(res, detail(m));
      }
      if (path === '/' && method === 'GET') return send(res, 200, 'text/html; charset=utf-8', listPage(store));
      const view = /^\/view\/([^/]+)$/.exec(path);
      if (view && method === 'GET') {
        const m = store.get(decodeURIComponent(view[1]!));
        if (!m) return notFound(res);
        m.Read = true;
        return send(res, 200, 'text/html; charset=utf-8', messagePage(m));
      }
      if (path === '/delete-all' && method === 'POST') {
        store.delete();
        res.writeHead(303, { location: '/', ...SECURITY_HEADERS });
        return void res.end();
      }
      return notFound(res);
    } catch (error) {
      return send(res, 400, 'text/plain', (error as Error).message);
    }
  };
}
