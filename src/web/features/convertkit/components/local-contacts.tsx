import { Users } from "lucide-react";
import { useId } from "react";
import type { TConvertkitLists, TLocalContact } from "#core/integrations/convertkit.schema.ts";
import { EmptyState } from "#web/components/page-section.tsx";

/** The local stand-in's list: who Ladle added, and where, newest first. */
export function LocalContacts({ contacts, lists }: { contacts: TLocalContact[]; lists: TConvertkitLists | null }) {
  const id = useId();
  const nameOf = (contact: TLocalContact) =>
    (contact.targetType === "form" ? lists?.forms : lists?.tags)?.find((list) => list.id === contact.targetId)?.name ??
    contact.targetId;
  return (
    <section className="card convertkit-card" aria-labelledby={id}>
      <h2 id={id}>Contacts on the test list</h2>
      {contacts.length === 0 ? (
        <EmptyState
          icon={<Users aria-hidden="true" size={28} />}
          text="No contacts yet. New paid subscribers, and followers who agree, appear here as they're added."
        />
      ) : (
        <ul className="convertkit-contacts">
          {contacts.map((contact) => (
            <li key={`${contact.email}:${contact.targetType}:${contact.targetId}`}>
              <span className="convertkit-contacts__who">
                <strong>{contact.firstName || contact.email}</strong>
                {contact.firstName ? <span className="muted">{contact.email}</span> : null}
              </span>
              <span className="muted convertkit-small">
                {contact.targetType === "form" ? "Form" : "Tag"}: {nameOf(contact)} ·{" "}
                {new Date(contact.addedAt).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
