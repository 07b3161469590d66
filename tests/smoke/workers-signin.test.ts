import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort, startServer, type Running } from "./process";

/**
 * The Workers build signs in against an issuer that is not the worker itself: the Node app's embedded
 * OpenID Connect provider, with the worker registered as one of its clients.
 */
let node: Running;
let worker: Running;
let nodeBase: string;
let workerBase: string;
const wranglerEnv = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/**
 * A port from freePort() is free when it is handed out, but the smoke files running beside this one start
 * their own wrangler/workerd processes on random ports; when one of them takes ours first, wrangler exits
 * with "Address already in use". Then both servers start again on new ports (the worker's port is in the
 * IdP's registered redirect URIs, so the Node app restarts too).
 */
beforeAll(async () => {
  for (let attempt = 1; ; attempt++) {
    try {
      await startBoth();
      return;
    } catch (e) {
      await worker?.stop();
      await node?.stop();
      if (attempt >= 3 || !/Address already in use|EADDRINUSE/.test(String(e))) throw e;
    }
  }
});

async function startBoth() {
  const dir = mkdtempSync(join(tmpdir(), "bt-signin-"));
  const [nodePort, workerPort, inspectorPort] = [await freePort(), await freePort(), await freePort()];
  nodeBase = `http://localhost:${nodePort}`;
  workerBase = `http://127.0.0.1:${workerPort}`;
  const client = {
    client_id: "workers-smoke",
    client_secret: "workers-smoke-secret-0123456789",
    redirect_uris: [`${workerBase}/callback`],
    post_logout_redirect_uris: [workerBase],
  };
  node = await startServer(
    process.execPath,
    ["--import", "tsx", "src/entry/node.ts"],
    {
      PORT: String(nodePort),
      APP_URL: nodeBase,
      DATABASE_URL: `file:${join(dir, "node.db")}`,
      BLOB_DIR: join(dir, "blobs"),
      LOG_LEVEL: "error",
      EMBEDDED_IDP_CLIENTS: JSON.stringify([client]),
    },
    `${nodeBase}/api/health`,
  );
  execFileSync("node_modules/.bin/wrangler", ["d1", "migrations", "apply", "behavior-tales", "--local", "--persist-to", join(dir, "wrangler")], {
    env: { ...process.env, ...wranglerEnv, CI: "1" },
    stdio: "pipe",
  });
  worker = await startServer(
    "node_modules/.bin/wrangler",
    [
      "dev",
      "--port",
      String(workerPort),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      join(dir, "wrangler"),
      "--inspector-port",
      String(inspectorPort),
      "--var",
      `APP_URL:${workerBase}`,
      "--var",
      `OIDC_ISSUER:${nodeBase}/idp`,
      "--var",
      `OIDC_CLIENT_ID:${client.client_id}`,
      "--var",
      `OIDC_CLIENT_SECRET:${client.client_secret}`,
      "--var",
      "ADMIN_EMAILS:admin@example.com",
    ],
    wranglerEnv,
    `${workerBase}/api/health`,
  );
}
afterAll(async () => {
  await worker?.stop();
  await node?.stop();
});

