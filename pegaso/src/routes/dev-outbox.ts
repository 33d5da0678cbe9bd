import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { listOutbox } from '../mail/outbox.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Escaped text with its web addresses turned into links, so that a recovery link can be followed. */
const withLinks = (s: string) =>
  escapeHtml(s).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * Development only (PEGASO_DEV_OUTBOX=1): the mails the ERP would have sent, newest first.
 * GET /dev/outbox is a page; GET /dev/outbox.json?to=&company= the same as JSON, for tests.
 */
export function devOutboxRoutes(app: FastifyInstance, db: Db): void {
  app.get('/dev/outbox.json', async (request) => {
    const q = request.query as { to?: string; company?: string };
    const company = q.company && /^\d+$/.test(q.company) ? Number(q.company) : undefined;
    return { mails: await listOutbox(db, { to: q.to || undefined, company }) };
  });

  app.get('/dev/outbox', async (_request, reply) => {
    const mails = await listOutbox(db);
    const rows = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><strong>A:</strong> ${escapeHtml(m.recipient)} · <strong>Azienda:</strong> ${m.company} · ${escapeHtml(m.created_at)}</p>
<pre>${withLinks(m.body)}</pre></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(`<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Posta in uscita</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Posta in uscita (sviluppo)</h1>${rows || '<p>Nessuna mail.</p>'}</body></html>`);
  });
}
