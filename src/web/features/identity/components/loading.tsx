/** Skeletons that match the final layout, and the state shown when a load failed. */
import { RefreshCw } from "lucide-react";

export function IdentityListSkeleton() {
  return (
    <div role="status" aria-label="Loading your sign-in methods" className="identity-method-list">
      {[0, 1, 2].map((row) => (
        <div key={row} className="identity-method">
          <span className="skeleton identity-skeleton-icon" />
          <span className="identity-method__text">
            <span className="skeleton identity-skeleton-line" style={{ width: "30%" }} />
            <span className="skeleton identity-skeleton-line" style={{ width: "55%" }} />
          </span>
        </div>
      ))}
    </div>
  );
}

export function ProfileFormSkeleton() {
  return (
    <div role="status" aria-label="Loading your profile" className="identity-form identity-form--spaced">
      <div className="identity-avatar-edit">
        <span className="skeleton identity-skeleton-avatar" />
        <span className="skeleton identity-skeleton-line" style={{ width: "40%" }} />
      </div>
      {[0, 1, 2].map((row) => (
        <div key={row} className="field">
          <span className="skeleton identity-skeleton-line" style={{ width: "20%" }} />
          <span className="skeleton identity-skeleton-input" />
        </div>
      ))}
    </div>
  );
}

export function LoadFailed({ what, onRetry }: { what: string; onRetry(): void }) {
  return (
    <div className="identity-load-failed">
      <p>We couldn't load {what}.</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        <RefreshCw aria-hidden="true" size={18} />
        Try again
      </button>
    </div>
  );
}
