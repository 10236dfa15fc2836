import { escapeXml } from "../app/lib/xml";

/**
 * A small, complete HTML page for answers the server gives before the app is reached (a body
 * too large, a form sent from another site): the visitor still learns what happened. An error
 * page names the request (`reference`), so that a visitor who reports it leads us to its log.
 */
export function plainPage(
  title: string,
  heading: string,
  text: string,
  reference?: string,
): string {
  const quote = reference
    ? `\n<p>Reference: <code>${escapeXml(reference)}</code> (please quote it if you contact us)</p>`
    : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)} | Staffing Spotlight</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a">
<h1>${escapeXml(heading)}</h1>
<p>${escapeXml(text)}</p>${quote}
<p><a href="/" style="color:#4338ca">Return to Home</a></p></body></html>`;
}
