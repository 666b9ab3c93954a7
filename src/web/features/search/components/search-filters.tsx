/**
 * The filters of the recipe search, inside the page's GET form. Without JavaScript, "Apply" sends
 * them; with it, each change submits the form at once.
 */
import { SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";
import { FilterChip } from "#web/components/filter-chip.tsx";
import { formatDiet } from "#web/features/recipes/format.ts";
import {
  countFilters,
  courseOptions,
  cuisineSuggestions,
  dietOptions,
  maxMinuteOptions,
  searchHref,
  type TSearchState,
} from "../search-url.ts";

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "Vegan, Dinner, 30 minutes or less": what is applied, for the closed panel's summary. */
export function describeFilters(state: TSearchState): string {
  return [
    ...state.diet.map(formatDiet),
    state.course && capitalize(state.course),
    state.cuisine,
    state.maxMinutes !== undefined && minutesLabel(state.maxMinutes),
    state.hasImage && "With a photo",
    state.hasVideo && "With a video",
  ]
    .filter(Boolean)
    .join(", ");
}

function minutesLabel(minutes: number): string {
  return minutes < 60 ? `${minutes} minutes or less` : `${minutes / 60} ${minutes === 60 ? "hour" : "hours"} or less`;
}

export function SearchFilters({
  state,
  isOpen,
  onOpenChange,
  onChange,
}: {
  state: TSearchState;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onChange: () => void;
}) {
  const count = countFilters(state);
  const applied = describeFilters(state);
  return (
    <details className="search-filters" open={isOpen} onToggle={(event) => onOpenChange(event.currentTarget.open)}>
      <summary className="search-filters__summary">
        <SlidersHorizontal aria-hidden="true" size={18} />
        Filters
        {count > 0 ? <span className="search-filters__count tabular">{count}</span> : null}
        {applied ? <span className="search-filters__applied muted">{applied}</span> : null}
      </summary>
      {/* Keyed by the URL: the fields show the search in the address bar after every navigation. */}
      <div className="search-filters__body" key={searchHref(state)}>
        <fieldset className="search-filters__group">
          <legend className="field__label">Diet</legend>
          <div className="filter-chips">
            {dietOptions.map((diet) => (
              <FilterChip
                key={diet}
                label={formatDiet(diet)}
                name="diet"
                value={diet}
                defaultChecked={state.diet.includes(diet)}
                onChange={onChange}
              />
            ))}
          </div>
        </fieldset>
        <div className="search-filters__row">
          <div className="field">
            <label className="field__label" htmlFor="filter-course">
              Course
            </label>
            <select
              id="filter-course"
              name="course"
              className="input"
              defaultValue={state.course ?? ""}
              onChange={onChange}
            >
              <option value="">Any course</option>
              {courseOptions.map((course) => (
                <option key={course} value={course}>
                  {capitalize(course)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="filter-cuisine">
              Cuisine
            </label>
            <input
              id="filter-cuisine"
              name="cuisine"
              className="input"
              list="cuisine-suggestions"
              defaultValue={state.cuisine ?? ""}
              placeholder="Any cuisine"
              autoComplete="off"
              maxLength={40}
              onBlur={(event) => {
                if (event.target.value !== (state.cuisine ?? "")) onChange();
              }}
            />
            <datalist id="cuisine-suggestions">
              {cuisineSuggestions.map((cuisine) => (
                <option key={cuisine} value={cuisine} />
              ))}
            </datalist>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="filter-time">
              Ready in
            </label>
            <select
              id="filter-time"
              name="maxMinutes"
              className="input"
              defaultValue={state.maxMinutes ? String(state.maxMinutes) : ""}
              onChange={onChange}
            >
              <option value="">Any time</option>
              {maxMinuteOptions.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes < 60
                    ? `${minutes} minutes or less`
                    : `${minutes / 60} ${minutes === 60 ? "hour" : "hours"} or less`}
                </option>
              ))}
            </select>
          </div>
        </div>
        <FilterToggle name="hasImage" label="With a photo" isChecked={state.hasImage === true} onChange={onChange} />
        <FilterToggle name="hasVideo" label="With a video" isChecked={state.hasVideo === true} onChange={onChange} />
        <div className="search-filters__actions">
          <button type="submit" className="button button--secondary">
            Apply filters
          </button>
          {count > 0 ? (
            <Link to={searchHref({ q: state.q })} className="search-filters__clear">
              Clear filters
            </Link>
          ) : null}
        </div>
      </div>
    </details>
  );
}

function FilterToggle({
  name,
  label,
  isChecked,
  onChange,
}: {
  name: string;
  label: string;
  isChecked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="filter-toggle">
      <input type="checkbox" name={name} value="1" defaultChecked={isChecked} onChange={onChange} />
      {label}
    </label>
  );
}
