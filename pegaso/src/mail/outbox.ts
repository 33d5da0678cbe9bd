import type { Db } from '../db/client.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

export interface OutboxRow {
  id: number;
  company: number;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
}

/** The company's own mailbox: contact messages and registration notices are sent there. */
export const companyMailbox = (company: number): string => `ufficio.commerciale@azienda${company}.example`;

/**
 * Every mail the ERP sends is written to the outbox first; delivery is a separate concern: with
 * SMTP_URL set, smtp-delivery.ts sends the rows whose sent_at is null and marks them sent.
 */
export async function queueMail(db: Db, company: number, mail: OutgoingMail): Promise<void> {
  await db.query('insert into mail_outbox (company, recipient, subject, body) values ($1, $2, $3, $4)', [
    company,
    mail.to,
    mail.subject,
    mail.body,
  ]);
}

/** The newest mails first, optionally only those to one recipient (case-insensitive). */
export async function listOutbox(db: Db, options: { to?: string; company?: number; limit?: number } = {}): Promise<OutboxRow[]> {
  const limit = Math.min(Math.max(options.limit ?? 100, 1), 500);
  return db.query<OutboxRow>(
    `select id, company, recipient, subject, body, created_at::text as created_at, sent_at::text as sent_at
     from mail_outbox
     where ($1::text is null or lower(recipient) = lower($1)) and ($2::int is null or company = $2)
     order by id desc limit $3`,
    [options.to ?? null, options.company ?? null, limit],
  );
}
