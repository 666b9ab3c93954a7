// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useFocusFirstNew } from "./use-focus-first-new.ts";

afterEach(cleanup);

/** The items after the first page come from a part of their own, as more reviews do. */
function LaterItems({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the items never move.
    <li key={index}>{index === 0 ? <a href="/second">Later {index + 1}</a> : `Later ${index + 1}`}</li>
  ));
}

function List({ onAsk }: { onAsk: (show: (count: number) => void) => void }) {
  const { list, expectMore } = useFocusFirstNew<HTMLUListElement>();
  const [later, setLater] = useState(0);
  return (
    <>
      <ul ref={list}>
        <li>
          <a href="/first">First</a>
        </li>
        <li>Second, without a link</li>
        <LaterItems count={later} />
      </ul>
      <button
        type="button"
        onClick={() => {
          expectMore();
          onAsk(setLater);
        }}
      >
        Show more
      </button>
    </>
  );
}

/** A list whose items are plain text. */
function Plain() {
  const { list, expectMore } = useFocusFirstNew<HTMLOListElement>();
  const [items, setItems] = useState(["One"]);
  return (
    <>
      <ol ref={list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => {
          expectMore();
          setTimeout(() => setItems(["One", "Two", "Three"]), 0);
        }}
      >
        More
      </button>
    </>
  );
}

describe("useFocusFirstNew", () => {
  it("focuses the first item shown after Show more, once it arrives", async () => {
    let show: (count: number) => void = () => {};
    render(<List onAsk={(set) => (show = set)} />);
    const button = screen.getByRole("button", { name: "Show more" });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(button);

    act(() => show(2));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("link", { name: "Later 1" })));
  });

  it("focuses the item itself when it holds no link", async () => {
    render(<Plain />);
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Two"));
    expect(document.activeElement?.getAttribute("tabindex")).toBe("-1");
  });
});
