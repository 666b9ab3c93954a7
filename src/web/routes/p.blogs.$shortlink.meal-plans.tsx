import "#web/styles/pages/common.css";
import "#web/styles/pages/blog.css";
import { CalendarDays } from "lucide-react";
import { EmptyState } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { buildBlogJsonLd } from "#web/features/blogs/blog-json-ld.server.ts";
import { loadBlogForReader } from "#web/features/blogs/blog-loader.server.ts";
import { BlogPageFrame } from "#web/features/blogs/components/blog-page-frame.tsx";
import { BlogPlanList } from "#web/features/blogs/components/blog-plan-card.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { Route } from "./+types/p.blogs.$shortlink.meal-plans";

export const meta: Route.MetaFunction = (args) => {
  const blog = args.data?.blog;
  return metaFor(args, {
    title: blog ? `Meal plans · ${blog.title}` : "Meal plans",
    description: blog
      ? `Meal plans from ${blog.title} by ${blog.owner.name}: a week of cooking, ready to copy into yours on Ladle.`
      : "Meal plans on Ladle.",
    image: blog?.bannerUrl ?? undefined,
    noIndex: !blog,
    jsonLd: args.data?.jsonLd,
  });
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const page = await loadBlogForReader(app, params);
  const jsonLd = buildBlogJsonLd({
    origin: app.env.publicUrl,
    blog: page.blog,
    subPage: { name: "Meal plans", path: `/p/blogs/${page.blog.shortlink}/meal-plans` },
    list: { name: `Meal plans · ${page.blog.title}`, urls: page.mealPlans.map((plan) => plan.path) },
  });
  return { ...page, jsonLd };
}

/** The plans published to the blog; subscribers' plans are teasers for everyone else. */
export default function BlogMealPlansPage({ loaderData }: Route.ComponentProps) {
  const { blog, mealPlans, basePath, isOwner } = loaderData;
  return (
    <BlogPageFrame data={loaderData} title="Meal plans">
      <h1 className="blog-page__title">Meal plans</h1>
      {mealPlans.length > 0 ? (
        <BlogPlanList plans={mealPlans} />
      ) : (
        <EmptyState
          icon={<CalendarDays aria-hidden="true" size={32} className="muted" />}
          {...(isOwner
            ? {
                text: "None of your meal plans is on your blog yet. Publish one on Your blog and readers find it here.",
                action: { to: "/me/blog#meal-plans", label: "Publish a meal plan" },
              }
            : {
                text: `${blog.title} hasn't published a meal plan yet.`,
                action: { to: basePath, label: `Back to ${blog.title}` },
              })}
        />
      )}
    </BlogPageFrame>
  );
}
