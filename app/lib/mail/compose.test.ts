import { describe, expect, it } from "vitest";
import { composeMail, escapeHtml } from "./compose";

const site = { name: "Staffing Spotlight", url: "https://staffingspotlight.com" };

describe("composeMail", () => {
  it("writes the same words in the plain-text and the HTML part, with the site's name and address", () => {
    const mail = composeMail(site, {
      subject: "We received your message",
      greeting: "Hello Ana,",
      blocks: [
        { kind: "paragraph", text: "Thank you for writing." },
        { kind: "link", label: "Our site", url: "https://staffingspotlight.com/about" },
      ],
    });
    expect(mail.subject).toBe("We received your message");
    expect(mail.text).toBe(
      [
        "Hello Ana,",
        "Thank you for writing.",
        "Our site: https://staffingspotlight.com/about",
        "--",
        "Staffing Spotlight · https://staffingspotlight.com",
      ].join("\n\n") + "\n",
    );
    expect(mail.html).toContain('<p style="margin:0 0 16px">Hello Ana,</p>');
    expect(mail.html).toContain('<a href="https://staffingspotlight.com/about"');
    expect(mail.html).toContain('Staffing Spotlight · <a href="https://staffingspotlight.com"');
    expect(mail.html).not.toContain("nsubscribe");
  });

  it("renders nothing a visitor typed as markup", () => {
    const typed = `<img src=x onerror="alert(1)"> & 'quotes'\n<script>x</script>`;
    const mail = composeMail(site, {
      subject: "<b>Hi</b>",
      greeting: `Hello ${typed},`,
      blocks: [
        { kind: "quote", text: typed },
        { kind: "link", label: typed, url: 'https://x.example/"><script>' },
        { kind: "link", label: "Not a web address", url: "javascript:alert(1)" },
      ],
    });
    expect(mail.html).not.toMatch(/<(img|script|b)\b/);
    expect(mail.html).not.toContain('href="javascript');
    expect(mail.html).toContain(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quotes&#39;<br>&lt;script&gt;x&lt;/script&gt;",
    );
    expect(mail.html).toContain("<title>&lt;b&gt;Hi&lt;/b&gt;</title>");
    expect(mail.html).toContain('href="https://x.example/&quot;&gt;&lt;script&gt;"');
    // The plain-text part keeps the letters as typed, the quote marked as one.
    expect(mail.text).toContain(
      `> <img src=x onerror="alert(1)"> & 'quotes'\n> <script>x</script>`,
    );
  });

  it("says how to stop notifications, in both parts, when given the unsubscribe address", () => {
    const url = "https://staffingspotlight.com/unsubscribe?token=abc";
    const mail = composeMail(site, { subject: "News", blocks: [] }, url);
    expect(mail.text).toContain(`To get no more such e-mails: ${url}`);
    expect(mail.html).toContain(`<a href="${url}" style="color:#1d4ed8">Unsubscribe</a>`);
  });

  it("escapes the five characters that matter in HTML", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});
