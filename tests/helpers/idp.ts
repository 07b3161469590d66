import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";
import { createApp } from "../../src/app";
import { createEmbeddedIdp } from "../../src/entry/idp/provider";
import { resetOidcCaches } from "../../src/auth/oidc";
import { createTestContext, type TestContext } from "./app";

export interface IdpTestContext extends TestContext {
  /** Where the test server really listens (http://localhost:PORT). */
  base: string;
  idp: Awaited<ReturnType<typeof createEmbeddedIdp>>;
}

/**
 * The Node app with its embedded OpenID Connect provider on a real loopback port (the provider needs
 * Node's request and response objects), a fresh database and the test clock. `APP_URL` defaults to
 * the server's own http://localhost:PORT; pass another to see how a deployment behaves.
 */
export async function startIdpApp(
  options: { appUrl?: (port: number) => string; env?: Record<string, string>; idp?: Parameters<typeof createEmbeddedIdp>[2] } = {},
): Promise<IdpTestContext> {
  let handler: (req: Request, env: unknown) => Response | Promise<Response> = () => new Response("starting", { status: 503 });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: (req, env) => handler(req, env), port: 0 }, () => resolve(s));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = (server.address() as AddressInfo).port;
  const base = `http://localhost:${port}`;
  const appUrl = options.appUrl ? options.appUrl(port) : base;
  resetOidcCaches();
  const t = await createTestContext({ APP_URL: appUrl, PORT: String(port), ...options.env });
  const idp = await createEmbeddedIdp(t.deps, new URL(appUrl).origin, options.idp);
  t.deps.services.oidc = idp.settings;
  t.deps.services.onAccountDeleted = idp.onAccountDeleted;
  t.deps.services.builtInAccounts = idp.accounts;
  const app = createApp(t.deps, { mount: idp.mount });
  handler = (req, env) => app.fetch(req, env as never);
  return { ...t, app, base, idp };
}

export interface Visit {
  res: Response;
  url: string;
  body: string;
  /** Every hop, in order (status and URL), for assertions on where the browser went. */
  hops: { status: number; url: string; location: string | null }[];
}

/** A tiny browser: one cookie jar per host, redirects followed by hand, same-origin form posts. */
export class Browser {
  jars = new Map<string, Map<string, string>>();
  constructor(readonly extraHeaders: Record<string, string> = {}) {}

  cookieHeader(url: string): string {
    const jar = this.jars.get(new URL(url).host) ?? new Map<string, string>();
    return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async go(url: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string>; follow?: boolean } = {}): Promise<Visit> {
    let current = url;
    let method = init.method ?? (init.form ? "POST" : "GET");
    let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined;
    const hops: Visit["hops"] = [];
    for (let hop = 0; hop < 20; hop++) {
      const host = new URL(current).host;
      const jar = this.jars.get(host) ?? new Map<string, string>();
      this.jars.set(host, jar);
      const headers: Record<string, string> = { Accept: "text/html" };
      if (jar.size) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      if (body)
        Object.assign(headers, { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(current).origin, "Sec-Fetch-Site": "same-origin" });
      Object.assign(headers, this.extraHeaders, init.headers);
      const res = await fetch(current, { method, headers, body, redirect: "manual" });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(";");
        const i = pair!.indexOf("=");
        const name = pair!.slice(0, i);
        const value = pair!.slice(i + 1);
        if (!value || /Max-Age=0/i.test(c) || /Expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(name);
        else jar.set(name, value);
      }
      const location = res.headers.get("location");
      hops.push({ status: res.status, url: current, location });
      if (init.follow !== false && res.status >= 300 && res.status < 400 && location) {
        current = new URL(location, current).toString();
        method = "GET";
        body = undefined;
        continue;
      }
      return { res, url: current, body: await res.text(), hops };
    }
    throw new Error("too many redirects");
  }
}

/** The sign-in form's action on a provider page. */
export function formAction(html: string, kind: "login" | "signup" = "login"): string {
  const m = new RegExp(`action="([^"]+/${kind})"`).exec(html);
  if (!m) throw new Error(`no ${kind} form on the page:\n${html.slice(0, 500)}`);
  return m[1]!;
}
