import type { RequestHandler } from "express";

/** Form posts are small; anything larger is refused before a byte of it is read. */
export const maxBodyBytes = 64 * 1024;

const tooLargePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too much to send | Staffing Spotlight</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a">
<h1>That was too much to send</h1>
<p>Our forms accept up to 64 KB at a time, and nothing you sent was saved. Please go back, shorten the longest text, and try again.</p>
<p><a href="/" style="color:#4338ca">Return to Home</a></p></body></html>`;

/**
 * Refuses request bodies over the limit with a clear 413 page, and bodies of unknown length
 * (chunked uploads) with 411, so that no handler ever buffers an unbounded body.
 */
export const limitRequestBody: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const length = req.headers["content-length"];
  if (length === undefined) {
    if (req.headers["transfer-encoding"]) {
      res.status(411).type("text/plain").send("Length Required");
      return;
    }
    return next();
  }
  if (!/^\d+$/.test(length) || Number(length) > maxBodyBytes) {
    res.status(413).set("Connection", "close").type("html").send(tooLargePage);
    return;
  }
  next();
};
