import { HydrateLater } from "#web/components/hydrate-later.tsx";
import { lazyPart } from "#web/components/lazy-part.tsx";
import { PartUnavailableDialog } from "#web/components/part-unavailable-dialog.tsx";
import "#web/styles/pages/common.css";
import "#web/styles/components/cards.css";
// The paywall teaser, loaded after the page, shows the call to subscribe: styled from the first paint.
import "#web/styles/components/subscribe-call.css";
import "#web/styles/pages/recipe.css";
import { CirclePlay, CookingPot, Link2, Lock, RotateCcw } from "lucide-react";
import { Suspense, useEffect, useMemo, useState } from "react";
import { data, useSearchParams } from "react-router";
import { pageCacheHeader, pageCacheValue } from "#core/http/page-cache.ts";
import type { TKeptDetailsView } from "#core/moving-in/kept-details.schema.ts";
import type { TRecipePage } from "#core/recipes/recipe-page.ts";
import type { TRecipeView } from "#core/recipes/recipe-view.schema.ts";
import type { TBlogPrices } from "#core/subscriptions/subscription.schema.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { useAuth } from "#web/features/identity/auth-provider.tsx";
import { usePersonalState } from "#web/features/identity/personal-state.tsx";
import { AuthorCard } from "#web/features/recipes/components/author-card.tsx";
import { IngredientList } from "#web/features/recipes/components/ingredient-list.tsx";
import { NutritionFacts } from "#web/features/recipes/components/nutrition-facts.tsx";
import { KeptDetailsSlot, loadOwnerParts, OwnerNoteSlot } from "#web/features/recipes/components/owner-parts-slot.tsx";
import { loadPaywallTeaser, PaywallTeaserSlot } from "#web/features/recipes/components/paywall-teaser-slot.tsx";
import { RecipeActions } from "#web/features/recipes/components/recipe-actions.tsx";
import { formatReviewCount } from "#web/features/recipes/components/review-item.tsx";
import { ReviewsSection } from "#web/features/recipes/components/reviews-section.tsx";
import { ScaleControls } from "#web/features/recipes/components/scale-controls.tsx";
import { StarRating } from "#web/features/recipes/components/star-rating.tsx";
import { numberSteps, StepList, stepKey } from "#web/features/recipes/components/step-list.tsx";
import { formatDiet, formatMinutes } from "#web/features/recipes/format.ts";
import { detectUnitSystem } from "#web/features/recipes/ingredient-display.ts";
import { buildRecipeShare } from "#web/features/recipes/recipe-share.server.ts";
import { readScaleParams } from "#web/features/recipes/servings.ts";
import { loadLineScaling, useLineDisplay } from "#web/features/recipes/use-line-display.ts";
import { useRecipeProgress } from "#web/features/recipes/use-recipe-progress.ts";
import { useViewerId } from "#web/features/recipes/use-viewer-id.ts";
import { SubscribedNotice, useIsSubscribedArrival } from "#web/features/subscriptions/components/subscribed-notice.tsx";
import { hostOf } from "#web/lib/host.ts";
import type { TPageHandle } from "#web/lib/page.ts";
import type { Route } from "./+types/recipe.$recipeId";

export const handle: TPageHandle = {
  personalState: ({ recipeId }) => ({ recipeId }),
};

/** Loaded the first time someone opens it: most readers never do. */
const CookMode = lazyPart(
  () => import("#web/features/recipes/components/cook-mode.tsx").then((module) => module.CookMode),
  ({ isOpen, onClose, isOffline, retry, hasFailedAgain }) =>
    isOpen ? (
      <PartUnavailableDialog
        title="Cook mode"
        onClose={onClose}
        isOffline={isOffline}
        hasFailedAgain={hasFailedAgain}
        retry={retry}
        offline="Cook mode needs a connection to load. It'll open as soon as you're back online."
        failed="Cook mode didn't load."
      />
    ) : null,
);

