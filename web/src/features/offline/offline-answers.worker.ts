/**
 * The device's answers with no network, off the page's thread: reading a customer's data from
 * IndexedDB (the package is tens of MB to clone) and answering from it the listing's, a product's
 * and the cart's queries and the cart's changes all happen here, so that the page stays free to
 * draw and to take the agent's typing while they run. The page starts one for the listing and one
 * for the package (partOf).
 */
import { answerOffline, forgetLoadedPackages, keepFirstPages, warmOffline } from './offline-answers';
import type { AppStartQuery } from '../../gql/graphql';
import type { OfflineStart } from './offline-start';
import { partOf, type OfflinePart, type OfflineWorkerReply, type OfflineWorkerRequest } from './offline-worker-messages';

const reply = (message: OfflineWorkerReply) => globalThis.postMessage(message);

/**
 * After a page's answers, the part they read is read (if not yet) once the questions have stopped
 * for a moment, so that the next question finds it ready. Reading holds this thread for a while;
 * started at once, it would hold the answers the page is still asking for.
 */
const WARM_AFTER_QUIET_MS = 300;
let warmTimer: ReturnType<typeof setTimeout> | undefined;
function warmWhenQuiet(kept: OfflineStart<AppStartQuery> | null, part: OfflinePart): void {
  clearTimeout(warmTimer);
  warmTimer = setTimeout(() => void warm(kept, part), WARM_AFTER_QUIET_MS);
}

async function warm(kept: OfflineStart<AppStartQuery> | null, part: OfflinePart): Promise<void> {
  if (await warmOffline(kept, part).catch(() => false)) reply({ warmed: true });
}

globalThis.addEventListener('message', (event: MessageEvent<OfflineWorkerRequest>) => {
  const request = event.data;
  clearTimeout(warmTimer);
  if (request.kind === 'forget') {
    forgetLoadedPackages();
    return;
  }
  if (request.kind === 'keep-first-pages') {
    void keepFirstPages(request.kept, request.customerId, request.listing).then(
      () => reply({ id: request.id, done: true }),
      (err: unknown) => reply({ id: request.id, failed: err instanceof Error ? err.message : String(err) }),
    );
    return;
  }
  if (request.kind === 'warm') {
    void warm(request.kept, request.part);
    return;
  }
  void answerOffline(request.name, request.variables, request.kept).then(
    (answer) => {
      reply({ id: request.id, answer });
      warmWhenQuiet(request.kept, partOf(request.name));
    },
    (err: unknown) => reply({ id: request.id, failed: err instanceof Error ? err.message : String(err) }),
  );
});
