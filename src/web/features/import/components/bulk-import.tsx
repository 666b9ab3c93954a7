/**
 * Bulk import: a list of links imported one at a time from the browser (POST /api/import/url,
 * no review), with a progress bar and a line per link. One request at a time keeps each page
 * within the server's 10 s fetch limit and the per-user rate limit, and a closed tab simply stops
 * the run with every finished recipe saved (docs/decisions/009).
 */
import { Check, CircleAlert, LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { describeMissingParts } from "#core/recipes/publishing.ts";
import { describeImportFailure, trackImportFailure } from "../messages.ts";
import { useImportUrl } from "../mutations.ts";

export const bulkImportMax = 25;

type TRowState =
  | { kind: "waiting" }
  | { kind: "working" }
  | { kind: "done"; recipeId: string; title: string; note: string }
  | { kind: "failed"; message: string };

interface TRow {
  url: string;
  state: TRowState;
}

/** The distinct http(s) links in pasted text, in order. */
export function parseLinkList(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"']+/gi) ?? [];
  return [...new Set(found.map((url) => url.replace(/[),.;]+$/, "")))];
}

export function BulkImport() {
  const id = useId();
  const [text, setText] = useState("");
  const [visibility, setVisibility] = useState<"private" | "public">("private");
  const [rows, setRows] = useState<TRow[]>([]);
  const [isRunning, setIsRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stopRef = useRef<AbortController | null>(null);
  const importUrl = useImportUrl();

  useEffect(() => () => stopRef.current?.abort(), []);

  const links = parseLinkList(text);
  const finished = rows.filter((r) => r.state.kind === "done" || r.state.kind === "failed").length;
  const saved = rows.filter((r) => r.state.kind === "done").length;

  function setRow(index: number, state: TRowState) {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, state } : row)));
  }

  async function run(event: React.FormEvent) {
    event.preventDefault();
    if (isRunning) return;
    if (links.length === 0) {
      setError("Paste one or more links that start with http:// or https://.");
      return;
    }
    if (links.length > bulkImportMax) {
      setError(`That's ${links.length} links. Import up to ${bulkImportMax} at a time.`);
      return;
    }
    setError(null);
    const controller = new AbortController();
    stopRef.current = controller;
    setIsRunning(true);
    setRows(links.map((url) => ({ url, state: { kind: "waiting" } })));
    for (const [index, url] of links.entries()) {
      if (controller.signal.aborted) break;
      setRow(index, { kind: "working" });
      try {
        const result = await importUrl.mutateAsync({ url, visibility, signal: controller.signal });
        const note =
          result.outcome === "existing"
            ? "already in your recipes"
            : result.outcome === "saved"
              ? `saved to ${result.collection?.name ?? "your collection"}`
              : result.keptPrivateFor.length > 0
                ? `imported and kept private: it has ${describeMissingParts(result.keptPrivateFor)} yet`
                : "imported";
        setRow(index, { kind: "done", recipeId: result.recipeId, title: result.title, note });
      } catch (failure) {
        if (controller.signal.aborted) {
          setRow(index, { kind: "waiting" });
          break;
        }
        const described = describeImportFailure(failure);
        trackImportFailure(described, "bulk", url);
        setRow(index, { kind: "failed", message: described.text });
        if (described.code === "RATE_LIMITED") break;
      }
    }
    setIsRunning(false);
    stopRef.current = null;
  }

  const percent = rows.length > 0 ? Math.round((finished / rows.length) * 100) : 0;

  return (
    <form className="import-form" onSubmit={run} noValidate>
      <div className="import-field">
        <label htmlFor={`${id}-links`}>Links, one per line</label>
        <textarea
          id={`${id}-links`}
          className="input import-textarea"
          rows={8}
          value={text}
          placeholder={"https://example.com/recipes/lasagne\nhttps://example.org/best-banana-bread"}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-links-hint${error ? ` ${id}-links-error` : ""}`}
          disabled={isRunning}
        />
        <p id={`${id}-links-hint`} className="field-hint">
          Up to {bulkImportMax} at a time. Each is saved straight to your recipes; you can edit them afterwards.
          {links.length > 0 ? ` ${links.length} link${links.length === 1 ? "" : "s"} found.` : ""}
        </p>
        {error ? (
          <p id={`${id}-links-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <label className="import-check">
        <input
          type="checkbox"
          checked={visibility === "public"}
          onChange={(event) => setVisibility(event.target.checked ? "public" : "private")}
          disabled={isRunning}
        />
        Make them public (with credit and a link to each original)
      </label>
      <div className="import-actions">
        <button type="submit" className="page-button" aria-disabled={isRunning || undefined}>
          {isRunning ? "Importing…" : "Import all"}
        </button>
        {isRunning ? (
          <button type="button" className="page-button page-button--secondary" onClick={() => stopRef.current?.abort()}>
            Stop
          </button>
        ) : null}
      </div>

      {rows.length > 0 ? (
        <div className="import-bulk" aria-live="polite">
          <div className="import-bulk__summary">
            <span>
              {finished} of {rows.length} done{saved > 0 ? ` · ${saved} saved` : ""}
            </span>
            <span className="tabular">{percent}%</span>
          </div>
          <div
            className="import-bulk__bar"
            role="progressbar"
            aria-label="Bulk import progress"
            aria-valuemin={0}
            aria-valuemax={rows.length}
            aria-valuenow={finished}
            aria-valuetext={`${finished} of ${rows.length} done`}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <ul className="import-bulk__rows">
            {rows.map((row) => (
              <li key={row.url} className={`import-bulk__row import-bulk__row--${row.state.kind}`}>
                <span className="import-bulk__icon" aria-hidden="true">
                  {row.state.kind === "done" ? (
                    <Check size={18} />
                  ) : row.state.kind === "failed" ? (
                    <CircleAlert size={18} />
                  ) : row.state.kind === "working" ? (
                    <LoaderCircle size={18} className="button-spinner" />
                  ) : null}
                </span>
                <span className="import-bulk__text">
                  {row.state.kind === "done" ? (
                    <>
                      <Link to={`/recipe/${row.state.recipeId}`} className="page-link">
                        {row.state.title}
                      </Link>{" "}
                      <span className="muted">· {row.state.note}</span>
                    </>
                  ) : (
                    <span className="import-bulk__url">{row.url}</span>
                  )}
                  {row.state.kind === "failed" ? <span className="import-bulk__error">{row.state.message}</span> : null}
                  {row.state.kind === "waiting" ? <span className="visually-hidden"> (waiting)</span> : null}
                  {row.state.kind === "working" ? <span className="visually-hidden"> (importing)</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
