import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { TPageLink } from "#web/components/page-section.tsx";
import type { TContactKind } from "../constants.ts";
import { useContactEmail } from "../use-contact-email.ts";

export interface TContentPageProps {
  /** Small label above the title ("Legal", "For bloggers"). */
  eyebrow?: string;
  title: string;
  lead?: React.ReactNode;
  /** "Last updated" date for policies. */
  updatedOn?: string;
  children: React.ReactNode;
}

/** The frame every content page shares: a calm header and a readable text column. */
export function ContentPage({ eyebrow, title, lead, updatedOn, children }: TContentPageProps) {
  return (
    <article className="page content-page">
      <header className="content-page__header">
        {eyebrow ? <p className="content-page__eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className="content-page__lead">{lead}</p> : null}
        {updatedOn ? <p className="content-page__updated">Last updated {updatedOn}</p> : null}
      </header>
      <div className="prose">{children}</div>
    </article>
  );
}

/** A contact address as a mail link: the general one unless `kind` names support or bugs. */
export function ContactLink({ subject, kind = "general" }: { subject?: string; kind?: TContactKind }) {
  const email = useContactEmail(kind);
  const href = subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
  return <a href={href}>{email}</a>;
}

/** Reasons or benefits, each with an icon, a heading and a line of text. */
export function FeatureList({ items }: { items: readonly { icon: LucideIcon; title: string; text: string }[] }) {
  return (
    <ul className="feature-list">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="feature-list__item">
          <span className="feature-list__icon" aria-hidden="true">
            <Icon size={24} />
          </span>
          <div>
            <h2>{title}</h2>
            <p>{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The two buttons that end a content page: where to go next, and another way on. */
export function ContentCta({ primary, secondary }: { primary: TPageLink | React.ReactNode; secondary: TPageLink }) {
  return (
    <div className="content-cta">
      {isPageLink(primary) ? (
        <Link to={primary.to} className="page-button">
          {primary.label}
        </Link>
      ) : (
        primary
      )}
      <Link to={secondary.to} className="page-button page-button--secondary">
        {secondary.label}
      </Link>
    </div>
  );
}

function isPageLink(value: unknown): value is TPageLink {
  return typeof value === "object" && value !== null && "to" in value && "label" in value;
}
