import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import type { TBlogCategory } from "#core/blogs/blog.schema.ts";

/** The blog's own navigation: its categories as chips, and a search of its recipes. */
export function BlogCategoryNav({
  categories,
  basePath,
  currentCategoryId,
  query,
  blogTitle,
}: {
  categories: TBlogCategory[];
  basePath: string;
  currentCategoryId?: string;
  query?: string;
  blogTitle: string;
}) {
  return (
    <div className="blog-nav">
      {categories.length > 0 ? (
        <nav aria-label="Categories" className="blog-nav__categories">
          <ul className="cluster">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`${basePath}/categories/${category.id}`}
                  className="chip"
                  aria-current={category.id === currentCategoryId ? "page" : undefined}
                >
                  {category.name}
                  <span className="muted"> {category.recipeCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Form method="get" action={basePath} role="search" className="blog-nav__search">
        <label htmlFor="blog-search" className="visually-hidden">
          Search {blogTitle}
        </label>
        <input
          id="blog-search"
          className="input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={100}
          placeholder={`Search ${blogTitle}`}
        />
        <button type="submit" className="button button--secondary">
          <Search aria-hidden="true" size={18} />
          <span className="visually-hidden">Search</span>
        </button>
      </Form>
    </div>
  );
}