/** A tiny browser: one cookie jar per origin, redirects followed by hand. */
class Browser {
  jars = new Map<string, Map<string, string>>();
  async go(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<{ res: Response; url: string; body: string }> {
    let current = url;
    let method = init.method ?? "GET";
    let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined;
    for (let hop = 0; hop < 20; hop++) {
      const origin = new URL(current).origin;
      const jar = this.jars.get(origin) ?? new Map();
      this.jars.set(origin, jar);
      const headers: Record<string, string> = { Accept: "text/html", Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") };
      if (body) Object.assign(headers, { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "Sec-Fetch-Site": "same-origin" });
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
      if (res.status >= 300 && res.status < 400 && location) {
        current = new URL(location, current).toString();
        method = "GET";
        body = undefined;
        continue;
      }
      return { res, url: current, body: await res.text() };
    }
    throw new Error("too many redirects");
  }
}

it("signs in to the worker through the Node app's embedded provider and reads the signed-in user", async () => {
  const browser = new Browser();
  const start = await browser.go(`${workerBase}/api/login?returnTo=%2Fprofile`);
  expect(start.url).toMatch(new RegExp(`^${nodeBase}/idp/interaction/`));
  expect(start.body).toContain("Sign in to Behavior Tales");
  const action = /action="([^"]+\/login)"/.exec(start.body)![1]!;
  const done = await browser.go(new URL(action, nodeBase).toString(), { method: "POST", form: { email: "parent@example.com", password: "storytime123" } });
  expect(done.url).toMatch(new RegExp(`^${workerBase}/callback\\?`));
  expect(done.res.status).toBe(200);
  expect(done.body).toContain("Logging you in...");
  expect(done.res.headers.get("refresh")).toBe("1; url=/profile");

  const me = await browser.go(`${workerBase}/api/auth/me`);
  expect(me.res.status).toBe(200);
  expect(JSON.parse(me.body)).toMatchObject({ email: "parent@example.com", firstName: "Paula", lastName: "Parent" });
  const profile = await browser.go(`${workerBase}/profile`);
  expect(profile.body).toContain("Paula Parent");

  // The signed-in parent creates a story on the worker: D1 for the quota and story, R2 for files,
  // the local engine, the line-art composer and the PDF all running in workerd.
  const jar = browser.jars.get(new URL(workerBase).origin)!;
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const created = await fetch(`${workerBase}/api/stories/generate`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json", Accept: "application/json", Origin: workerBase },
    body: JSON.stringify({ childName: "Maya", childAge: "4-5", behavior: "bedtime", theme: "animals", pronouns: "she", grownUpName: "Papa", hair: "puffs" }),
  });
  expect(created.status).toBe(201);
  const story = await created.json();
  expect(story.storyContent).toContain("Maya");
  // The plan is stored in D1 and returned; the picture is drawn from it.
  const one = await (await fetch(`${workerBase}/api/stories/${story.id}`, { headers: { Cookie: cookie } })).json();
  expect(one.plan.child).toMatchObject({ name: "Maya", pronouns: "she", hair: "puffs" });
  expect(one.plan.grownUp.name).toBe("Papa");
  expect(one.plan.scenes.length).toBeGreaterThanOrEqual(8);
  expect(one.storyContent).toContain("Papa");
  expect(one.coloringAlt).toContain("Maya");
  const pdf = await fetch(`${workerBase}/api/stories/${story.id}/pdf`, { headers: { Cookie: cookie } });
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  const image = await fetch(`${workerBase}${story.imageUrl}`, { headers: { Cookie: cookie } });
  expect(image.headers.get("content-type")).toBe("image/svg+xml");
  expect(await image.text()).toMatch(/<title>[^<]*Maya[^<]*<\/title>/);
  // A picture per scene, drawn on workerd and kept in R2.
  expect(one.sceneImages).toHaveLength(one.plan.scenes.length);
  const scene = await fetch(`${workerBase}${one.sceneImages[0].url}`, { headers: { Cookie: cookie } });
  expect(scene.status).toBe(200);
  expect(scene.headers.get("content-type")).toBe("image/svg+xml");
  expect(await scene.text()).toContain("<title>");
  const list = await (await fetch(`${workerBase}/api/stories`, { headers: { Cookie: cookie } })).json();
  expect(list.map((s: { id: number }) => s.id)).toEqual([story.id]);
});

it("shows admins the story-quality report on the worker, and nobody else", async () => {
  const signIn = async (email: string) => {
    const browser = new Browser();
    const start = await browser.go(`${workerBase}/api/login?returnTo=%2F`);
    const action = /action="([^"]+\/login)"/.exec(start.body)![1]!;
    await browser.go(new URL(action, nodeBase).toString(), { method: "POST", form: { email, password: "storytime123" } });
    return [...browser.jars.get(new URL(workerBase).origin)!].map(([k, v]) => `${k}=${v}`).join("; ");
  };
  const admin = await fetch(`${workerBase}/api/admin/story-quality`, { headers: { Cookie: await signIn("admin@example.com") } });
  expect(admin.status).toBe(200);
  const report = await admin.json();
  expect(report.byBehavior).toEqual(expect.arrayContaining([expect.objectContaining({ behavior: "bedtime", passRate: 100 })]));
  // Every generation's outcome is recorded in D1 too (ADR 022): the story written above, saved by the local engine.
  const [week, month] = report.outcomes.windows;
  expect([week.days, month.days]).toEqual([7, 30]);
  expect(week.engines).toEqual([expect.objectContaining({ engine: "local", counts: expect.objectContaining({ saved: 1, refused: 0 }) })]);
  expect(JSON.stringify(report.outcomes)).not.toContain("Maya");
  const parent = await fetch(`${workerBase}/api/admin/story-quality`, { headers: { Cookie: await signIn("parent@example.com") } });
  expect(parent.status).toBe(403);
});
