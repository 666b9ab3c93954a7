import { Link } from "react-router";

/** The Ladle wordmark with its ladle mark. */
export function Logo() {
  return (
    <Link to="/" className="logo" aria-label="Ladle home">
      <svg className="logo__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <circle cx="12" cy="19" r="9" fill="currentColor" />
        <path d="M17.5 12.5 27 3" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" />
        <path d="M5.5 17.5h13" stroke="var(--color-bg)" strokeWidth="1.6" strokeLinecap="round" opacity="0.55" />
      </svg>
      <span className="logo__word">Ladle</span>
    </Link>
  );
}
