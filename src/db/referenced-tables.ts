/**
 * Stand-ins for tables that the schema files beside schema.ts point their foreign keys at, by name
 * and key column: a foreign key needs no more, and importing schema.ts (which re-exports those
 * files) would make an import cycle. schema.ts never re-exports this file, so migrations never see
 * these as tables of their own.
 */
import { pgTable, text, uuid } from "drizzle-orm/pg-core";

export const users = pgTable("users", { id: text("id").primaryKey() });
export const recipes = pgTable("recipes", { id: uuid("id").primaryKey() });
export const blogs = pgTable("blogs", { id: uuid("id").primaryKey() });
export const collections = pgTable("collections", { id: uuid("id").primaryKey() });
