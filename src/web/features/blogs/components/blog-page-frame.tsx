import type { ReactNode } from "react";
import type { TBlogHeader } from "#core/blogs/blog.schema.ts";
import type { TFollowStatus } from "#core/follows/follow.schema.ts";
import type { TBlogPrices } from "#core/subscriptions/subscription.schema.ts";
import { HydrateLater } from "#web/components/hydrate-later.tsx";
import { BlogHero } from "./blog-hero.tsx";

export interface TBlogFrameData {
  blog: TBlogHeader;
  basePath: string;
  isOwner: boolean;
  hasPaidAccess: boolean;
  followStatus: TFollowStatus;
  /** What a reader without paid access pays; null when the blog takes no subscriptions yet. */
  subscribePrices: TBlogPrices | null;
  isSignedIn: boolean;
}

/** Every reader's page of a blog: its hero on top (compact on inner pages), then the page's own content. */
export function BlogPageFrame({
  data,
  title,
  children,
}: {
  data: TBlogFrameData;
  /** An inner page's heading; the blog's home has none (the blog's name is its heading). */
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className="page blog-page">
      {/* It hydrates in a task of its own, after the page around it (components/hydrate-later.tsx). */}
      <HydrateLater as="contents">
        <BlogHero
          blog={data.blog}
          homePath={data.basePath}
          isOwner={data.isOwner}
          hasPaidAccess={data.hasPaidAccess}
          followStatus={data.followStatus}
          subscribePrices={data.subscribePrices}
          isSignedIn={data.isSignedIn}
          isCompact={title !== undefined}
        />
      </HydrateLater>
      {children}
    </div>
  );
}
