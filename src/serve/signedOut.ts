/**
 * The page a browser gets for a serve-mode address opened without its access (a new browser
 * session after the old one's cookie was cleared, a bookmark, serve mode started again with a new
 * token): words on how to get back in, styled, light or dark as the system is. It needs nothing of
 * the app, which it may not load, so its style is inline and its policy allows only that style.
 */
export const SIGNED_OUT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export function signedOutPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Participant Workbench — open the printed address</title>
<style>
  :root { color-scheme: light dark; --bg: #f6f7f9; --card: #fff; --text: #1b1f24; --muted: #5b6470; --line: #d8dde3; }
  @media (prefers-color-scheme: dark) { :root { --bg: #15181c; --card: #1e2228; --text: #e8eaed; --muted: #a3abb5; --line: #343a42; } }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text);
    font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 34rem; margin: 1.5rem; padding: 1.75rem 2rem; background: var(--card); border: 1px solid var(--line); border-radius: 10px; }
  h1 { font-size: 1.25rem; margin: 0 0 0.75rem; }
  p { margin: 0.5rem 0; }
  .muted { color: var(--muted); }
  code { font: 0.92em ui-monospace, SFMono-Regular, Menlo, monospace; background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: 0 0.3em; white-space: nowrap; }
</style>
</head>
<body>
<main>
  <h1>Open the address serve mode printed</h1>
  <p>This browser has no access to the workbench yet. Serve mode printed an address ending in
  <code>?token=…</code> in the terminal where it runs (<code>npm run serve</code>): open that address
  here, and the pages of the workbench open as before.</p>
  <p class="muted">Started serve mode again? It printed a new address: an old one no longer opens.
  Not running? Start it with <code>npm run serve</code>.</p>
</main>
</body>
</html>
`;
}
