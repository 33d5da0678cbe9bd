import type { AppStartQuery } from '../../gql/graphql';
import type { OfflineAnswer } from './offline-answers';
import { deviceViewer, KEPT_QUERIES, keptAnswerFor, servedInputs, stableKey } from './kept-answers';
import { offlineStart, type OfflineStart } from './offline-start';
import { fixedAnswer } from './offline-fixed-answers';
import type { OfflineWorkerReply, OfflineWorkerRequest } from './offline-worker-messages';

/**
 * The page's side of the device's answers. A page answered before on this device is answered
 * here from its kept answer (a small read): opening the shop offline needs neither the package
 * nor the worker. Everything else goes to the offline answers' worker, started when first needed,
 * one per page; the start data the shell kept (localStorage, which a worker cannot read) goes
 * with each question.
 */
let worker: Worker | null = null;
/** The worker holds the served customer's package: it answers faster than a kept answer is read here. */
let workerWarm = false;
let nextId = 1;
/** The questions sent to the worker and not replied to yet: an answer, or the end of a request with none. */
const waiting = new Map<number, { resolve: (answer: OfflineAnswer | null) => void; reject: (err: Error) => void }>();

function failAll(err: Error): void {
  for (const pending of waiting.values()) pending.reject(err);
  waiting.clear();
}

function started(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./offline-answers.worker.ts', import.meta.url), { type: 'module', name: 'offline-answers' });
  created.addEventListener('message', (event: MessageEvent<OfflineWorkerReply>) => {
    const message = event.data;
    if ('warmed' in message) {
      workerWarm = true;
      return;
    }
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if ('answer' in message) pending.resolve(message.answer);
    else if ('done' in message) pending.resolve(null);
    else pending.reject(new Error(message.failed));
  });
  created.addEventListener('error', (event) => {
    // A worker that failed to load or crashed answers nothing more: the next question starts another.
    if (worker === created) {
      worker = null;
      workerWarm = false;
    }
    failAll(new Error(event.message || 'offline answers: worker failed'));
  });
  worker = created;
  return created;
}

/** Sends a request that the worker replies to, and settles with its reply. */
function sent(request: OfflineWorkerRequest & { id: number }): Promise<OfflineAnswer | null> {
  return new Promise((resolve, reject) => {
    waiting.set(request.id, { resolve, reject });
    started().postMessage(request);
  });
}

async function askWorker(name: string, variables: Record<string, unknown>, kept: OfflineStart<AppStartQuery> | null): Promise<OfflineAnswer> {
  const answer = await sent({ kind: 'answer', id: nextId++, name, variables, kept });
  if (answer === null) throw new Error('offline answers: no answer');
  return answer;
}

/**
 * The first page came from a kept answer: once its first frame is painted, the worker reads the
 * package on its own thread, so that the first search finds it ready. Started at once, the
 * reading competes with the first paint for the device's cores; waiting for the page to be idle
 * (after the rest of its cards) left a search typed in the first seconds waiting for it.
 */
let warmAsked = false;
function warm(kept: OfflineStart<AppStartQuery> | null): void {
  if (warmAsked) return;
  warmAsked = true;
  const ask = () => started().postMessage({ kind: 'warm', kept } satisfies OfflineWorkerRequest);
  // The answer is drawn in the next frame: after it, a task runs once that frame is painted.
  requestAnimationFrame(() => setTimeout(ask, 0));
}

/**
 * The listing's answers of the last moments, by variables: a search sent from the header asks
 * for its listing ahead of the page (lib/listing-prefetch.ts), and the page then asks the same;
 * answers on the device do not pass through the cache, so this answers the page's at once. The
 * listing reads no cart, so the same variables give the same answer until a customer is prepared
 * again (forgetLoadedPackages).
 */
const RECENT_LISTINGS = 8;
const RECENT_LISTING_MS = 10_000;
/** A listing asked for lately: when, its answer, and that answer once it has arrived. */
type RecentListing = { at: number; answer: Promise<OfflineAnswer>; arrived?: OfflineAnswer };
const recentListings = new Map<string, RecentListing>();

function recentListing(variables: Record<string, unknown>, ask: () => Promise<OfflineAnswer>): Promise<OfflineAnswer> {
  const key = stableKey(variables);
  const now = Date.now();
  const known = recentListings.get(key);
  if (known && now - known.at < RECENT_LISTING_MS) return known.answer;
  const answer = ask();
  const entry: RecentListing = { at: now, answer };
  void answer.then((arrived) => (entry.arrived = arrived), () => undefined);
  recentListings.delete(key);
  recentListings.set(key, entry);
  if (recentListings.size > RECENT_LISTINGS) recentListings.delete(recentListings.keys().next().value!);
  // A failed question is asked again next time.
  answer.catch(() => recentListings.delete(key));
  return answer;
}

/**
 * The listing's answer for these variables if it has already arrived (a search sent from the
 * header waits for it before opening the listing): given at once, the page draws it in the
 * render that opens it, instead of drawing the last page dimmed first and the answer after.
 */
export function arrivedOnDevice(name: string, variables: Record<string, unknown>): OfflineAnswer | undefined {
  if (name !== 'Products') return undefined;
  const known = recentListings.get(stableKey(variables));
  return known && Date.now() - known.at < RECENT_LISTING_MS ? known.arrived : undefined;
}

/** One operation answered on the device: from its kept answer until the worker holds the package, else in the worker. */
export function answerOnDevice(name: string, variables: Record<string, unknown>): Promise<OfflineAnswer> {
  const fixed = fixedAnswer(name);
  if (fixed) return Promise.resolve(fixed);
  return name === 'Products' ? recentListing(variables, () => answerNow(name, variables)) : answerNow(name, variables);
}

async function answerNow(name: string, variables: Record<string, unknown>): Promise<OfflineAnswer> {
  const kept = offlineStart<AppStartQuery>();
  const who = deviceViewer(kept);
  if (who && !workerWarm && KEPT_QUERIES.has(name)) {
    const served = await servedInputs(who, name, variables);
    const data = served && (await keptAnswerFor(served.inputs, new Date()));
    if (data) {
      warm(kept);
      return { data };
    }
  }
  return askWorker(name, variables, kept);
}

/** A customer was just prepared again: the next offline answer reads the device anew. */
export function forgetLoadedPackages(): void {
  worker?.postMessage({ kind: 'forget' } satisfies OfflineWorkerRequest);
  recentListings.clear();
  warmAsked = false;
  workerWarm = false;
}

/**
 * A customer was just prepared: its first listing page and cart are kept for the first offline
 * start. Settles once they are kept: the worker reads the whole package for it (seconds on a
 * large catalogue), and a page closed or reloaded before then kept nothing, so that the first
 * offline start read the package too.
 */
export async function keepFirstPages(customerId: number, listing: Record<string, unknown>): Promise<void> {
  await sent({ kind: 'keep-first-pages', id: nextId++, kept: offlineStart<AppStartQuery>(), customerId, listing });
}

/** Logout: the packages the worker holds in memory go with it. */
export function stopOfflineAnswers(): void {
  worker?.terminate();
  worker = null;
  recentListings.clear();
  warmAsked = false;
  workerWarm = false;
  failAll(new Error('offline answers stopped'));
}
