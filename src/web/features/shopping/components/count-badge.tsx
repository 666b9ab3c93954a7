/** The number of items still to buy, on the buttons that open the shopping list. */
export function CountBadge({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <span className="count-badge" aria-hidden="true">
      {count > 99 ? "99+" : count}
    </span>
  );
}
