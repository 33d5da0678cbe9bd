import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../testing/database.ts';
import { listOutbox, queueMail } from './outbox.ts';
import { startMailDelivery } from './smtp-delivery.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** The smallest SMTP server that accepts mail (RFC 5321's happy path), on loopback; `refuse` rejects every recipient. */
function smtpServer(received: Received[], options: { refuse?: boolean } = {}): Server {
  return createServer((socket: Socket) => {
    let current: Received = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          if (options.refuse) socket.write('550 no such user\r\n');
          else {
            current.to.push(line);
            socket.write('250 ok\r\n');
          }
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        else socket.write('502 not implemented\r\n');
      }
    });
  });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('SMTP delivery of the outbox (only when configured)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
  }, 120_000);
  afterAll(() => db.close());

  it('sends every unsent mail once, marks it sent, and leaves a refused one for the next sweep', async () => {
    const received: Received[] = [];
    const server = smtpServer(received);
    const port = await listen(server);
    await queueMail(db, 1, { to: 'mario.rossi@example.it', subject: 'Recupero password', body: 'Il link: http://x/reset' });
    await queueMail(db, 2, { to: 'ufficio@azienda2.example', subject: 'Nuovo messaggio', body: 'Ciao' });
    const delivery = startMailDelivery(db, { url: `smtp://127.0.0.1:${port}`, from: 'noreply@azienda.example' });
    try {
      expect(await delivery.sweep()).toBe(2);
      expect(await delivery.sweep()).toBe(0);
    } finally {
      await delivery.stop();
      server.close();
    }
    expect(received.map((m) => m.to.join())).toEqual(['RCPT TO:<mario.rossi@example.it>', 'RCPT TO:<ufficio@azienda2.example>']);
    expect(received[0]?.data).toContain('Subject: Recupero password');
    expect(received[0]?.data).toContain('Il link: http://x/reset');
    expect((await listOutbox(db)).every((m) => m.sent_at !== null)).toBe(true);

    const refusing = smtpServer([], { refuse: true });
    const refusingPort = await listen(refusing);
    await queueMail(db, 1, { to: 'nessuno@example.it', subject: 'Prova', body: 'x' });
    const failing = startMailDelivery(db, { url: `smtp://127.0.0.1:${refusingPort}`, from: 'noreply@azienda.example' });
    try {
      expect(await failing.sweep()).toBe(0);
    } finally {
      await failing.stop();
      refusing.close();
    }
    const [newest] = await listOutbox(db, { to: 'nessuno@example.it' });
    expect(newest?.sent_at).toBeNull();
  });
});
