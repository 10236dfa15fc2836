import type { RequestHandler } from "express";
import { plainPage } from "./plain-page";

/** Form posts are small; anything larger is refused before a byte of it is read. */
export const maxBodyBytes = 64 * 1024;

const tooLargePage = plainPage(
  "Too much to send",
  "That was too much to send",
  "Our forms accept up to 64 KB at a time, and nothing you sent was saved. Please go back, shorten the longest text, and try again.",
);

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
