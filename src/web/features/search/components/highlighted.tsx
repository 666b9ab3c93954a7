import { Fragment } from "react";
import type { TTextSegment } from "#core/search/search.schema.ts";

/** Search highlights as text nodes and <mark> elements: recipe text is never parsed as HTML. */
export function Highlighted({ segments }: { segments: readonly TTextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.isMatch ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional.
          <mark key={index}>{segment.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional.
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
