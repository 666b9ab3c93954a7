import { Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { TPublicViewer } from "#core/identity/public-viewer.ts";
import { lazyPart } from "#web/components/lazy-part.tsx";

/** The menu's list loads on first use (account-menu-list.tsx). */
const AccountMenuList = lazyPart(() => import("./account-menu-list.tsx").then((module) => module.AccountMenuList));

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
        onPointerEnter={AccountMenuList.preload}
        onFocus={AccountMenuList.preload}
      >
        <Avatar name={name} url={viewer.profile?.avatarUrl ?? null} />
        <span className="visually-hidden">Account menu for {name}</span>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <AccountMenuList viewer={viewer} name={name} />
        </Suspense>
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
