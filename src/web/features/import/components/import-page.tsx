/**
 * /recipe/import: a link, the page's HTML or the recipe text → progress → the review editor.
 * A fourth tab imports a list of links in one go.
 */
import { ClipboardPaste, Code, Link2, ListPlus } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { describeImportFailure, type TImportFailure, trackImportFailure } from "../messages.ts";
import { type TImportPreview, usePreviewImport } from "../mutations.ts";
import { BulkImport } from "./bulk-import.tsx";
import { ImportProgress, type TProgressStep, type TStepState } from "./import-progress.tsx";
import { ReviewEditor } from "./review-editor.tsx";

export type TImportTab = "url" | "html" | "text" | "bulk";

const tabs: { id: TImportTab; label: string; icon: typeof Link2 }[] = [
  { id: "url", label: "From a link", icon: Link2 },
  { id: "html", label: "Paste the page's HTML", icon: Code },
  { id: "text", label: "Paste the recipe text", icon: ClipboardPaste },
  { id: "bulk", label: "Several links", icon: ListPlus },
];

type TPhase =
  | { kind: "idle" }
  | { kind: "working"; mode: Exclude<TImportTab, "bulk"> }
  | { kind: "failed"; mode: Exclude<TImportTab, "bulk">; failure: TImportFailure }
  | { kind: "review"; preview: TImportPreview };

function progressFor(phase: TPhase): { step: TProgressStep; state: TStepState }[] {
  if (phase.kind !== "working" && phase.kind !== "failed") return [];
  const steps: TProgressStep[] = phase.mode === "url" ? ["fetching", "reading", "parsing"] : ["reading", "parsing"];
  const current: TProgressStep = phase.kind === "failed" ? phase.failure.step : steps[0];
  const at = Math.max(steps.indexOf(current), 0);
  return steps.map((step, i) => ({
    step,
    state: i < at ? "done" : i > at ? "waiting" : phase.kind === "failed" ? "failed" : "active",
  }));
}

