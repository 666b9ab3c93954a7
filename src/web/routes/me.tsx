import "#web/styles/pages/common.css";
import "#web/styles/pages/identity-settings.css";
import "#web/styles/pages/profile.css";
import "#web/styles/pages/meal-plans.css";
import { BookOpen, CalendarDays, FolderPlus, Globe, Lock, Pencil, UserPlus } from "lucide-react";
import { data, Link } from "react-router";
import { ZFollowRequestAnswer } from "#core/follows/follow.schema.ts";
import { EmptyState, PageSection } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { startBlogFrom } from "#web/features/blogs/blog-actions.server.ts";
import { StartBlogForm } from "#web/features/blogs/components/start-blog-form.tsx";
import { CollectionGrid } from "#web/features/collections/components/collection-card.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import { FollowNotices, FollowRequestsSection } from "#web/features/follows/components/follow-requests.tsx";
import { ProfileHeader } from "#web/features/identity/components/profile-header.tsx";
import { PlanCardList } from "#web/features/meal-plans/components/plan-card.tsx";
import { RecipeGrid } from "#web/features/recipes/components/recipe-grid.tsx";
import { formErrorFrom } from "#web/features/recipes/page-errors.server.ts";
import { Pagination } from "#web/features/search/components/pagination.tsx";
import { parseFormWith } from "#web/lib/form-data.server.ts";
import type { Route } from "./+types/me";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Your profile", noIndex: true });

/** Plans shown here before "See all". */
const mealPlansShown = 6;
/** Requests shown at once; answering them brings the next ones. */
const followRequestsShown = 24;

