import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';

export interface SmtpOptions {
  /** smtp://user:password@host:587 or smtps://…:465 (nodemailer's connection URL). */
  url: string;
  from: string;
  /** How often the outbox is swept for mails not yet sent. */
  intervalMs?: number;
  /** At most this many mails per sweep, so that a backlog never holds the connection for long. */
  batch?: number;
  log?: { warn(obj: object, msg?: string): void };
}

export interface MailDelivery {
  /** Sends what is waiting now; resolves with the number of mails sent. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

interface Pending {
  id: number;
  recipient: string;
  subject: string;
  body: string;
}

/**
 * SMTP delivery of the outbox, only when configured (SMTP_URL). Mails are written to the outbox
 * first (the routes never wait for a mail server); this loop sends the rows whose sent_at is
 * null and marks each one sent once the server has accepted it. A failed mail stays unsent and
 * is tried again at the next sweep.
 */
export function startMailDelivery(db: Db, options: SmtpOptions): MailDelivery {
  const transport = nodemailer.createTransport(options.url);
  const batch = options.batch ?? 50;
  let running: Promise<number> | null = null;
  let stopped = false;

  const sendWaiting = async (): Promise<number> => {
    const pending = await db.query<Pending>(
      'select id, recipient, subject, body from mail_outbox where sent_at is null order by id limit $1',
      [batch],
    );
    let sent = 0;
    for (const mail of pending) {
      if (stopped) break;
      try {
        await transport.sendMail({ from: options.from, to: mail.recipient, subject: mail.subject, text: mail.body });
        await db.query('update mail_outbox set sent_at = now() where id = $1', [mail.id]);
        sent += 1;
      } catch (err) {
        options.log?.warn({ err, mail: mail.id }, 'mail not delivered; it stays in the outbox');
      }
    }
    return sent;
  };

  // One sweep at a time: a slow server never gets the same mail twice.
  const sweep = () => {
    running ??= sendWaiting().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void sweep().catch(() => undefined), options.intervalMs ?? 10_000);
  timer.unref();

  return {
    sweep,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
