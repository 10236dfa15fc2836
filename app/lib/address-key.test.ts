import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key";

describe("addressKey", () => {
  it("keeps an IPv4 address whole, also when written as IPv4-mapped IPv6", () => {
    expect(addressKey("203.0.113.7")).toBe("ip:203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("ip:203.0.113.7");
    expect(addressKey("::FFFF:203.0.113.7")).toBe("ip:203.0.113.7");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const key = "ip6:2001:db8:12:34::/64";
    expect(addressKey("2001:db8:12:34::1")).toBe(key);
    expect(addressKey("2001:0db8:0012:0034:ffff:ffff:ffff:ffff")).toBe(key);
    expect(addressKey("2001:DB8:12:34:5::9")).toBe(key);
    expect(addressKey("2001:db8:12:34::1%eth0")).toBe(key);
    expect(addressKey("2001:db8:12:35::1")).not.toBe(key);
    expect(addressKey("2001:db8::1")).toBe("ip6:2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("ip6:0:0:0:0::/64");
    expect(addressKey("64:ff9b::192.0.2.33")).toBe("ip6:64:ff9b:0:0::/64");
  });

  it("keeps anything else as it is", () => {
    expect(addressKey("unknown")).toBe("ip:unknown");
    expect(addressKey("1:2:3")).toBe("ip:1:2:3");
    expect(addressKey("1::2::3")).toBe("ip:1::2::3");
  });
});
