/**
 * The import pages' calls to /api/import, as TanStack Query mutations over the typed client:
 * reading a recipe for review, saving the reviewed recipe, importing a link in one step.
 */
import { useMutation } from "@tanstack/react-query";
import { callApi, type TApiRequest, type TApiResponse } from "#web/lib/api-client.ts";

export type TImportPreview = TApiResponse<"POST /import/preview">;
export type TImportPreviewInput = TApiRequest<"POST /import/preview">["body"];
export type TImportSaveBody = TApiRequest<"POST /import/save">["body"];
export type TImportResult = TApiResponse<"POST /import/save">;

export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ input, signal }: { input: TImportPreviewInput; signal?: AbortSignal }) =>
      callApi("POST /import/preview", { body: input, signal }),
  });
}

export function useSaveImport() {
  return useMutation({ mutationFn: (body: TImportSaveBody) => callApi("POST /import/save", { body }) });
}

export function useImportUrl() {
  return useMutation({
    mutationFn: ({
      url,
      visibility,
      signal,
    }: {
      url: string;
      visibility: "private" | "public";
      signal?: AbortSignal;
    }) => callApi("POST /import/url", { body: { url, visibility }, signal }),
  });
}
