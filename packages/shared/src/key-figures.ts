/**
 * The figures the home page's hero states about the firm ("10+ years of delivery"), which Staff
 * keep so that every one is the firm's own: the facts under the headline and the two figures of
 * the product card beside it. A single type: one entry, read by anyone, replaced whole by Staff.
 */
import { z } from 'zod';
import { dataBody, defineRoute, noQuery, singleResponse } from './contract';
import { requiredText } from './fields';

export const KEY_FIGURE_LABEL_MAX_LENGTH = 40;
export const KEY_FIGURE_VALUE_MAX_LENGTH = 12;
/** The facts fit one row under the headline at full width. */
export const MAX_KEY_FACTS = 4;
/** The hero's card has two places for a figure. */
export const MAX_KEY_HIGHLIGHTS = 2;

/** A figure as it is shown: its value large, its label under it. */
export const keyFigureSchema = z.strictObject({
  value: requiredText('Value', KEY_FIGURE_VALUE_MAX_LENGTH),
  label: requiredText('Label', KEY_FIGURE_LABEL_MAX_LENGTH),
});
export type KeyFigure = z.output<typeof keyFigureSchema>;

/** `PUT /api/key-figures` (Staff): both lists, in the order shown; an empty list shows nothing. */
export const keyFiguresSchema = z.strictObject({
  facts: z
    .array(keyFigureSchema, { error: 'Facts must be a list of figures.' })
    .max(MAX_KEY_FACTS, { error: `Facts may hold at most ${MAX_KEY_FACTS} figures.` }),
  highlights: z
    .array(keyFigureSchema, { error: 'Highlights must be a list of figures.' })
    .max(MAX_KEY_HIGHLIGHTS, {
      error: `Highlights may hold at most ${MAX_KEY_HIGHLIGHTS} figures.`,
    }),
});
export type KeyFiguresInput = z.input<typeof keyFiguresSchema>;
export type KeyFiguresData = z.output<typeof keyFiguresSchema>;

const figureAttributes = z.object({ value: z.string(), label: z.string() });

export const keyFiguresAttributesSchema = z.object({
  /** Under the hero's headline: `10+` `years of delivery`. */
  facts: z.array(figureAttributes),
  /** On the hero's product card: `99.98%` `Uptime`. */
  highlights: z.array(figureAttributes),
  updatedAt: z.string(),
});
export type KeyFiguresAttributes = z.infer<typeof keyFiguresAttributesSchema>;

const tag = 'Key figures';

export const keyFiguresRoutes = {
  get: defineRoute({
    method: 'GET',
    url: '/api/key-figures',
    access: 'public',
    tag,
    summary: 'The home page’s key figures: the hero’s facts and its card’s highlights',
    querystring: noQuery,
    response: { 200: singleResponse(keyFiguresAttributesSchema) },
  }),
  update: defineRoute({
    method: 'PUT',
    url: '/api/key-figures',
    access: 'Staff',
    tag,
    summary: 'Replace the home page’s key figures (Staff)',
    querystring: noQuery,
    body: dataBody(keyFiguresSchema),
    response: { 200: singleResponse(keyFiguresAttributesSchema) },
  }),
};