export const meta: Route.MetaFunction = (args) => {
  const share = args.data?.share;
  if (!share) return metaFor(args, { title: "Recipe not found", noIndex: true });
  return metaFor(args, share);
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer, env } = context.get(appContext);
  const page = await services.recipes.loadPage({ recipeId: params.recipeId, viewerId: viewer?.userId ?? null });
  if (!page) throw data(null, { status: 404 });
  // Built here so the builders stay out of the browser bundle.
  const share = buildRecipeShare(page.recipe, env.publicUrl);
  // Rendered for nobody in particular, the page is the same for every reader: the server may reuse it
  // for a few seconds, and a public recipe's for signed-in readers too (their own state comes after).
  const cachePolicy = pageCacheValue({ seconds: 5, isSharedWithSignedIn: page.recipe.visibility === "public" });
  // A teaser offers the subscription that opens it (its price is the same for everyone).
  const blogId = page.recipe.access === "teaser" ? page.recipe.blog?.id : undefined;
  const offer = blogId ? await services.subscriptions.findBlogOffer({ blogId }).catch(() => null) : null;
  const subscribePrices = offer?.isTakingSubscriptions ? offer.prices : null;
  // The teaser's code is not part of every recipe page: the render needs it in before it starts.
  if (page.recipe.access === "teaser") await loadPaywallTeaser();
  // Rendered for its author (a shared copy has no viewer): what they kept from their old app, and
  // the code of the parts only they see, in before the render starts.
  const isOwnPage = page.recipe.isOwner && viewer !== null;
  const kept = isOwnPage
    ? await services.movingIn.findKeptDetails({ userId: viewer.userId, recipeId: page.recipe.id })
    : null;
  if (isOwnPage) await loadOwnerParts();
  // A link with other servings or units is served scaled: the code that scales is in before the render.
  await loadLineScaling();
  // Which system the author measures in names the units switch; worked out here, so the page needs
  // no unit tables until the cook scales or converts.
  const detectedSystem = page.recipe.access === "full" ? detectUnitSystem(page.recipe.ingredientGroups) : "metric";
  return data(
    { ...page, share, subscribePrices, kept, detectedSystem },
    { headers: viewer ? {} : { [pageCacheHeader]: cachePolicy } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function RecipePage({ loaderData }: Route.ComponentProps) {
  // A new recipe is a new page: its progress and cook mode start afresh.
  return <RecipeView key={loaderData.recipe.id} page={loaderData} />;
}

function RecipeView({
  page,
}: {
  page: TRecipePage & {
    subscribePrices?: TBlogPrices | null;
    kept: TKeptDetailsView | null;
    /** The measuring system most of the recipe's amounts are in (worked out by the loader). */
    detectedSystem: "us" | "metric";
  };
}) {
  const { recipe } = page;
  const { isOwner, followStatus, reviews, kept } = useRecipeOwnState(page);
  const { role, state: authState } = useAuth();
  const viewerId = useViewerId();
  const [searchParams] = useSearchParams();
  const scale = readScaleParams(searchParams, recipe.servings);
  const { progress, toggleIngredient, toggleStep, setServings, setSystem, clearChecks } = useRecipeProgress(
    recipe.id,
    { servings: scale.servings, system: scale.system },
    scale.isInUrl,
    authState.status === "loading" ? undefined : viewerId,
  );
  const [isCooking, setIsCooking] = useState(false);
  useViewBeacon(recipe.id);
  const [hasOpenedCookMode, setHasOpenedCookMode] = useState(false);
  const isTeaser = recipe.access === "teaser";
  const isSubscribedArrival = useIsSubscribedArrival();
  const full = recipe.access === "full" ? recipe : null;

  const steps = useMemo(() => (full ? numberSteps(full.instructionSections) : []), [full]);
  const factor = recipe.servings && progress.servings ? progress.servings / recipe.servings : 1;
  const lines = useLineDisplay(factor, progress.system);
  const firstOpenStep = Math.max(
    0,
    steps.findIndex((step) => !progress.doneSteps.includes(stepKey(step.position))),
  );
  const hasTicks = progress.checkedIngredients.length > 0 || progress.doneSteps.length > 0;

  const editHref = isOwner
    ? recipe.visibility === "draft" && (role === "BLOG_CREATOR" || role === "PAYWALLED_BLOG_CREATOR")
      ? `/recipe/${recipe.id}/draft`
      : `/recipe/${recipe.id}/edit`
    : null;
  const eyebrow = [...recipe.courses.map(capitalize), ...recipe.cuisines].slice(0, 3).join(" · ");
  const ingredients = full ? (
    <IngredientList
      groups={full.ingredientGroups}
      display={lines.display}
      isScaled={lines.isScaled}
      isPending={lines.isPending}
      checked={progress.checkedIngredients}
      onToggle={toggleIngredient}
    />
  ) : null;

  return (
    <article className="recipe-page" aria-labelledby="recipe-title">
      {/* Each part of the page hydrates in a task of its own (components/hydrate-later.tsx). */}
      <HydrateLater as="contents">
        <header className="recipe-hero container">
          <div className="recipe-hero__media">
            <RecipeImage recipe={recipe} />
            {isTeaser ? (
              <span className="recipe-hero__badge">
                <Lock aria-hidden="true" size={16} />
                Subscribers
              </span>
            ) : null}
          </div>
          <div className="recipe-hero__body">
            {eyebrow ? <p className="eyebrow recipe-hero__eyebrow">{eyebrow}</p> : null}
            <h1 id="recipe-title" className="recipe-hero__title">
              {recipe.title}
            </h1>
            {recipe.rating.count > 0 ? (
              <a href="#reviews" className="recipe-hero__rating">
                <StarRating value={recipe.rating.average} size={18} />
                <span className="tabular">{recipe.rating.average.toFixed(1)}</span>
                <span className="muted">({formatReviewCount(recipe.rating.count)})</span>
              </a>
            ) : null}
            {recipe.description ? <p className="recipe-hero__description">{recipe.description}</p> : null}
            <RecipeFacts recipe={recipe} />
            {recipe.diets.length > 0 ? (
              <ul className="diet-chips recipe-hero__diets" aria-label="Diets">
                {recipe.diets.map((diet) => (
                  <li key={diet} className="diet-chip">
                    {formatDiet(diet)}
                  </li>
                ))}
              </ul>
            ) : null}
            {recipe.author ? (
              <AuthorCard
                author={recipe.author}
                blog={recipe.blog}
                isPaywalledBlog={recipe.visibility === "paywalled"}
                followStatus={followStatus}
                isOwner={isOwner}
                editHref={editHref}
              />
            ) : null}
          </div>
        </header>
      </HydrateLater>

      {isSubscribedArrival && recipe.blog && recipe.visibility === "paywalled" ? (
        <div className="container">
          <SubscribedNotice blogTitle={recipe.blog.title} hasPaidAccess={!isTeaser} />
        </div>
      ) : null}
      <HydrateLater as="contents">
        <div className="container recipe-toolbar">
          {isOwner && recipe.visibility !== "public" ? <OwnerNoteSlot visibility={recipe.visibility} /> : null}
          <RecipeActions
            recipe={recipe}
            servings={progress.servings}
            isTeaser={isTeaser}
            viewerId={viewerId}
            onCookMode={() => {
              setHasOpenedCookMode(true);
              setIsCooking(true);
            }}
          />
        </div>
      </HydrateLater>

      {full ? (
        <div className="container recipe-body">
          <HydrateLater as="contents">
            <section className="recipe-ingredients" aria-labelledby="ingredients-title">
              <div className="recipe-ingredients__header">
                <h2 id="ingredients-title">Ingredients</h2>
                <ScaleControls
                  servings={progress.servings}
                  baseServings={recipe.servings}
                  system={progress.system}
                  detectedSystem={page.detectedSystem}
                  onServings={setServings}
                  onSystem={setSystem}
                  onIntent={loadLineScaling}
                />
              </div>
              {full.ingredientGroups.length > 0 ? ingredients : <p className="muted">No ingredients listed.</p>}
              {/* The server gives an estimate only when the author gave no nutrition. */}
              {full.estimatedNutrition ? (
                <NutritionFacts nutrition={full.estimatedNutrition} isEstimate />
              ) : full.nutrition ? (
                <NutritionFacts nutrition={full.nutrition} />
              ) : null}
            </section>
          </HydrateLater>

          <section className="recipe-method" aria-labelledby="method-title">
            <div className="recipe-method__header">
              <h2 id="method-title">Method</h2>
              {hasTicks ? (
                <button type="button" className="button button--ghost recipe-method__clear" onClick={clearChecks}>
                  <RotateCcw aria-hidden="true" size={16} />
                  Clear ticks
                </button>
              ) : null}
            </div>
            {full.videoUrl ? <VideoLink url={full.videoUrl} /> : null}
            {steps.length > 0 ? (
              <HydrateLater>
                <StepList sections={full.instructionSections} done={progress.doneSteps} onToggle={toggleStep} />
              </HydrateLater>
            ) : (
              <p className="muted">No steps yet.</p>
            )}
            <SourceNote sourceUrl={full.sourceUrl} attribution={full.attribution} />
          </section>
        </div>
      ) : (
        <div className="container">
          <PaywallTeaserSlot recipe={recipe} isSignedIn={viewerId !== null} prices={page.subscribePrices ?? null} />
        </div>
      )}

      <div className="container">
        {kept ? <KeptDetailsSlot kept={kept} editHref={editHref} /> : null}
        {/* Below the method on every screen: it hydrates after the page (components/hydrate-later.tsx). */}
        <HydrateLater>
          <ReviewsSection
            recipeId={recipe.id}
            reviews={reviews}
            isSignedIn={viewerId !== null}
            isOwner={isOwner}
            isTeaser={isTeaser}
            isOnlyForOwner={recipe.visibility === "private" || recipe.visibility === "draft"}
          />
        </HydrateLater>
      </div>

      {full && steps.length > 0 && hasOpenedCookMode ? (
        <Suspense fallback={null}>
          <CookMode
            title={recipe.title}
            steps={steps}
            startAt={firstOpenStep}
            isOpen={isCooking}
            onClose={() => setIsCooking(false)}
            onStepDone={(position) => {
              if (!progress.doneSteps.includes(stepKey(position))) toggleStep(stepKey(position));
            }}
            ingredients={ingredients}
          />
        </Suspense>
      ) : null}
    </article>
  );
}

/**
 * On the copy every signed-in reader shares, what is the viewer's own (their recipe? following the
 * author? their review?) comes from the page's own request; elsewhere from the loader.
 */
function useRecipeOwnState(page: TRecipePage & { kept: TKeptDetailsView | null }) {
  const own = usePersonalState()?.recipe;
  if (!own)
    return { isOwner: page.recipe.isOwner, followStatus: page.followStatus, reviews: page.reviews, kept: page.kept };
  const mine = own.mine && {
    ...own.mine,
    createdAt: new Date(own.mine.createdAt),
    updatedAt: new Date(own.mine.updatedAt),
  };
  return {
    isOwner: own.isOwner,
    followStatus: own.followStatus,
    reviews: { ...page.reviews, mine, canReview: own.canReview },
    kept: own.kept,
  };
}

/**
 * The page may have come from the server's page cache, which counts nothing: the open page counts
 * the view (for Trending, and for a signed-in reader's Recently Viewed) instead.
 * A beacon, not `callApi`: a reader who opens the page and leaves at once still counts, and a
 * beacon (or a keepalive fetch) is the only request the browser finishes after the page unloads.
 * Nothing reads its answer.
 */
function useViewBeacon(recipeId: string) {
  useEffect(() => {
    const url = `/api/recipes/${recipeId}/view`;
    if (!navigator.sendBeacon?.(url)) void fetch(url, { method: "POST", keepalive: true }).catch(() => {});
  }, [recipeId]);
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function RecipeImage({ recipe }: { recipe: TRecipeView }) {
  if (!recipe.imageUrl) {
    return (
      <div className="recipe-hero__no-image" aria-hidden="true">
        <CookingPot size={64} strokeWidth={1.25} />
      </div>
    );
  }
  const srcSet =
    recipe.imageVariants.length > 0 ? recipe.imageVariants.map((v) => `${v.url} ${v.width}w`).join(", ") : undefined;
  return (
    <img
      src={recipe.imageUrl}
      srcSet={srcSet}
      sizes={srcSet ? "(min-width: 960px) 600px, 100vw" : undefined}
      width={1200}
      height={900}
      alt={recipe.title}
      fetchPriority="high"
      decoding="async"
    />
  );
}

function RecipeFacts({ recipe }: { recipe: TRecipeView }) {
  const facts: { label: string; value: string }[] = [];
  if (recipe.prepMinutes) facts.push({ label: "Prep", value: formatMinutes(recipe.prepMinutes) });
  if (recipe.cookMinutes) facts.push({ label: "Cook", value: formatMinutes(recipe.cookMinutes) });
  if (recipe.totalMinutes) facts.push({ label: "Total", value: formatMinutes(recipe.totalMinutes) });
  if (recipe.servings) facts.push({ label: "Serves", value: String(recipe.servings) });
  if (recipe.yieldText) facts.push({ label: "Makes", value: recipe.yieldText });
  if (facts.length === 0) return null;
  return (
    <dl className="recipe-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="recipe-facts__item">
          <dt>{fact.label}</dt>
          <dd className="tabular">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The recipe's video opens on its own site (videos are not embedded). */
function VideoLink({ url }: { url: string }) {
  const host = hostOf(url);
  if (!host) return null;
  return (
    <a className="button button--secondary recipe-video" href={url} rel="nofollow noopener noreferrer" target="_blank">
      <CirclePlay aria-hidden="true" size={18} />
      Watch the video <span className="muted">on {host}</span>
    </a>
  );
}

function SourceNote({ sourceUrl, attribution }: { sourceUrl: string | null; attribution: string | null }) {
  if (!sourceUrl && !attribution) return null;
  const host = hostOf(sourceUrl);
  return (
    <p className="recipe-source">
      <Link2 aria-hidden="true" size={16} />
      <span>
        {attribution ? <>Adapted from {attribution}</> : "Source"}
        {sourceUrl && host ? (
          <>
            {attribution ? " · " : ": "}
            <a href={sourceUrl} rel="nofollow noopener noreferrer" target="_blank">
              {host}
            </a>
          </>
        ) : null}
      </span>
    </p>
  );
}
