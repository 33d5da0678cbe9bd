// Whether traces are exported (OTEL_EXPORTER_OTLP_ENDPOINT set and the SDK started): when not,
// the code that would make spans skips them altogether, so tracing costs nothing.
let enabled = false;

export function tracingEnabled(): boolean {
  return enabled;
}

export function setTracingEnabled(on: boolean): void {
  enabled = on;
}
