import { escapeXml } from "../app/lib/xml";

/**
 * A small, complete HTML page for answers the server gives before the app is reached (a body
 * too large, a form sent from another site): the visitor still learns what happened.
 */
export function plainPage(title: string, heading: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)} | Staffing Spotlight</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a">
<h1>${escapeXml(heading)}</h1>
<p>${escapeXml(text)}</p>
<p><a href="/" style="color:#4338ca">Return to Home</a></p></body></html>`;
}
