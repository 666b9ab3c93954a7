/**
 * "Send to" a grocery partner: the items still to buy go to the partner's link in a new tab.
 * Nothing to send, or too much for a link, is said instead (and tracked as a grocery delivery error).
 */
import ExternalLink from "lucide-react/icons/external-link";
import { useRouteLoaderData } from "react-router";
import { buildPartnerLink, type TGroceryPartner } from "#core/shopping/partner-link.ts";
import { track } from "#web/lib/analytics.ts";
import { notify } from "#web/lib/toast.ts";
import type { TShoppingItem } from "../operations.ts";

const refusals = {
  empty: "Add something to your list first: there's nothing to send yet.",
  "too-long": "Your list is too long to send in one go. Tick off what you have, then try again.",
};

export function GroceryPartners({ items }: { items: TShoppingItem[] }) {
  // Typed by hand: the panel is part of the shell, and importing the root module's types from it
  // would make an import cycle.
  const root = useRouteLoaderData("root") as { groceryPartners?: TGroceryPartner[] } | undefined;
  const partners = root?.groceryPartners ?? [];
  if (partners.length === 0) return null;
  return (
    <section className="grocery-partners" aria-labelledby="grocery-partners-title">
      <h3 id="grocery-partners-title" className="grocery-partners__title">
        Send to a grocery partner
      </h3>
      <div className="grocery-partners__links">
        {partners.map((partner) => (
          <PartnerLink key={partner.id} partner={partner} items={items} />
        ))}
      </div>
    </section>
  );
}

function PartnerLink({ partner, items }: { partner: TGroceryPartner; items: TShoppingItem[] }) {
  const link = buildPartnerLink(partner, items);
  const label = (
    <>
      {partner.name}
      <ExternalLink size={14} aria-hidden="true" />
    </>
  );
  if (!link.isOk) {
    return (
      <button
        type="button"
        className="button button--secondary grocery-partners__link"
        onClick={() => {
          track("grocery delivery error", { partner: partner.id, reason: link.reason });
          notify.warning(refusals[link.reason]);
        }}
      >
        {label}
      </button>
    );
  }
  return (
    <a
      className="button button--secondary grocery-partners__link"
      href={link.url}
      target="_blank"
      rel="noopener"
      aria-label={`${partner.name} (opens in a new tab)`}
      onClick={() => track("grocery delivery tap", { partner: partner.id, items: items.length })}
    >
      {label}
    </a>
  );
}
