import "#web/styles/components/avatar.css";

/** A person's photo, or their initials on a tinted disc. Its own module: pages show it without the card. */
export function CreatorAvatar({
  name,
  avatarUrl,
  size = 72,
}: {
  name: string;
  avatarUrl: string | null;
  size?: number;
}) {
  if (avatarUrl) {
    return (
      <img
        className="creator-avatar"
        src={avatarUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className="creator-avatar creator-avatar--initials" style={{ width: size, height: size }} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word.charAt(0).toUpperCase()).join("") || "?";
}
