/**
 * What the account menu lists (components/shell/account-menu.tsx): its code loads when the cook
 * points at or focuses the avatar, or opens the menu, not with every page.
 */
import { Link } from "react-router";
import type { TPublicViewer } from "#core/identity/public-viewer.ts";
import { useAuth } from "#web/features/identity/auth-provider.tsx";
import { showErrorToast } from "#web/lib/errors.ts";

export function AccountMenuList({ viewer, name }: { viewer: TPublicViewer; name: string }) {
  const { signOut } = useAuth();
  const signOutHere = async () => {
    try {
      // Goes home and refreshes the root data itself.
      await signOut();
    } catch (error) {
      showErrorToast(error);
    }
  };
  return (
    <ul className="account-menu__list card" id="account-menu-list" aria-label="Account">
      <li className="account-menu__who">
        <strong>{name}</strong>
        {viewer.profile && <span className="muted">@{viewer.profile.username}</span>}
      </li>
      {viewer.completedRegistration ? (
        <>
          <li>
            <Link to="/me">Your profile</Link>
          </li>
          {viewer.blog && (
            <li>
              <Link to="/me/blog">Your blog</Link>
            </li>
          )}
          <li>
            <Link to="/me/subscriptions">Your subscriptions</Link>
          </li>
          <li>
            <Link to="/recipes/recent">Recently viewed</Link>
          </li>
          <li>
            <Link to="/referral">Invite friends</Link>
          </li>
          <li>
            <Link to="/me/edit">Edit profile</Link>
          </li>
          {viewer.isAdmin && (
            <li>
              <Link to="/admin/analytics">Analytics</Link>
            </li>
          )}
        </>
      ) : (
        <li>
          <Link to="/auth/registration">Finish creating your profile</Link>
        </li>
      )}
      <li>
        <button type="button" className="account-menu__sign-out" onClick={signOutHere}>
          Sign out
        </button>
      </li>
    </ul>
  );
}
