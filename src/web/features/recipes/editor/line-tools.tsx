import { ArrowDown, ArrowUp, X } from "lucide-react";
import { move } from "./editor-lists.ts";

/** Move up, move down and remove, for one ingredient line, step or group. */
export function LineTools({
  label,
  isFirst,
  isLast,
  canRemove = true,
  onMove,
  onRemove,
}: {
  /** "ingredient 3", "step 2": completes each button's accessible name. */
  label: string;
  isFirst: boolean;
  isLast: boolean;
  canRemove?: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <div className="line-tools">
      <button
        type="button"
        className="icon-button line-tools__button"
        aria-label={`Move ${label} up`}
        disabled={isFirst}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        className="icon-button line-tools__button"
        aria-label={`Move ${label} down`}
        disabled={isLast}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        className="icon-button line-tools__button"
        aria-label={`Remove ${label}`}
        disabled={!canRemove}
        onClick={onRemove}
      >
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
}

/**
 * The name field and tools of one ingredient group or method section.
 * `kind` names it for people ("group", "section").
 */
export function GroupHead<T extends { key: string; name: string }>({
  items,
  index,
  kind,
  placeholder,
  onChange,
}: {
  items: readonly T[];
  index: number;
  kind: "Group" | "Section";
  placeholder: string;
  onChange: (items: T[]) => void;
}) {
  const item = items[index];
  const id = `field-${item.key}.name`;
  return (
    <div className="line-group__head">
      <label className="visually-hidden" htmlFor={id}>
        {kind} name
      </label>
      <input
        id={id}
        className="input line-group__name"
        value={item.name}
        maxLength={200}
        placeholder={placeholder}
        onChange={(event) =>
          onChange(items.map((other, i) => (i === index ? { ...item, name: event.target.value } : other)))
        }
      />
      <LineTools
        label={`${kind.toLowerCase()} ${item.name || index + 1}`}
        isFirst={index === 0}
        isLast={index === items.length - 1}
        canRemove={items.length > 1}
        onMove={(delta) => onChange(move(items, index, delta))}
        onRemove={() => onChange(items.filter((_, i) => i !== index))}
      />
    </div>
  );
}
