import { Mail, Smartphone } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export type TSignInMethod = "email" | "phone";

const methods: { value: TSignInMethod; label: string; icon: ReactNode }[] = [
  { value: "email", label: "Email", icon: <Mail aria-hidden="true" size={18} /> },
  { value: "phone", label: "Phone", icon: <Smartphone aria-hidden="true" size={18} /> },
];

/** Email or phone, as tabs: arrow keys move between them (WAI-ARIA tabs pattern). */
export function MethodTabs({
  method,
  onChange,
  children,
}: {
  method: TSignInMethod;
  onChange(method: TSignInMethod): void;
  children: ReactNode;
}) {
  const id = useId();
  const tabs = useRef<Record<TSignInMethod, HTMLButtonElement | null>>({ email: null, phone: null });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const next: TSignInMethod =
      event.key === "Home" ? "email" : event.key === "End" ? "phone" : method === "email" ? "phone" : "email";
    onChange(next);
    tabs.current[next]?.focus();
  }

  return (
    <>
      <div className="identity-tabs" role="tablist" aria-label="Sign in with" onKeyDown={onKeyDown}>
        {methods.map((tab) => (
          <button
            key={tab.value}
            ref={(node) => {
              tabs.current[tab.value] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.value}-tab`}
            aria-selected={method === tab.value}
            aria-controls={`${id}-panel`}
            tabIndex={method === tab.value ? 0 : -1}
            className="identity-tab"
            onClick={() => onChange(tab.value)}
          >
            {tab.icon}
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${method}-tab`} className="identity-tabpanel">
        {children}
      </div>
    </>
  );
}
