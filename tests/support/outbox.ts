import { request } from 'undici';

export interface OutboxMail {
  id: number;
  company: number;
  recipient: string;
  subject: string;
  body: string;
}

/** The reference upstream's mail outbox (started with PEGASO_DEV_OUTBOX=1), newest first. */
export async function mailsTo(upstreamUrl: string, to: string): Promise<OutboxMail[]> {
  const res = await request(`${upstreamUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}: start the upstream with PEGASO_DEV_OUTBOX=1`);
  return ((await res.body.json()) as { mails: OutboxMail[] }).mails;
}

/** The reset link of the newest recovery mail to this address. */
export async function lastResetLink(upstreamUrl: string, to: string): Promise<string> {
  const mail = (await mailsTo(upstreamUrl, to)).find((m) => m.subject === 'Recupero password');
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_.-]+/.exec(mail?.body ?? '')?.[0];
  if (!link) throw new Error(`no reset link mailed to ${to}`);
  return link;
}
