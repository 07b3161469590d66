import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3StreamPart, LanguageModelV3Usage } from "@ai-sdk/provider";

export interface LocalStoryModelOptions {
  /**
   * Pause between streamed words, in milliseconds (0, the default = as fast as possible). Only to
   * imitate a slow model (STORY_STREAM_DELAY_MS): it delays saving, and the story form paces the
   * text for reading on its own.
   */
  wordDelayMs?: number;
}

/** The planned story to stream: `providerOptions.local.text` (writeStory passes planText(plan)). */
function textFrom(options: LanguageModelV3CallOptions): string {
  const text = (options.providerOptions?.local as { text?: unknown } | undefined)?.text;
  if (typeof text !== "string") throw new Error("The local story model needs providerOptions.local.text (the planned story).");
  return text;
}

function usageFor(text: string): LanguageModelV3Usage {
  const words = text.split(/\s+/).filter(Boolean).length;
  return {
    inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: words, text: words, reasoning: 0 },
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason ?? new Error("aborted"));
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new Error("aborted"));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * The local engine's planned story as an AI SDK 6 language model, so the local engine and real LLMs
 * share one streaming code path. It ignores the prompt and streams the text it is given.
 */
export function createLocalStoryModel(options: LocalStoryModelOptions = {}): LanguageModelV3 {
  const delay = Math.max(0, options.wordDelayMs ?? 0);
  return {
    specificationVersion: "v3",
    provider: "local",
    modelId: "behavior-tales-composer",
    supportedUrls: {},
    async doGenerate(callOptions) {
      const text = textFrom(callOptions);
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: usageFor(text),
        warnings: [],
      };
    },
    async doStream(callOptions) {
      const text = textFrom(callOptions);
      const pieces = text.match(/\s*\S+\s*/g) ?? [];
      const signal = callOptions.abortSignal;
      let i = 0;
      let started = false;
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        async pull(controller) {
          if (!started) {
            started = true;
            controller.enqueue({ type: "stream-start", warnings: [] });
            controller.enqueue({ type: "text-start", id: "story" });
          }
          if (i < pieces.length) {
            if (delay > 0) await sleep(delay, signal);
            // Without a delay, still yield to the event loop now and then, so a server streaming
            // these words can flush them to the browser while the rest is composed.
            else if (i > 0 && i % 24 === 0) await sleep(0, signal);
            controller.enqueue({ type: "text-delta", id: "story", delta: pieces[i++] });
            return;
          }
          controller.enqueue({ type: "text-end", id: "story" });
          controller.enqueue({ type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: usageFor(text) });
          controller.close();
        },
      });
      return { stream };
    },
  };
}
