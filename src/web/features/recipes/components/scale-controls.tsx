/**
 * Servings stepper and the US / metric switch. A GET form, so without JavaScript each button
 * reloads the page with `?servings=…&adjust=…&units=…`; with it, the page updates in place.
 */
import { Minus, Plus, RotateCcw } from "lucide-react";
import { clampServings, maxServings, minServings, type TUnitSystem } from "../servings.ts";

export function ScaleControls({
  servings,
  baseServings,
  system,
  detectedSystem,
  onServings,
  onSystem,
  onIntent,
}: {
  servings: number | null;
  baseServings: number | null;
  system: TUnitSystem;
  detectedSystem: "us" | "metric";
  onServings: (servings: number) => void;
  onSystem: (system: TUnitSystem) => void;
  /** The cook is about to use the controls (points at them, focuses one, presses one): a moment to load what they need. */
  onIntent?: () => void;
}) {
  const shownSystem = system === "original" ? detectedSystem : system;
  const isChanged = servings !== baseServings || system !== "original";
  return (
    <form
      method="get"
      className="scale-controls"
      onSubmit={(event) => event.preventDefault()}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
    >
      {servings !== null ? (
        <div className="servings">
          <label htmlFor="servings-input" className="scale-controls__label">
            Servings
          </label>
          <div className="stepper">
            <button
              type="submit"
              name="adjust"
              value="-1"
              className="stepper__button"
              aria-label="Fewer servings"
              disabled={servings <= minServings}
              onClick={(event) => {
                event.preventDefault();
                onServings(clampServings(servings - 1));
              }}
            >
              <Minus aria-hidden="true" size={18} />
            </button>
            <input
              id="servings-input"
              className="stepper__input tabular"
              type="number"
              name="servings"
              inputMode="numeric"
              min={minServings}
              max={maxServings}
              value={servings}
              onChange={(event) => {
                const value = Number(event.target.value);
                if (event.target.value !== "" && Number.isFinite(value)) onServings(clampServings(value));
              }}
            />
            <button
              type="submit"
              name="adjust"
              value="1"
              className="stepper__button"
              aria-label="More servings"
              disabled={servings >= maxServings}
              onClick={(event) => {
                event.preventDefault();
                onServings(clampServings(servings + 1));
              }}
            >
              <Plus aria-hidden="true" size={18} />
            </button>
          </div>
        </div>
      ) : null}
      <fieldset className="units">
        <legend className="visually-hidden">Units</legend>
        {(["us", "metric"] as const).map((option) => (
          <button
            key={option}
            type="submit"
            name="units"
            value={option}
            className="units__option"
            aria-pressed={shownSystem === option}
            onClick={(event) => {
              event.preventDefault();
              onSystem(option);
            }}
          >
            {option === "us" ? "US" : "Metric"}
          </button>
        ))}
        {/* After the buttons: a pressed units button's value comes first in the query string. */}
        {system !== "original" ? <input type="hidden" name="units" value={system} /> : null}
      </fieldset>
      {isChanged ? (
        <a
          href="?"
          className="scale-controls__reset"
          onClick={(event) => {
            event.preventDefault();
            if (baseServings !== null) onServings(baseServings);
            onSystem("original");
          }}
        >
          <RotateCcw aria-hidden="true" size={14} />
          As written
        </a>
      ) : null}
    </form>
  );
}
