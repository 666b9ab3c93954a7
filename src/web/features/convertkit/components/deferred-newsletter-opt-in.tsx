/**
 * The newsletter box on a blog, whose code (with the query hooks it asks and answers with) loads
 * only once the page has hydrated: the box draws nothing until its answer comes anyway, so the server
 * and the hydrating page draw nothing in its place. Offline before it loaded, it stays away.
 */
import { Suspense } from "react";
import { lazyPart } from "#web/components/lazy-part.tsx";
import { useHydrated } from "#web/features/recipes/use-hydrated.ts";
import type { NewsletterOptIn as TNewsletterOptIn } from "./newsletter-opt-in.tsx";

type TNewsletterOptInProps = Parameters<typeof TNewsletterOptIn>[0];

const NewsletterOptIn = lazyPart<TNewsletterOptInProps>(
  () => import("./newsletter-opt-in.tsx").then((module) => module.NewsletterOptIn),
  () => null,
);

export function DeferredNewsletterOptIn(props: TNewsletterOptInProps) {
  const isHydrated = useHydrated();
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterOptIn {...props} />
    </Suspense>
  );
}
