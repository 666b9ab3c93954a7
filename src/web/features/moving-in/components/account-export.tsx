/**
 * "Download everything you made": the account's archive, as a plain link (the browser saves the
 * zip as the server writes it; no script involved).
 */
import { Download } from "lucide-react";

export function AccountExportSection() {
  return (
    <section className="card identity-section account-export" aria-labelledby="account-export-title">
      <h2 id="account-export-title">Your recipes, to keep</h2>
      <p className="muted">
        One zip file with every recipe you wrote (private, drafts and subscriber-only ones too) and their photos, your
        collections, meal plans, shopping list and reviews. Recipes come as schema.org recipe files that other recipe
        apps read, and Ladle can bring the whole archive back in.
      </p>
      <a href="/api/me/export" download className="button button--secondary account-export__link">
        <Download aria-hidden="true" size={18} />
        Download everything you made
      </a>
      <p className="muted account-export__note">You can download it up to 5 times an hour.</p>
    </section>
  );
}
