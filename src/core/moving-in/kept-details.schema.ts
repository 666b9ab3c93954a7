/**
 * What a cook kept from the app they moved in from, beside a recipe of theirs: their own rating
 * (0.5–5 stars), their notes as written and their tags. Theirs alone: shown to the recipe's author
 * only, edited in the recipe editor, carried out again in their archive.
 */
import { z } from "zod";

export const keptDetailsLimits = { notes: 10_000, tag: 100, tags: 30 } as const;

export interface TKeptDetails {
  rating: number | null;
  notes: string | null;
  tags: string[];
}

export const ZKeptDetails = z.object({
  rating: z.number().nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  /** The app they came from, when the file said ("Paprika"); null for a file of no one app. */
  fromApp: z.string().nullable(),
});
export type TKeptDetailsView = z.infer<typeof ZKeptDetails>;

export const ZKeptDetailsInput = z.object({
  rating: z
    .number({ message: "A number of stars from 0.5 to 5, or null." })
    .min(0.5, "At least half a star, or null for none.")
    .max(5, "At most 5 stars.")
    .multipleOf(0.5, "Whole or half stars.")
    .nullable(),
  notes: z
    .string({ message: "Text, or null." })
    .trim()
    .max(keptDetailsLimits.notes, `At most ${keptDetailsLimits.notes} characters.`)
    .nullable()
    .transform((notes) => notes || null),
  tags: z
    .array(
      z
        .string({ message: "Each tag is text." })
        .trim()
        .min(1, "A tag cannot be empty.")
        .max(keptDetailsLimits.tag, `At most ${keptDetailsLimits.tag} characters each.`),
      { message: "A list of tags." },
    )
    .max(keptDetailsLimits.tags, `At most ${keptDetailsLimits.tags} tags.`)
    .transform((tags) => [...new Map(tags.map((tag) => [tag.toLowerCase(), tag])).values()]),
});
export type TKeptDetailsInput = z.infer<typeof ZKeptDetailsInput>;
