import "#web/styles/components/pagination.css";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** Previous / numbered / next page links; `hrefFor` builds each page's URL. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = "Pages",
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="pagination__step" rel="prev">
          <ChevronLeft aria-hidden="true" size={18} />
          Previous
        </Link>
      ) : (
        <span className="pagination__step is-disabled" aria-hidden="true">
          <ChevronLeft size={18} />
          Previous
        </span>
      )}
      <ol className="pagination__pages">
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={hrefFor(n)}
              className="pagination__page tabular"
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className="pagination__step" rel="next">
          Next
          <ChevronRight aria-hidden="true" size={18} />
        </Link>
      ) : (
        <span className="pagination__step is-disabled" aria-hidden="true">
          Next
          <ChevronRight size={18} />
        </span>
      )}
    </nav>
  );
}
