import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The frame of the account settings pages: a way back, the heading, then the page's sections. */
export function IdentityPage({
  back,
  title,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="page identity-page">
      <div className="identity-narrow">
        <Link to={back.to} className="identity-back">
          <ArrowLeft aria-hidden="true" size={18} />
          {back.label}
        </Link>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
