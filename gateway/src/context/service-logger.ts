/** The few log levels services use; Fastify's pino logger satisfies it, so does a test double. */
export interface ServiceLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
