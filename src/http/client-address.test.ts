import { describe, expect, it } from "vitest";
import { rateLimitClient } from "./client-address";

/** Rate limits count a client by its address: an IPv4 address, or the /64 an IPv6 address is in. */
describe("rateLimitClient", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(rateLimitClient("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts IPv6 addresses by their /64: one household's or one machine's many addresses are one client", () => {
    const a = rateLimitClient("2001:db8:aa:bb::1");
    expect(a).toBe("2001:db8:aa:bb::/64");
    for (const same of ["2001:db8:aa:bb:ffff:1:2:3", "2001:0DB8:00aa:00bb:0:0:0:9", "[2001:db8:aa:bb::42]", "2001:db8:aa:bb::1%eth0"]) {
      expect(rateLimitClient(same), same).toBe(a);
    }
    expect(rateLimitClient("2001:db8:aa:bc::1")).toBe("2001:db8:aa:bc::/64");
    expect(rateLimitClient("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitClient("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("treats an IPv4-mapped IPv6 address as the IPv4 address (a dual-stack socket reports IPv4 clients so)", () => {
    expect(rateLimitClient("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitClient("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(rateLimitClient("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("leaves anything else (no address known, garbage) as one bounded key", () => {
    expect(rateLimitClient("unknown")).toBe("unknown");
    expect(rateLimitClient("x".repeat(500))).toHaveLength(100);
    expect(rateLimitClient("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
  });
});
