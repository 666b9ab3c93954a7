/**
 * Sends a collection file to POST /api/moving-in with XMLHttpRequest rather than fetch: a file of
 * a few hundred megabytes takes a while, and only XHR reports how much has been sent.
 */
import type { TMovingInImport } from "#core/moving-in/moving-in.schema.ts";
import { formMessageOf } from "#web/lib/errors.ts";
import { reportFormMessageShown } from "#web/lib/rate-limit-report.ts";

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const fallbackMessage = "The upload didn't go through. Check your connection and try again.";

export function uploadCollection(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<TMovingInImport> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/moving-in?fileName=${encodeURIComponent(file.name)}`);
    // Always bytes: a .json export sent as application/json would be read as a request, not a file.
    request.setRequestHeader("content-type", "application/octet-stream");
    request.setRequestHeader("accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 202) resolve(request.response as TMovingInImport);
      else {
        const answer = request.response as { code?: string; message?: string } | null;
        const message = answer?.message ? formMessageOf({ code: answer.code, message: answer.message }) : null;
        reportFormMessageShown(message, answer, "moving in");
        reject(new UploadError(message || fallbackMessage, request.status));
      }
    };
    request.onerror = () => reject(new UploadError(fallbackMessage, 0));
    request.onabort = () => reject(new UploadError("Upload stopped.", 0));
    signal?.addEventListener("abort", () => request.abort());
    request.send(file);
  });
}
