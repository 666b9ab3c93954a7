import { EmptyState } from "#web/components/page-section.tsx";

/** Where a list of creators would be, before anyone has a blog (home, Discover Creators). */
export function NoCreatorsYet({ actionClassName }: { actionClassName?: string }) {
  return (
    <EmptyState
      text="No creators yet. Got a food blog? Bring it to Ladle."
      action={{ to: "/for-bloggers/about", label: "Ladle for bloggers" }}
      actionClassName={actionClassName}
    />
  );
}
