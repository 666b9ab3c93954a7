/**
 * Cook mode: one step at a time in large type, the screen kept on (Screen Wake Lock), arrow keys
 * or the big buttons to move, the scaled ingredients a tap away. A modal <dialog>: Escape closes it
 * and focus goes back to the button that opened it.
 */
import { ChevronLeft, ChevronRight, Sun, SunDim, X } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useWakeLock } from "../use-wake-lock.ts";
import type { TNumberedStep } from "./step-list.tsx";

const nextKeys = new Set(["ArrowRight", "ArrowDown", "PageDown", "j"]);
const previousKeys = new Set(["ArrowLeft", "ArrowUp", "PageUp", "k"]);

export function CookMode({
  title,
  steps,
  startAt,
  isOpen,
  onClose,
  onStepDone,
  ingredients,
}: {
  title: string;
  steps: TNumberedStep[];
  /** Index of the step to open on (the first one not done yet). */
  startAt: number;
  isOpen: boolean;
  onClose: () => void;
  /** Moving past a step marks it done. */
  onStepDone: (position: number) => void;
  ingredients: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(startAt);
  const wakeLock = useWakeLock(isOpen);
  const step = steps[Math.min(index, steps.length - 1)];
  const isLast = index >= steps.length - 1;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      setIndex(Math.min(startAt, Math.max(0, steps.length - 1)));
      element.showModal();
    }
    if (!isOpen && element.open) element.close();
  }, [isOpen, startAt, steps.length]);

  function go(delta: number) {
    if (delta > 0 && step) onStepDone(step.position);
    if (delta > 0 && isLast) {
      onClose();
      return;
    }
    setIndex((current) => Math.min(Math.max(0, current + delta), steps.length - 1));
  }

  return (
    <dialog
      ref={dialog}
      className="cook-mode"
      aria-labelledby="cook-mode-title"
      onClose={onClose}
      onKeyDown={(event) => {
        const target = event.target as HTMLElement;
        if (target.closest("summary, input, textarea")) return;
        if (nextKeys.has(event.key)) {
          event.preventDefault();
          go(1);
        } else if (previousKeys.has(event.key)) {
          event.preventDefault();
          go(-1);
        }
      }}
    >
      {isOpen && step ? (
        <div className="cook-mode__inner">
          <header className="cook-mode__header">
            <div>
              <p className="eyebrow cook-mode__eyebrow">Cook mode</p>
              <h2 id="cook-mode-title" className="cook-mode__title">
                {title}
              </h2>
            </div>
            <p className="cook-mode__wake muted" aria-live="polite">
              {wakeLock === "on" ? (
                <>
                  <Sun aria-hidden="true" size={16} /> Screen stays on
                </>
              ) : wakeLock === "unsupported" ? (
                <>
                  <SunDim aria-hidden="true" size={16} /> Your screen may dim
                </>
              ) : null}
            </p>
            <button type="button" className="icon-button" aria-label="Close cook mode" onClick={onClose}>
              <X aria-hidden="true" size={24} />
            </button>
          </header>

          <div className="cook-mode__progress" aria-hidden="true">
            <span style={{ width: `${((index + 1) / steps.length) * 100}%` }} />
          </div>

          <section className="cook-mode__step" aria-live="polite" aria-atomic="true">
            <p className="cook-mode__count">
              Step {step.position} of {steps.length}
              {step.sectionName ? <span className="muted"> · {step.sectionName}</span> : null}
            </p>
            <p className="cook-mode__text">{step.text}</p>
          </section>

          <details className="cook-mode__ingredients">
            <summary>Ingredients</summary>
            {ingredients}
          </details>

          <footer className="cook-mode__nav">
            <button
              type="button"
              className="button button--secondary cook-mode__button"
              onClick={() => go(-1)}
              disabled={index === 0}
            >
              <ChevronLeft aria-hidden="true" size={22} />
              Previous
            </button>
            <button type="button" className="button cook-mode__button" onClick={() => go(1)}>
              {isLast ? "Finish" : "Next"}
              {isLast ? null : <ChevronRight aria-hidden="true" size={22} />}
            </button>
          </footer>
          <p className="cook-mode__hint muted">Use the arrow keys to move between steps.</p>
        </div>
      ) : null}
    </dialog>
  );
}
