/**
 * The authorization matrix, generated from the API contract: every operation whose path names
 * something a person owns (a recipe, collection, meal plan and its entries, shopping list and its
 * members, subscription, blog) is called by every other role (a visitor, a cook, a blogger, an
 * administrator) on the owner's private things and on their public ones. On a private thing no
 * call may succeed; on a public one only reads and the actions meant for other people (saving,
 * reviewing, copying, counting a view) may. Bodies are drawn from each operation's own schema, so
 * the call reaches the handler's authorization rather than stopping at validation. Afterwards the
 * owner's things are exactly as they were.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { z } from "zod";
import { apiGroups } from "#core/api/contract.ts";
import type { TEndpoint } from "#core/api/endpoint.ts";
import type { TDb } from "#db/client.ts";
import { insertCollection, insertMealPlan, insertRecipe } from "#db/factories/index.ts";
import { users } from "#db/schema.ts";
import { injectAs, insertSignedInUser, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { insertSellingCreator, subscribeInTestMode } from "../helpers/payments.ts";

/** What other people may do with someone's public things; any other write must be refused. */
const allowedOnPublic = new Set([
  "POST /recipes/:id/view",
  "POST /recipes/:id/save",
  "DELETE /recipes/:id/save",
  "PUT /recipes/:id/review",
  "DELETE /recipes/:id/review",
  "POST /recipes/:id/text-me",
  "POST /meal-plans/:id/copy",
]);

type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  minItems?: number;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
};

/** A valid value of the schema, preferring real ids for fields that name things. */
function sample(schema: TJsonSchema, ids: Record<string, string>, name = ""): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sample(choices.find((c) => c.type !== "null") ?? choices[0], ids, name);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, ids, name)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = sample(schema.properties?.[key] ?? {}, ids, key);
      return value;
    }
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sample(schema.items ?? {}, ids, name));
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1);
    case "boolean":
      return false;
    case "string": {
      if (ids[name]) return ids[name];
      if (schema.format === "uuid") return randomUUID();
      if (schema.format === "email") return "someone@example.test";
      if (schema.format === "date") return "2026-12-07";
      if (schema.format === "date-time") return "2026-12-07T12:00:00.000Z";
      if (schema.pattern === "^\\d{4}-\\d{2}-\\d{2}$") return "2026-12-07";
      return "a".repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return {};
  }
}

function bodyFor(endpoint: TEndpoint, ids: Record<string, string>): unknown {
  if (!endpoint.body || endpoint.hasRawBody) return endpoint.hasRawBody ? Buffer.from("not an image") : undefined;
  return sample(z.toJSONSchema(endpoint.body, { unrepresentable: "any", io: "input" }) as TJsonSchema, ids);
}

interface TOwned {
  /** Which things of the owner a path with this prefix names, by the path's parameters. */
  prefix: string;
  variants: { visibility: "private" | "public"; params: Record<string, string> }[];
}

const endpoints = Object.values(apiGroups).flatMap((group) =>
  Object.values(group.endpoints).filter((endpoint) => !(endpoint as TEndpoint).isAuthLibrary),
) as TEndpoint[];

/** The owner's rows, hashed: none of them may change while others call. */
async function ownerFingerprint(db: TDb, ownerId: string): Promise<string> {
  const result = await db.execute(sql`SELECT md5(concat_ws('|',
    (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM recipes t WHERE author_id = ${ownerId}),
    (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM collections t WHERE owner_id = ${ownerId}),
    (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM meal_plans t WHERE owner_id = ${ownerId}),
    (SELECT string_agg(e::text, ',' ORDER BY e.id) FROM meal_plan_entries e JOIN meal_plans p ON p.id = e.meal_plan_id WHERE p.owner_id = ${ownerId}),
    (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM shopping_lists t WHERE owner_id = ${ownerId}),
    (SELECT string_agg(m::text, ',' ORDER BY m.user_id) FROM shopping_list_members m JOIN shopping_lists l ON l.id = m.list_id WHERE l.owner_id = ${ownerId}),
    (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM subscriptions t WHERE reader_id = ${ownerId}),
    (SELECT string_agg(t::text, ',' ORDER BY t.id) FROM blogs t WHERE owner_id = ${ownerId})
  )) AS print`);
  return (result as unknown as { rows: { print: string }[] }).rows[0].print;
}

