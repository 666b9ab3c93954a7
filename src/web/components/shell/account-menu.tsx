import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { TPublicViewer } from "#core/identity/public-viewer.ts";
import { useAuth } from "#web/features/identity/auth-provider.tsx";
import { showErrorToast } from "#web/lib/errors.ts";

/**
 * Avatar button with a small disclosure (a list of links, not an ARIA menu): the pages that are
 * the cook's own (profile, blog, subscriptions, recently viewed, invites), edit profile, sign out.
 * Escape and outside clicks close it.
 */
export function AccountMenu({ viewer }: { viewer: TPublicViewer }) {
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const name = viewer.profile?.name || viewer.email;
  const { signOut } = useAuth();
  const signOutHere = async () => {
    try {
      // Goes home and refreshes the root data itself.
      await signOut();
    } catch (error) {
      showErrorToast(error);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [isOpen]);

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? "account-menu-list" : undefined}
        onClick={() => setOpen((open) => !open)}
      >
        <Avatar name={name} url={viewer.profile?.avatarUrl ?? null} />
        <span className="visually-hidden">Account menu for {name}</span>
      </button>
      {isOpen && (
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
      )}
    </div>
  );
}

export function Avatar({ name, url, size = 36 }: { name: string; url: string | null; size?: number }) {
  if (url) return <img className="avatar" src={url} alt="" width={size} height={size} />;
  const initials = name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
  return (
    <span className="avatar avatar--initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials || "?"}
    </span>
  );
}
