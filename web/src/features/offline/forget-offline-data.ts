import { forgetOfflineStart, offlineStart } from './offline-start';

/**
 * Logging out on a shared tablet removes that user's offline data (issue 29 §5). The store's
 * code is loaded only when this device holds offline data at all, so that a logout of a
 * customer who never prepared anything costs nothing.
 */
export async function forgetOfflineData(username: string): Promise<void> {
  const kept = offlineStart();
  if (kept === null) return;
  const [{ forgetUser }, { stopOfflineAnswers }] = await Promise.all([import('./offline-db'), import('./offline-answers-client')]);
  stopOfflineAnswers();
  await forgetUser(username);
  if (kept.username === username) forgetOfflineStart();
}
