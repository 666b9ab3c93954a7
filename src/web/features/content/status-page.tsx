import { ArrowLeft, CookingPot } from "lucide-react";
import { Link } from "react-router";

/** A short page with one message and a way home: placeholders, errors, not found. */
export function StatusPage({ title, lead, canGoBack = false }: { title: string; lead: string; canGoBack?: boolean }) {
  return (
    <div className="page status-page">
      <div className="status-page__icon" aria-hidden="true">
        <CookingPot size={40} strokeWidth={1.5} />
      </div>
      <h1>{title}</h1>
      <p className="status-page__lead">{lead}</p>
      <div className="status-page__actions">
        <Link to="/" className="page-button">
          Go to the home page
        </Link>
        {canGoBack ? (
          <button type="button" className="page-button page-button--secondary" onClick={() => window.history.back()}>
            <ArrowLeft aria-hidden="true" size={18} />
            Go back
          </button>
        ) : null}
      </div>
    </div>
  );
}
