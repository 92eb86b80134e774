import type { SwaggerTransform } from '@fastify/swagger';
import { toJsonSchema, type JsonSchema, type OverrideSchemaContext } from '@valibot/to-json-schema';
import type {
  FastifyPluginAsync,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
} from 'fastify';
import fastJson from 'fast-json-stringify';
import * as v from 'valibot';

/*
 * Route schemas for Fastify: request parts checked and typed, answers checked (a field the
 * schema does not name is left out) and the OpenAPI document written from the same schemas.
 * Schemas are valibot's, checked through the Standard Schema interface every valibot schema has.
 */

type StandardIssue = { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] };
type StandardResult = { value: unknown; issues?: undefined } | { issues: readonly StandardIssue[] };
interface StandardSchema {
  '~standard': { vendor: string; validate: (value: unknown) => StandardResult | Promise<StandardResult> };
}

const isStandardSchema = (schema: unknown): schema is StandardSchema =>
  typeof schema === 'object' && schema !== null && '~standard' in schema;

const isValibot = (schema: unknown): schema is v.GenericSchema =>
  isStandardSchema(schema) && schema['~standard'].vendor === 'valibot';

/** Types each route's request parts and answers from its schemas. */
export interface SchemaTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
}

/** A plugin of routes whose request parts and answers are typed from their schemas. */
export type RoutesPlugin<Options extends Record<string, unknown> = Record<never, never>> = FastifyPluginAsync<
  Options,
  import('fastify').RawServerDefault,
  SchemaTypeProvider
>;

const checkedSync = (schema: StandardSchema, value: unknown): StandardResult => {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('Route schemas must check synchronously.');
  return result;
};

const VALIDATION_ISSUE = Symbol.for('rta.schemaValidationIssue');

/** One refused part of a request, as Fastify's `error.validation` lists it. */
interface ValidationIssue {
  [VALIDATION_ISSUE]: true;
  instancePath: string;
  message: string;
}

const keyOf = (segment: PropertyKey | { key: PropertyKey }): string =>
  String(typeof segment === 'object' && segment !== null ? segment.key : segment);

const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/** Whether a schema takes an object only (valibot's objects take an array too, as an object with no fields). */
const takesObject = (schema: unknown): boolean => {
  const { type, pipe, options } = schema as { type?: string; pipe?: unknown[]; options?: unknown[] };
  if (type && OBJECTS.has(type)) return true;
  if (pipe) return takesObject(pipe[0]);
  return type === 'intersect' && Array.isArray(options) && options.every(takesObject);
};

/** Checks a request's body, query, params or headers: the schema's value, or each issue. */
export const validatorCompiler: FastifySchemaCompiler<unknown> =
  ({ schema }) =>
  (data) => {
    if (!isValibot(schema)) throw new Error('A route schema must be a valibot schema.');
    if (Array.isArray(data) && takesObject(schema)) {
      const issue: ValidationIssue = {
        [VALIDATION_ISSUE]: true,
        instancePath: '/',
        message: 'Invalid type: Expected Object but received Array',
      };
      return { error: [issue] as unknown as Error };
    }
    const result = checkedSync(schema, data);
    if (!result.issues) return { value: result.value };
    const issues: ValidationIssue[] = result.issues.map((issue) => ({
      [VALIDATION_ISSUE]: true,
      instancePath: `/${(issue.path ?? []).map(keyOf).join('/')}`,
      message: issue.message,
    }));
    return { error: issues as unknown as Error };
  };

/** Whether an error is a request refused by a route schema (each issue in `validation`). */
export const isSchemaValidationError = (error: unknown): error is { validation: ValidationIssue[] } =>
  typeof error === 'object' &&
  error !== null &&
  'validation' in error &&
  Array.isArray(error.validation) &&
  error.validation.length > 0 &&
  (error.validation[0] as Partial<ValidationIssue>)[VALIDATION_ISSUE] === true;

/** Answer schemas whose answers fast-json-stringify writes from their JSON Schema (compiledAnswer). */
const compiledAnswers = new WeakSet<object>();

/**
 * An answer schema whose answers are written by fast-json-stringify, compiled from the JSON
 * Schema the OpenAPI document shows, instead of checked by valibot and then JSON.stringify'd.
 * It writes exactly the fields the schema names (any other is left out, as valibot's check
 * leaves it out) and refuses an answer without a required field, but checks no value: only for
 * a hot answer the server builds itself from typed values, whose test pins every field
 * (docs/decisions/0147-signed-in-calls.md).
 */
export const compiledAnswer = <const Schema extends v.GenericSchema>(schema: Schema) => {
  const answer = v.pipe(schema);
  compiledAnswers.add(answer);
  return answer;
};

/** An answer that does not match its route's schema is a server error, never sent. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (isValibot(schema) && compiledAnswers.has(schema)) {
    return fastJson(toOpenApi(schema, 'output') as unknown as Parameters<typeof fastJson>[0]);
  }
  return (data) => {
    if (!isValibot(schema)) throw new Error(`The answer schema of ${method} ${url} must be a valibot schema.`);
    const result = checkedSync(schema, data);
    if (result.issues) {
      throw Object.assign(new Error(`The answer of ${method} ${url} does not match its schema`), {
        statusCode: 500,
        cause: result.issues,
      });
    }
    return JSON.stringify(result.value);
  };
};

const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish']);

/**
 * An answer's object as the document describes it: no other fields, and a field with a
 * default always there (as a request's, it may be left out).
 */
const answerObject = ({ valibotSchema, jsonSchema }: OverrideSchemaContext): JsonSchema | undefined => {
  const schema = valibotSchema as { type: string; entries?: Record<string, { type: string; default?: unknown }> };
  if (schema.type !== 'object' || !schema.entries) return undefined;
  const required = Object.entries(schema.entries)
    .filter(([, entry]) => !OPTIONAL.has(entry.type) || entry.default !== undefined)
    .map(([key]) => key);
  return { ...jsonSchema, required, additionalProperties: false };
};

/** A valibot schema as the OpenAPI document (3.0) describes it. */
const toOpenApi = (schema: v.GenericSchema, typeMode: 'ignore' | 'output'): Record<string, unknown> => {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'openapi-3.0',
    typeMode,
    errorMode: 'ignore',
    ...(typeMode === 'output' && { overrideSchema: answerObject }),
  }) as Record<string, unknown>;
  return json;
};

const REQUEST_PARTS: readonly string[] = ['body', 'querystring', 'params', 'headers'];

/** The OpenAPI document's description of each route, from its schemas; a hidden route is left out. */
export const jsonSchemaTransform: SwaggerTransform<FastifySchema & { hide?: boolean }> = ({ schema, url }) => {
  if (!schema) return { schema, url };
  if (schema.hide) return { schema: { hide: true }, url };
  const described: Record<string, unknown> = Object.fromEntries(
    Object.entries(schema).map(([part, value]) => [
      part,
      REQUEST_PARTS.includes(part) && isValibot(value) ? toOpenApi(value, 'ignore') : value,
    ]),
  );
  if (schema.response) {
    described.response = Object.fromEntries(
      Object.entries(schema.response as Record<string, unknown>).map(([status, answer]) => [
        status,
        isValibot(answer) ? toOpenApi(answer, 'output') : answer,
      ]),
    );
  }
  return { schema: described as FastifySchema, url };
};
