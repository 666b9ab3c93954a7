import "#web/styles/pages/common.css";
import "#web/styles/pages/identity-settings.css";
import "#web/styles/pages/profile.css";
import "#web/styles/pages/meal-plans.css";
import "#web/styles/pages/search.css";
import { BookOpen, Lock, Pencil } from "lucide-react";
import { data, Link } from "react-router";
import { pageCacheHeader, pageCacheValue } from "#core/http/page-cache.ts";
import type { TProfileView } from "#core/identity/profile.schema.ts";
import { buildProfilePage, type TJsonLd } from "#core/seo/structured-data.ts";
import { EmptyState, PageSection } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { CollectionGrid } from "#web/features/collections/components/collection-card.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import { DeferredFollowButton } from "#web/features/follows/components/deferred-follow-button.tsx";
import { ProfileHeader } from "#web/features/identity/components/profile-header.tsx";
import { usePersonalState } from "#web/features/identity/personal-state.tsx";
import { PlanCardList } from "#web/features/meal-plans/components/plan-card.tsx";
import { formatRecipeCount } from "#web/features/meal-plans/format.ts";
import { RecipeGrid } from "#web/features/recipes/components/recipe-grid.tsx";
import { Pagination } from "#web/features/search/components/pagination.tsx";
import type { TPageHandle } from "#web/lib/page.ts";
import type { Route } from "./+types/u.$username";

export const handle: TPageHandle = { personalState: ({ username }) => ({ username }) };

export const meta: Route.MetaFunction = (args) => {
  const profile = args.data?.profile;
  if (!profile) return metaFor(args, { title: "Profile not found", noIndex: true });
  const bio = profile.is_restricted ? "" : profile.bio;
  const page = args.data?.recipes.page ?? 1;
  return metaFor(args, {
    title: `${profile.name} (@${profile.username})${page > 1 ? ` · page ${page}` : ""}`,
    description: bio || `Recipes by ${profile.name} on Ladle.`,
    image: profile.avatar_url ?? undefined,
    ogType: "profile",
    noIndex: !profile.is_public,
    canonicalPath: profilePageHref(profile.username, page),
    jsonLd: args.data?.jsonLd,
  });
};

