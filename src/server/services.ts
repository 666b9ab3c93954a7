/**
 * The services: what API handlers and page loaders may call, one group per feature, with the
 * database, configuration and message delivery already bound. Built once per app; the API gets it
 * at registration and every page loader finds it in the request context, so both call the very same
 * functions and neither holds a database handle. See docs/architecture.md, "Layers".
 */
import type { TDatabase, TDatabaseKind, TDb } from "#db/client.ts";
import type { TEnv } from "./env.ts";
import { recordAnalyticsBatch } from "./features/analytics/ingest.ts";
import { listAnalyticsEvents, loadAnalyticsSummary } from "./features/analytics/summary.ts";
import {
  addBlogCategory,
  orderBlogCategories,
  removeBlogCategory,
  renameBlogCategory,
  setBlogCategoryRecipes,
  setBlogCollections,
  setBlogFeatured,
} from "./features/blogs/arrangement.ts";
import { listBlogRecipes, loadBlogPage } from "./features/blogs/blog-page.ts";
import { createBlog, replaceBlogImage, updateBlog } from "./features/blogs/editing.ts";
import { loadBlogEditor } from "./features/blogs/editor-data.ts";
import { replaceCollectionCover } from "./features/collections/covers.ts";
import {
  addRecipeToCollection,
  createCollection,
  deleteCollection,
  loadCollectionEditor,
  removeRecipeFromCollection,
  reorderCollection,
  updateCollection,
} from "./features/collections/editing.ts";
import { loadSaveForm, saveRecipe, unsaveRecipe } from "./features/collections/saves.ts";
import { forgetProfilePages, listMyCollections } from "./features/collections/service.ts";
import { findCollectionForViewer, listCollectionsByOwner } from "./features/collections/viewer-collection.ts";
import {
  answerLocalConsent,
  completeConvertkitConnect,
  disconnectConvertkit,
  findConvertkitState,
  listConvertkitLists,
  listLocalContacts,
  saveConvertkitSettings,
  startConvertkitConnect,
} from "./features/convertkit/connection.ts";
import {
  findNewsletterConsent,
  giveNewsletterConsent,
  withdrawNewsletterConsent,
} from "./features/convertkit/consent.ts";
import { queueNewsletterContact } from "./features/convertkit/newsletter-contacts.ts";
import { listCreators, listFeaturedCreators } from "./features/creators/service.ts";
import { loadDashboardHistory, loadDashboardMonth } from "./features/dashboard/history.ts";
import { loadBlogDashboard } from "./features/dashboard/overview.ts";
import { loadFollowingFeed } from "./features/follows/feed.ts";
import { listFollowers, listFollowing } from "./features/follows/people.ts";
import {
  approveFollowRequest,
  countFollowRequests,
  declineFollowRequest,
  dismissFollowNotice,
  listFollowNotices,
  listFollowRequests,
} from "./features/follows/requests.ts";
import { findFollowStatus, findFollowStatuses, followUser, unfollowUser } from "./features/follows/service.ts";
import { deleteAccount, requestAccountDeletion } from "./features/identity/account-deletion.ts";
import { createAuth, type TAuth } from "./features/identity/auth.ts";
import { replaceAvatar } from "./features/identity/avatars.ts";
import { createInvite, listInvites } from "./features/identity/invites.ts";
import { listLinkedIdentities, removePhoneNumber } from "./features/identity/linked-identities.ts";
import { loadOwnProfilePage, loadPublicProfilePage } from "./features/identity/profile-page.ts";
import {
  checkEmailAvailability,
  checkUsernameAvailability,
  findProfile,
  updateProfile,
} from "./features/identity/profiles.ts";
import { ensureReferralCode, loadReferral } from "./features/identity/referrals.ts";
import { completeRegistration, findSignUpDetails } from "./features/identity/registration.ts";
import { forwardToAuthLibrary, listSessionClearingCookies, signOutHere } from "./features/identity/sessions.ts";
import { hasAcceptedCurrentTerms, recordTermsAcceptance } from "./features/identity/terms.ts";
import { findViewer, forgetAllViewers, forgetViewer, forgetViewerOf } from "./features/identity/viewer.ts";
import { findExistingImport, importFromUrl, previewImport, saveImport } from "./features/import/service.ts";
import { loadPersonalState } from "./features/me/service.ts";
import {
  forgetAllPersonalStates,
  forgetPersonalStatesOfList,
  forgetPersonalStatesOfRecipe,
  forgetPersonalStatesOfUser,
} from "./features/me/state-cache.ts";
import { copyMealPlan } from "./features/meal-plans/copy.ts";
import {
  addMealPlanEntry,
  createMealPlan,
  deleteMealPlan,
  removeMealPlanEntry,
  updateMealPlan,
  updateMealPlanEntry,
} from "./features/meal-plans/editing.ts";
import { generatePlanPreview, swapPlanPreviewSlot } from "./features/meal-plans/generation.ts";
import {
  findLandingPlan,
  findMealPlan,
  listMealPlanRecipeServings,
  listMyMealPlans,
  listSavedRecipes,
  listUserMealPlans,
} from "./features/meal-plans/lists.ts";
import { forgetPlanCandidates } from "./features/meal-plans/plan-candidates.ts";
import { findOwnBlog, findPublication, publishMealPlan, unpublishMealPlan } from "./features/meal-plans/publishing.ts";
import { listSuggestedRecipes } from "./features/meal-plans/suggestions.ts";
import { createQueuedMessenger, type TMessenger } from "./features/messaging/service.ts";
import { forwardSentryEnvelope, recordBrowserError } from "./features/monitoring/service.ts";
import { exportRecipeFile, exportUserArchive } from "./features/moving-in/export.ts";
import { findKeptDetails, removeKeptDetails, saveKeptDetails } from "./features/moving-in/kept-details.ts";
import { findLatestMovingIn, findMovingIn, uploadCollection } from "./features/moving-in/service.ts";
import {
  addPushDevice,
  findNotificationSettings,
  removePushDevice,
  saveNotificationSettings,
} from "./features/notifications/settings.ts";
import { listOutbox } from "./features/outbox/service.ts";
import { deleteRecipeDraft, findRecipeDraft, saveRecipeDraft } from "./features/recipes/drafts.ts";
import { createRecipe, deleteRecipe, updateRecipe } from "./features/recipes/editing.ts";
import { loadRecipeEditor } from "./features/recipes/editor-data.ts";
import { forgetHomeFeed, listCreatorsToFollow, listTrendingPage, loadHomeFeed } from "./features/recipes/home-feed.ts";
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
import {
  findRecipeForViewer,
  findRecipeRelation,
  forgetAllRecipesForVisitors,
  forgetRecipeCopies,
} from "./features/recipes/viewer-recipe.ts";
import { deleteReview, listReviews, loadReviewForm, upsertReview } from "./features/reviews/service.ts";
import { searchRecipes, searchUsers } from "./features/search/service.ts";
import {
  addItemsToList,
  addMealPlanToList,
  addRecipeToList,
  checkListItems,
  clearCheckedItems,
  editListItem,
  removeListItems,
} from "./features/shopping/items.ts";
import { requireListAccess } from "./features/shopping/lists.ts";
import {
  acceptListInvitation,
  declineListInvitation,
  inviteListMember,
  removeListMember,
} from "./features/shopping/members.ts";
import { loadListView, loadMyListView } from "./features/shopping/view.ts";
import {
  findBlogOffer,
  loadBlogPricing,
  saveBlogPrices,
  startPayoutOnboarding,
} from "./features/subscriptions/creator.ts";
import {
  changeCancellation,
  findMySubscription,
  listMySubscriptions,
  listSubscriptionPayments,
  startCheckout,
} from "./features/subscriptions/subscriptions.ts";
import {
  advanceTestClock,
  completeTestCheckout,
  renderTestCheckout,
  renderTestReceipt,
} from "./features/subscriptions/test-mode.ts";
import { receivePaymentWebhook } from "./features/subscriptions/webhooks.ts";
import { signInForDevelopment } from "./features/system/dev-sign-in.ts";
import { checkHealth } from "./features/system/health.ts";
import { createJobQueue, type TJobQueue, type TJobsLogger } from "./jobs.ts";
import { bindDeps } from "./lib/bind-deps.ts";
import type { TChange } from "./lib/change-bus.ts";
import { createPaymentProvider } from "./lib/payments/create-provider.ts";
import type { TPaymentProvider } from "./lib/payments/provider.ts";
import { createStorage } from "./lib/storage/create-storage.ts";
import type { TStorage, TStorageLogger } from "./lib/storage/storage.ts";

