import { Globe, Lock, Users } from "lucide-react";
import { useId } from "react";
import {
  collectionDescriptionMaxLength,
  collectionNameMaxLength,
  type TCollectionVisibility,
} from "#core/collections/collection-limits.ts";
import { visibilityHints, visibilityLabels } from "../visibility.ts";

const visibilityIcons = { public: Globe, private: Lock, paywalled: Users } as const;

/**
 * Name, description and who sees it: the fields Create Collection and Edit Collection share, posted
 * to their route's action. Errors sit beside the field they are about.
 */
export function CollectionDetailsFields({
  defaults,
  errors,
  canPaywall,
}: {
  defaults: { name: string; description: string; visibility: TCollectionVisibility };
  errors: Record<string, string>;
  canPaywall: boolean;
}) {
  const id = useId();
  const options = (["public", "private", "paywalled"] as const).filter(
    (value) => value !== "paywalled" || canPaywall || defaults.visibility === "paywalled",
  );
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          Name
        </label>
        <input
          id={`${id}-name`}
          className="input input--large"
          name="name"
          defaultValue={defaults.name}
          maxLength={collectionNameMaxLength}
          required
          autoComplete="off"
          placeholder="Weeknight dinners"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
        />
        {errors.name ? (
          <p id={`${id}-name-error`} className="field__error">
            {errors.name}
          </p>
        ) : null}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>
          Description <span className="muted">(optional)</span>
        </label>
        <textarea
          id={`${id}-description`}
          className="input textarea"
          name="description"
          rows={3}
          defaultValue={defaults.description}
          maxLength={collectionDescriptionMaxLength}
          placeholder="What ties these recipes together?"
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
        />
        {errors.description ? (
          <p id={`${id}-description-error`} className="field__error">
            {errors.description}
          </p>
        ) : null}
      </div>

      <fieldset className="choice-list" aria-describedby={errors.visibility ? `${id}-visibility-error` : undefined}>
        <legend className="field__label">Who can see it</legend>
        {options.map((value) => {
          const Icon = visibilityIcons[value];
          return (
            <label key={value} className="choice">
              <input type="radio" name="visibility" value={value} defaultChecked={defaults.visibility === value} />
              <span className="choice__text">
                <span className="choice__title">
                  <Icon aria-hidden="true" size={18} />
                  {visibilityLabels[value]}
                </span>
                <span className="choice__meta muted">{visibilityHints[value]}</span>
              </span>
            </label>
          );
        })}
        {errors.visibility ? (
          <p id={`${id}-visibility-error`} className="field__error">
            {errors.visibility}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
