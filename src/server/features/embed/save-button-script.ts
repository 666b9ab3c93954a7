/**
 * The "Save to Ladle" button script that bloggers embed (GET /embed/save-button.js). Plain ES5, no
 * dependencies, a few hundred bytes gzipped. Placements:
 *   <a data-ladle-save></a>                          the link becomes the button
 *   <a data-ladle-save data-url="https://…">…</a>    for a page listing several recipes
 *   <script src="…/embed/save-button.js" data-ladle-button async></script>   a button right here
 * The button opens /save_to_ladle?url=<data-url, else the page's canonical link, else its address>.
 * `data-ladle-style="none"` leaves a link's look to the site.
 */
const template = `(function () {
  var me = document.currentScript, origin = "__LADLE_ORIGIN__";
  try { if (me && me.src) origin = new URL(me.src).origin; } catch (e) {}
  var look = "display:inline-flex;align-items:center;gap:8px;padding:10px 18px;border:0;border-radius:999px;" +
    "background:#C8412B;color:#FFFBF5;font:600 15px/1.2 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;" +
    "text-decoration:none;cursor:pointer";
  function pageUrl(el) {
    var url = el.getAttribute("data-url"), canonical = document.querySelector('link[rel="canonical"]');
    return url || (canonical && canonical.href) || location.href.split("#")[0];
  }
  function wire(a, from) {
    if (a.getAttribute("data-ladle-ready")) return;
    a.setAttribute("data-ladle-ready", "1");
    a.href = origin + "/save_to_ladle?url=" + encodeURIComponent(pageUrl(from || a));
    a.target = "_blank";
    a.rel = "noopener";
    if (!(a.textContent || "").replace(/\\s/g, "")) a.textContent = "Save to Ladle";
    if (a.getAttribute("data-ladle-style") !== "none") a.style.cssText = look + ";" + a.style.cssText;
  }
  function run() {
    var links = document.querySelectorAll("a[data-ladle-save]"), spots = document.querySelectorAll("script[data-ladle-button]"), i;
    for (i = 0; i < links.length; i++) wire(links[i]);
    for (i = 0; i < spots.length; i++) {
      if (spots[i].getAttribute("data-ladle-ready")) continue;
      spots[i].setAttribute("data-ladle-ready", "1");
      var a = document.createElement("a");
      spots[i].parentNode.insertBefore(a, spots[i].nextSibling);
      wire(a, spots[i]);
    }
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
  else run();
})();
`;

/** The script with Ladle's public origin as the fallback when the script's own address is unknown. */
export function buildSaveButtonScript(publicUrl: string): string {
  return template.replace("__LADLE_ORIGIN__", publicUrl.replace(/["\\\n\r<>]/g, ""));
}
