import { describe, expect, it } from "vitest";
import { demoAccountsEnabled, demoAccountsWarning } from "./accounts";

describe("demoAccountsEnabled: the demo logins exist only on a local origin or when asked for", () => {
  it.each([
    [undefined, "APP_URL unset (npm start → http://localhost:PORT)"],
    ["", "APP_URL empty"],
    ["http://localhost:3000", "localhost"],
    ["http://localhost", "localhost without a port"],
    ["https://localhost:8443", "localhost over https"],
    ["http://LOCALHOST:3000", "localhost in capitals"],
    ["http://127.0.0.1:3000", "127.0.0.1"],
    ["http://[::1]:3000", "[::1]"],
    ["http://[0:0:0:0:0:0:0:1]:3000", "[::1] written out"],
    ["http://localhost:3000/", "with a trailing slash"],
  ] as [string | undefined, string][])("on %j (%s): yes", (APP_URL) => {
    expect(demoAccountsEnabled({ APP_URL })).toBe(true);
  });

  it.each([
    ["https://behaviortales.app", "a public https origin"],
    ["http://behaviortales.app", "a public http origin"],
    ["http://192.168.1.20:3000", "a LAN address"],
    ["http://10.0.0.5", "a private address"],
    ["http://0.0.0.0:3000", "the any-address"],
    ["http://127.0.0.2:3000", "another loopback address (not one of the three names)"],
    ["http://localhost.evil.example", "localhost as a subdomain"],
    ["http://evil-localhost", "localhost inside another name"],
    ["http://localhost@evil.example", "localhost as user info"],
    ["http://[::2]:3000", "another IPv6 address"],
    ["not a url", "an unparsable value"],
  ])("on %j (%s): no", (APP_URL) => {
    expect(demoAccountsEnabled({ APP_URL })).toBe(false);
  });

  it("DEMO_ACCOUNTS=1 (or true) turns them on anywhere; 0 (or false) turns them off even locally", () => {
    expect(demoAccountsEnabled({ APP_URL: "https://behaviortales.app", DEMO_ACCOUNTS: "1" })).toBe(true);
    expect(demoAccountsEnabled({ APP_URL: "https://behaviortales.app", DEMO_ACCOUNTS: "true" })).toBe(true);
    expect(demoAccountsEnabled({ APP_URL: "https://behaviortales.app", DEMO_ACCOUNTS: "" })).toBe(false);
    expect(demoAccountsEnabled({ APP_URL: "https://behaviortales.app", DEMO_ACCOUNTS: "yes please" })).toBe(false);
    expect(demoAccountsEnabled({ APP_URL: "http://localhost:3000", DEMO_ACCOUNTS: "0" })).toBe(false);
    expect(demoAccountsEnabled({ DEMO_ACCOUNTS: "false" })).toBe(false);
  });

  it("has one clear warning line naming the accounts and why they are on", () => {
    const local = demoAccountsWarning({});
    expect(local).not.toContain("\n");
    expect(local).toMatch(/demo accounts/i);
    expect(local).toContain("admin@example.com");
    expect(local).toMatch(/local/);
    const forced = demoAccountsWarning({ APP_URL: "https://behaviortales.app", DEMO_ACCOUNTS: "1" });
    expect(forced).not.toContain("\n");
    expect(forced).toContain("DEMO_ACCOUNTS=1");
    expect(forced).toContain("https://behaviortales.app");
  });
});
