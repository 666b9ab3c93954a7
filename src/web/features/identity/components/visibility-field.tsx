import { Globe, Lock } from "lucide-react";
import { useId } from "react";

/** Public or private profile, as two large radio cards in a fieldset. */
export function VisibilityField({ isPublic, onChange }: { isPublic: boolean; onChange(isPublic: boolean): void }) {
  const id = useId();
  const options = [
    {
      value: true,
      label: "Public",
      icon: <Globe aria-hidden="true" size={20} />,
      detail: "Anyone can see your profile and your public recipes.",
    },
    {
      value: false,
      label: "Private",
      icon: <Lock aria-hidden="true" size={20} />,
      detail: "Only followers you approve see your recipes. Your name, username and photo stay visible.",
    },
  ];
  return (
    <fieldset className="identity-fieldset">
      <legend className="field__label">Who can see your profile?</legend>
      <div className="identity-choices">
        {options.map((option) => (
          <label key={option.label} className="identity-choice" htmlFor={`${id}-${option.label}`}>
            <input
              type="radio"
              id={`${id}-${option.label}`}
              name="is_public"
              value={String(option.value)}
              checked={isPublic === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="identity-choice__body">
              <span className="identity-choice__title">
                {option.icon}
                {option.label}
              </span>
              <span className="identity-choice__detail">{option.detail}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
