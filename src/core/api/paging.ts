/** Paged lists: the query every list endpoint takes and the envelope it answers with. */
import { z } from "zod";

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(24),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export interface TPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}