describeEachDatabase("the authorization matrix", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("lets no one else use an owner's private things, and only the intended actions on their public ones", async () => {
    const app = getApp();
    const { db } = getCtx().database;
    const seller = await insertSellingCreator(app, db);
    const owner = await insertSignedInUser(app, db, { blog: { hasPaywalledContent: true } });
    const ownerId = owner.user.id;
    const privateRecipe = await insertRecipe(db, { authorId: ownerId, visibility: "private" });
    const publicRecipe = await insertRecipe(db, { authorId: ownerId, blogId: owner.blog?.id });
    const privateCollection = await insertCollection(db, {
      ownerId,
      visibility: "private",
      recipeIds: [privateRecipe.id, publicRecipe.id],
    });
    const publicCollection = await insertCollection(db, {
      ownerId,
      visibility: "public",
      recipeIds: [publicRecipe.id],
    });
    const privatePlan = await insertMealPlan(db, {
      ownerId,
      visibility: "private",
      entries: [{ day: 0, slot: "dinner", recipeId: publicRecipe.id, servings: 2 }],
    });
    const publicPlan = await insertMealPlan(db, {
      ownerId,
      visibility: "public",
      entries: [{ day: 1, slot: "lunch", recipeId: publicRecipe.id, servings: 2 }],
    });
    const list = await injectAs(app, owner.cookie, { method: "GET", url: "/api/shopping-list" });
    expect(list.statusCode, list.body).toBe(200);
    const subscriptionId = await subscribeInTestMode(app, owner.cookie, seller.blog.id);

    const planEntry = async (planId: string) => {
      const plan = await injectAs(app, owner.cookie, { method: "GET", url: `/api/meal-plans/${planId}` });
      return (plan.json() as { entries: { id: string }[] }).entries[0].id;
    };
    const owned: TOwned[] = [
      {
        prefix: "/recipes/:id",
        variants: [
          { visibility: "private", params: { id: privateRecipe.id } },
          { visibility: "public", params: { id: publicRecipe.id } },
        ],
      },
      {
        prefix: "/collections/:id",
        variants: [
          { visibility: "private", params: { id: privateCollection.id, recipeId: publicRecipe.id } },
          { visibility: "public", params: { id: publicCollection.id, recipeId: publicRecipe.id } },
        ],
      },
      {
        prefix: "/meal-plans/:id",
        variants: [
          { visibility: "private", params: { id: privatePlan.id, entryId: await planEntry(privatePlan.id) } },
          { visibility: "public", params: { id: publicPlan.id, entryId: await planEntry(publicPlan.id) } },
        ],
      },
      {
        prefix: "/shopping-lists/:listId",
        variants: [{ visibility: "private", params: { listId: list.json().id, userId: ownerId } }],
      },
      { prefix: "/me/subscriptions/:id", variants: [{ visibility: "private", params: { id: subscriptionId } }] },
      {
        // A blog is public, its dashboard is its owner's alone.
        prefix: "/blogs/:blogId/dashboard",
        variants: [{ visibility: "private", params: { blogId: owner.blog?.id as string, month: "2026-11" } }],
      },
      {
        prefix: "/blogs/:blogId",
        variants: [{ visibility: "public", params: { blogId: owner.blog?.id as string, month: "2026-11" } }],
      },
    ];
    // Bodies name real things where a field asks for one, so they pass validation.
    const bodyIds = { recipeId: publicRecipe.id, collectionId: privateCollection.id, mealPlanId: privatePlan.id };

    const cook = await insertSignedInUser(app, db);
    const blogger = await insertSignedInUser(app, db, { blog: { hasPaywalledContent: false } });
    const admin = await insertSignedInUser(app, db);
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const roles = [
      { role: "visitor", cookie: undefined },
      { role: "cook", cookie: cook.cookie },
      { role: "blogger", cookie: blogger.cookie },
      { role: "administrator", cookie: admin.cookie },
    ];

    // The ids are right: the owner reaches each private thing.
    for (const group of owned) {
      for (const variant of group.variants.filter((v) => v.visibility === "private")) {
        const url = `/api${group.prefix.replace(/:(\w+)/g, (_, name: string) => variant.params[name])}`;
        expect((await injectAs(app, owner.cookie, { method: "GET", url })).statusCode, url).toBe(200);
      }
    }
    const before = await ownerFingerprint(db, ownerId);
    const failures: string[] = [];
    let combinations = 0;
    let stoppedAtValidation = 0;
    const statusCounts: Record<number, number> = {};
    for (const endpoint of endpoints) {
      const group = owned.find((o) => endpoint.path === o.prefix || endpoint.path.startsWith(`${o.prefix}/`));
      if (!group) continue;
      const key = `${endpoint.method} ${endpoint.path}`;
      for (const variant of group.variants) {
        const isOpenToOthers =
          variant.visibility === "public" && (endpoint.method === "GET" || allowedOnPublic.has(key));
        if (isOpenToOthers) continue;
        const url = `/api${endpoint.path.replace(/:(\w+)/g, (_, name: string) => variant.params[name] ?? randomUUID())}`;
        for (const { role, cookie } of roles) {
          combinations++;
          const response = await app.inject({
            method: endpoint.method,
            url,
            headers: {
              ...(cookie ? { cookie } : {}),
              ...(endpoint.hasRawBody ? { "content-type": "image/png" } : {}),
            },
            payload: bodyFor(endpoint, bodyIds) as never,
          });
          statusCounts[response.statusCode] = (statusCounts[response.statusCode] ?? 0) + 1;
          if (response.statusCode < 300) {
            failures.push(`${key} on a ${variant.visibility} one, as ${role}: ${response.statusCode}`);
          }
          if (response.statusCode === 400 && response.json().code === "VALIDATION_FAILED") stoppedAtValidation++;
        }
      }
    }
    expect(failures, `answers: ${JSON.stringify(statusCounts)}`).toEqual([]);
    expect(await ownerFingerprint(db, ownerId), "someone changed the owner's things").toBe(before);
    // The matrix is only worth something if most calls reach the handlers' checks.
    expect(combinations).toBeGreaterThan(150);
    expect(stoppedAtValidation / combinations).toBeLessThan(0.1);
  }, 180_000);
});
