import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** One compiled serializer per schema: the error answers of every route share theirs. */
const compiled = new WeakMap<z.ZodType, Serialize>();

function compile(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    });
    const written = rewriteSchema(jsonSchema, (node) =>
      withNullableType(withOptionalAttributes(node)),
    );
    serialize = fastJsonStringify(written as object);
    compiled.set(schema, serialize);
  }
  return serialize;
}

type JsonSchema = { [key: string]: unknown };

/** A copy of the schema with `rewrite` applied to each of its objects, innermost first. */
function rewriteSchema(schema: unknown, rewrite: (node: JsonSchema) => JsonSchema): unknown {
  if (Array.isArray(schema)) return schema.map((item) => rewriteSchema(item, rewrite));
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    copy[key] = rewriteSchema(value, rewrite);
  }
  return rewrite(copy);
}

/**
 * An entity's attributes made optional: Strapi's `fields` (and `populate[…][fields]`) answer some
 * attributes of an entity, and fast-json-stringify refuses to write an object that lacks a
 * required property. What may be written stays what the schema declares.
 */
function withOptionalAttributes(node: JsonSchema): JsonSchema {
  const properties = node.properties as JsonSchema | undefined;
  const attributes = properties?.attributes as JsonSchema | undefined;
  if (properties && attributes && typeof properties.id === 'object') {
    const { required: _required, ...optional } = attributes;
    properties.attributes = optional;
  }
  return node;
}

/**
 * A "this or null" (zod's `.nullable()`, which JSON Schema writes as `anyOf: [schema, {type:
 * 'null'}]`) made a type that admits null. fast-json-stringify picks an `anyOf` branch by
 * validating the value against each branch with Ajv, for every value written: for the résumé of
 * each row of a page of applications that validated the whole file entry and its formats first,
 * a tenth of the answer's serialization. A type array it checks itself.
 */
function withNullableType(node: JsonSchema): JsonSchema {
  const branches = node.anyOf as JsonSchema[] | undefined;
  if (branches?.length !== 2) return node;
  const other = branches.find((branch) => branch.type !== 'null');
  const isNull = (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1;
  if (!other || !branches.some(isNull) || typeof other.type !== 'string' || 'anyOf' in other)
    return node;
  const { anyOf: _anyOf, ...rest } = node;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

/**
 * Serializes a route's answers through its contract's response schema: the zod schema is turned
 * into JSON Schema and compiled by fast-json-stringify (what Fastify uses for JSON Schema routes),
 * which writes the properties the schema declares and nothing else. Encoding through zod itself
 * checked every value again and cost 0.4 ms for a page of 25 invoices, more than reading the page;
 * this costs less than `JSON.stringify`. Each schema is compiled when its first answer is sent,
 * not at start-up, where compiling every route's answers took about a second.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize: Serialize | undefined;
  return (data) => (serialize ??= compile(schema))(data);
};
