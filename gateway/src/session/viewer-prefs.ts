import { z } from 'zod';
import type { SessionStore } from './session-store.ts';

/**
 * What a visitor chooses for the display, kept in the encrypted session cookie with or without
 * a login: the compare list (product ids) and the display currency.
 */
export const viewerPrefsSchema = z.object({
  compare: z.array(z.number().int().positive()).max(4).default([]),
  currency: z.enum(['EUR', 'USD', 'GBP']).default('EUR'),
});

export type ViewerPrefs = z.output<typeof viewerPrefsSchema>;

declare module '@fastify/secure-session' {
  interface SessionData {
    prefs: ViewerPrefs;
  }
}

export function readPrefs(session: SessionStore): ViewerPrefs {
  const parsed = viewerPrefsSchema.safeParse(session.prefs() ?? {});
  return parsed.success ? parsed.data : viewerPrefsSchema.parse({});
}

export function savePrefs(session: SessionStore, change: Partial<ViewerPrefs>): ViewerPrefs {
  const next = { ...readPrefs(session), ...change };
  session.savePrefs(next);
  return next;
}
