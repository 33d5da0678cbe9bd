// What the shell needs to open with no network: the app's start data (company and session) as
// it was when the user last prepared customers, kept in localStorage beside the user's name.
// Read without loading the offline store's code; the data itself stays in IndexedDB.

const START_KEY = 'shop-offline-start';

export interface OfflineStart<T> {
  username: string;
  /** When the user last downloaded a customer (ISO): the header's 'dati aggiornati il …'. */
  refreshedAt: string;
  start: T;
}

export function saveOfflineStart<T>(username: string, refreshedAt: string, start: T): void {
  localStorage.setItem(START_KEY, JSON.stringify({ username, refreshedAt, start } satisfies OfflineStart<T>));
}

export function offlineStart<T>(): OfflineStart<T> | null {
  try {
    const raw = localStorage.getItem(START_KEY);
    return raw ? (JSON.parse(raw) as OfflineStart<T>) : null;
  } catch {
    return null;
  }
}

export function forgetOfflineStart(): void {
  localStorage.removeItem(START_KEY);
}