/** `?page=N` pages through the cook's recipes; the rest of the page stays as it is. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  const recipePage = Math.min(
    Math.max(Math.trunc(Number(new URL(request.url).searchParams.get("page"))) || 1, 1),
    1000,
  );
  const [page, mealPlans, followRequests, followNotices] = await Promise.all([
    services.profiles.loadOwnPage({ userId: viewer.userId, page: recipePage }),
    services.mealPlans.listMine({ userId: viewer.userId, limit: mealPlansShown + 1 }),
    services.follows.listRequests({ userId: viewer.userId, pageSize: followRequestsShown }),
    services.follows.listNotices({ userId: viewer.userId }),
  ]);
  if (!page.profile) throw data(null, { status: 404 });
  return {
    ...page,
    mealPlans,
    followRequests,
    followNotices,
    profile: page.profile,
    blog: viewer.blog && { shortlink: viewer.blog.shortlink },
  };
}

/**
 * The page's forms post here, told apart by their `intent`: "Start your blog" starts one and goes
 * to Your blog; a follow request's answer (approve, decline) or a dismissed notice is recorded and
 * the page is read again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  const form = await request.clone().formData();
  if (form.get("intent") === "start-blog") return startBlogFrom({ form, services, userId: viewer.userId });
  const parsed = await parseFormWith(request, ZFollowRequestAnswer);
  if (!parsed.ok) return { ok: false as const, formError: Object.values(parsed.fieldErrors)[0] ?? null };
  const answer = parsed.data;
  try {
    if (answer.intent === "dismiss") {
      await services.follows.dismissNotice({ userId: viewer.userId, noticeId: answer.noticeId });
    } else if (answer.intent === "approve") {
      await services.follows.approve({ userId: viewer.userId, followerId: answer.userId });
    } else {
      await services.follows.decline({ userId: viewer.userId, followerId: answer.userId });
    }
    return { ok: true as const, formError: null };
  } catch (error) {
    return formErrorFrom(error);
  }
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, recipes, recipeTotal, recipePage, recipePageSize, collections, collectionTotal, blog, mealPlans } =
    loaderData;
  const recipePageCount = Math.ceil(recipeTotal / recipePageSize);
  const { followRequests, followNotices } = loaderData;
  // A public profile's follows need no answer; requests left from when it was private still show.
  const hasRequestsSection = !profile.is_public || followRequests.total > 0;
  return (
    <div className="page identity-page">
      <FollowNotices notices={followNotices} />
      <ProfileHeader
        profile={profile}
        recipeTotal={recipeTotal}
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
            {followRequests.total > 0 ? (
              <a href="#me-follow-requests" className="button button--ghost">
                <UserPlus aria-hidden="true" size={18} />
                Follow requests <span className="request-count tabular">{followRequests.total}</span>
              </a>
            ) : null}
          </>
        }
      />

      {blog ? null : <StartBlogForm suggestedName={`${profile.name}'s kitchen`} />}
      {hasRequestsSection ? (
        <FollowRequestsSection requests={followRequests.items} total={followRequests.total} />
      ) : null}

      <PageSection
        id="me-recipes"
        title="Your recipes"
        more={recipes.length > 0 ? { to: "/recipe/import", label: "Import a recipe" } : null}
      >
        {recipes.length > 0 ? (
          <>
            <RecipeGrid recipes={recipes} aboveFoldCount={recipePage === 1 ? 4 : 0} isVisibilityShown />
            {recipePageCount > 1 ? (
              <>
                <p className="muted identity-note">
                  Recipes {(recipePage - 1) * recipePageSize + 1}–{(recipePage - 1) * recipePageSize + recipes.length}{" "}
                  of {recipeTotal}, most recently changed first.
                </p>
                <Pagination
                  page={recipePage}
                  pageCount={recipePageCount}
                  hrefFor={ownRecipesHref}
                  label="Pages of your recipes"
                />
              </>
            ) : null}
          </>
        ) : recipeTotal > 0 ? (
          <EmptyState
            text={`You have ${recipeTotal} recipes; this page is past the last one.`}
            action={{ to: ownRecipesHref(recipePageCount), label: "Go to the last page" }}
          />
        ) : (
          <EmptyState
            text="You haven't added any recipes yet."
            action={{ to: "/recipe/import", label: "Import a recipe" }}
          />
        )}
      </PageSection>

      <PageSection
        id="me-collections"
        title="Your collections"
        more={collections.length > 0 ? { to: "/collection/create", label: <NewCollectionLabel /> } : null}
      >
        {collections.length > 0 ? (
          <>
            <CollectionGrid collections={collections} isVisibilityShown />
            {collectionTotal > collections.length ? (
              <p className="muted identity-note">
                Showing your {collections.length} most recently changed collections of {collectionTotal}.
              </p>
            ) : null}
          </>
        ) : (
          <EmptyState
            icon={<FolderPlus aria-hidden="true" size={32} className="muted" />}
            text="No collections yet. Gather recipes you love into collections like “Weeknight dinners”."
            action={{ to: "/collection/create", label: "Create a collection" }}
          />
        )}
      </PageSection>

      <PageSection
        id="me-meal-plans"
        title="Meal plans"
        more={
          mealPlans.length > mealPlansShown
            ? { to: `/u/${profile.username}/meal-plans`, label: "See all" }
            : mealPlans.length > 0
              ? { to: "/meal_plan/create", label: "New plan" }
              : null
        }
      >
        {mealPlans.length > 0 ? (
          <PlanCardList plans={mealPlans.slice(0, mealPlansShown)} isOwnList />
        ) : (
          <EmptyState
            icon={<CalendarDays aria-hidden="true" size={32} className="muted" />}
            text="No meal plans yet. Plan your week and the shopping list writes itself."
            action={{ to: "/meal_plan/create", label: "Plan your week" }}
          />
        )}
      </PageSection>
    </div>
  );
}

function ownRecipesHref(page: number): string {
  return page > 1 ? `/me?page=${page}#me-recipes` : "/me#me-recipes";
}

function NewCollectionLabel() {
  return (
    <>
      <FolderPlus aria-hidden="true" size={18} />
      New collection
    </>
  );
}
