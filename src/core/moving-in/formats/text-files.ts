/**
 * Formats of one recipe per text file (Cooklang, Markdown, plain text): the upload is one such file
 * or a zip of them. A photo beside a recipe with the same name ("Leek soup.jpg") is its photo.
 */
import { decodeText } from "../decode-text.ts";
import { fileNameOf, photoOf } from "../moved-fields.ts";
import type { TMovedRecipe } from "../moved-recipe.ts";
import { isZip } from "../safe-zip.ts";
import { archiveFailures, collectionOf, openUploadArchive, readEntry, type TArchive } from "./collection.ts";
import type { TOpenedCollection, TOpenOptions, TUploadedFile } from "./reader.ts";

export type TTextRecipeParser = (text: string, origin: string) => TMovedRecipe;

const imageExtension = /\.(jpe?g|png|webp|gif|avif)$/i;

function withoutExtension(name: string): string {
  return name.replace(/\.[^./]+$/, "");
}

function textOfFile(bytes: Uint8Array, name: string): string {
  const text = decodeText(bytes);
  if (text === null) throw new Error(`${fileNameOf(name)} is not a text file`);
  return text;
}

function photoBeside(archive: TArchive, name: string): TMovedRecipe["photos"] {
  const stem = withoutExtension(name).toLowerCase();
  const image = archive.entries.find(
    (e) => imageExtension.test(e.name) && withoutExtension(e.name).toLowerCase() === stem,
  );
  const photo = image ? photoOf(readEntry(archive, image), image.name.split("/").pop() ?? image.name) : null;
  return photo ? [photo] : [];
}

/** Opens one text file, or a zip of them, reading each entry whose name matches `pattern`. */
export function openTextFiles(
  format: string,
  file: TUploadedFile,
  pattern: RegExp,
  parse: TTextRecipeParser,
  options: TOpenOptions = {},
): TOpenedCollection {
  if (!isZip(file.bytes.subarray(0, 4))) {
    return collectionOf(format, [{ name: file.name, read: () => parse(textOfFile(file.bytes, file.name), file.name) }]);
  }
  const archive = openUploadArchive(file.bytes, options);
  const items = archive.entries
    // macOS adds "__MACOSX/._name" shadows of every file to zips it makes: not recipes.
    .filter((entry) => pattern.test(entry.name) && !/(^|\/)(__MACOSX\/|\._)/.test(entry.name))
    .map((entry) => ({
      name: entry.name,
      read: () => {
        const recipe = parse(textOfFile(readEntry(archive, entry), entry.name), entry.name);
        recipe.photos.push(...photoBeside(archive, entry.name));
        return recipe;
      },
    }));
  return collectionOf(format, items, archiveFailures(archive, file.name));
}

/** Whether a zip's entries are mostly files of this kind (photos beside them aside). */
export function isZipOf(head: Uint8Array, entryNames: readonly string[] | null | undefined, pattern: RegExp): boolean {
  if (!isZip(head) || !entryNames) return false;
  const texts = entryNames.filter((name) => pattern.test(name)).length;
  const others = entryNames.filter(
    (name) => !pattern.test(name) && !imageExtension.test(name) && !/(^|\/)(__MACOSX\/|\._|\.DS_Store$)/.test(name),
  ).length;
  return texts > 0 && texts >= others;
}
