import { z } from 'zod';

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

/** Where the preferences are kept: the request's session store (session-store.ts). */
export interface PrefsHolder {
  prefs(): unknown;
  savePrefs(value: ViewerPrefs): void;
}

export function readPrefs(session: PrefsHolder): ViewerPrefs {
  const parsed = viewerPrefsSchema.safeParse(session.prefs() ?? {});
  return parsed.success ? parsed.data : viewerPrefsSchema.parse({});
}

export function savePrefs(session: PrefsHolder, change: Partial<ViewerPrefs>): ViewerPrefs {
  const next = { ...readPrefs(session), ...change };
  session.savePrefs(next);
  return next;
}
