import { Readable } from 'node:stream';
import Fastify from 'fastify';

export type FaultMode = 'ok' | 'http500' | 'malformed' | 'wrong-shape' | 'slow' | 'stall' | 'trickle';

/** Pieces of text sent `gapMs` apart; with `stallAfter`, the reply stops there and never ends. */
function paced(pieces: string[], gapMs: number, stallAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent === stallAfter) return;
      const piece = pieces[sent++];
      setTimeout(() => this.push(piece ?? null), sent === 1 ? 0 : gapMs);
    },
  });
}

/** A catalogue reply of `count` products in one piece each. */
function catalogueInPieces(count: number): string[] {
  const products = Array.from({ length: count }, (_, i) => JSON.stringify({ id: i + 1, sku: `LENTO${i + 1}`, name: `Articolo lento ${i + 1}`, price: 2 }));
  return ['{"Errore":"","items":[', ...products.map((p, i) => (i ? `,${p}` : p)), '],"itemsDescription":[],"itemsNoSco":[]}'];
}

/**
 * A stand-in for a misbehaving ERP: answers every call according to `mode`, which a test can
 * change between requests. 'ok' answers a login failure, the simplest valid reply.
 */
export async function startFaultyUpstream(slowMs: number) {
  let mode: FaultMode = 'ok';
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  app.get('/:company/healthz', async () => ({ status: 'ok' }));
  app.post('/:company/*', async (_request, reply) => {
    switch (mode) {
      case 'http500':
        return reply.code(500).send('Internal Server Error');
      case 'malformed':
        return reply.type('application/json').send('{"Errore": "", "user": {');
      case 'wrong-shape':
        return reply.send({ Errore: '', items: 'not a list', itemsNoParsed: 42 });
      case 'slow':
        await new Promise((r) => setTimeout(r, slowMs));
        return reply.send({ Errore: '', user: {} });
      case 'stall':
        // Starts the catalogue, then goes silent.
        return reply.type('application/json').send(paced(catalogueInPieces(3), 10, 2));
      case 'trickle':
        // A catalogue arriving steadily over about three times the slow delay in all.
        return reply.type('application/json').send(paced(catalogueInPieces(12), slowMs / 4));
      default:
        return reply.send({ Errore: 'Nome utente o password non valida', user: {}, items: [] });
    }
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    setMode: (m: FaultMode) => {
      mode = m;
    },
    close: () => app.close(),
  };
}
