/**
 * The imported recipe in an editor: title, description, servings and times, ingredients (one per
 * line, each checked by the same parser the server uses), steps and the photo, with what needs a
 * look listed at the top. Saving creates the recipe and opens it.
 */
import { Check, CircleAlert, ExternalLink, ImageOff, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { formatQuantityRange } from "#core/ingredients/format-quantity.ts";
import { getUnit } from "#core/ingredients/units.ts";
import { hostOf } from "#web/lib/host.ts";
import { notify } from "#web/lib/toast.ts";
import { saveImport, type TImportPreview, type TImportResult } from "../api.ts";
import {
  checkLines,
  findFormProblems,
  newKey,
  type TDraftForm,
  type TLineCheck,
  type TSectionForm,
  toDraftForm,
  toSaveBody,
} from "../draft-form.ts";
import { describeImportFailure, type TImportFailure, trackImportFailure } from "../messages.ts";

export function savedMessage(result: TImportResult): string {
  if (result.outcome === "existing") return "You'd already imported this recipe.";
  if (result.outcome === "saved") return `Saved to ${result.collection?.name ?? "your collection"}.`;
  return result.imageStatus === "failed" ? "Recipe imported. We couldn't get its photo." : "Recipe imported.";
}

export function ReviewEditor({ preview, onStartOver }: { preview: TImportPreview; onStartOver: () => void }) {
  const id = useId();
  const ids = {
    title: `${id}-title`,
    group: (i: number) => `${id}-group-${i}`,
    steps: `${id}-steps`,
  };
  const navigate = useNavigate();
  const [form, setForm] = useState<TDraftForm>(() => toDraftForm(preview));
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<TImportFailure | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const problems = findFormProblems(form, ids);
  const update = (patch: Partial<TDraftForm>) => setForm((current) => ({ ...current, ...patch }));
  const { source, existing, draft } = preview;
  const sourceHost = hostOf(source.canonicalUrl ?? source.url);
  const sourceLink = source.canonicalUrl ?? source.url;

  async function save(onExisting: "use" | "copy") {
    if (isSaving) return;
    if (!form.title.trim()) {
      setTitleError("Give the recipe a title.");
      document.getElementById(ids.title)?.focus();
      return;
    }
    setIsSaving(true);
    setFailure(null);
    try {
      const result = await saveImport(toSaveBody(form, preview, onExisting));
      notify.success(savedMessage(result));
      navigate(`/recipe/${result.recipeId}`);
    } catch (error) {
      const described = describeImportFailure(error);
      trackImportFailure(described, preview.kind, source.url ?? undefined);
      setFailure(described);
      setIsSaving(false);
    }
  }

  function updateSection(index: number, patch: Partial<TSectionForm>) {
    update({ sections: form.sections.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  }

  const primaryLabel = existing ? "Save my own copy" : "Save recipe";
  const [isPhotoBroken, setIsPhotoBroken] = useState(false);
  // The page's CSP lets https images through; others are fetched only when saving.
  const canShowPhoto = (draft.imageUrl?.startsWith("https://") ?? false) && !isPhotoBroken;

  return (
    <form
      className="import-review"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save(existing ? "copy" : "use");
      }}
    >
      <header className="import-review__header">
        <h2 id={`${id}-heading`}>Check the recipe</h2>
        {sourceLink || source.siteName || source.author ? (
          <p className="import-source">
            From{" "}
            {sourceLink ? (
              <a href={sourceLink} target="_blank" rel="noopener noreferrer nofollow" className="page-link">
                {source.siteName ?? sourceHost}
                <ExternalLink size={14} aria-hidden="true" />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <strong>{source.siteName}</strong>
            )}
            {source.author ? <> · by {source.author}</> : null}
          </p>
        ) : (
          <p className="import-source">From the text you pasted.</p>
        )}
        <p className="import-review__hint muted">
          Fix anything that looks off, then save. We keep the link to the original and credit its author.
        </p>
      </header>

      {existing ? (
        <div className="import-notice" role="status">
          {existing.isOwn ? (
            <>
              <p>
                <strong>You imported this page before:</strong> {existing.title}.
              </p>
              <Link to={`/recipe/${existing.recipeId}`} className="page-button page-button--secondary">
                Open your recipe
              </Link>
            </>
          ) : (
            <>
              <p>
                <strong>Already on Ladle:</strong> {existing.title}
                {existing.author ? <>, shared by {existing.author.name || `@${existing.author.username}`}</> : null}.
              </p>
              <button
                type="button"
                className="page-button page-button--secondary"
                onClick={() => save("use")}
                aria-disabled={isSaving || undefined}
              >
                Save theirs to your collection
              </button>
            </>
          )}
        </div>
      ) : null}

      {problems.length > 0 ? (
        <section className="import-problems" aria-labelledby={`${id}-problems`}>
          <h3 id={`${id}-problems`}>
            <CircleAlert size={20} aria-hidden="true" className="import-problems__icon" />
            {problems.length === 1 ? "1 thing to check" : `${problems.length} things to check`}
          </h3>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.fieldId}-${problem.message}`}>
                <a href={`#${problem.fieldId}`} className="page-link">
                  {problem.message}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="import-grid">
        <div className="import-grid__main">
          <div className="import-field">
            <label htmlFor={ids.title}>Title</label>
            <input
              id={ids.title}
              className="input import-input"
              value={form.title}
              maxLength={200}
              required
              aria-invalid={titleError || !form.title.trim() ? true : undefined}
              aria-describedby={titleError ? `${ids.title}-error` : undefined}
              onChange={(event) => {
                update({ title: event.target.value });
                setTitleError(null);
              }}
            />
            {titleError ? (
              <p id={`${ids.title}-error`} className="field-error" role="alert">
                {titleError}
              </p>
            ) : null}
          </div>

          <div className="import-field">
            <label htmlFor={`${id}-description`}>Description</label>
            <textarea
              id={`${id}-description`}
              className="input import-textarea"
              rows={3}
              maxLength={5000}
              value={form.description}
              onChange={(event) => update({ description: event.target.value })}
            />
          </div>

          <fieldset className="import-numbers">
            <legend>Servings and times</legend>
            <NumberField
              id={`${id}-servings`}
              label="Servings"
              value={form.servings}
              warn={!form.servings && !form.yieldText}
              onChange={(servings) => update({ servings })}
            />
            <div className="import-field">
              <label htmlFor={`${id}-yield`}>Or it makes</label>
              <input
                id={`${id}-yield`}
                className="input import-input"
                placeholder="24 cookies"
                maxLength={100}
                value={form.yieldText}
                onChange={(event) => update({ yieldText: event.target.value })}
              />
            </div>
            <NumberField
              id={`${id}-prep`}
              label="Prep (min)"
              value={form.prepMinutes}
              onChange={(prepMinutes) => update({ prepMinutes })}
            />
            <NumberField
              id={`${id}-cook`}
              label="Cook (min)"
              value={form.cookMinutes}
              onChange={(cookMinutes) => update({ cookMinutes })}
            />
            <NumberField
              id={`${id}-total`}
              label="Total (min)"
              value={form.totalMinutes}
              onChange={(totalMinutes) => update({ totalMinutes })}
            />
          </fieldset>

          <section className="import-section" aria-labelledby={`${id}-ingredients`}>
            <h3 id={`${id}-ingredients`}>Ingredients</h3>
            <p className="muted import-section__hint">
              One per line. Lines we can't read are marked so you can fix them.
            </p>
            {form.groups.map((group, index) => {
              const checks = checkLines(group.text);
              const unread = checks.filter((c) => c.problem).length;
              return (
                <div key={group.key} className="import-group">
                  {form.groups.length > 1 || group.name ? (
                    <div className="import-field">
                      <label htmlFor={`${ids.group(index)}-name`}>Group name</label>
                      <input
                        id={`${ids.group(index)}-name`}
                        className="input import-input"
                        placeholder="For the sauce"
                        value={group.name}
                        onChange={(event) =>
                          update({
                            groups: form.groups.map((g, i) => (i === index ? { ...g, name: event.target.value } : g)),
                          })
                        }
                      />
                    </div>
                  ) : null}
                  <label htmlFor={ids.group(index)} className="visually-hidden">
                    {group.name ? `Ingredients: ${group.name}` : "Ingredients"}
                  </label>
                  <textarea
                    id={ids.group(index)}
                    className="input import-textarea import-textarea--lines"
                    rows={Math.min(Math.max(checks.length + 1, 4), 16)}
                    value={group.text}
                    aria-invalid={unread > 0 ? true : undefined}
                    aria-describedby={`${ids.group(index)}-check`}
                    onChange={(event) =>
                      update({
                        groups: form.groups.map((g, i) => (i === index ? { ...g, text: event.target.value } : g)),
                      })
                    }
                  />
                  <LineCheck id={`${ids.group(index)}-check`} checks={checks} />
                </div>
              );
            })}
            <button
              type="button"
              className="page-button page-button--quiet"
              onClick={() => update({ groups: [...form.groups, { key: newKey("group"), name: "", text: "" }] })}
            >
              <Plus size={18} aria-hidden="true" /> Add a group
            </button>
          </section>

          <section className="import-section" aria-labelledby={ids.steps}>
            <h3 id={ids.steps} tabIndex={-1}>
              Steps
            </h3>
            {form.sections.map((section, sectionIndex) => (
              <div key={section.key} className="import-group">
                {form.sections.length > 1 || section.name ? (
                  <div className="import-field">
                    <label htmlFor={`${id}-section-${sectionIndex}`}>Section name</label>
                    <input
                      id={`${id}-section-${sectionIndex}`}
                      className="input import-input"
                      value={section.name}
                      onChange={(event) => updateSection(sectionIndex, { name: event.target.value })}
                    />
                  </div>
                ) : null}
                <ol className="import-steps-list">
                  {section.steps.map((step, stepIndex) => (
                    <li key={step.key} className="import-step">
                      <label htmlFor={`${id}-step-${step.key}`} className="import-step__number">
                        <span className="visually-hidden">Step </span>
                        {stepIndex + 1}
                      </label>
                      <textarea
                        id={`${id}-step-${step.key}`}
                        className="input import-textarea"
                        rows={Math.min(Math.max(Math.ceil(step.text.length / 70), 2), 8)}
                        value={step.text}
                        onChange={(event) =>
                          updateSection(sectionIndex, {
                            steps: section.steps.map((s) =>
                              s.key === step.key ? { ...s, text: event.target.value } : s,
                            ),
                          })
                        }
                      />
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={`Remove step ${stepIndex + 1}`}
                        onClick={() =>
                          updateSection(sectionIndex, { steps: section.steps.filter((s) => s.key !== step.key) })
                        }
                      >
                        <Trash2 size={18} aria-hidden="true" />
                      </button>
                    </li>
                  ))}
                </ol>
                <button
                  type="button"
                  className="page-button page-button--quiet"
                  onClick={() =>
                    updateSection(sectionIndex, { steps: [...section.steps, { key: newKey("step"), text: "" }] })
                  }
                >
                  <Plus size={18} aria-hidden="true" /> Add a step
                </button>
              </div>
            ))}
          </section>
        </div>

        <aside className="import-grid__side">
          <div className="import-photo">
            <h3>Photo</h3>
            {draft.imageUrl ? (
              <>
                {canShowPhoto ? (
                  <img
                    src={draft.imageUrl}
                    alt="From the recipe page"
                    width={400}
                    height={300}
                    className="import-photo__image"
                    referrerPolicy="no-referrer"
                    onError={() => setIsPhotoBroken(true)}
                  />
                ) : (
                  <div className="import-photo__placeholder">
                    <ImageOff size={28} aria-hidden="true" />
                    <p>We can't show a preview, but we'll fetch the photo when you save.</p>
                  </div>
                )}
                <label className="import-check">
                  <input
                    type="checkbox"
                    checked={form.keepImage}
                    onChange={(event) => update({ keepImage: event.target.checked })}
                  />
                  Keep this photo
                </label>
              </>
            ) : (
              <p className="muted">No photo on the page. You can add one after saving.</p>
            )}
          </div>

          <fieldset className="import-visibility">
            <legend>Who can see it</legend>
            <label className="import-check">
              <input
                type="radio"
                name={`${id}-visibility`}
                checked={form.visibility === "private"}
                onChange={() => update({ visibility: "private" })}
              />
              <span>
                <strong>Only me</strong>
                <span className="muted"> · imported recipes are private</span>
              </span>
            </label>
            <label className="import-check">
              <input
                type="radio"
                name={`${id}-visibility`}
                checked={form.visibility === "public"}
                onChange={() => update({ visibility: "public" })}
              />
              <span>
                <strong>Everyone</strong>
                <span className="muted"> · with credit and a link to the original</span>
              </span>
            </label>
          </fieldset>
        </aside>
      </div>

      {failure ? (
        <div className="import-error" role="alert">
          <h3>{failure.title}</h3>
          <p>{failure.text}</p>
        </div>
      ) : null}

      <div className="import-actions">
        <button type="submit" className="page-button" aria-disabled={isSaving || undefined}>
          {isSaving ? "Saving…" : primaryLabel}
        </button>
        <button type="button" className="page-button page-button--secondary" onClick={onStartOver}>
          Start over
        </button>
      </div>
    </form>
  );
}

function LineCheck({ id, checks }: { id: string; checks: TLineCheck[] }) {
  if (checks.length === 0) return <p id={id} className="import-lines__summary muted" />;
  const unread = checks.filter((check) => check.problem);
  return (
    <div id={id} className="import-lines">
      <p
        className={unread.length > 0 ? "import-lines__summary import-lines__summary--problem" : "import-lines__summary"}
      >
        {unread.length > 0 ? (
          <>
            <CircleAlert size={18} aria-hidden="true" />
            {unread.length} of {checks.length} lines need a look
          </>
        ) : (
          <>
            <Check size={18} aria-hidden="true" />
            All {checks.length} lines read
          </>
        )}
      </p>
      {unread.length > 0 ? (
        <ul className="import-lines__problems">
          {unread.map((check, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are plain text that may repeat
            <li key={`${i}-${check.text}`}>
              <span className="import-lines__text">{check.text}</span>
              <span className="import-lines__problem">{check.problem}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <details className="import-lines__details">
        <summary>How we read each line</summary>
        <table className="import-lines__table">
          <thead>
            <tr>
              <th scope="col">Amount</th>
              <th scope="col">Unit</th>
              <th scope="col">Ingredient</th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {checks.map(({ text, parsed, problem }, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are plain text that may repeat
              <tr key={`${i}-${text}`} className={problem ? "import-lines__row--problem" : undefined}>
                <td className="tabular">
                  {parsed.quantity === null ? "" : formatQuantityRange(parsed.quantity, parsed.quantityMax)}
                </td>
                <td>{getUnit(parsed.unit)?.short ?? parsed.unit ?? ""}</td>
                <td>{parsed.food ?? <span className="import-lines__problem">{problem}</span>}</td>
                <td className="muted">{[parsed.preparation, parsed.comment].filter(Boolean).join("; ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

function NumberField({
  id,
  label,
  value,
  warn = false,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  warn?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="import-field import-field--number">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input import-input tabular"
        inputMode="numeric"
        pattern="[0-9]*"
        value={value}
        aria-invalid={warn || undefined}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 5))}
      />
    </div>
  );
}
