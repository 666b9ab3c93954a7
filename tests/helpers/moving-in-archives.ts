/**
 * Archives for the moving-in tests, built from the hand-written fixtures in
 * tests/fixtures/moving-in/ (written from each app's documented export format) with fflate.
 */
import { readFileSync } from "node:fs";
import { gzipSync, strToU8, zipSync } from "fflate";

const root = new URL("../fixtures/moving-in/", import.meta.url);

export function fixtureBytes(path: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(path, root)));
}

export function fixtureText(path: string): string {
  return readFileSync(new URL(path, root), "utf8");
}

export const photoJpeg = () => fixtureBytes("photo.jpg");
export const photoPng = () => fixtureBytes("photo.png");

/** The fixture's JSON with photo placeholders filled. */
function withPhotos(text: string): string {
  return text
    .replace("__PHOTO_JPEG__", Buffer.from(photoJpeg()).toString("base64"))
    .replace("__PHOTO_PNG__", Buffer.from(photoPng()).toString("base64"))
    .replace("__PHOTO_DATA_URL__", `data:image/jpeg;base64,${Buffer.from(photoJpeg()).toString("base64")}`);
}

export function paprikaRecipe(name: "ginger-beef" | "lemon-drizzle"): Uint8Array {
  return gzipSync(strToU8(withPhotos(fixtureText(`paprika/${name}.json`))));
}

/** A .paprikarecipes archive: the two fixtures, plus `extra` entries (name → bytes). */
export function paprikaArchive(extra: Record<string, Uint8Array> = {}): Uint8Array {
  return zipSync({
    "Ginger Beef Stir-Fry.paprikarecipe": paprikaRecipe("ginger-beef"),
    "Lemon Drizzle Cake.paprikarecipe": paprikaRecipe("lemon-drizzle"),
    ...extra,
  });
}

/** A Mealie backup: database.json and the soup's photo. */
export function mealieBackup(): Uint8Array {
  return zipSync({
    "database.json": strToU8(fixtureText("mealie/database.json")),
    "data/recipes/5a7c8f1e-0d7a-4b8b-9a61-2b0b6f3f0001/images/original.webp": photoJpeg(),
    "data/recipes/5a7c8f1e-0d7a-4b8b-9a61-2b0b6f3f0001/images/min-original.webp": photoPng(),
  });
}

/** A Mealie export of one recipe per JSON file. */
export function mealieRecipeExport(): Uint8Array {
  return zipSync({
    "recipes/bean-chilli/bean-chilli.json": strToU8(fixtureText("mealie/chilli.json")),
    "data/recipes/9b2d3c4e-5f60-4a1b-8c2d-3e4f5a6b0003/images/original.jpg": photoJpeg(),
  });
}

/** A Tandoor export: a zip of per-recipe zips, and one inner zip whose recipe.json is broken. */
export function tandoorExport(): Uint8Array {
  return zipSync({
    "1.zip": zipSync({ "recipe.json": strToU8(fixtureText("tandoor/recipe.json")), "image.jpg": photoJpeg() }),
    "2.zip": zipSync({ "recipe.json": strToU8('{"name": "Half a recipe", "steps": [') }),
  });
}

export function cooklangZip(): Uint8Array {
  return zipSync({
    "Pancakes.cook": strToU8(fixtureText("cooklang/pancakes.cook")),
    "Pancakes.jpg": photoJpeg(),
    "Guacamole.cook": strToU8(fixtureText("cooklang/guacamole.cook")),
  });
}

export function textZip(): Uint8Array {
  return zipSync({
    "Shakshuka.md": strToU8(fixtureText("text/shakshuka.md")),
    "Flapjacks.txt": fixtureBytes("text/flapjacks.txt"),
    "__MACOSX/._Shakshuka.md": new Uint8Array([0, 5, 22, 7, 0, 2, 0, 0]),
    "Not a recipe.txt": strToU8("Shopping on Saturday.\n"),
  });
}

export function recipeSageExport(): Uint8Array {
  return strToU8(withPhotos(fixtureText("json-ld/recipesage.json")));
}

/** Every format, as an upload: file name and bytes. */
export function everyFormat(): { name: string; bytes: Uint8Array; format: string }[] {
  return [
    { name: "My Recipes.paprikarecipes", bytes: paprikaArchive(), format: "paprika" },
    { name: "Ginger Beef Stir-Fry.paprikarecipe", bytes: paprikaRecipe("ginger-beef"), format: "paprika" },
    { name: "mealie_2024.10.01.zip", bytes: mealieBackup(), format: "mealie" },
    { name: "recipes.zip", bytes: mealieRecipeExport(), format: "mealie" },
    { name: "export.zip", bytes: tandoorExport(), format: "tandoor" },
    { name: "cooklang.zip", bytes: cooklangZip(), format: "cooklang" },
    { name: "pancakes.cook", bytes: fixtureBytes("cooklang/pancakes.cook"), format: "cooklang" },
    { name: "notes.zip", bytes: textZip(), format: "text" },
    { name: "shakshuka.md", bytes: fixtureBytes("text/shakshuka.md"), format: "text" },
    { name: "recipesage-export.json", bytes: recipeSageExport(), format: "json-ld" },
    { name: "dal.json", bytes: fixtureBytes("json-ld/graph.json"), format: "json-ld" },
  ];
}

/** A deterministic pseudo-random sequence, so a failing mutation can be replayed. */
export function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** Flips, overwrites, cuts or splices bytes of a fixture. */
export function mutate(bytes: Uint8Array, random: () => number): Uint8Array {
  const copy = bytes.slice();
  const kind = Math.floor(random() * 4);
  if (kind === 0) return copy.subarray(0, Math.floor(random() * copy.length));
  const changes = 1 + Math.floor(random() * 20);
  for (let i = 0; i < changes; i++) {
    const at = Math.floor(random() * copy.length);
    copy[at] = kind === 1 ? copy[at] ^ (1 << Math.floor(random() * 8)) : Math.floor(random() * 256);
  }
  if (kind === 3) {
    const from = Math.floor(random() * copy.length);
    copy.copyWithin(Math.floor(random() * copy.length), from, from + 64);
  }
  return copy;
}