/** `?page=N` pages through the recipes; a visitor's cached copy is kept per address, page included. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, viewer, env } = context.get(appContext);
  const pageNumber = Math.min(
    Math.max(Math.trunc(Number(new URL(request.url).searchParams.get("page"))) || 1, 1),
    1000,
  );
  const page = await services.profiles.loadPublicPage({
    username: params.username,
    viewerId: viewer?.userId ?? null,
    page: pageNumber,
  });
  if (!page) throw data(null, { status: 404 });
  // Rendered for nobody in particular it is the same for every reader, and a public profile the
  // same for signed-in readers too (who is its owner comes after).
  const headers: Record<string, string> = viewer
    ? {}
    : { [pageCacheHeader]: pageCacheValue({ seconds: 5, isSharedWithSignedIn: page.profile.is_public }) };
  const isOwner = viewer?.userId === page.profile.id;
  // For a reader signed in it is their own page (the shared copy has no viewer: see the component).
  const followStatus =
    viewer && !isOwner
      ? await services.follows.findStatus({ followerId: viewer.userId, followeeId: page.profile.id })
      : "none";
  return data({ ...page, isOwner, followStatus, jsonLd: profileJsonLd(env.publicUrl, page.profile) }, { headers });
}

function profilePageHref(username: string, page: number): string {
  return `/u/${username}${page > 1 ? `?page=${page}` : ""}`;
}

/** A public profile is a ProfilePage about its Person; a private one tells search engines nothing. */
function profileJsonLd(origin: string, profile: TProfileView): TJsonLd[] {
  if (profile.is_restricted || !profile.is_public) return [];
  return [
    buildProfilePage(origin, {
      name: profile.name,
      username: profile.username,
      bio: profile.bio,
      avatarUrl: profile.avatar_url,
      blogUrl: profile.blog ? `/p/blogs/${profile.blog.shortlink}` : null,
    }),
  ];
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function UserProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, recipes, collections, mealPlans, mealPlanTotal } = loaderData;
  const personal = usePersonalState()?.profile;
  const isOwner = personal?.isOwner ?? loaderData.isOwner;
  const followStatus = personal?.followStatus ?? loaderData.followStatus;
  const headerAction = isOwner ? (
    <Link to="/me/edit" className="button button--secondary">
      <Pencil aria-hidden="true" size={18} />
      Edit profile
    </Link>
  ) : (
    <DeferredFollowButton userId={profile.id} name={profile.name} status={followStatus} />
  );

  if (profile.is_restricted) {
    return (
      <div className="page identity-page">
        <ProfileHeader profile={profile} actions={headerAction} />
        <section className="page-section empty-state identity-private-note">
          <Lock aria-hidden="true" size={32} className="muted" />
          <h2>This profile is private</h2>
          <p>
            Only followers {profile.name} approves can see their recipes and collections.
            {followStatus === "requested"
              ? " Your request is with them: once they approve it, this page opens up."
              : " Ask to follow them and they'll decide."}
          </p>
        </section>
      </div>
    );
  }

  const firstName = profile.name.split(/\s+/)[0] || profile.username;
  const pageCount = Math.ceil(recipes.total / recipes.pageSize);
  const blogHref = profile.blog
    ? profile.blog.has_paywalled_content
      ? `/p/blogs/${profile.blog.shortlink}`
      : `/u/${profile.username}/blog`
    : null;

  return (
    <div className="page identity-page">
      <ProfileHeader
        profile={profile}
        recipeTotal={recipes.total}
        actions={
          <>
            {headerAction}
            {blogHref && profile.blog ? (
              <Link to={blogHref} className="button button--ghost">
                <BookOpen aria-hidden="true" size={18} />
                {profile.blog.title}
              </Link>
            ) : null}
          </>
        }
      />
      <PageSection id="user-recipes" title={isOwner ? "Your public recipes" : `Recipes by ${firstName}`}>
        {recipes.items.length > 0 ? (
          <>
            <RecipeGrid recipes={recipes.items} aboveFoldCount={4} />
            <Pagination
              page={recipes.page}
              pageCount={pageCount}
              hrefFor={(n) => profilePageHref(profile.username, n)}
              label={`Pages of recipes by ${firstName}`}
            />
          </>
        ) : recipes.total > 0 ? (
          <EmptyState
            text={`${isOwner ? "You have" : `${firstName} has`} ${formatRecipeCount(recipes.total)}; this page is past the last one.`}
            action={{ to: profilePageHref(profile.username, pageCount), label: "Go to the last page" }}
          />
        ) : (
          <EmptyState
            text={isOwner ? "You haven't published a recipe yet." : `${firstName} hasn't published a recipe yet.`}
            action={
              isOwner
                ? { to: "/recipe/import", label: "Import a recipe" }
                : { to: "/search", label: "Find something to cook" }
            }
          />
        )}
      </PageSection>
      {mealPlans.length > 0 ? (
        <PageSection
          id="user-meal-plans"
          title={isOwner ? "Your public meal plans" : `Meal plans by ${firstName}`}
          more={{
            to: `/u/${profile.username}/meal-plans`,
            label: mealPlanTotal > mealPlans.length ? `See all ${mealPlanTotal}` : "See all",
          }}
        >
          <PlanCardList plans={mealPlans} isOwnList={isOwner} />
        </PageSection>
      ) : null}
      {collections.length > 0 || (isOwner && recipes.page === 1) ? (
        <PageSection
          id="user-collections"
          title={isOwner ? "Your public collections" : `Collections by ${firstName}`}
          more={isOwner ? { to: "/me", label: "All your collections" } : null}
        >
          {collections.length > 0 ? (
            <CollectionGrid collections={collections} />
          ) : (
            <EmptyState
              text="You have no public collections yet. Make one public from its edit page, or start one."
              action={{ to: "/collection/create", label: "Create a collection" }}
            />
          )}
        </PageSection>
      ) : null}
    </div>
  );
}
