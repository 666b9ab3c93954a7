/** The import page's calls to /api/import (src/server/features/import/routes.ts). */
import type {
  TImportPreview,
  TImportPreviewInput,
  TImportResult,
  TImportSaveInput,
} from "#server/features/import/schemas.ts";
import { fetchJson } from "#web/lib/api.ts";

export type { TImportPreview, TImportResult };
export type TImportSaveBody = Omit<TImportSaveInput, "source"> & { source: Partial<TImportSaveInput["source"]> };

export function previewImport(input: TImportPreviewInput, signal?: AbortSignal): Promise<TImportPreview> {
  return fetchJson("/api/import/preview", { method: "POST", body: JSON.stringify(input), signal });
}

export function saveImport(body: TImportSaveBody): Promise<TImportResult> {
  return fetchJson("/api/import/save", { method: "POST", body: JSON.stringify(body) });
}

export function importUrl(url: string, visibility: "private" | "public", signal?: AbortSignal): Promise<TImportResult> {
  return fetchJson("/api/import/url", { method: "POST", body: JSON.stringify({ url, visibility }), signal });
}
