import { z } from 'zod';

/**
 * What the OpenAPI document shows of a contract's schema. zod-to-openapi (under
 * @hono/zod-openapi) reads only schemas built with zod's full API; the answers a page reads as
 * it starts are written with zod/mini (docs/architecture.md#the-start-up-answers), and some
 * full-API answers hold one (the search answer's quota). zod's own JSON Schema reads both, so
 * the document describes every answer from it, as it arrives on the wire (the schema's input).
 */
export function answerDocument(schema: z.core.$ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...document } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  });
  return document;
}

/** True for a schema zod-to-openapi can read itself (built with zod's full API). */
export const fullApiSchema = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/**
 * The OpenAPI parameters of a request part written with zod/mini (`in`: query or path), from
 * the part's JSON Schema: one parameter per field, required when the field is.
 */
export function parameterDocuments(schema: z.core.$ZodObject, where: 'query' | 'path') {
  const document = answerDocument(schema) as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(document.properties ?? {}).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || (document.required ?? []).includes(name),
    schema: field,
  }));
}
