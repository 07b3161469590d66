/**
 * The `openai-compatible` engine's model (ADR 021): the plan's JSON schema is sent as structured
 * output (`response_format: {type: "json_schema"}`), never `json_object` (LM Studio refuses it with a
 * 400, and a schema is what the README promises). AI_STRUCTURED_OUTPUTS decides:
 * - "auto" (default): the schema is sent; a server that refuses it (a 4xx naming response_format,
 *   json_schema or a schema) is asked the same once more without it, and from then on never sent it —
 *   the plan prompt describes the JSON and the engine salvages sloppy answers (src/engine/llm.ts).
 * - "on": always the schema; a refusal is an error.
 * - "off": never a response_format.
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV3 } from "@ai-sdk/provider";

export const STRUCTURED_OUTPUT_MODES = ["auto", "on", "off"] as const;
export type StructuredOutputMode = (typeof STRUCTURED_OUTPUT_MODES)[number];

export interface CompatibleModelConfig {
  baseURL: string;
  model: string;
  apiKey?: string;
  /** Default "auto". */
  structuredOutputs?: StructuredOutputMode;
  /** Told once when the server refuses the schema (default console.warn). */
  warn?: (message: string) => void;
  /** For tests; default globalThis.fetch. */
  fetch?: typeof globalThis.fetch;
}

/** A refusal of the response format: a client error whose body names it. */
const REFUSES_FORMAT = /response_format|json_schema|json schema|structured output|schema|grammar/i;

export function createCompatibleModel(config: CompatibleModelConfig): LanguageModelV3 {
  const mode = config.structuredOutputs ?? "auto";
  const send = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const warn = config.warn ?? ((message: string) => console.warn(message));
  let refused = mode === "off";

  const fetchWithFallback: typeof globalThis.fetch = async (input, init) => {
    const body = typeof init?.body === "string" ? parseBody(init.body) : undefined;
    if (!body || body.response_format === undefined) return send(input, init);
    const withoutFormat = () => {
      const { response_format: _format, ...rest } = body;
      return send(input, { ...init, body: JSON.stringify(rest) });
    };
    if (refused) return withoutFormat();
    const res = await send(input, init);
    if (mode !== "auto" || res.status < 400 || res.status >= 500 || res.status === 401 || res.status === 403 || res.status === 429) return res;
    const text = await res
      .clone()
      .text()
      .catch(() => "");
    if (!REFUSES_FORMAT.test(text)) return res;
    refused = true;
    warn(
      `The story model's server refused the plan's JSON schema (HTTP ${res.status}: ${text.slice(0, 200)}); ` +
        "asking without a response_format from now on (AI_STRUCTURED_OUTPUTS=auto). Set AI_STRUCTURED_OUTPUTS=off to skip the first try.",
    );
    return withoutFormat();
  };

  return createOpenAICompatible({
    // Not named "local": the provider would otherwise read providerOptions.local as its own.
    name: "storyllm",
    baseURL: config.baseURL,
    apiKey: config.apiKey,
    // The schema goes out as json_schema (no "only supported with structuredOutputs" warning per call,
    // and never json_object); "off" and a refusal take it out again above.
    supportsStructuredOutputs: true,
    fetch: fetchWithFallback,
  })(config.model);
}

function parseBody(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Ollama's usual address: its port, or a host named for it. */
export function looksLikeOllama(baseURL: string): boolean {
  try {
    const url = new URL(baseURL);
    return url.port === "11434" || /ollama/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** What the start-up line says about an Ollama server: its default context is smaller than a plan call. */
export const OLLAMA_CONTEXT_NOTE =
  "Ollama: a story needs a context of at least 8192 tokens (num_ctx in a Modelfile or OLLAMA_CONTEXT_LENGTH=8192; the default 2048/4096 cuts the plan off)";
