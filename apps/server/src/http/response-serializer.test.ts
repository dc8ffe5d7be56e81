import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './response-serializer';

const serializerOf = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

describe('the response serializer', () => {
  const file = z.object({ name: z.string(), width: z.number().int().nullable() });
  const serialize = serializerOf(
    z.object({
      resume: z.object({ data: z.array(file).nullable() }),
      remarks: z.string().nullable(),
    }),
  );

  it('writes a value that may be null as null, or as its schema says', () => {
    expect(JSON.parse(serialize({ resume: { data: null }, remarks: null }))).toEqual({
      resume: { data: null },
      remarks: null,
    });
    expect(
      JSON.parse(
        serialize({
          resume: {
            data: [
              { name: 'cv.pdf', width: null },
              { name: 'photo.png', width: 640 },
            ],
          },
          remarks: 'Call back',
        }),
      ),
    ).toEqual({
      resume: {
        data: [
          { name: 'cv.pdf', width: null },
          { name: 'photo.png', width: 640 },
        ],
      },
      remarks: 'Call back',
    });
  });

  it('leaves out what the schema lacks inside a value that may be null', () => {
    const written = JSON.parse(
      serialize({
        resume: { data: [{ name: 'cv.pdf', width: null, storagePath: '/srv/uploads/x' }] },
        remarks: null,
        passwordHash: 'secret',
      }),
    ) as Record<string, unknown>;
    expect(written).toEqual({ resume: { data: [{ name: 'cv.pdf', width: null }] }, remarks: null });
  });
});