/** What services run on. */
export interface TServiceDeps {
  db: TDb;
  dbKind: TDatabaseKind;
  env: TEnv;
  /** Sends email and SMS by enqueuing delivery jobs. */
  messenger: TMessenger;
  /** The job queue (background work); its worker starts and stops with the app. */
  jobs: TJobQueue;
  /** Where uploaded files live: the data folder's `uploads`, or S3-compatible object storage. */
  storage: TStorage;
  /** The sign-in library (sessions, codes, linked accounts). */
  auth: TAuth;
  /** Stripe, or the built-in test mode; null in production without Stripe keys. */
  payments: TPaymentProvider | null;
}

/** The dependencies for one app: the job queue, message delivery and the sign-in library on this database. */
export function createServiceDeps({
  database,
  env,
  logger,
}: {
  database: TDatabase;
  env: TEnv;
  logger?: TJobsLogger & TStorageLogger & Parameters<typeof createAuth>[0]["logger"];
}): TServiceDeps {
  const storage = createStorage({ env, logger });
  // The test mode delivers its events to the same receiver as the webhook endpoint.
  const payments: TPaymentProvider | null = createPaymentProvider({
    env,
    deliver: (rawBody, signature) => receivePaymentWebhook({ db: database.db, jobs, payments, rawBody, signature }),
  });
  const jobs = createJobQueue({ database, env, logger, storage, payments: () => payments });
  const messenger = createQueuedMessenger({ enqueue: jobs.enqueue });
  return {
    db: database.db,
    dbKind: database.kind,
    env,
    messenger,
    storage,
    jobs,
    auth: createAuth({ db: database.db, env, messenger, logger }),
    payments,
  };
}

