import { z } from "zod";
import { editConflictResponse } from "../api/edit-version.ts";
import { defineEndpoints } from "../api/endpoint.ts";
import { pageOf } from "../api/paging.ts";
import { ZRecipeCard } from "../recipes/recipe-view.schema.ts";
import {
  ZBlogEditor,
  ZBlogIdParams,
  ZBlogPage,
  ZBlogRecipesQuery,
  ZBlogSetup,
  ZBlogUpdate,
  ZCategoryIdParams,
  ZCategoryInput,
  ZCategoryRecipes,
  ZIdOrder,
} from "./blog.schema.ts";

import { blogImageContentTypes, blogImageKinds } from "./blog-limits.ts";

export { blogImageContentTypes, blogImageKinds, blogImageMaxBytes } from "./blog-limits.ts";

const paywallRule =
  "Recipes come as cards only (title, photo, author): a paywalled recipe is a teaser for anyone but the blog's owner and its subscribers, and ingredients or steps are never part of these answers.";

export const blogsApi = defineEndpoints("blogs", {
  findMine: {
    method: "GET",
    path: "/blogs/mine",
    summary: "Your blog with everything /me/blog arranges",
    description: "404 when you have no blog yet.",
    isSignedIn: true,
    response: ZBlogEditor,
  },
  create: {
    method: "POST",
    path: "/blogs",
    summary: "Start your blog",
    description:
      "One blog per cook (409 when you have one). The shortlink names /p/blogs/{shortlink} and must be free (409 when taken). Your recipes go on it.",
    isSignedIn: true,
    body: ZBlogSetup,
    status: 201,
    response: ZBlogEditor,
  },
  update: {
    method: "PATCH",
    path: "/blogs/mine",
    summary: "Change your blog's name, description, shortlink or paywalled content",
    description:
      "Turning `hasPaywalledContent` on makes you a PAYWALLED_BLOG_CREATOR (landing on /me/blog), off a BLOG_CREATOR, from your next request. Turning it off is a 409 while any recipe, meal plan or collection is for subscribers only; once off, every subscription to the blog ends at the end of its paid period. With `expectedUpdatedAt` (the `blog.updatedAt` your copy was read with), a blog changed since then (its settings, avatar or banner) is left as it is: 409 EDIT_CONFLICT.",
    isSignedIn: true,
    body: ZBlogUpdate,
    response: ZBlogEditor,
    failures: {
      409: `CONFLICT: that shortlink is taken, or paywalled content is being turned off while something is for subscribers only. ${editConflictResponse}`,
    },
  },
  uploadImage: {
    method: "PUT",
    path: "/blogs/mine/:kind",
    summary: "Upload your blog's avatar or banner",
    description: `\`kind\` is avatar or banner. Send the image itself as the body (${blogImageContentTypes.join(", ")}; 8 MB at most); it is stored as WebP.`,
    isSignedIn: true,
    params: z.object({ kind: z.enum(blogImageKinds) }),
    hasRawBody: true,
    response: ZBlogEditor,
  },
  addCategory: {
    method: "POST",
    path: "/blogs/mine/categories",
    summary: "Add a category to your blog (it goes last)",
    isSignedIn: true,
    body: ZCategoryInput,
    status: 201,
    response: ZBlogEditor,
  },
  renameCategory: {
    method: "PATCH",
    path: "/blogs/mine/categories/:categoryId",
    summary: "Rename a category of your blog",
    isSignedIn: true,
    params: ZCategoryIdParams,
    body: ZCategoryInput,
    response: ZBlogEditor,
  },
  removeCategory: {
    method: "DELETE",
    path: "/blogs/mine/categories/:categoryId",
    summary: "Delete a category (its recipes stay on the blog)",
    isSignedIn: true,
    params: ZCategoryIdParams,
    response: ZBlogEditor,
  },
  orderCategories: {
    method: "PUT",
    path: "/blogs/mine/category-order",
    summary: "Put your blog's categories in a new order",
    description: "`ids` in the order wanted; every one must be a category of your blog. Those left out follow.",
    isSignedIn: true,
    body: ZIdOrder,
    response: ZBlogEditor,
  },
  setCategoryRecipes: {
    method: "PUT",
    path: "/blogs/mine/categories/:categoryId/recipes",
    summary: "Choose the recipes in a category, in order",
    description: "Only your blog's own recipes.",
    isSignedIn: true,
    params: ZCategoryIdParams,
    body: ZCategoryRecipes,
    response: ZBlogEditor,
  },
  setFeatured: {
    method: "PUT",
    path: "/blogs/mine/featured",
    summary: "Choose your blog's featured recipes, in order",
    description: "Only your blog's own recipes; the list replaces the previous one.",
    isSignedIn: true,
    body: ZIdOrder,
    response: ZBlogEditor,
  },
  setCollections: {
    method: "PUT",
    path: "/blogs/mine/collections",
    summary: "Choose the collections on your blog, in order (Reorder Blog Collections)",
    description: "Only your own public or paywalled collections; the list replaces the previous one.",
    isSignedIn: true,
    body: ZIdOrder,
    response: ZBlogEditor,
  },
  find: {
    method: "GET",
    path: "/blogs/:blogId",
    summary: "A blog: its header, categories, featured and latest recipes, collections and meal plans",
    description: `\`blogId\` is the blog's id or its shortlink. A private profile's blog is a 404 to anyone but its owner and approved followers. ${paywallRule}`,
    params: ZBlogIdParams,
    response: ZBlogPage,
  },
  listRecipes: {
    method: "GET",
    path: "/blogs/:blogId/recipes",
    summary: "Search a blog's recipes, or list one category's",
    description: paywallRule,
    params: ZBlogIdParams,
    query: ZBlogRecipesQuery,
    response: pageOf(ZRecipeCard),
  },
});
