/** `meta` for pages whose public origin comes from the root loader (src/web/root.tsx). */
import { pageMeta, type TPageMetaInput } from "#web/lib/page.ts";

export interface TMetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

export function rootPublicUrl(matches: TMetaArgsLike["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}

/** `canonicalPath` points pages that share content (/privacy, /get_app) at one address. */
export function metaFor(
  args: TMetaArgsLike,
  input: Omit<TPageMetaInput, "publicUrl" | "pathname"> & { canonicalPath?: string },
) {
  const { canonicalPath, ...rest } = input;
  return pageMeta({
    ...rest,
    publicUrl: rootPublicUrl(args.matches),
    pathname: canonicalPath ?? args.location.pathname,
  });
}
