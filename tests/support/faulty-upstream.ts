import Fastify from 'fastify';

export type FaultMode = 'ok' | 'http500' | 'malformed' | 'wrong-shape' | 'slow';

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
