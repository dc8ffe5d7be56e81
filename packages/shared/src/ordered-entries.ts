/**
 * Collections whose entries the public pages show in an order Staff choose (the home page's
 * clients and client testimonials): a new entry goes last, and the whole order is sent at once.
 */
import { z } from 'zod';
import { dataBody, defineRoute, entitySchema, noQuery } from './contract';

export const REORDER_IDS_MESSAGE = 'Send the ids of all entries, each once, in their new order.';

/** `PUT <collection>/order`: every entry's id, each once, in the order the page shows them. */
export const entryOrderSchema = z.strictObject({
  ids: z
    .array(z.number({ error: REORDER_IDS_MESSAGE }).int().positive(), {
      error: REORDER_IDS_MESSAGE,
    })
    .refine((ids) => new Set(ids).size === ids.length, { error: REORDER_IDS_MESSAGE }),
});
export type EntryOrder = z.output<typeof entryOrderSchema>;

/** The route that puts a collection's entries in a new order (Staff); it answers them all in it. */
export function reorderRoute<A extends z.ZodType>(collection: {
  url: string;
  tag: string;
  attributes: A;
  summary: string;
}) {
  return defineRoute({
    method: 'PUT',
    url: `${collection.url}/order`,
    access: 'Staff',
    tag: collection.tag,
    summary: collection.summary,
    description: 'Answers every entry in the new order, without media.',
    querystring: noQuery,
    body: dataBody(entryOrderSchema),
    response: {
      200: z.object({ data: z.array(entitySchema(collection.attributes)), meta: z.object({}) }),
    },
  });
}
