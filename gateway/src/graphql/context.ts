import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../context/request-context.ts';

/**
 * What every resolver receives: the transport-free request context that services take, plus
 * Fastify's request and reply, which only the GraphQL layer itself may use.
 */
export interface GraphQLContext extends RequestContext {
  request: FastifyRequest;
  reply: FastifyReply;
}