export function createServices(deps: TServiceDeps) {
  return {
    identity: bindDeps(deps, {
      findViewer,
      forgetViewer: ({ userId }: { userId: string }) => forgetUserCopies(userId),
      forgetViewerOf,
      forwardToAuthLibrary,
      signOutHere,
      listSessionClearingCookies,
      findSignUpDetails,
      completeRegistration,
      hasAcceptedCurrentTerms,
      recordTermsAcceptance,
      listLinkedIdentities,
      removePhoneNumber,
      createInvite,
      listInvites,
      loadReferral,
      ensureReferralCode,
      deleteAccount,
      requestAccountDeletion,
    }),
    imports: bindDeps(deps, {
      findExisting: findExistingImport,
      preview: previewImport,
      save: saveImport,
      importFromUrl,
    }),
    me: bindDeps(deps, { loadState: loadPersonalState }),
    exports: bindDeps(deps, { recipeFile: exportRecipeFile, userArchive: exportUserArchive }),
    movingIn: bindDeps(deps, {
      upload: uploadCollection,
      find: findMovingIn,
      findLatest: findLatestMovingIn,
      findKeptDetails,
      saveKeptDetails,
      removeKeptDetails,
    }),
    notifications: bindDeps(deps, {
      findSettings: findNotificationSettings,
      saveSettings: saveNotificationSettings,
      addDevice: addPushDevice,
      removeDevice: removePushDevice,
    }),
    recipes: bindDeps(deps, {
      findForViewer: findRecipeForViewer,
      findRelation: findRecipeRelation,
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
      listCreatorsToFollow,
      listTrending: listTrendingRecipes,
      listTrendingPage,
      listFromFollowed: listRecipesFromFollowed,
      listPurchased: listPurchasedRecipes,
      listRecentlyViewed,
      recordView: recordRecipeView,
      flushViewCounts: flushRecipeViewCounts,
    }),
    profiles: bindDeps(deps, {
      loadOwnPage: loadOwnProfilePage,
      loadPublicPage: loadPublicProfilePage,
      find: findProfile,
      update: updateProfile,
      replaceAvatar,
      checkUsername: checkUsernameAvailability,
      checkEmail: checkEmailAvailability,
    }),
    reviews: bindDeps(deps, { list: listReviews, loadForm: loadReviewForm, save: upsertReview, remove: deleteReview }),
    collections: bindDeps(deps, {
      listMine: listMyCollections,
      listByOwner: listCollectionsByOwner,
      findForViewer: findCollectionForViewer,
      loadEditor: loadCollectionEditor,
      create: createCollection,
      update: updateCollection,
      remove: deleteCollection,
      replaceCover: replaceCollectionCover,
      reorder: reorderCollection,
      addRecipe: addRecipeToCollection,
      removeRecipe: removeRecipeFromCollection,
      loadSaveForm,
      saveRecipe,
      unsaveRecipe,
    }),
    mealPlans: bindDeps(deps, {
      listMine: listMyMealPlans,
      listByUser: listUserMealPlans,
      find: findMealPlan,
      findLanding: findLandingPlan,
      findPublication,
      findOwnBlog,
      create: createMealPlan,
      update: updateMealPlan,
      remove: deleteMealPlan,
      addEntry: addMealPlanEntry,
      updateEntry: updateMealPlanEntry,
      removeEntry: removeMealPlanEntry,
      copy: copyMealPlan,
      publish: publishMealPlan,
      unpublish: unpublishMealPlan,
      listSuggestions: listSuggestedRecipes,
      listSavedRecipes,
      /** A plan's recipes with their planned servings (for a shopping list). */
      listRecipeServings: listMealPlanRecipeServings,
    }),
    search: bindDeps(deps, { recipes: searchRecipes, users: searchUsers }),
    creators: bindDeps(deps, { list: listCreators, listFeatured: listFeaturedCreators }),
    follows: bindDeps(deps, {
      follow: followUser,
      unfollow: unfollowUser,
      findStatus: findFollowStatus,
      findStatuses: findFollowStatuses,
      listFollowers,
      listFollowing,
      listRequests: listFollowRequests,
      countRequests: countFollowRequests,
      approve: approveFollowRequest,
      decline: declineFollowRequest,
      listNotices: listFollowNotices,
      dismissNotice: dismissFollowNotice,
      loadFeed: loadFollowingFeed,
    }),
    system: bindDeps(deps, { checkHealth, listOutbox, signInForDevelopment }),
    shopping: bindDeps(deps, {
      loadMine: loadMyListView,
      load: loadListView,
      requireAccess: requireListAccess,
      addRecipe: addRecipeToList,
      addMealPlan: addMealPlanToList,
      addItems: addItemsToList,
      checkItems: checkListItems,
      editItem: editListItem,
      removeItems: removeListItems,
      clearChecked: clearCheckedItems,
      inviteMember: inviteListMember,
      removeMember: removeListMember,
      acceptInvitation: acceptListInvitation,
      declineInvitation: declineListInvitation,
    }),
    mealPlanGeneration: bindDeps(deps, { generate: generatePlanPreview, swap: swapPlanPreviewSlot }),
    subscriptions: bindDeps(deps, {
      startCheckout,
      findBlogOffer,
      listMine: listMySubscriptions,
      findMine: findMySubscription,
      changeCancellation,
      listPayments: listSubscriptionPayments,
      loadPricing: loadBlogPricing,
      savePrices: saveBlogPrices,
      startPayoutOnboarding,
      receiveWebhook: receivePaymentWebhook,
      renderTestCheckout,
      completeTestCheckout,
      renderTestReceipt,
      advanceTestClock,
    }),
    blogs: bindDeps(deps, {
      loadEditor: loadBlogEditor,
      create: createBlog,
      update: updateBlog,
      replaceImage: replaceBlogImage,
      addCategory: addBlogCategory,
      renameCategory: renameBlogCategory,
      removeCategory: removeBlogCategory,
      orderCategories: orderBlogCategories,
      setCategoryRecipes: setBlogCategoryRecipes,
      setFeatured: setBlogFeatured,
      setCollections: setBlogCollections,
      loadPage: loadBlogPage,
      listRecipes: listBlogRecipes,
    }),
    convertkit: bindDeps(deps, {
      findState: findConvertkitState,
      startConnect: startConvertkitConnect,
      completeConnect: completeConvertkitConnect,
      answerLocalConsent,
      listLists: listConvertkitLists,
      saveSettings: saveConvertkitSettings,
      disconnect: disconnectConvertkit,
      listLocalContacts,
      findConsent: findNewsletterConsent,
      giveConsent: giveNewsletterConsent,
      withdrawConsent: withdrawNewsletterConsent,
      /** Adds a new paid subscriber, or a new follower who agreed, to the creator's ConvertKit list. */
      queueNewsletterContact,
    }),
    dashboard: bindDeps(deps, {
      loadOverview: loadBlogDashboard,
      loadHistory: loadDashboardHistory,
      loadMonth: loadDashboardMonth,
    }),
    monitoring: bindDeps(deps, { recordBrowserError, forwardSentryEnvelope }),
    analytics: bindDeps(deps, {
      recordBatch: recordAnalyticsBatch,
      loadSummary: loadAnalyticsSummary,
      listEvents: listAnalyticsEvents,
    }),
  };
}

