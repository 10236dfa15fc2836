import { stripMarkup } from "../../app/lib/sanitize";

/**
 * Well-known cross-site scripting payloads. Each one, if it ever ran, calls `alert` with its
 * id (seen as a dialog) or adds its id to `window.__xss`; each one that could create an
 * element gives it a `data-xss` attribute, so markup that reaches the page can be found.
 */
export interface XssPayload {
  id: string;
  text: string;
}

export const xssCorpus: readonly XssPayload[] = [
  { id: "x01", text: `<script>alert('x01')</script>` },
  { id: "x02", text: `<img src=x onerror="alert('x02')" data-xss="x02">` },
  { id: "x03", text: `<svg onload=alert('x03') data-xss=x03>` },
  { id: "x04", text: `"><svg onload=alert('x04') data-xss=x04>` },
  { id: "x05", text: `'><img src=x onerror=alert('x05') data-xss=x05>` },
  { id: "x06", text: `</textarea><img src=x onerror=alert('x06') data-xss=x06>` },
  { id: "x07", text: `</title><img src=x onerror=alert('x07') data-xss=x07>` },
  { id: "x08", text: `</script><script>window.__xss=['x08']</script>` },
  // Line and paragraph separators once broke JSON embedded in a script.
  { id: "x09", text: `\u2028\u2029</script><script data-xss=x09>alert('x09')</script>` },
  {
    id: "x10",
    text: `<noscript><p title="</noscript><img src=x onerror=alert('x10') data-xss=x10>">`,
  },
  { id: "x11", text: `<div style="width:expression(alert('x11'))" data-xss=x11>css</div>` },
  {
    id: "x12",
    text: `<iframe srcdoc="<script>parent.alert('x12')</script>" data-xss=x12></iframe>`,
  },
  { id: "x13", text: `<a href="javascript:alert('x13')" data-xss=x13>click me</a>` },
  { id: "x14", text: `javascript:alert('x14')` },
  { id: "x15", text: `data:text/html;base64,PHNjcmlwdD5hbGVydCgneDE1Jyk8L3NjcmlwdD4=` },
  { id: "x16", text: `&lt;img src=x onerror=alert('x16') data-xss=x16&gt;` },
  { id: "x17", text: `&#60;script&#62;alert('x17')&#60;/script&#62;` },
  { id: "x18", text: `[click me](javascript:alert('x18'))` },
  { id: "x19", text: `{{constructor.constructor('alert("x19")')()}} \${alert('x19')}` },
  {
    id: "x20",
    text: `<math><mtext><table><mglyph><style><img src=x onerror=alert('x20') data-xss=x20>`,
  },
  { id: "x21", text: `<<script>script>alert('x21')<</script>/script>` },
  // Unclosed: the next markup on the page would close it.
  { id: "x22", text: `<img src=x onerror=alert('x22') data-xss=x22 ` },
  { id: "x23", text: `<!--<img src="--><img src=x onerror=alert('x23') data-xss=x23>">` },
  // Attribute injection without any tag: survives markup stripping, so it reaches every page.
  { id: "x24", text: `" autofocus onfocus="alert('x24')" data-xss="x24` },
  { id: "x25", text: `' onmouseover='alert("x25")' data-xss='x25` },
  { id: "x26", text: `<object data="javascript:alert('x26')" data-xss=x26></object>` },
  { id: "x27", text: `<base href="javascript:alert('x27')//" data-xss=x27>` },
  {
    id: "x28",
    text: `<meta http-equiv="refresh" content="0;url=javascript:alert('x28')" data-xss=x28>`,
  },
  { id: "x29", text: `<details open ontoggle=alert('x29') data-xss=x29>` },
  {
    id: "x30",
    text: `<form><button formaction="javascript:alert('x30')" data-xss=x30>go</button></form>`,
  },
  { id: "x31", text: `<style>@import 'javascript:alert("x31")';</style><b data-xss=x31>b</b>` },
  { id: "x32", text: `\\u003cimg src=x onerror=alert('x32') data-xss=x32\\u003e` },
  { id: "x33", text: `%3Cscript%3Ealert('x33')%3C%2Fscript%3E` },
  { id: "x34", text: `<scr<script>ipt>alert('x34')</scr</script>ipt>` },
  { id: "x35", text: `<IMG SRC=JaVaScRiPt:alert('x35') DATA-XSS=x35>` },
  {
    id: "x36",
    text: `<svg><a xlink:href="javascript:alert('x36')"><text data-xss="x36">x</text></a></svg>`,
  },
  { id: "x37", text: `<video><source onerror="alert('x37')" data-xss=x37></video>` },
  { id: "x38", text: `</style><img src=x onerror=alert('x38') data-xss=x38>` },
  { id: "x39", text: `<body onload=alert('x39') data-xss=x39>` },
  { id: "x40", text: `<input onfocus=alert('x40') autofocus data-xss=x40>` },
];

export function xssPayload(id: string): string {
  const payload = xssCorpus.find((item) => item.id === id);
  if (!payload) throw new Error(`no payload ${id}`);
  return payload.text;
}

/** What the server keeps of a text: the app's own sanitiser, so the test expects exactly that. */
export function stored(text: string): string {
  return stripMarkup(text);
}

/** As Playwright compares text: runs of white space (including U+2028) as one space. */
export function normalized(text: string): string {
  return text
    .replace(/\u200b/g, "")
    .trim()
    .replace(/\s+/g, " ");
}

/** Every payload in one text: refused forms echo it as sent, and stored it fits any long field. */
export const wholeCorpus = (separator = "\n") => xssCorpus.map((item) => item.text).join(separator);

/**
 * Noncharacters that survive the sanitiser and are valid in HTML but forbidden in XML: one of
 * them in a published movement must not make the RSS feed unreadable for every subscriber.
 */
export const xmlForbiddenCharacters = "\uFFFE\uFFFF";

/**
 * SQL-injection payloads: quotes that close a string, comments, stacked statements, UNIONs
 * that would read moderators' password hashes, and LIKE wildcards that must match literally.
 */
export const sqlCorpus: readonly string[] = [
  `' OR '1'='1`,
  `' OR 1=1 --`,
  `" OR 1=1 --`,
  `') OR ('1'='1`,
  `'; DROP TABLE companies;--`,
  `'; DELETE FROM movement_submissions; --`,
  `1 UNION SELECT email, password_hash FROM moderators--`,
  `' UNION SELECT id, password_hash, email, 1, 1, 1, 1, 1, 1 FROM moderators--`,
  `' || (SELECT password_hash FROM moderators LIMIT 1) || '`,
  `' AND 1=CAST((SELECT password_hash FROM moderators LIMIT 1) AS INT)--`,
  `admin'--`,
  `%' --`,
  `%`,
  `_`,
  `%%`,
  `\\`,
  `\\%`,
  `\\'`,
  `1; SELECT sqlite_version()`,
  `' OR name LIKE '%`,
];
