/** Loading spinner (a product rule): default size 65, dark indigo. */
export function Spinner({ size = 65, label = "Loading" }: { size?: number; label?: string }) {
  return (
    <span className="spinner" role="status" style={{ width: size, height: size }}>
      <svg viewBox="0 0 50 50" width={size} height={size} aria-hidden="true">
        <circle className="spinner__track" cx="25" cy="25" r="20" fill="none" strokeWidth="5" />
        <circle className="spinner__arc" cx="25" cy="25" r="20" fill="none" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
