/** Moving in: what /api/moving-in answers about an upload of a whole collection and its import. */
import { z } from "zod";

/** The largest upload we take: a collection of thousands of recipes with their photos. */
export const movingInMaxBytes = 200 * 1024 * 1024;

/** What an empty upload is told, by the page before it sends and by the server after. */
export const emptyUploadMessage = "That file is empty. Export your recipes again and choose the new file.";

export const ZMovingInState = z.enum(["queued", "running", "completed", "failed"]);

export const ZMovingInImport = z.object({
  id: z.uuid(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  /** The app it came from, once the file is opened ("paprika"…); null before. */
  format: z.string().nullable(),
  /** The app's name as people know it ("Paprika"), once opened. */
  formatLabel: z.string().nullable(),
  state: ZMovingInState,
  /** Recipes in the file, once opened; null before. */
  total: z.number().int().nullable(),
  /** Items dealt with so far (imported, duplicates and failures). */
  done: z.number().int(),
  /** How many of each so far; the lists below come once the import is over. */
  counts: z.object({ imported: z.number().int(), duplicates: z.number().int(), failed: z.number().int() }),
  /** `note`: what did not come along with the recipe (a photo that could not be fetched), in words. */
  imported: z.array(z.object({ id: z.uuid(), title: z.string(), note: z.string().nullable() })),
  duplicates: z.array(z.object({ name: z.string(), title: z.string(), recipeId: z.uuid().nullable() })),
  failed: z.array(z.object({ name: z.string(), reason: z.string() })),
  /** Why the whole import stopped, when it failed. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TMovingInImport = z.infer<typeof ZMovingInImport>;

export const ZMovingInUploadQuery = z.object({
  fileName: z
    .string({ error: "Name the file (fileName)." })
    .trim()
    .min(1, "Name the file (fileName).")
    .max(255, "At most 255 characters."),
});

export const ZMovingInParams = z.object({ id: z.uuid({ message: "That is not an import's id." }) });

export const ZMovingInLatest = z.object({ import: ZMovingInImport.nullable() });
