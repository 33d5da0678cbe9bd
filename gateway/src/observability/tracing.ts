import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boundedNames, operationOf } from './graphql-operation.ts';
import { setTracingEnabled, tracingEnabled } from './tracing-state.ts';

// OpenTelemetry traces, exported by OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set: a server
// span per request (named after the GraphQL operation on /graphql), a client span per ERP call
// beneath it (upstream-calls.ts), whose W3C `traceparent` the ERP receives. Without the
// endpoint nothing is started and no hook is added.

export interface Tracing {
  /** Exports the spans still buffered and stops. */
  shutdown(): Promise<void>;
}

export function startTracing(endpoint: string | undefined, serviceName: string): Tracing | null {
  if (!endpoint) return null;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }))],
  });
  // The global provider, the AsyncLocalStorage context and the W3C trace-context propagator.
  provider.register();
  setTracingEnabled(true);
  return {
    async shutdown() {
      setTracingEnabled(false);
      await provider.shutdown();
    },
  };
}

const spans = new WeakMap<FastifyRequest, Span>();

/** A server span for every request, current while the request runs; none when tracing is off. */
export function registerRequestSpans(app: FastifyInstance, graphqlPath: string): void {
  if (!tracingEnabled()) return;
  const tracer = trace.getTracer('shop-gateway');
  const operationName = boundedNames(200);
  // After the body is read (the operation's name is in it); the caller's own trace, if it
  // sent a traceparent, is the parent.
  app.addHook('preValidation', (request, _reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const graphql = route === graphqlPath && request.method === 'POST' ? operationOf(request.body) : null;
    const span = tracer.startSpan(
      graphql ? `${graphql.type} ${operationName(graphql.operation)}` : `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'http.route': route,
          'shop.request_id': request.id,
          ...(graphql ? { 'graphql.operation.name': operationName(graphql.operation), 'graphql.operation.type': graphql.type } : {}),
        },
      },
      parent,
    );
    spans.set(request, span);
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
}
