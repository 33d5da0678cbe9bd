import { channel } from 'node:diagnostics_channel';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { tracingEnabled } from './tracing-state.ts';

// Every call to an ERP goes through `trackUpstreamCall`: it is timed and reported to the
// metrics (by call name and company), and, when tracing is on, it is a client span whose W3C
// `traceparent` travels to the ERP in the request headers.

export interface UpstreamCall {
  company: string;
  call: string;
  seconds: number;
  /** 'ok', or the kind of failure: 'unavailable' (down, timeout, 5xx) or 'bad_reply'. */
  outcome: 'ok' | 'unavailable' | 'bad_reply';
}

const calls = channel('shop:upstream-call');

/**
 * The name of a call for metrics and spans, from its path: POSTs are named by their path
 * ('pegaso/getProducts'); GETs of files by their folder ('images', 'catalogue/pages'), so that
 * one image does not make one series.
 */
export function callNameOf(method: 'GET' | 'POST', path: string): string {
  const bare = path.split('?')[0]!.replace(/^\/+/, '');
  if (method === 'POST') return bare;
  const parts = bare.split('/');
  return parts.length > 1 ? parts.slice(0, -1).join('/') : bare;
}

export async function trackUpstreamCall<T>(
  company: string,
  method: 'GET' | 'POST',
  path: string,
  outcomeOf: (err: unknown) => UpstreamCall['outcome'],
  run: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const call = callNameOf(method, path);
  const headers: Record<string, string> = {};
  const span = tracingEnabled()
    ? trace.getTracer('shop-gateway').startSpan(`ERP ${call}`, {
        kind: SpanKind.CLIENT,
        attributes: { 'http.request.method': method, 'shop.erp.call': call, 'shop.company': company },
      })
    : null;
  if (span) propagation.inject(trace.setSpan(context.active(), span), headers);
  const started = performance.now();
  let outcome: UpstreamCall['outcome'] = 'ok';
  try {
    return await run(headers);
  } catch (err) {
    outcome = outcomeOf(err);
    span?.recordException(err as Error);
    span?.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
    throw err;
  } finally {
    span?.end();
    if (calls.hasSubscribers) calls.publish({ company, call, seconds: (performance.now() - started) / 1000, outcome } satisfies UpstreamCall);
  }
}

/** Calls `listener` after every ERP call; returns the unsubscription. */
export function onUpstreamCall(listener: (call: UpstreamCall) => void): () => void {
  const handler = (message: unknown) => listener(message as UpstreamCall);
  calls.subscribe(handler);
  return () => calls.unsubscribe(handler);
}
