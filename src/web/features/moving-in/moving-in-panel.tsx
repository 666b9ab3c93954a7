/**
 * "Bring your recipes from another app": pick an export file, watch it upload, then watch the
 * import (it runs on the server, so the cook can leave and come back: the panel shows the running
 * or last import), and read the report at the end.
 */

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { emptyUploadMessage, type TMovingInImport } from "#core/moving-in/moving-in.schema.ts";
import { readableExtensions, readableFormats } from "#core/moving-in/readable-formats.ts";
import { useHydrated } from "#web/features/recipes/use-hydrated.ts";
import { callApi } from "#web/lib/api-client.ts";
import { MovingInReport } from "./moving-in-report.tsx";
import { UploadError, uploadCollection } from "./upload-collection.ts";

const queryKey = ["moving-in", "latest"];
const pollMs = 1500;

function isActive(current: TMovingInImport | null | undefined): boolean {
  return current?.state === "queued" || current?.state === "running";
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return bytes === 1 ? "1 byte" : `${bytes} bytes`;
}

function ProgressBar({ label, value, max, text }: { label: string; value: number; max: number; text: string }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div className="moving-in__progress">
      <div className="moving-in__progress-text">
        <span>{text}</span>
        <span className="tabular">{percent}%</span>
      </div>
      <div
        className="import-bulk__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function RunningImport({ current }: { current: TMovingInImport }) {
  const text =
    current.total === null
      ? `Opening ${current.fileName}…`
      : `${current.done.toLocaleString("en")} of ${current.total.toLocaleString("en")} recipes`;
  return (
    <div className="moving-in__running" aria-live="polite">
      <h3 className="moving-in__title">
        Moving in {current.fileName}
        {current.formatLabel ? ` from ${current.formatLabel}` : ""}
      </h3>
      <ProgressBar label="Import progress" value={current.done} max={current.total ?? 1} text={text} />
      <p className="field-hint">
        This carries on without you: leave the page if you like, and the report will be here when you come back.
      </p>
    </div>
  );
}

export function MovingInPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isPicking, setIsPicking] = useState(false);
  const stopRef = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const isHydrated = useHydrated();
  const latest = useQuery({
    queryKey,
    queryFn: () => callApi("GET /moving-in/latest"),
    refetchInterval: (query) => (isActive(query.state.data?.import) ? pollMs : false),
  });
  useEffect(() => () => stopRef.current?.abort(), []);

  const current = latest.data?.import ?? null;
  const isUploading = uploaded !== null;
  const showsPicker = !isUploading && !isActive(current) && (current === null || isPicking);

  async function startUpload(event: React.FormEvent) {
    event.preventDefault();
    // A file picked while the page's code was still loading is in the field but not yet in state.
    const picked = file ?? fileInput.current?.files?.[0] ?? null;
    if (!picked || isUploading) {
      setError(picked ? null : "Choose the file your other app exported.");
      return;
    }
    if (picked.size === 0) {
      setError(emptyUploadMessage);
      return;
    }
    setError(null);
    setUploaded(0);
    const controller = new AbortController();
    stopRef.current = controller;
    try {
      const started = await uploadCollection(picked, setUploaded, controller.signal);
      queryClient.setQueryData(queryKey, { import: started });
      setFile(null);
      setIsPicking(false);
    } catch (failure) {
      setError(failure instanceof UploadError ? failure.message : "The upload didn't go through. Try again.");
    } finally {
      setUploaded(null);
      stopRef.current = null;
    }
  }

  return (
    <section className="moving-in" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Bring your recipes from another app</h2>
      <p className="moving-in__lead">
        Export your collection from the app you use now and upload the file here. Photos, ratings, tags and notes come
        along, and anything you already have on Ladle is skipped.
      </p>
      {latest.isPending ? <p className="muted">Checking for an import in progress…</p> : null}
      {latest.isError ? (
        <p className="field-error" role="alert">
          We couldn't check on your imports just now. Reload the page to try again.
        </p>
      ) : null}
      {current && isActive(current) && !isUploading ? <RunningImport current={current} /> : null}
      {current && !isActive(current) && !isPicking && !isUploading ? (
        <>
          <MovingInReport report={current} />
          <button type="button" className="page-button page-button--secondary" onClick={() => setIsPicking(true)}>
            Import another file
          </button>
        </>
      ) : null}
      {showsPicker || isUploading ? (
        <form className="import-form moving-in__form" onSubmit={startUpload} noValidate>
          <div className="import-field">
            <label htmlFor={`${id}-file`}>Your export file</label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              className="moving-in__file"
              accept={readableExtensions.join(",")}
              aria-describedby={`${id}-formats${error ? ` ${id}-error` : ""}`}
              aria-invalid={error ? true : undefined}
              disabled={isUploading}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError(null);
              }}
            />
            <p id={`${id}-formats`} className="field-hint">
              We read {readableFormats.slice(0, -1).join(", ")} and {readableFormats.at(-1)}: a whole archive or a
              single recipe, up to 200 MB.
              {file ? ` Ready: ${file.name} (${formatSize(file.size)}).` : ""}
            </p>
            {error ? (
              <p id={`${id}-error`} className="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          {isUploading ? (
            <ProgressBar
              label="Upload progress"
              value={Math.round((uploaded ?? 0) * 100)}
              max={100}
              text={`Uploading ${file?.name ?? "your file"}…`}
            />
          ) : null}
          <div className="import-actions">
            {/* The upload is the page's code: until it has loaded, a click would send a plain form. */}
            <button
              type="submit"
              className="page-button"
              disabled={!isHydrated}
              aria-disabled={isUploading || undefined}
            >
              {isUploading ? "Uploading…" : "Bring them in"}
            </button>
            {isUploading ? (
              <button
                type="button"
                className="page-button page-button--secondary"
                onClick={() => stopRef.current?.abort()}
              >
                Stop
              </button>
            ) : null}
            {!isUploading && current && isPicking ? (
              <button type="button" className="page-button page-button--secondary" onClick={() => setIsPicking(false)}>
                Back to the last report
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  );
}
