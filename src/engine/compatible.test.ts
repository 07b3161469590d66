/**
 * createCompatibleModel's fallback, at the fetch below the AI SDK (ADR 021): only a refusal of the
 * response format is asked again without it; any other error is the server's answer as it is.
 */
import { generateText, jsonSchema, Output } from "ai";
import { describe, expect, it } from "vitest";
import { createCompatibleModel, looksLikeOllama, type StructuredOutputMode } from "./compatible";

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

const ANSWER = {
  id: "1",
  object: "chat.completion",
  created: 0,
  model: "m",
  choices: [{ index: 0, message: { role: "assistant", content: '{"a":"x"}' }, finish_reason: "stop" }],
};

/** A fake fetch: `first` answers the first request, a good answer after that; every body kept. */
function server(first: { status: number; body: unknown } | null) {
  const bodies: Record<string, unknown>[] = [];
  const fetch = (async (_url: unknown, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const reply = bodies.length === 1 && first ? first : { status: 200, body: ANSWER };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { "content-type": "application/json" } });
  }) as typeof globalThis.fetch;
  return { fetch, bodies };
}

async function ask(mode: StructuredOutputMode | undefined, first: { status: number; body: unknown } | null) {
  const s = server(first);
  const warnings: string[] = [];
  const model = createCompatibleModel({ baseURL: "http://x/v1", model: "m", structuredOutputs: mode, fetch: s.fetch, warn: (m) => warnings.push(m) });
  const schema = jsonSchema<{ a: string }>({ type: "object", properties: { a: { type: "string" } }, required: ["a"], additionalProperties: false });
  const result = await generateText({ model, prompt: "p", output: Output.object({ schema, name: "story_plan" }), maxRetries: 0 }).then(
    (r) => r.output,
    (e: Error) => e,
  );
  return { result, bodies: s.bodies, warnings };
}

describe("createCompatibleModel", () => {
  it("sends the schema as strict json_schema, never json_object", async () => {
    const { result, bodies } = await ask(undefined, null);
    expect(result).toEqual({ a: "x" });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "story_plan", strict: true } });
  });

  it("auto: a 400 naming response_format is asked again without it, once", async () => {
    const { result, bodies, warnings } = await ask("auto", { status: 400, body: { error: "'response_format.type' must be 'json_schema' or 'text'" } });
    expect(result).toEqual({ a: "x" });
    expect(bodies.map((b) => "response_format" in b)).toEqual([true, false]);
    expect(warnings).toHaveLength(1);
  });

  it("auto: any other error is not retried (a context too long, a bad key, a busy server)", async () => {
    for (const first of [
      { status: 400, body: { error: { message: "This model's maximum context length is 4096 tokens" } } },
      { status: 401, body: { error: { message: "invalid api key for structured outputs" } } },
      { status: 503, body: { error: { message: "json_schema backend overloaded" } } },
    ]) {
      const { result, bodies, warnings } = await ask("auto", first);
      expect(result).toBeInstanceOf(Error);
      expect(bodies).toHaveLength(1);
      expect(warnings).toEqual([]);
    }
  });

  it("on: a refusal is an error; off: no response_format at all", async () => {
    const on = await ask("on", { status: 400, body: { error: "json_schema is not supported" } });
    expect(on.result).toBeInstanceOf(Error);
    expect(on.bodies).toHaveLength(1);
    const off = await ask("off", null);
    expect(off.result).toEqual({ a: "x" });
    expect(off.bodies.map((b) => "response_format" in b)).toEqual([false]);
  });

  it("knows Ollama's address by its port or host name", () => {
    expect(looksLikeOllama("http://localhost:11434/v1")).toBe(true);
    expect(looksLikeOllama("https://ollama.example.org/v1")).toBe(true);
    expect(looksLikeOllama("http://localhost:1234/v1")).toBe(false);
    expect(looksLikeOllama("not a url")).toBe(false);
  });
});
