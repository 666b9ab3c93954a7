/**
 * Collections as one viewer may see them: one collection with a page of its recipes (the Collection
 * page, `GET /api/collections/:id`), and a cook's collections as cards (profiles). Nothing here is
 * cached: what a collection shows depends on who asks (its owner, a subscriber, another cook's own
 * private recipe in it), and a collection made private must be gone for everyone at once.
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { TPage } from "#core/api/paging.ts";
import type {
  TCollectionCover,
  TCollectionSummary,
  TCollectionView,
  TCollectionVisibility,
} from "#core/collections/collection.schema.ts";
import { AppError } from "#core/errors.ts";
import type { TRecipeCard } from "#core/recipes/recipe-view.schema.ts";
import type { TDb } from "#db/client.ts";
import { collectionRecipes, collections, profiles, recipes, type TImageVariant } from "#db/schema.ts";
import { listPaidBlogIds } from "../recipes/access.ts";
import { toSrcset } from "../recipes/images.ts";
import { cardColumns, type TCardRow, toCards } from "../recipes/recipe-lists.ts";
import {
  canSeeProfileContents,
  findCollectionRow,
  recipeKnownTo,
  resolveCollectionAccess,
  type TCollectionRow,
} from "./access.ts";

const maxPageSize = 48;

/** The widest uploaded width up to 800 px: what an <img> without srcset loads. */
export function mainVariantOf(variants: readonly TImageVariant[]): TImageVariant | null {
  if (variants.length === 0) return null;
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return [...sorted].reverse().find((v) => v.width <= 800) ?? sorted[0];
}

function coverFromVariants(variants: readonly TImageVariant[]): TCollectionCover | null {
  const main = mainVariantOf(variants);
  return main ? { url: main.url, srcset: toSrcset(variants) } : null;
}

/**
 * Each collection's cover for this viewer: its uploaded photo, else its chosen recipe's photo, else
 * the first recipe's in its order; only recipes the viewer may know of count.
 */
export async function findCovers({
  db,
  collectionRows,
  viewerId,
}: {
  db: TDb;
  collectionRows: Pick<TCollectionRow, "id" | "coverImageVariants">[];
  viewerId: string | null;
}): Promise<Map<string, TCollectionCover>> {
  const covers = new Map<string, TCollectionCover>();
  const needRecipe: string[] = [];
  for (const row of collectionRows) {
    const uploaded = coverFromVariants(row.coverImageVariants);
    if (uploaded) covers.set(row.id, uploaded);
    else needRecipe.push(row.id);
  }
  if (needRecipe.length === 0) return covers;
  const rows = await db
    .selectDistinctOn([collectionRecipes.collectionId], {
      collectionId: collectionRecipes.collectionId,
      imageUrl: recipes.imageUrl,
      imageVariants: recipes.imageVariants,
    })
    .from(collectionRecipes)
    .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
    .innerJoin(collections, eq(collections.id, collectionRecipes.collectionId))
    .where(
      and(
        inArray(collectionRecipes.collectionId, needRecipe),
        sql`${recipes.imageUrl} is not null`,
        recipeKnownTo(viewerId),
      ),
    )
    .orderBy(
      collectionRecipes.collectionId,
      sql`(${recipes.id} = ${collections.coverRecipeId}) desc nulls last`,
      asc(collectionRecipes.position),
      asc(collectionRecipes.addedAt),
    );
  for (const row of rows) {
    if (!row.imageUrl) continue;
    covers.set(row.collectionId, {
      url: row.imageUrl,
      srcset: row.imageVariants.length > 0 ? toSrcset(row.imageVariants) : null,
    });
  }
  return covers;
}

/** How many recipes of each collection the viewer may know of. */
export async function countKnownRecipes({
  db,
  collectionIds,
  viewerId,
}: {
  db: TDb;
  collectionIds: string[];
  viewerId: string | null;
}): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (collectionIds.length === 0) return counts;
  const rows = await db
    .select({ collectionId: collectionRecipes.collectionId, total: count() })
    .from(collectionRecipes)
    .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
    .where(and(inArray(collectionRecipes.collectionId, collectionIds), recipeKnownTo(viewerId)))
    .groupBy(collectionRecipes.collectionId);
  for (const row of rows) counts.set(row.collectionId, Number(row.total));
  return counts;
}

/**
 * Cards in the collection's order; a paywalled recipe the viewer has paid for (or wrote) is shown
 * whole, any other is a teaser card.
 */
export async function listCollectionRecipes({
  db,
  collectionId,
  viewerId,
  page = 1,
  pageSize = maxPageSize,
}: {
  db: TDb;
  collectionId: string;
  viewerId: string | null;
  page?: number;
  pageSize?: number;
}): Promise<TRecipeCard[]> {
  const rows = await db
    .select({ ...cardColumns, authorId: recipes.authorId, blogId: recipes.blogId })
    .from(collectionRecipes)
    .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
    .leftJoin(profiles, eq(profiles.id, recipes.authorId))
    .where(and(eq(collectionRecipes.collectionId, collectionId), recipeKnownTo(viewerId)))
    .orderBy(asc(collectionRecipes.position), asc(collectionRecipes.addedAt), asc(recipes.id))
    .limit(pageSize)
    .offset((Math.max(1, page) - 1) * pageSize);
  return toViewerCards({ db, rows, viewerId });
}

