/**
 * The parts of a recipe page only its author sees: whether it is private, a draft or for
 * subscribers, and what they kept from the app they moved in from. Loaded by owner-parts-slot.tsx,
 * so readers, who never see them, never download them.
 */
import { EyeOff, Lock } from "lucide-react";
import { ownerPartsMarker } from "./owner-parts-marker.ts";

export { KeptDetailsCard } from "#web/features/moving-in/kept-details-card.tsx";

const visibilityNotes: Record<string, string> = {
  draft: "This is a draft: only you can see it.",
  private: "This recipe is private: only you can see it.",
  paywalled: "Subscribers see the whole recipe; everyone else sees a teaser.",
};

export function OwnerNote({ visibility }: { visibility: string }) {
  const Icon = visibility === "paywalled" ? Lock : EyeOff;
  return (
    <p className="recipe-owner-note" {...{ [ownerPartsMarker]: "" }}>
      <Icon aria-hidden="true" size={16} />
      {visibilityNotes[visibility]}
    </p>
  );
}
