import type { FastifyRequest } from 'fastify';
import { SessionStore } from '../session/session-store.ts';
import type { SessionData, SessionState } from '../session/session-data.ts';
import type { ViewerPrefs } from '../session/viewer-prefs.ts';

/**
 * The session of a request authenticated by an API key: the key owner's session as sealed when
 * the key was made, active for this request alone. No cookie is read or written and no login
 * timer runs. An agent's key serves the agent's own customers: `customerSelect` with the key
 * switches the customer the key acts for, as it would switch a browser session's.
 */
export class ApiKeySession extends SessionStore {
  private data: SessionData;

  constructor(
    request: FastifyRequest,
    data: SessionData,
    ttlMs: number,
    /** The key's id, for logs and for the operations that manage keys. */
    readonly keyId: string,
    /** Stores a changed session in the key, for the requests that follow. */
    private readonly persist: (data: SessionData) => void,
    now: () => number = Date.now,
  ) {
    super(request, data.tenant, ttlMs, now);
    // The timer starts with the request: a key does not expire like a login does.
    this.data = { ...data, loginAt: now() };
  }

  override state(): SessionState {
    return { status: 'ACTIVE', data: this.data };
  }

  override active(): SessionData {
    return this.data;
  }

  /**
   * The owner's own changes (an agent choosing a customer, a new password) are kept in the key,
   * as a cookie would keep them; a login as someone else lasts this request only, so that a key
   * never changes hands.
   */
  override save(data: SessionData): void {
    const sameOwner = data.tenant === this.data.tenant && data.username === this.data.username;
    this.data = data;
    if (sameOwner) this.persist(data);
  }

  override prefs(): unknown {
    return undefined;
  }

  override savePrefs(_value: ViewerPrefs): void {}

  /** A logout sent with a key ends nothing: the key stays valid until revoked. */
  override clear(): void {}
}
