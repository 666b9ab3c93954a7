/**
 * The services: what API handlers and page loaders may call, one group per feature, with the
 * database, configuration and message delivery already bound. Built once per app; the API gets it
 * at registration and every page loader finds it in the request context, so both call the very same
 * functions and neither holds a database handle. See docs/architecture.md, "Layers".
 */
import type { TDatabaseKind, TDb } from "#db/client.ts";
import type { TAuth } from "./auth/auth.ts";
import { signOutHere } from "./auth/sessions.ts";
import type { TEnv } from "./env.ts";
import { loadSaveForm, saveRecipe, unsaveRecipe } from "./features/collections/saves.ts";
import { listMyCollections } from "./features/collections/service.ts";
import { listCreators, listFeaturedCreators } from "./features/creators/service.ts";
import { findFollowStatus, findFollowStatuses, followUser, unfollowUser } from "./features/follows/service.ts";
import { findExistingImport, importFromUrl, previewImport, saveImport } from "./features/import/service.ts";
import type { TMessenger } from "./features/messaging/service.ts";
import { loadOwnProfilePage, loadPublicProfilePage } from "./features/profiles/profile-page.ts";
import { deleteRecipeDraft, findRecipeDraft, saveRecipeDraft } from "./features/recipes/drafts.ts";
import { createRecipe, deleteRecipe, updateRecipe } from "./features/recipes/editing.ts";
import { loadRecipeEditor } from "./features/recipes/editor-data.ts";
import { listTrendingPage, loadHomeFeed } from "./features/recipes/home-feed.ts";
import { replaceRecipeImage } from "./features/recipes/images.ts";
import {
  listFeedRecipes,
  listMyRecipes,
  listPurchasedRecipes,
  listRecipesFromFollowed,
  listTrendingRecipes,
} from "./features/recipes/recipe-lists.ts";
import { loadRecipePage } from "./features/recipes/recipe-page.ts";
import { textMeRecipe } from "./features/recipes/text-me.ts";
import { flushRecipeViewCounts, listRecentlyViewed, recordRecipeView } from "./features/recipes/view-counts.ts";
import { findRecipeForViewer } from "./features/recipes/viewer-recipe.ts";
import { findSignUpDetails } from "./features/registration/service.ts";
import { hasAcceptedCurrentTerms, recordTermsAcceptance } from "./features/registration/terms.ts";
import { deleteReview, listReviews, loadReviewForm, upsertReview } from "./features/reviews/service.ts";
import { searchRecipes, searchUsers } from "./features/search/service.ts";
import { bindDeps } from "./lib/bind-deps.ts";

/** What services run on. */
export interface TServiceDeps {
  db: TDb;
  dbKind: TDatabaseKind;
  env: TEnv;
  messenger: TMessenger;
  /** Where uploaded files live (`<data dir>/uploads`). */
  uploadsDir: string;
  /** The sign-in library (sessions, codes, linked accounts). */
  auth: TAuth;
}

/** The same, for the routes not yet moved onto services. */
export type TAppDeps = TServiceDeps;

export function createServices(deps: TServiceDeps) {
  return {
    identity: bindDeps(deps, {
      signOutHere,
      findSignUpDetails,
      hasAcceptedCurrentTerms,
      recordTermsAcceptance,
    }),
    imports: bindDeps(deps, {
      findExisting: findExistingImport,
      preview: previewImport,
      save: saveImport,
      importFromUrl,
    }),
    recipes: bindDeps(deps, {
      findForViewer: findRecipeForViewer,
      loadPage: loadRecipePage,
      loadEditor: loadRecipeEditor,
      create: createRecipe,
      update: updateRecipe,
      remove: deleteRecipe,
      replaceImage: replaceRecipeImage,
      textMe: textMeRecipe,
      findDraft: findRecipeDraft,
      saveDraft: saveRecipeDraft,
      removeDraft: deleteRecipeDraft,
      listMine: listMyRecipes,
      listFeed: listFeedRecipes,
      loadHomeFeed,
      listTrending: listTrendingRecipes,
      listTrendingPage,
      listFromFollowed: listRecipesFromFollowed,
      listPurchased: listPurchasedRecipes,
      listRecentlyViewed,
      recordView: recordRecipeView,
      flushViewCounts: flushRecipeViewCounts,
    }),
    profiles: bindDeps(deps, { loadOwnPage: loadOwnProfilePage, loadPublicPage: loadPublicProfilePage }),
    reviews: bindDeps(deps, { list: listReviews, loadForm: loadReviewForm, save: upsertReview, remove: deleteReview }),
    collections: bindDeps(deps, { listMine: listMyCollections, loadSaveForm, saveRecipe, unsaveRecipe }),
    search: bindDeps(deps, { recipes: searchRecipes, users: searchUsers }),
    creators: bindDeps(deps, { list: listCreators, listFeatured: listFeaturedCreators }),
    follows: bindDeps(deps, {
      follow: followUser,
      unfollow: unfollowUser,
      findStatus: findFollowStatus,
      findStatuses: findFollowStatuses,
    }),
  };
}

export type TServices = ReturnType<typeof createServices>;
