/**
 * One list editor for the form's two lists: ingredient groups and their lines, method sections and
 * their steps. Every item's field wraps and grows with its text. Type an item and (for ingredients)
 * press Enter for the next; paste several lines at once, into an item or through "Paste a list";
 * move and remove items and groups with buttons.
 */
import { FolderPlus, Plus } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { FieldError, fieldPropsFor } from "./editor-fields.tsx";
import {
  addGroup,
  addItem,
  addPasted,
  moveItem,
  pasteIntoItem,
  removeItem,
  setItemText,
  type TListEdit,
} from "./editor-lists.ts";
import { GroupHead, LineTools } from "./line-tools.tsx";
import { PastePanel } from "./paste-panel.tsx";
import type { TEditorGroup, TFieldErrors, TListKind } from "./recipe-form.ts";

/** What makes the ingredient list and the method differ. */
export interface TListConfig {
  kind: TListKind;
  /** "Ingredient 3", "Step 2": each item's label. */
  itemName: string;
  groupName: "Group" | "Section";
  /** A group's legend when it has no name: "Ingredient group 2". */
  groupLegend: string;
  groupPlaceholder: string;
  placeholders: { first: string; next: string };
  /** Steps are prose: numbered, several lines each. Ingredients are one line, Enter adds the next. */
  isProse: boolean;
  addItemLabel: (group: TEditorGroup, hasName: boolean) => string;
  addGroupLabel: string;
  pastePlaceholder: string;
}

export const ingredientList: TListConfig = {
  kind: "ingredients",
  itemName: "Ingredient",
  groupName: "Group",
  groupLegend: "Ingredient group",
  groupPlaceholder: "Group name, like “For the sauce”",
  placeholders: { first: "2 cups plain flour", next: "Another ingredient" },
  isProse: false,
  addItemLabel: (group, hasName) => `Add ingredient${hasName && group.name ? ` to ${group.name}` : ""}`,
  addGroupLabel: "Add a group",
  pastePlaceholder: "For the dough:\n500 g strong white flour\n7 g fast-action yeast\n1 tsp salt",
};

export const stepList: TListConfig = {
  kind: "steps",
  itemName: "Step",
  groupName: "Section",
  groupLegend: "Method section",
  groupPlaceholder: "Section name, like “Make the dough”",
  placeholders: { first: "Heat the oven to 200°C.", next: "What comes next?" },
  isProse: true,
  addItemLabel: () => "Add step",
  addGroupLabel: "Add a section",
  pastePlaceholder: "1. Heat the oven to 200°C.\n2. Toss the vegetables in oil.\n3. Roast for 30 minutes.",
};

export function ListEditor({
  config,
  groups,
  errors,
  onChange,
  focus,
  groupFooter,
}: {
  config: TListConfig;
  groups: TEditorGroup[];
  errors: TFieldErrors;
  onChange: (groups: TEditorGroup[]) => void;
  /** Moves focus to a field id after the next render. */
  focus: (fieldKey: string) => void;
  /** Shown under each group's items (the import's line check). */
  groupFooter?: (group: TEditorGroup) => ReactNode;
}) {
  const apply = (edit: TListEdit | null) => {
    if (!edit) return;
    onChange(edit.groups);
    if (edit.focusKey) focus(edit.focusKey);
  };
  let number = 0;

  return (
    <div className="line-editor">
      {errors[config.kind] ? (
        <p id={`field-${config.kind}-error`} className="field__error">
          {errors[config.kind]}
        </p>
      ) : null}
      {groups.map((group, groupIndex) => {
        const hasName = groups.length > 1 || group.name !== "";
        return (
          <fieldset key={group.key} className="line-group">
            <legend className="visually-hidden">{group.name || `${config.groupLegend} ${groupIndex + 1}`}</legend>
            {hasName ? (
              <GroupHead
                items={groups}
                index={groupIndex}
                kind={config.groupName}
                placeholder={config.groupPlaceholder}
                onChange={onChange}
              />
            ) : null}
            <ol className={config.isProse ? "lines lines--steps" : "lines"}>
              {group.items.map((item, itemIndex) => {
                number += 1;
                return (
                  <ListItem
                    key={item.key}
                    config={config}
                    number={number}
                    text={item.text}
                    fieldKey={item.key}
                    errors={errors}
                    listError={number === 1 && errors[config.kind] ? `field-${config.kind}-error` : undefined}
                    isFirst={itemIndex === 0}
                    isLast={itemIndex === group.items.length - 1}
                    canRemove={group.items.length > 1 || groups.length > 1}
                    onText={(text) => onChange(setItemText(groups, groupIndex, item.key, text))}
                    onAddNext={() => apply(addItem(config.kind, groups, groupIndex, itemIndex))}
                    onRemoveEmpty={() => {
                      const neighbour = group.items[itemIndex - 1] ?? group.items[itemIndex + 1];
                      apply({ groups: removeItem(groups, groupIndex, item.key), focusKey: neighbour.key });
                    }}
                    onPaste={(text) => {
                      const edit = pasteIntoItem(config.kind, groups, groupIndex, itemIndex, text);
                      apply(edit);
                      return edit !== null;
                    }}
                    onMove={(delta) =>
                      apply({ groups: moveItem(groups, groupIndex, itemIndex, delta), focusKey: item.key })
                    }
                    onRemove={() => onChange(removeItem(groups, groupIndex, item.key))}
                  />
                );
              })}
            </ol>
            {groupFooter?.(group)}
            <button
              type="button"
              className="button button--ghost line-editor__add"
              onClick={() => apply(addItem(config.kind, groups, groupIndex))}
            >
              <Plus aria-hidden="true" size={18} />
              {config.addItemLabel(group, hasName)}
            </button>
          </fieldset>
        );
      })}
      <div className="line-editor__footer">
        <button type="button" className="button button--ghost" onClick={() => apply(addGroup(config.kind, groups))}>
          <FolderPlus aria-hidden="true" size={18} />
          {config.addGroupLabel}
        </button>
        <PastePanel
          what={config.kind}
          placeholder={config.pastePlaceholder}
          onAdd={(text) => apply(addPasted(config.kind, groups, text))}
        />
      </div>
    </div>
  );
}

