// Handler types derived from the generated contract (kernel/schema.d.ts), shared by every domain
// (each routes.ts) and the contract install (../http/contract.ts): a handler for an
// operationId receives that operation's body, path and query types and must return one of its
// JSON response bodies.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../kernel/schema';

export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type Params<K extends OperationId> = operations[K]['parameters'];
type PathOf<K extends OperationId> =
  Params<K> extends { path: infer P } ? (P extends undefined ? unknown : P) : unknown;
type QueryOf<K extends OperationId> = Params<K> extends { query?: infer Q } ? NonNullable<Q> : unknown;
type BodyOf<K extends OperationId> = operations[K] extends { requestBody: { content: infer C } }
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'application/x-www-form-urlencoded': infer F }
      ? F
      : unknown
  : unknown;

type JsonResponses<R> = {
  [S in keyof R]: R[S] extends { content: { 'application/json': infer J } } ? J : never;
}[keyof R];
export type ResponseOf<K extends OperationId> = JsonResponses<operations[K]['responses']>;

export type RequestOf<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>;
  Params: PathOf<K>;
  Querystring: QueryOf<K>;
}>;

/** A service handler for fastify-openapi-glue. `void` when the handler sends the reply itself. */
export type Handler<K extends OperationId> = (
  request: RequestOf<K>,
  reply: FastifyReply,
) => Promise<ResponseOf<K> | FastifyReply>;

export type Handlers<K extends OperationId> = { [P in K]: Handler<P> };

/** `{ status: 200, message, data: null }` — the contract's OkEnvelope. */
export const ok = (message: string) => ({ status: 200, message, data: null }) as const;

/**
 * A domain's registration as the contract install takes it: operationId → handler. Keyed loosely:
 * each domain's routes.ts types its own map with Handlers<its operations>.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fastify-openapi-glue's own type
export type ServiceHandlers = Record<string, (request: any, reply: FastifyReply) => unknown>;