export type TServices = ReturnType<typeof createServices>;

/** Drops the copies this process keeps of what a change touched (see lib/change-bus.ts). */
export function dropCopiesOf({ db, change }: { db: TDb; change: TChange }): void {
  if (change.kind === "recipe") {
    forgetRecipeCopies({ db, recipeId: change.id });
    forgetPersonalStatesOfRecipe(change.id);
    forgetHomeFeed({ db });
    forgetPlanCandidates({ db });
  } else if (change.kind === "profile") {
    // A profile page lists the cook's public collections.
    forgetProfilePages(change.id);
  } else if (change.kind === "user") {
    forgetUserCopies(change.id);
    // A creator who turns private leaves the featured list.
    forgetHomeFeed({ db });
  } else if (change.kind === "shopping") {
    forgetPersonalStatesOfList(change.id);
  } else if (change.kind === "subscription") {
    // What the reader may read changed: their remembered state on shared pages goes.
    forgetUserCopies(change.id);
  } else {
    forgetAllRecipesForVisitors({ db });
    forgetHomeFeed({ db });
    forgetPlanCandidates({ db });
    forgetAllViewers();
    forgetAllPersonalStates();
  }
}

/** What this process remembers of a user: who their sessions are, their state on shared pages. */
export function forgetUserCopies(userId: string): void {
  forgetViewer(userId);
  forgetPersonalStatesOfUser(userId);
}
