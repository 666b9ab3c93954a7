/**
 * Ingredient groups and their lines: type a line and press Enter for the next, paste several lines
 * at once (into a line or through "Paste a list"), move and remove lines with buttons.
 */
import { FolderPlus, Plus } from "lucide-react";
import { splitIngredientBlock } from "#core/recipes/paste.ts";
import { GroupHead, LineTools, move } from "./line-tools.tsx";
import { PastePanel } from "./paste-panel.tsx";
import { emptyGroup, emptyLine, type TEditorGroup, type TFieldErrors } from "./recipe-form.ts";

/** Adds pasted text: lines before any heading go to `groupIndex`, "Heading:" lines start groups after it. */
export function addPastedIngredients(
  groups: TEditorGroup[],
  text: string,
  groupIndex = groups.length - 1,
  lineIndex?: number,
) {
  const pasted = splitIngredientBlock(text);
  const next = groups.map((g) => ({ ...g, lines: [...g.lines] }));
  let insertAt = groupIndex;
  for (const block of pasted) {
    const lines = block.items.map((item) => emptyLine(item));
    if (block.name === null && next[insertAt]) {
      // Unnamed lines (only ever the first block) go where the paste happened; blank lines go.
      const target = next[insertAt];
      const at = lineIndex ?? target.lines.length;
      const merged = [...target.lines.slice(0, at), ...lines, ...target.lines.slice(at)].filter(
        (line) => line.text.trim() !== "",
      );
      target.lines = merged.length > 0 ? merged : [emptyLine()];
    } else {
      insertAt += 1;
      next.splice(insertAt, 0, { ...emptyGroup(block.name ?? ""), lines: lines.length > 0 ? lines : [emptyLine()] });
    }
  }
  return { groups: next, lastKey: next[insertAt]?.lines.at(-1)?.key ?? null };
}

export function IngredientEditor({
  groups,
  errors,
  onChange,
  focus,
}: {
  groups: TEditorGroup[];
  errors: TFieldErrors;
  onChange: (groups: TEditorGroup[]) => void;
  /** Moves focus to a field id after the next render. */
  focus: (fieldKey: string) => void;
}) {
  const setGroup = (index: number, group: TEditorGroup) => onChange(groups.map((g, i) => (i === index ? group : g)));
  let number = 0;

  return (
    <div className="line-editor">
      {errors.ingredients ? <p className="field__error">{errors.ingredients}</p> : null}
      {groups.map((group, groupIndex) => {
        const hasName = groups.length > 1 || group.name !== "";
        return (
          <fieldset key={group.key} className="line-group">
            <legend className="visually-hidden">{group.name || `Ingredient group ${groupIndex + 1}`}</legend>
            {hasName ? (
              <GroupHead
                items={groups}
                index={groupIndex}
                kind="Group"
                placeholder="Group name, like “For the sauce”"
                onChange={onChange}
              />
            ) : null}
            <ol className="lines">
              {group.lines.map((line, lineIndex) => {
                number += 1;
                const label = `ingredient ${number}`;
                const id = `field-${line.key}`;
                const error = errors[line.key];
                const addAfter = () => {
                  const added = emptyLine();
                  const lines = [...group.lines];
                  lines.splice(lineIndex + 1, 0, added);
                  setGroup(groupIndex, { ...group, lines });
                  focus(added.key);
                };
                return (
                  <li key={line.key} className="line">
                    <div className="line__row">
                      <label className="visually-hidden" htmlFor={id}>
                        Ingredient {number}
                      </label>
                      <input
                        id={id}
                        className="input line__input"
                        value={line.text}
                        maxLength={500}
                        placeholder={number === 1 ? "2 cups plain flour" : "Another ingredient"}
                        autoComplete="off"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        onChange={(event) => {
                          const lines = group.lines.map((l) =>
                            l.key === line.key ? { ...l, text: event.target.value } : l,
                          );
                          setGroup(groupIndex, { ...group, lines });
                        }}
                        onKeyDown={(event) => {
                          if (event.key === "Enter") {
                            event.preventDefault();
                            addAfter();
                          } else if (event.key === "Backspace" && line.text === "" && group.lines.length > 1) {
                            event.preventDefault();
                            const previous = group.lines[lineIndex - 1] ?? group.lines[lineIndex + 1];
                            setGroup(groupIndex, { ...group, lines: group.lines.filter((l) => l.key !== line.key) });
                            if (previous) focus(previous.key);
                          }
                        }}
                        onPaste={(event) => {
                          const text = event.clipboardData.getData("text");
                          if (!/\n/.test(text.trim())) return;
                          event.preventDefault();
                          const withoutThis = groups.map((g, i) =>
                            i === groupIndex && line.text === ""
                              ? { ...g, lines: g.lines.filter((l) => l.key !== line.key) }
                              : g,
                          );
                          const at = line.text === "" ? lineIndex : lineIndex + 1;
                          const result = addPastedIngredients(withoutThis, text, groupIndex, at);
                          onChange(result.groups);
                          if (result.lastKey) focus(result.lastKey);
                        }}
                      />
                      <LineTools
                        label={label}
                        isFirst={lineIndex === 0}
                        isLast={lineIndex === group.lines.length - 1}
                        canRemove={group.lines.length > 1 || groups.length > 1}
                        onMove={(delta) => {
                          setGroup(groupIndex, { ...group, lines: move(group.lines, lineIndex, delta) });
                          focus(line.key);
                        }}
                        onRemove={() => {
                          const lines = group.lines.filter((l) => l.key !== line.key);
                          if (lines.length === 0) onChange(groups.filter((_, i) => i !== groupIndex));
                          else setGroup(groupIndex, { ...group, lines });
                        }}
                      />
                    </div>
                    {error ? (
                      <p id={`${id}-error`} className="field__error">
                        {error}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
            <button
              type="button"
              className="button button--ghost line-editor__add"
              onClick={() => {
                const added = emptyLine();
                setGroup(groupIndex, { ...group, lines: [...group.lines, added] });
                focus(added.key);
              }}
            >
              <Plus aria-hidden="true" size={18} />
              Add ingredient{hasName && group.name ? ` to ${group.name}` : ""}
            </button>
          </fieldset>
        );
      })}
      <div className="line-editor__footer">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            const added = emptyGroup();
            onChange([...groups, added]);
            focus(`${added.key}.name`);
          }}
        >
          <FolderPlus aria-hidden="true" size={18} />
          Add a group
        </button>
        <PastePanel
          what="ingredients"
          placeholder={"For the dough:\n500 g strong white flour\n7 g fast-action yeast\n1 tsp salt"}
          onAdd={(text) => {
            const result = addPastedIngredients(groups, text);
            onChange(result.groups);
            if (result.lastKey) focus(result.lastKey);
          }}
        />
      </div>
    </div>
  );
}
