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

/** The contact address as a mail link. */
export function ContactLink({ subject }: { subject?: string }) {
  const email = useContactEmail();
  const href = subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
  return <a href={href}>{email}</a>;
}
