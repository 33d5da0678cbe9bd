import { Agent, request } from 'undici';
import { z } from 'zod';
import { isUpstreamError, UpstreamBadReplyError, UpstreamUnavailableError } from './errors.ts';
import { trackUpstreamCall } from '../observability/upstream-calls.ts';

export interface UpstreamHttpOptions {
  timeoutMs: number;
  connections: number;
  /** The company this upstream serves, as metrics and traces name it. */
  company?: string;
}

type Headers = Record<string, string>;

export type FormFields = Record<string, string | number | boolean | undefined>;

/**
 * Form-encoded HTTP to one company's upstream. The only place that knows the transport:
 * every reply is read as text, parsed as JSON and validated by the caller's zod schema, so a
 * slow, dead or confused upstream becomes a typed error instead of a crash or wrong data.
 */
export class UpstreamHttp {
  private readonly dispatcher: Agent;

  constructor(
    readonly baseUrl: string,
    private readonly options: UpstreamHttpOptions,
  ) {
    this.dispatcher = new Agent({
      connections: options.connections,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      keepAliveTimeout: 10_000,
    });
  }

  /** POST with a form-encoded body. */
  postForm<S extends z.ZodType>(path: string, fields: FormFields, schema: S): Promise<z.output<S>> {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.append(k, String(v));
    return this.post(path, body.toString(), schema);
  }

  /** POST a JSON text with the form content type, as the ERP's getProducts expects. */
  postJsonAsForm<S extends z.ZodType>(path: string, payload: unknown, schema: S): Promise<z.output<S>> {
    return this.post(path, JSON.stringify(payload), schema);
  }

  /**
   * POST a JSON text with the form content type and hand the reply's body, as it arrives, to
   * `read` (the catalogue: hundreds of megabytes are never held whole). A malformed body
   * (`read` throws a SyntaxError or a validation error) is a bad reply; a broken connection,
   * an unavailable upstream.
   */
  postJsonStreamed<T>(path: string, payload: unknown, read: (body: AsyncIterable<Buffer>) => Promise<T>): Promise<T> {
    return this.tracked('POST', path, (headers) => this.postJsonStreamedUntracked(path, payload, read, headers));
  }

  private async postJsonStreamedUntracked<T>(path: string, payload: unknown, read: (body: AsyncIterable<Buffer>) => Promise<T>, headers: Headers): Promise<T> {
    // No cap on the whole transfer (a large catalogue takes longer than any one call may): the
    // dispatcher's headers and body timeouts still end a reply that stalls.
    const res = await this.send('POST', path, JSON.stringify(payload), headers, { wholeReplyTimeout: false });
    if (res.statusCode >= 400) {
      await res.body.dump();
      if (res.statusCode >= 500) throw new UpstreamUnavailableError(path, `HTTP ${res.statusCode}`);
      throw new UpstreamBadReplyError(path, `HTTP ${res.statusCode}`);
    }
    try {
      return await read(res.body);
    } catch (e) {
      res.body.destroy();
      if (e instanceof SyntaxError || e instanceof z.ZodError) throw new UpstreamBadReplyError(path, describe(e).slice(0, 200));
      throw isUpstreamError(e) ? e : new UpstreamUnavailableError(path, describe(e));
    }
  }

  /** GET a binary resource (images, files); returns null on 404. */
  async getBinary(path: string): Promise<{ body: Buffer; contentType: string } | null> {
    const res = await this.getFound(path);
    if (!res) return null;
    const contentType = String(res.headers['content-type'] ?? 'application/octet-stream');
    return { body: Buffer.from(await res.body.arrayBuffer()), contentType };
  }

  /**
   * GET a resource as a stream (document PDFs): the caller pipes it on without holding it in
   * memory. null on 404.
   */
  async getStream(path: string): Promise<{ body: NodeJS.ReadableStream; contentType: string } | null> {
    const res = await this.getFound(path);
    if (!res) return null;
    return { body: res.body, contentType: String(res.headers['content-type'] ?? 'application/octet-stream') };
  }

  /** A GET whose body the caller reads: null on 404, an upstream failure on any other error status. */
  private getFound(path: string) {
    return this.tracked('GET', path, (headers) => this.getFoundUntracked(path, headers));
  }

  private async getFoundUntracked(path: string, headers: Headers) {
    const res = await this.send('GET', path, undefined, headers);
    if (res.statusCode === 404) {
      await res.body.dump();
      return null;
    }
    if (res.statusCode >= 400) {
      await res.body.dump();
      throw new UpstreamUnavailableError(path, `HTTP ${res.statusCode}`);
    }
    return res;
  }

  async close(): Promise<void> {
    await this.dispatcher.close();
  }

  private post<S extends z.ZodType>(path: string, body: string, schema: S): Promise<z.output<S>> {
    return this.tracked('POST', path, (headers) => this.postUntracked(path, body, schema, headers));
  }

  /** Timed for the metrics, a span with its `traceparent` when tracing (observability/upstream-calls.ts). */
  private tracked<T>(method: 'GET' | 'POST', path: string, run: (headers: Headers) => Promise<T>): Promise<T> {
    return trackUpstreamCall(this.options.company ?? '', method, path, (e) => (e instanceof UpstreamBadReplyError ? 'bad_reply' : 'unavailable'), run);
  }

  private async postUntracked<S extends z.ZodType>(path: string, body: string, schema: S, headers: Headers): Promise<z.output<S>> {
    const res = await this.send('POST', path, body, headers);
    let text: string;
    try {
      text = await res.body.text();
    } catch (e) {
      throw new UpstreamUnavailableError(path, describe(e));
    }
    if (res.statusCode >= 500) throw new UpstreamUnavailableError(path, `HTTP ${res.statusCode}`);
    if (res.statusCode >= 400) throw new UpstreamBadReplyError(path, `HTTP ${res.statusCode}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new UpstreamBadReplyError(path, `not JSON: ${text.slice(0, 80)}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new UpstreamBadReplyError(path, `${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`);
    }
    return parsed.data;
  }

  private async send(method: 'GET' | 'POST', path: string, body: string | undefined, headers: Headers, opts = { wholeReplyTimeout: true }) {
    try {
      return await request(`${this.baseUrl}/${path}`, {
        method,
        body,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        dispatcher: this.dispatcher,
        signal: opts.wholeReplyTimeout ? AbortSignal.timeout(this.options.timeoutMs) : undefined,
      });
    } catch (e) {
      throw new UpstreamUnavailableError(path, describe(e));
    }
  }
}

function describe(e: unknown): string {
  if (e instanceof Error) return `${e.name}: ${e.message}`;
  return String(e);
}
