/**
 * "Send to" a grocery partner: the items still to buy go to the partner's link in a new tab. A list
 * longer than one link can carry sends its first items: the panel says so before and when it is
 * sent, so the shopper ticks off what went and sends the rest. Nothing to send is said instead (and
 * tracked as a grocery delivery error).
 */
import ExternalLink from "lucide-react/icons/external-link";
import { useRouteLoaderData } from "react-router";
import { buildPartnerLink, type TGroceryPartner, type TPartnerLink } from "#core/shopping/partner-link.ts";
import { track } from "#web/lib/analytics.ts";
import { notify } from "#web/lib/toast.ts";
import type { TShoppingItem } from "../operations.ts";

const refusals = {
  empty: "Add something to your list first: there's nothing to send yet.",
  "too-long": "Your first item is too long to send in a link. Shorten it, then try again.",
};

export function GroceryPartners({ items }: { items: TShoppingItem[] }) {
  // Typed by hand: the panel is part of the shell, and importing the root module's types from it
  // would make an import cycle.
  const root = useRouteLoaderData("root") as { groceryPartners?: TGroceryPartner[] } | undefined;
  const partners = root?.groceryPartners ?? [];
  if (partners.length === 0) return null;
  const links = partners.map((partner) => ({ partner, link: buildPartnerLink(partner, items) }));
  const partial = links.flatMap(({ partner, link }) => (link.isOk && link.omitted > 0 ? [{ partner, link }] : []));
  return (
    <section className="grocery-partners" aria-labelledby="grocery-partners-title">
      <h3 id="grocery-partners-title" className="grocery-partners__title">
        Send to a grocery partner
      </h3>
      <div className="grocery-partners__links">
        {links.map(({ partner, link }) => (
          <PartnerLink key={partner.id} partner={partner} link={link} />
        ))}
      </div>
      {partial.length > 0 && (
        <p className="grocery-partners__note">
          {partial.map(({ partner, link }) => `${partner.name} gets ${describeFirst(link.included)}.`).join(" ")} The
          rest won't fit in one link: tick off what you've sent, then send again.
        </p>
      )}
    </section>
  );
}

function PartnerLink({ partner, link }: { partner: TGroceryPartner; link: TPartnerLink }) {
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
      onClick={() => {
        track("grocery delivery tap", { partner: partner.id, items: link.included, omitted: link.omitted });
        if (link.omitted > 0) notify.warning(describeOmitted(partner.name, link.included, link.omitted));
      }}
    >
      {label}
    </a>
  );
}

/** Said as the link opens, when it could not carry the whole list. */
function describeOmitted(partnerName: string, included: number, omitted: number): string {
  const left = omitted === 1 ? "1 item didn't" : `${omitted} items didn't`;
  return `Sent ${describeFirst(included)} to ${partnerName}; ${left} fit. Tick off what you've sent, then send the rest.`;
}

function describeFirst(count: number): string {
  return count === 1 ? "your first item" : `your first ${count} items`;
}