export function ImportPage({ initialUrl }: { initialUrl: string | null }) {
  const id = useId();
  const [tab, setTab] = useState<TImportTab>("url");
  const [phase, setPhase] = useState<TPhase>({ kind: "idle" });
  const [url, setUrl] = useState(initialUrl ?? "");
  const [html, setHtml] = useState("");
  const [htmlUrl, setHtmlUrl] = useState("");
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const tabRefs = useRef<Partial<Record<TImportTab, HTMLButtonElement | null>>>({});
  const startedRef = useRef(false);
  const failureHeadingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const isStartingOverRef = useRef(false);
  const previewImport = usePreviewImport();

  useEffect(() => () => abortRef.current?.abort(), []);

  // The field in use is disabled while the recipe is read, which drops the keyboard's focus: a
  // failure puts it on what went wrong (its ways out follow it), starting over on the tab's first
  // field. The review focuses its own heading.
  useEffect(() => {
    if (phase.kind === "failed") failureHeadingRef.current?.focus();
    if (phase.kind === "idle" && isStartingOverRef.current) {
      isStartingOverRef.current = false;
      panelRef.current?.querySelector<HTMLElement>("input, textarea")?.focus();
    }
  }, [phase]);

  async function start(mode: Exclude<TImportTab, "bulk">) {
    if (phase.kind === "working") return;
    const input =
      mode === "url"
        ? { url: url.trim() }
        : mode === "html"
          ? { html, ...(htmlUrl.trim() ? { url: htmlUrl.trim() } : {}) }
          : { text: text.trim() };
    if (mode === "url" && !/^https?:\/\/\S+/i.test(url.trim())) {
      setFieldError(
        url.trim() ? "Paste a link that starts with http:// or https://." : "Paste the link of a recipe page.",
      );
      return;
    }
    if (mode === "html" && !html.trim()) return setFieldError("Paste the page's HTML.");
    if (mode === "text" && !text.trim()) return setFieldError("Paste the recipe: title, ingredients and steps.");
    setFieldError(null);
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase({ kind: "working", mode });
    try {
      const preview = await previewImport.mutateAsync({ input, signal: controller.signal });
      setPhase({ kind: "review", preview });
      // The review starts at its top; the shell scrolls inside its container, not the window.
      document.querySelector("[data-scroll-container]")?.scrollTo({ top: 0 });
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure = describeImportFailure(error);
      trackImportFailure(failure, mode, mode === "url" ? url : htmlUrl || undefined);
      setPhase({ kind: "failed", mode, failure });
    }
  }

  // /recipe/import?url=… starts at once (links from the home page or elsewhere in Ladle).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the address in the link
  useEffect(() => {
    if (initialUrl && !startedRef.current) {
      startedRef.current = true;
      start("url");
    }
  }, []);

  function selectTab(next: TImportTab) {
    setTab(next);
    setFieldError(null);
    if (phase.kind === "failed") setPhase({ kind: "idle" });
  }

  function onTabKey(event: React.KeyboardEvent) {
    const index = tabs.findIndex((t) => t.id === tab);
    const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!delta && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const nextIndex =
      event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : (index + delta + tabs.length) % tabs.length;
    const next = tabs[nextIndex].id;
    selectTab(next);
    tabRefs.current[next]?.focus();
  }

  if (phase.kind === "review") {
    return (
      <ReviewEditor
        key={phase.preview.source.token ?? phase.preview.draft.title}
        preview={phase.preview}
        onStartOver={() => {
          isStartingOverRef.current = true;
          setPhase({ kind: "idle" });
        }}
      />
    );
  }

  const isWorking = phase.kind === "working";
  const progress = progressFor(phase);

  return (
    <div className="import-start">
      <div className="import-tabs" role="tablist" aria-label="How to import">
        {tabs.map(({ id: tabId, label, icon: Icon }) => (
          <button
            key={tabId}
            ref={(element) => {
              tabRefs.current[tabId] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tabId}`}
            aria-selected={tab === tabId}
            aria-controls={`${id}-panel`}
            tabIndex={tab === tabId ? 0 : -1}
            className="import-tabs__tab"
            onClick={() => selectTab(tabId)}
            onKeyDown={onTabKey}
          >
            <Icon size={18} aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>

      <div
        ref={panelRef}
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        className="import-panel"
      >
        {tab === "url" ? (
          <ImportForm onSubmit={() => start("url")}>
            <div className="import-field">
              <label htmlFor={`${id}-url`}>Recipe link</label>
              <div className="import-url-row">
                <input
                  id={`${id}-url`}
                  className="input import-input"
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="https://example.com/recipes/lasagne"
                  value={url}
                  onChange={(event) => setUrl(event.target.value)}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? `${id}-url-error` : `${id}-url-hint`}
                  disabled={isWorking}
                />
                <button type="submit" className="page-button" aria-disabled={isWorking || undefined}>
                  {isWorking ? "Importing…" : "Import"}
                </button>
              </div>
              {fieldError ? (
                <p id={`${id}-url-error`} className="field-error" role="alert">
                  {fieldError}
                </p>
              ) : (
                <p id={`${id}-url-hint`} className="field-hint">
                  Works with most recipe sites and blogs. Nothing is saved until you've checked it.
                </p>
              )}
            </div>
          </ImportForm>
        ) : null}

        {tab === "html" ? (
          <ImportForm onSubmit={() => start("html")}>
            <p className="muted">
              When a site won't let us in: open the recipe in your browser, view the page source (Ctrl+U, or ⌥⌘U on a
              Mac), select all, copy, and paste it here.
            </p>
            <div className="import-field">
              <label htmlFor={`${id}-html`}>The page's HTML</label>
              <textarea
                id={`${id}-html`}
                className="input import-textarea import-textarea--code"
                rows={10}
                spellCheck={false}
                value={html}
                onChange={(event) => setHtml(event.target.value)}
                aria-invalid={fieldError ? true : undefined}
                disabled={isWorking}
              />
            </div>
            <div className="import-field">
              <label htmlFor={`${id}-html-url`}>Where it's from (optional)</label>
              <input
                id={`${id}-html-url`}
                className="input import-input"
                type="url"
                inputMode="url"
                placeholder="https://example.com/recipes/lasagne"
                value={htmlUrl}
                onChange={(event) => setHtmlUrl(event.target.value)}
                disabled={isWorking}
              />
            </div>
            <PastedFormEnd error={fieldError} isWorking={isWorking} />
          </ImportForm>
        ) : null}

        {tab === "text" ? (
          <ImportForm onSubmit={() => start("text")}>
            <div className="import-field">
              <label htmlFor={`${id}-text`}>The recipe</label>
              <textarea
                id={`${id}-text`}
                className="input import-textarea"
                rows={12}
                value={text}
                placeholder={
                  "Lemon Drizzle Cake\nServes 8\n\nIngredients\n225 g butter\n225 g caster sugar\n…\n\nMethod\n1. Heat the oven to 180°C.\n…"
                }
                onChange={(event) => setText(event.target.value)}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={`${id}-text-hint`}
                disabled={isWorking}
              />
              <p id={`${id}-text-hint`} className="field-hint">
                Title first, then the ingredients (one per line), then the steps. Headings like “Ingredients” and
                “Method” help.
              </p>
            </div>
            <PastedFormEnd error={fieldError} isWorking={isWorking} />
          </ImportForm>
        ) : null}

        {tab === "bulk" ? <BulkImport /> : null}

        {progress.length > 0 ? <ImportProgress steps={progress} /> : null}

        {phase.kind === "failed" ? (
          <div className="import-error" role="alert">
            <h2 ref={failureHeadingRef} tabIndex={-1}>
              {phase.failure.title}
            </h2>
            <p>{phase.failure.text}</p>
            <div className="import-actions" hidden={phase.failure.suggest === null}>
              {phase.failure.suggest === "text" && tab !== "text" ? (
                <button type="button" className="page-button" onClick={() => selectTab("text")}>
                  Paste the recipe text
                </button>
              ) : null}
              {phase.failure.suggest !== null && tab !== "html" ? (
                <button type="button" className="page-button page-button--secondary" onClick={() => selectTab("html")}>
                  Paste the page's HTML
                </button>
              ) : null}
              {phase.failure.suggest === "html" && tab !== "text" ? (
                <button type="button" className="page-button page-button--secondary" onClick={() => selectTab("text")}>
                  Paste the recipe text
                </button>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** A tab's form: submitting it starts that kind of import. */
function ImportForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="import-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The end of the two paste tabs' forms: what is wrong, then the button that reads the recipe. */
function PastedFormEnd({ error, isWorking }: { error: string | null; isWorking: boolean }) {
  return (
    <>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="import-actions">
        <button type="submit" className="page-button" aria-disabled={isWorking || undefined}>
          {isWorking ? "Reading…" : "Read the recipe"}
        </button>
      </div>
    </>
  );
}
