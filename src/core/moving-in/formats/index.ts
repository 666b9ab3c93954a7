/** The format readers, in the order detection asks them (the most specific first). */
import type { TFormatReader } from "./reader.ts";

export type { TFormatReader, TOpenedCollection, TReadFailure, TReadItem, TUploadedFile } from "./reader.ts";

export const readers: TFormatReader[] = [];
