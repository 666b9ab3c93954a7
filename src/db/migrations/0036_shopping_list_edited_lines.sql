ALTER TABLE "shopping_list_items" ADD COLUMN "edited_from" jsonb;--> statement-breakpoint
-- Lines edited before the column was added: each stands for the recipes' lines its edits replaced,
-- an edit of an edit followed back to the lines that came from a recipe.
WITH RECURSIVE "replaced" ("line_id", "source_id") AS (
  SELECT "replaced_by", "id" FROM "shopping_list_items" WHERE "replaced_by" IS NOT NULL
  UNION
  SELECT "replaced"."line_id", "earlier"."id"
  FROM "replaced"
  JOIN "shopping_list_items" AS "earlier" ON "earlier"."replaced_by" = "replaced"."source_id"
)
UPDATE "shopping_list_items" AS "line"
SET "edited_from" = COALESCE(
  (
    SELECT jsonb_agg(
      jsonb_build_object('recipeId', "source"."recipe_id", 'text', "source"."text", 'servings', "source"."servings")
      ORDER BY "source"."seq"
    )
    FROM "replaced"
    JOIN "shopping_list_items" AS "source" ON "source"."id" = "replaced"."source_id"
    WHERE "replaced"."line_id" = "line"."id"
      AND "source"."recipe_id" IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "shopping_list_items" AS "edit" WHERE "edit"."replaced_by" = "source"."id")
  ),
  '[]'::jsonb
)
WHERE "line"."id" IN (SELECT "line_id" FROM "replaced");
