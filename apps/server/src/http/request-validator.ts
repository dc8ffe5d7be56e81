import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isStreamedForm } from '@app/shared/contract';

/**
 * Validates each request part with its contract's zod schema (fastify-type-provider-zod). An
 * upload's form is the exception: the route reads the multipart stream itself, and its schema is
 * there for the document only.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === 'body' && isStreamedForm(route.schema)
    ? () => ({ value: undefined })
    : zodValidatorCompiler(route);
