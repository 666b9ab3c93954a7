import "#web/styles/components/cards.css";
import { Lock } from "lucide-react";
import { Link } from "react-router";
import type { TCreatorCard } from "#core/creators/creator.schema.ts";
import { formatCount } from "#web/features/recipes/format.ts";
import { CreatorAvatar } from "./creator-avatar.tsx";

export interface TCreatorCardProps {
  creator: TCreatorCard;
  headingLevel?: "h2" | "h3" | "h4";
}

/** A creator worth following: face, name, blog and how much there is to cook. */
export function CreatorCard({ creator, headingLevel: Heading = "h3" }: TCreatorCardProps) {
  const followers = `${formatCount(creator.followerCount)} ${creator.followerCount === 1 ? "follower" : "followers"}`;
  const recipes = `${formatCount(creator.recipeCount)} ${creator.recipeCount === 1 ? "recipe" : "recipes"}`;
  return (
    <article className="card-tile creator-card">
      <CreatorAvatar name={creator.name} avatarUrl={creator.avatarUrl} />
      <Heading className="card-tile__title">
        <Link to={`/u/${encodeURIComponent(creator.username)}`} className="card-tile__link">
          {creator.name}
        </Link>
      </Heading>
      <p className="creator-card__blog">
        {creator.blog.title}
        {creator.blog.hasPaywalledContent ? (
          <span className="creator-card__badge">
            <Lock aria-hidden="true" size={12} />
            Subscriptions
          </span>
        ) : null}
      </p>
      {creator.bio ? <p className="creator-card__bio line-clamp-2">{creator.bio}</p> : null}
      <p className="creator-card__stats">
        {followers}
        <span aria-hidden="true"> · </span>
        {recipes}
      </p>
    </article>
  );
}
