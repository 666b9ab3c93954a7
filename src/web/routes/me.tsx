import "#web/styles/pages/common.css";
import "#web/styles/pages/identity-settings.css";
import "#web/styles/pages/profile.css";
import { BookOpen, CalendarDays, FolderHeart, Globe, Lock, Pencil } from "lucide-react";
import { data, Link } from "react-router";
import type { TCollectionSummary } from "#core/collections/collection.schema.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { ProfileHeader } from "#web/features/identity/components/profile-header.tsx";
import { RecipeGrid } from "#web/features/recipes/components/recipe-grid.tsx";
import type { TPageHandle } from "#web/lib/page.ts";
import type { Route } from "./+types/me";

export const handle: TPageHandle = { pageName: "Profile" };

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Your profile", noIndex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  const page = await services.profiles.loadOwnPage({ userId: viewer.userId });
  if (!page.profile) throw data(null, { status: 404 });
  return { ...page, profile: page.profile, blog: viewer.blog && { shortlink: viewer.blog.shortlink } };
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, recipes, recipeTotal, collections, blog } = loaderData;
  return (
    <div className="page identity-page">
      <ProfileHeader
        name={profile.name}
        username={profile.username}
        avatarUrl={profile.avatar_url}
        bio={profile.bio}
        isPrivate={!profile.is_public}
        counts={{ recipes: recipeTotal, followers: profile.followers_count, following: profile.following_count }}
        actions={
          <>
            <Link to="/me/edit" className="button button--secondary">
              <Pencil aria-hidden="true" size={18} />
              Edit profile
            </Link>
            <Link to={`/u/${profile.username}`} className="button button--ghost">
              {profile.is_public ? <Globe aria-hidden="true" size={18} /> : <Lock aria-hidden="true" size={18} />}
              See your public page
            </Link>
            {blog ? (
              <Link to="/me/blog" className="button button--ghost">
                <BookOpen aria-hidden="true" size={18} />
                Your blog
              </Link>
            ) : null}
          </>
        }
      />

      <section className="page-section" aria-labelledby="me-recipes">
        <div className="section-header">
          <h2 id="me-recipes">Your recipes</h2>
          {recipes.length > 0 ? (
            <Link to="/recipe/import" className="section-header__link">
              Import a recipe
            </Link>
          ) : null}
        </div>
        {recipes.length > 0 ? (
          <>
            <RecipeGrid recipes={recipes} aboveFoldCount={4} />
            {recipeTotal > recipes.length ? (
              <p className="muted identity-note">
                Showing your {recipes.length} most recently changed recipes of {recipeTotal}.
              </p>
            ) : null}
          </>
        ) : (
          <div className="empty-state">
            <p>You haven't added any recipes yet.</p>
            <Link to="/recipe/import" className="button">
              Import a recipe
            </Link>
          </div>
        )}
      </section>

      <section className="page-section" aria-labelledby="me-collections">
        <div className="section-header">
          <h2 id="me-collections">Collections</h2>
          {collections.length > 0 ? (
            <Link to="/collection/create" className="section-header__link">
              New collection
            </Link>
          ) : null}
        </div>
        {collections.length > 0 ? (
          <ul className="collection-grid">
            {collections.map((collection) => (
              <li key={collection.id}>
                <CollectionCard collection={collection} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="empty-state">
            <p>No collections yet. Save recipes you love into collections like “Weeknight dinners”.</p>
            <Link to="/collection/create" className="button">
              Create a collection
            </Link>
          </div>
        )}
      </section>

      <section className="page-section" aria-labelledby="me-meal-plans">
        <div className="section-header">
          <h2 id="me-meal-plans">Meal plans</h2>
        </div>
        <div className="empty-state">
          <CalendarDays aria-hidden="true" size={32} className="muted" />
          <p>No meal plans yet. Plan your week and the shopping list writes itself.</p>
          <Link to="/meal_plan/create" className="button">
            Plan your week
          </Link>
        </div>
      </section>
    </div>
  );
}

function CollectionCard({ collection }: { collection: TCollectionSummary }) {
  return (
    <Link to={`/collection/${collection.id}`} className="collection-card card">
      <div className="collection-card__cover">
        {collection.coverUrl ? (
          <img src={collection.coverUrl} alt="" width={400} height={300} loading="lazy" decoding="async" />
        ) : (
          <FolderHeart aria-hidden="true" size={36} strokeWidth={1.5} />
        )}
      </div>
      <div className="collection-card__body">
        <h3 className="collection-card__title">{collection.name}</h3>
        <p className="muted collection-card__meta">
          {collection.recipeCount} {collection.recipeCount === 1 ? "recipe" : "recipes"}
          {" · "}
          {collection.isPublic ? "Public" : "Private"}
        </p>
      </div>
    </Link>
  );
}
