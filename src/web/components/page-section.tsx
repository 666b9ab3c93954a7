import type { ReactNode } from "react";
import { Link } from "react-router";

export interface TPageLink {
  to: string;
  label: ReactNode;
}

/** A titled section of a page (home, profiles): its heading, a link to more beside it, then the content. */
export function PageSection({
  id,
  title,
  more,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  more?: TPageLink | null;
  children: ReactNode;
}) {
  return (
    <section className="page-section" aria-labelledby={id}>
      <div className="section-header">
        <h2 id={id}>{title}</h2>
        {more ? (
          <Link to={more.to} className="section-header__link">
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** What a list shows while it has nothing: a line of text and the one thing to do about it. */
export function EmptyState({
  icon,
  text,
  action,
  actionClassName = "button",
}: {
  icon?: ReactNode;
  text: ReactNode;
  action?: TPageLink;
  actionClassName?: string;
}) {
  return (
    <div className="empty-state">
      {icon}
      <p>{text}</p>
      {action ? (
        <Link to={action.to} className={actionClassName}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
