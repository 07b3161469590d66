/**
 * Start-up refuses image settings that could not work or would send a key to the wrong host
 * (issue 23, item 9; ADR 023): each trap is a ConfigError naming the variable and what to do.
 */
import { describe, expect, it } from "vitest";
import { ConfigError, imageSettings, parseEnv } from "./env";
import { engineProviders } from "./services";
import { IMAGE_MODELS } from "./art/image-models";

const BASE = { NODE_ENV: "test" };
const parse = (vars: Record<string, string>) => parseEnv({ ...BASE, ...vars });
const refusal = (vars: Record<string, string>) => {
  try {
    parse(vars);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error("expected a ConfigError");
};

describe("image settings at start-up", () => {
  it("IMAGE_PROVIDER=openai without any key stops start-up (it used to draw line art silently)", () => {
    const message = refusal({ IMAGE_PROVIDER: "openai" });
    expect(message).toMatch(/IMAGE_API_KEY: required when IMAGE_PROVIDER=openai/);
    expect(message).toMatch(/unset IMAGE_PROVIDER to draw the built-in line art/);
  });

  it("an IMAGE_MODEL that is not an OpenAI image model stops start-up, listing the ones that work", () => {
    const message = refusal({ IMAGE_PROVIDER: "openai", OPENAI_API_KEY: "sk-a", IMAGE_MODEL: "gpt-4o-mini" });
    expect(message).toMatch(/IMAGE_MODEL: "gpt-4o-mini" is not an OpenAI image model/);
    for (const model of IMAGE_MODELS) expect(message).toContain(model);
  });

  it("a retired image model (gpt-image-1, dall-e-3, dall-e-2) is refused with the reason", () => {
    expect(refusal({ IMAGE_PROVIDER: "openai", OPENAI_API_KEY: "sk-a", IMAGE_MODEL: "gpt-image-1" })).toMatch(
      /IMAGE_MODEL: OpenAI shut gpt-image-1 down on 23 October 2026\. Use one of: gpt-image-2/,
    );
    expect(refusal({ IMAGE_PROVIDER: "openai", OPENAI_API_KEY: "sk-a", IMAGE_MODEL: "dall-e-3" })).toMatch(/IMAGE_MODEL: OpenAI retired dall-e-3/);
    expect(refusal({ IMAGE_PROVIDER: "openai", OPENAI_API_KEY: "sk-a", IMAGE_MODEL: "dall-e-2" })).toMatch(/IMAGE_MODEL: OpenAI retired dall-e-2/);
  });

  it("OpenAI for text and images: one OpenAI key serves both, images at OpenAI's URL", () => {
    const env = parse({ AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-openai", IMAGE_PROVIDER: "openai", IMAGE_MODEL: "gpt-image-1-mini" });
    expect(imageSettings(env)).toEqual({ model: "gpt-image-1-mini", baseURL: "https://api.openai.com/v1", apiKey: "sk-openai" });
  });

  it("the local text engine: OPENAI_API_KEY is for images only, so it is used for them", () => {
    expect(imageSettings(parse({ IMAGE_PROVIDER: "openai", OPENAI_API_KEY: "sk-img" }))).toEqual({
      model: "gpt-image-2",
      baseURL: "https://api.openai.com/v1",
      apiKey: "sk-img",
    });
  });

  it("a third-party text host's key is never sent to OpenAI images: IMAGE_API_KEY is required", () => {
    const compatible = refusal({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "https://llm.example.net/v1",
      OPENAI_API_KEY: "host-key",
      IMAGE_PROVIDER: "openai",
    });
    expect(compatible).toMatch(
      /IMAGE_API_KEY: required when IMAGE_PROVIDER=openai and OPENAI_API_KEY already goes to the story text host \(llm\.example\.net\)/,
    );
    expect(compatible).toMatch(/images go to api\.openai\.com/);
    // Also with AI_PROVIDER=openai pointed at a proxy: that key belongs to the proxy.
    expect(refusal({ AI_PROVIDER: "openai", AI_BASE_URL: "https://proxy.example.org/v1", OPENAI_API_KEY: "proxy-key", IMAGE_PROVIDER: "openai" })).toMatch(
      /IMAGE_API_KEY: required .*story text host \(proxy\.example\.org\)/,
    );
    // With its own key each host gets its own.
    const env = parse({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "https://llm.example.net/v1",
      OPENAI_API_KEY: "host-key",
      IMAGE_PROVIDER: "openai",
      IMAGE_API_KEY: "sk-img",
    });
    expect(imageSettings(env)).toMatchObject({ baseURL: "https://api.openai.com/v1", apiKey: "sk-img" });
  });

  it("a keyless local text server leaves OPENAI_API_KEY unset: IMAGE_API_KEY is then the only key", () => {
    expect(refusal({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://localhost:11434/v1", IMAGE_PROVIDER: "openai" })).toMatch(
      /IMAGE_API_KEY: required when IMAGE_PROVIDER=openai \(the key for api\.openai\.com/,
    );
    const env = parse({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://localhost:11434/v1", IMAGE_PROVIDER: "openai", IMAGE_API_KEY: "sk-img" });
    expect(imageSettings(env)?.apiKey).toBe("sk-img");
  });

  it("images ask IMAGE_BASE_URL, never AI_BASE_URL; the shared key is allowed only when both are one host", () => {
    const same = parse({
      AI_PROVIDER: "openai",
      AI_BASE_URL: "https://gw.example.com/openai/v1",
      OPENAI_API_KEY: "gw-key",
      IMAGE_PROVIDER: "openai",
      IMAGE_BASE_URL: "https://gw.example.com/images/v1",
    });
    expect(imageSettings(same)).toMatchObject({ baseURL: "https://gw.example.com/images/v1", apiKey: "gw-key" });
    expect(refusal({ IMAGE_PROVIDER: "openai", IMAGE_API_KEY: "k", IMAGE_BASE_URL: "not a url" })).toMatch(/IMAGE_BASE_URL/);
  });

  it("the start-up line names each engine with its host, never a key", () => {
    const env = parse({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "https://user:secret@llm.example.net:8443/v1",
      AI_MODEL: "qwen3",
      OPENAI_API_KEY: "host-key",
      IMAGE_PROVIDER: "openai",
      IMAGE_API_KEY: "sk-img",
    });
    const lines = Object.values(engineProviders(env)).join("\n");
    expect(engineProviders(env)).toEqual({
      "story text": "OpenAI-compatible server (qwen3 at llm.example.net:8443)",
      "coloring page": "OpenAI image model (gpt-image-2 at api.openai.com; the built-in line art if it fails)",
    });
    expect(lines).not.toMatch(/secret|host-key|sk-img/);
    expect(engineProviders(parse({ AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-a" }))).toEqual({
      "story text": "OpenAI (gpt-4o-mini at api.openai.com)",
      "coloring page": "local line-art composer (SVG)",
    });
  });

  it("no image settings: the built-in line art, whatever keys are set", () => {
    expect(imageSettings(parse({ OPENAI_API_KEY: "sk-a" }))).toBeNull();
  });
});