/**
 * Where the browser cannot size a field to its content (`field-sizing: content`), the field is
 * given the height of its text after each change.
 */
function growToFit(element: HTMLTextAreaElement | null): void {
  if (!element || CSS.supports("field-sizing", "content")) return;
  element.style.height = "auto";
  element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
}

function ListItem({
  config,
  number,
  text,
  fieldKey,
  errors,
  listError,
  isFirst,
  isLast,
  canRemove,
  onText,
  onAddNext,
  onRemoveEmpty,
  onPaste,
  onMove,
  onRemove,
}: {
  config: TListConfig;
  number: number;
  text: string;
  fieldKey: string;
  errors: TFieldErrors;
  /** The id of the list's own error ("Add at least one step before publishing."), on its first item. */
  listError?: string;
  isFirst: boolean;
  isLast: boolean;
  canRemove: boolean;
  onText: (text: string) => void;
  onAddNext: () => void;
  onRemoveEmpty: () => void;
  /** True when the paste became items (the browser's own paste is then cancelled). */
  onPaste: (text: string) => boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = `field-${fieldKey}`;
  const field = useRef<HTMLTextAreaElement>(null);
  // After every render: the text, or the width it wraps in, may have changed.
  useEffect(() => growToFit(field.current));
  const ownProps = fieldPropsFor(errors)(fieldKey);
  const describedBy = [listError, ownProps["aria-describedby"]].filter(Boolean).join(" ");
  const inputProps = {
    ...ownProps,
    "aria-invalid": ownProps["aria-invalid"] ?? (listError ? true : undefined),
    "aria-describedby": describedBy || undefined,
    value: text,
    placeholder: number === 1 ? config.placeholders.first : config.placeholders.next,
    ref: field,
    // An ingredient is one line: a line break dropped or typed into it becomes a space.
    onChange: (event: { target: { value: string } }) =>
      onText(config.isProse ? event.target.value : event.target.value.replace(/\s*[\r\n]+\s*/g, " ")),
    onPaste: (event: React.ClipboardEvent) => {
      if (onPaste(event.clipboardData.getData("text"))) event.preventDefault();
    },
  };
  return (
    <li className="line">
      <div className="line__row">
        {config.isProse ? (
          <span className="line__number tabular" aria-hidden="true">
            {number}
          </span>
        ) : null}
        <label className="visually-hidden" htmlFor={id}>
          {config.itemName} {number}
        </label>
        {config.isProse ? (
          <textarea {...inputProps} className="input textarea line__input" rows={2} maxLength={5000} />
        ) : (
          // One line that wraps and grows with its text at any width, instead of scrolling sideways.
          <textarea
            {...inputProps}
            className="input line__input line__input--line"
            rows={1}
            maxLength={500}
            autoComplete="off"
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                onAddNext();
              } else if (event.key === "Backspace" && text === "" && !(isFirst && isLast)) {
                // An empty line goes, unless it is the group's only one.
                event.preventDefault();
                onRemoveEmpty();
              }
            }}
          />
        )}
        <LineTools
          label={`${config.itemName.toLowerCase()} ${number}`}
          isFirst={isFirst}
          isLast={isLast}
          canRemove={canRemove}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <FieldError name={fieldKey} errors={errors} />
    </li>
  );
}
