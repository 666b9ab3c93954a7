/**
 * The page the service worker shows for a page it has no copy of while offline. Self-contained (its
 * styles inline, no script: the page's own scripts may not be cached), in Ladle's colours, and
 * pointing at what does work offline.
 */
export const offlinePageHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#FFFBF5">
<title>You're offline · Ladle</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
  :root { color-scheme: light dark; --bg: #FFFBF5; --surface: #FFFFFF; --text: #221E1A; --muted: #6B6258; --primary: #C8412B; --on-primary: #FFFFFF; --border: #E8DFD3; }
  @media (prefers-color-scheme: dark) { :root { --bg: #16130F; --surface: #201C17; --text: #F3EEE7; --muted: #A89E92; --primary: #F0715A; --on-primary: #16130F; --border: #3A332B; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100dvh; display: grid; place-items: center; padding: 24px 16px; background: var(--bg); color: var(--text); font: 1rem/1.5 "Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { width: min(100%, 28rem); padding: 32px 24px; border: 1px solid var(--border); border-radius: 12px; background: var(--surface); text-align: center; }
  svg { color: var(--primary); }
  h1 { margin: 8px 0; font: 600 1.75rem/1.15 "Fraunces Variable", Georgia, serif; }
  p { margin: 0 0 24px; color: var(--muted); }
  nav { display: grid; gap: 8px; }
  a { display: inline-flex; align-items: center; justify-content: center; min-height: 48px; padding: 0 24px; border-radius: 999px; font-weight: 600; text-decoration: none; }
  a.primary { background: var(--primary); color: var(--on-primary); }
  a.secondary { border: 1px solid var(--border); color: var(--text); }
  a:focus-visible { outline: 3px solid color-mix(in srgb, var(--primary) 40%, transparent); outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <svg viewBox="0 0 32 32" width="56" height="56" aria-hidden="true"><circle cx="12" cy="19" r="9" fill="currentColor"/><path d="M17.5 12.5 27 3" stroke="currentColor" stroke-width="3.2" stroke-linecap="round"/></svg>
  <h1>You're offline</h1>
  <p>This page needs a connection. Your shopping list and the recipes you opened lately still work.</p>
  <nav>
    <a class="primary" href="/shopping-list">Open your shopping list</a>
    <a class="secondary" href="">Try again</a>
  </nav>
</main>
</body>
</html>
`;
