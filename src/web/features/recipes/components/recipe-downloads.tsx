/**
 * "Download": the recipe as a file for another app. Plain links in a disclosure, so it works
 * before (and without) the page's script and adds nothing to what the page downloads first.
 */
const formats = [
  { format: "json-ld", label: "Recipe card (JSON-LD)", hint: "for other recipe apps" },
  { format: "markdown", label: "Markdown", hint: "for notes and documents" },
  { format: "cooklang", label: "Cooklang", hint: "for Cooklang apps" },
] as const;

export function RecipeDownloads({ recipeId }: { recipeId: string }) {
  return (
    <details className="download-menu">
      <summary className="button button--ghost">Download</summary>
      <ul className="download-menu__list" aria-label="Download this recipe">
        {formats.map(({ format, label, hint }) => (
          <li key={format}>
            <a href={`/api/recipes/${recipeId}/export?format=${format}`} download>
              <span className="download-menu__label">{label}</span>
              <span className="download-menu__hint">{hint}</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
