import type { FastifyRequest } from 'fastify';
import { evaluateSession, type SessionData, type SessionState } from './session-data.ts';
import { carriesRevokedCookie } from './revoked-cookies.ts';

const KEY = 'auth';

declare module '@fastify/secure-session' {
  interface SessionData {
    auth: import('./session-data.ts').SessionData;
  }
}

/**
 * The request's view of its session. The state is computed once per request; an expired
 * session is deleted at once so that it is reported exactly once (spec §4 Session start).
 */
export class SessionStore {
  private cached: SessionState | null = null;

  constructor(
    private readonly request: FastifyRequest,
    private readonly tenant: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  state(): SessionState {
    if (this.cached) return this.cached;
    // A revoked session is anonymous, and its cookie is not deleted (see revoked-cookies.ts).
    const raw = carriesRevokedCookie(this.request) ? undefined : this.request.session.get(KEY);
    this.cached = evaluateSession(raw, this.tenant, this.now(), this.ttlMs);
    if (this.cached.status === 'EXPIRED' || (raw !== undefined && this.cached.status === 'ANONYMOUS')) {
      this.request.session.delete();
    }
    return this.cached;
  }

  active(): SessionData | null {
    const s = this.state();
    return s.status === 'ACTIVE' ? s.data : null;
  }

  save(data: SessionData): void {
    this.request.session.set(KEY, data);
    // "Ricorda la Password": a persistent cookie; otherwise it ends with the browser.
    this.request.session.options({ maxAge: data.remember ? Math.floor(this.ttlMs / 1000) : undefined });
    this.cached = { status: 'ACTIVE', data };
  }

  /** The visitor's display preferences (see viewer-prefs.ts), kept with or without a login. */
  prefs(): unknown {
    return this.request.session.get('prefs');
  }

  savePrefs(value: import('./viewer-prefs.ts').ViewerPrefs): void {
    this.request.session.set('prefs', value);
  }

  clear(): void {
    this.request.session.delete();
    this.cached = { status: 'ANONYMOUS' };
  }
}
