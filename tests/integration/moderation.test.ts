import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { createTestContext, createUser, jsonHeaders, sessionCookie } from "../helpers/app";
import { generations } from "../../db/schema";
import { MODERATION_MESSAGE } from "../../src/engine/moderation";

/** A local stand-in for OpenAI's moderation endpoint (the real request shape, over HTTP). */
let server: ServerType;
let base: string;
const seen: Array<{ auth?: string; body: { model: string; input: string } }> = [];

beforeAll(async () => {
  const api = new Hono().post("/v1/moderations", async (c) => {
    const body = await c.req.json();
    seen.push({ auth: c.req.header("authorization"), body });
    const flagged = /hurt the cat/i.test(body.input);
    return c.json({ id: "modr-1", model: body.model, results: [{ flagged, categories: { violence: flagged, harassment: false } }] });
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: api.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      base = `http://127.0.0.1:${info.port}/v1`;
      resolve();
    });
  });
});
afterAll(() => server?.close());

describe("custom situations with OpenAI as the story engine", () => {
  it("are refused when the provider's moderation flags them, and nothing is spent", async () => {
    const t = await createTestContext({ AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-test", AI_BASE_URL: base });
    const user = await createUser(t.deps);
    const cookie = await sessionCookie(t.deps, user);
    const res = await t.app.request("http://localhost:3000/api/stories/generate", {
      method: "POST",
      headers: jsonHeaders(cookie),
      body: JSON.stringify({
        childName: "Max",
        childAge: "4-5",
        behavior: "custom",
        theme: "animals",
        customBehavior: "Max keeps trying to hurt the cat when he is angry.",
      }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.customBehavior).toBe(MODERATION_MESSAGE);
    expect(seen.at(-1)).toMatchObject({
      auth: "Bearer sk-test",
      body: { model: "omni-moderation-latest", input: "Max keeps trying to hurt the cat when he is angry." },
    });
    expect(await t.deps.db.select().from(generations).where(eq(generations.userId, user.id))).toEqual([]);
  });
});
