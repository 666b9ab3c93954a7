#!/usr/bin/env python3
"""
Reads recipe pages the way recipe apps and crawlers do: the `recipe-scrapers` library (what Mealie
and Tandoor import with) and `extruct` (schema.org JSON-LD and Open Graph, as search engines and
link previews read them).

Input: JSON lines on stdin, one page each: {"url": "...", "html": "..."}.
Output: JSON lines on stdout, in the same order: what each reader found, with the error of every
field a reader could not give ("errors": {"field": "message"}).

Exits with status 3 and a message on stderr when a module is missing, so the caller can say which
Debian package to install.
"""
import json
import sys

try:
    import extruct
    import recipe_scrapers
    from bs4 import BeautifulSoup
except ImportError as error:  # pragma: no cover - the message is the point
    print(
        f"missing Python module: {error.name} "
        "(apt-get install python3-recipe-scrapers python3-extruct)",
        file=sys.stderr,
    )
    sys.exit(3)

SCRAPER_FIELDS = [
    "title",
    "ingredients",
    "instructions_list",
    "total_time",
    "prep_time",
    "cook_time",
    "yields",
    "nutrients",
    "ratings",
    "image",
    "category",
    "cuisine",
    "author",
    "description",
]


def scrape(html, url):
    """recipe-scrapers in its "wild" mode: any site, read from its schema.org markup."""
    try:
        # Newer releases read only the sites they know unless told otherwise.
        return recipe_scrapers.scrape_html(html, org_url=url, supported_only=False)
    except TypeError:
        # Older releases (Debian 12 has 14.x) have no such option and always fall back to schema.org.
        return recipe_scrapers.scrape_html(html, org_url=url)


def read_scraper(html, url):
    found, errors = {}, {}
    try:
        scraper = scrape(html, url)
    except Exception as error:  # noqa: BLE001 - every failure is a finding
        return found, {"scraper": f"{type(error).__name__}: {error}"}
    for field in SCRAPER_FIELDS:
        try:
            found[field] = getattr(scraper, field)()
        except Exception as error:  # noqa: BLE001
            errors[field] = f"{type(error).__name__}: {error}"
    # `keywords` has no method of its own in every release: the schema.org value as the scraper sees it.
    found["keywords"] = scraper.schema.data.get("keywords")
    return found, errors


def read_extruct(html, url):
    data = extruct.extract(html, base_url=url, syntaxes=["json-ld", "opengraph"], uniform=True)
    opengraph = {}
    for item in data.get("opengraph", []):
        for key, value in item.items():
            if key != "@context":
                opengraph.setdefault(key, value)
    return data.get("json-ld", []), opengraph


def find_selectors(html, json_ld):
    """For each hasPart cssSelector in the Recipe, how many elements of the page it matches."""
    selectors = []
    for item in json_ld:
        parts = item.get("hasPart") or []
        for part in parts if isinstance(parts, list) else [parts]:
            selector = part.get("cssSelector") if isinstance(part, dict) else None
            if selector:
                selectors.append(selector)
    if not selectors:
        # Most pages have none; parsing the page for nothing was a third of the readers' time.
        return {}
    soup = BeautifulSoup(html, "html.parser")
    return {selector: len(soup.select(selector)) for selector in selectors}


def read_page(page):
    html, url = page["html"], page["url"]
    scraper, errors = read_scraper(html, url)
    json_ld, opengraph = read_extruct(html, url)
    return {
        "url": url,
        "scraper": scraper,
        "errors": errors,
        "jsonLd": json_ld,
        "openGraph": opengraph,
        "selectorMatches": find_selectors(html, json_ld),
    }


def main():
    for line in sys.stdin:
        if line.strip():
            print(json.dumps(read_page(json.loads(line)), default=str), flush=True)


if __name__ == "__main__":
    main()