async function toViewerCards({
  db,
  rows,
  viewerId,
}: {
  db: TDb;
  rows: (TCardRow & { authorId: string | null; blogId: string | null })[];
  viewerId: string | null;
}): Promise<TRecipeCard[]> {
  const cards = await toCards(db, rows);
  const hasPaywalled = rows.some((row) => row.visibility === "paywalled");
  const paidBlogs = new Set(viewerId && hasPaywalled ? await listPaidBlogIds({ db, viewerId }) : []);
  return cards.map((card, i) => {
    const row = rows[i];
    const isReadable =
      row.visibility === "paywalled" &&
      viewerId !== null &&
      (row.authorId === viewerId || (row.blogId !== null && paidBlogs.has(row.blogId)));
    return isReadable ? { ...card, isPaywalled: false, totalMinutes: row.totalMinutes, diets: row.diets } : card;
  });
}

/** The collection for this viewer with one page of its recipes, or null when it does not exist for them. */
export async function findCollectionForViewer({
  db,
  collectionId,
  viewerId,
  page = 1,
  pageSize = 24,
}: {
  db: TDb;
  collectionId: string;
  viewerId: string | null;
  page?: number;
  pageSize?: number;
}): Promise<TCollectionView | null> {
  const row = await findCollectionRow({ db, collectionId });
  if (!row) return null;
  const access = await resolveCollectionAccess({ db, viewerId, collection: row });
  if (access === "none" || row.ownerUsername === null) return null;
  const [covers, counts] = await Promise.all([
    findCovers({ db, collectionRows: [row], viewerId }),
    countKnownRecipes({ db, collectionIds: [row.id], viewerId }),
  ]);
  const common = {
    id: row.id,
    name: row.name,
    visibility: row.visibility,
    owner: {
      id: row.ownerId,
      name: row.ownerName ?? row.ownerUsername,
      username: row.ownerUsername,
      avatarUrl: row.ownerAvatarUrl,
    },
    cover: covers.get(row.id) ?? null,
    recipeCount: counts.get(row.id) ?? 0,
    isOwner: viewerId === row.ownerId,
    blog:
      row.visibility === "paywalled" && row.blogTitle !== null && row.blogShortlink !== null
        ? { title: row.blogTitle, shortlink: row.blogShortlink }
        : null,
    updatedAt: row.updatedAt,
  };
  if (access === "teaser") return { ...common, access: "teaser" };
  const size = Math.min(Math.max(1, Math.trunc(pageSize)), maxPageSize);
  const items = await listCollectionRecipes({ db, collectionId: row.id, viewerId, page, pageSize: size });
  return {
    ...common,
    access: "full",
    description: row.description,
    recipes: { items, page, pageSize: size, total: common.recipeCount },
  };
}

/**
 * A cook's collections as cards, most recently changed first: all of them for their owner; the
 * public and paywalled ones for anyone who may see the profile's contents; otherwise none.
 */
export async function listCollectionsByOwner({
  db,
  username,
  viewerId,
  page = 1,
  pageSize = 24,
  isPublicPage = false,
}: {
  db: TDb;
  username: string;
  viewerId: string | null;
  page?: number;
  pageSize?: number;
  /**
   * A profile's public page: only the listed collections, counted and covered as a visitor sees
   * them, so the page is the same for every reader (and for its owner).
   */
  isPublicPage?: boolean;
}): Promise<TPage<TCollectionSummary>> {
  const size = Math.min(Math.max(1, Math.trunc(pageSize)), maxPageSize);
  const [owner] = await db
    .select({ id: profiles.id, isPublic: profiles.isPublic })
    .from(profiles)
    .where(eq(profiles.username, username.toLowerCase()))
    .limit(1);
  if (!owner) throw new AppError("NOT_FOUND", { message: "We couldn't find that cook." });
  const empty = { items: [], page, pageSize: size, total: 0 };
  if (!(await canSeeProfileContents({ db, viewerId, ownerId: owner.id, isOwnerPublic: owner.isPublic }))) {
    return empty;
  }
  const isOwner = viewerId === owner.id;
  const isEverything = isOwner && !isPublicPage;
  const where = and(
    eq(collections.ownerId, owner.id),
    isEverything ? undefined : inArray(collections.visibility, ["public", "paywalled"]),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: collections.id,
        name: collections.name,
        visibility: collections.visibility,
        coverImageVariants: collections.coverImageVariants,
      })
      .from(collections)
      .where(where)
      .orderBy(desc(collections.updatedAt), desc(collections.id))
      .limit(size)
      .offset((Math.max(1, page) - 1) * size),
    db.select({ total: count() }).from(collections).where(where),
  ]);
  const items = await toSummaries({ db, rows, viewerId: isPublicPage ? null : viewerId });
  return { items, page, pageSize: size, total: Number(total) };
}

export async function toSummaries({
  db,
  rows,
  viewerId,
}: {
  db: TDb;
  rows: { id: string; name: string; visibility: TCollectionVisibility; coverImageVariants: TImageVariant[] }[];
  viewerId: string | null;
}): Promise<TCollectionSummary[]> {
  const [covers, counts] = await Promise.all([
    findCovers({ db, collectionRows: rows, viewerId }),
    countKnownRecipes({ db, collectionIds: rows.map((r) => r.id), viewerId }),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    visibility: row.visibility,
    recipeCount: counts.get(row.id) ?? 0,
    coverUrl: covers.get(row.id)?.url ?? null,
  }));
}
