import type { AppStartQuery } from '../../gql/graphql';
import type { OfflineAnswer } from './offline-answers';
import { deviceViewer, KEPT_QUERIES, keptAnswerFor, servedInputs, stableKey } from './kept-answers';
import { offlineStart, type OfflineStart } from './offline-start';
import { fixedAnswer } from './offline-fixed-answers';
import { partOf, type OfflinePart, type OfflineWorkerReply, type OfflineWorkerRequest } from './offline-worker-messages';

/**
 * The page's side of the device's answers. A page answered before on this device is answered
 * here from its kept answer (a small read): opening the shop offline needs neither the package
 * nor a worker. Everything else goes to the offline answers' workers, one for the listing and one
 * for the package (partOf), each started when first needed; the start data the shell kept
 * (localStorage, which a worker cannot read) goes with each question.
 */
type Pending = { resolve: (answer: OfflineAnswer | null) => void; reject: (err: Error) => void };
interface PartWorker {
  worker: Worker;
  /** It holds its part of the served customer's data: it answers faster than a kept answer is read here. */
  warm: boolean;
  /** The questions sent to it and not replied to yet: an answer, or the end of a request with none. */
  waiting: Map<number, Pending>;
}
const workers = new Map<OfflinePart, PartWorker>();
let nextId = 1;

function failAll(entry: PartWorker, err: Error): void {
  for (const pending of entry.waiting.values()) pending.reject(err);
  entry.waiting.clear();
}

function started(part: OfflinePart): PartWorker {
  const known = workers.get(part);
  if (known) return known;
  const worker = new Worker(new URL('./offline-answers.worker.ts', import.meta.url), { type: 'module', name: `offline-answers-${part}` });
  const entry: PartWorker = { worker, warm: false, waiting: new Map() };
  worker.addEventListener('message', (event: MessageEvent<OfflineWorkerReply>) => {
    const message = event.data;
    if ('warmed' in message) {
      entry.warm = true;
      if (part === 'listing') warmPackageWhenQuiet();
      return;
    }
    const pending = entry.waiting.get(message.id);
    if (!pending) return;
    entry.waiting.delete(message.id);
    if ('answer' in message) pending.resolve(message.answer);
    else if ('done' in message) pending.resolve(null);
    else pending.reject(new Error(message.failed));
  });
  worker.addEventListener('error', (event) => {
    // A worker that failed to load or crashed answers nothing more: the next question starts another.
    if (workers.get(part) === entry) workers.delete(part);
    failAll(entry, new Error(event.message || 'offline answers: worker failed'));
  });
  workers.set(part, entry);
  return entry;
}

/** Sends a request that the part's worker replies to, and settles with its reply. */
function sent(part: OfflinePart, request: OfflineWorkerRequest & { id: number }): Promise<OfflineAnswer | null> {
  const entry = started(part);
  return new Promise((resolve, reject) => {
    entry.waiting.set(request.id, { resolve, reject });
    entry.worker.postMessage(request);
  });
}

async function askWorker(name: string, variables: Record<string, unknown>, kept: OfflineStart<AppStartQuery> | null): Promise<OfflineAnswer> {
  const part = partOf(name);
  if (part === 'listing') warmPackageWhenQuiet();
  const answer = await sent(part, { kind: 'answer', id: nextId++, name, variables, kept });
  if (answer === null) throw new Error('offline answers: no answer');
  return answer;
}

/**
 * The first page came from a kept answer: once its first frame is painted, the listing's worker
 * reads the listing's core, so that the first search finds it ready; once it holds it, and the
 * agent's searches and filters have paused, the package's worker reads the package, for the first
 * product's page. Started at once, the reading competes with the first paint for the device's
 * cores; waiting for the page to be idle (after the rest of its cards) left a search typed in the
 * first seconds waiting for it. Read together, the package (tens of MB) held the core's reading
 * back, and a search drawn while the package was read shared the cores with it.
 */
let warmAsked = false;
let packageToWarm: { kept: OfflineStart<AppStartQuery> | null } | null = null;
/** How long the listing's questions pause before the package is read. */
const PACKAGE_AFTER_QUIET_MS = 3_000;
let packageTimer: ReturnType<typeof setTimeout> | undefined;

function warm(kept: OfflineStart<AppStartQuery> | null): void {
  if (warmAsked) return;
  warmAsked = true;
  packageToWarm = { kept };
  const ask = () => started('listing').worker.postMessage({ kind: 'warm', part: 'listing', kept } satisfies OfflineWorkerRequest);
  // The answer is drawn in the next frame: after it, a task runs once that frame is painted.
  requestAnimationFrame(() => setTimeout(ask, 0));
}

function warmPackageWhenQuiet(): void {
  if (!packageToWarm) return;
  clearTimeout(packageTimer);
  packageTimer = setTimeout(() => {
    if (!packageToWarm) return;
    const { kept } = packageToWarm;
    packageToWarm = null;
    started('package').worker.postMessage({ kind: 'warm', part: 'package', kept } satisfies OfflineWorkerRequest);
  }, PACKAGE_AFTER_QUIET_MS);
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
  if (who && !workers.get(partOf(name))?.warm && KEPT_QUERIES.has(name)) {
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
  for (const entry of workers.values()) {
    entry.worker.postMessage({ kind: 'forget' } satisfies OfflineWorkerRequest);
    entry.warm = false;
  }
  recentListings.clear();
  warmAsked = false;
  packageToWarm = null;
  clearTimeout(packageTimer);
}

/**
 * A customer was just prepared: its first listing page and cart are kept for the first offline
 * start. Settles once they are kept: the worker reads the whole package for it (seconds on a
 * large catalogue), and a page closed or reloaded before then kept nothing, so that the first
 * offline start read the package too.
 */
export async function keepFirstPages(customerId: number, listing: Record<string, unknown>): Promise<void> {
  await sent('package', { kind: 'keep-first-pages', id: nextId++, kept: offlineStart<AppStartQuery>(), customerId, listing });
}

/** Logout: the packages the worker holds in memory go with it. */
export function stopOfflineAnswers(): void {
  for (const entry of workers.values()) {
    entry.worker.terminate();
    failAll(entry, new Error('offline answers stopped'));
  }
  workers.clear();
  recentListings.clear();
  warmAsked = false;
  packageToWarm = null;
  clearTimeout(packageTimer);
}
