import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";

describe("Icon", () => {
  it("draws the named symbol of the sprite, hidden from assistive technology", () => {
    expect(renderToStaticMarkup(<Icon name="mail" className="size-4" />)).toMatch(
      /^<svg aria-hidden="true" class="icon size-4"><use href="[^"]*\/icons[^"]*\.svg[^"#]*#mail"><\/use><\/svg>$/,
    );
  });

  it("keeps a label or a role it is given, and then is not hidden", () => {
    const html = renderToStaticMarkup(<Icon name="star" role="img" aria-label="Rated 4 of 5" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Rated 4 of 5"');
    expect(html).not.toContain("aria-hidden");
  });

  it("names only the sprite's icons: a name it does not have fails the typecheck", () => {
    // @ts-expect-error "mailbox" is not one of the sprite's icons (icon-names.ts)
    const element = <Icon name="mailbox" />;
    expect(element.props.name).toBe("mailbox");
  });
});
