/**
 * A loopback OpenAI Chat Completions server for tests (node:http on 127.0.0.1, an ephemeral port).
 * It answers as real providers do: a JSON `chat.completion` when the request has `stream: false`,
 * Server-Sent Events (`chat.completion.chunk` … `[DONE]`) when it has `stream: true`.
 * Works for `createOpenAI(...).chat(model)` and `createOpenAICompatible(...)(model)`.
 *
 * Every flavour honours `max_tokens` (an answer longer than it is cut, with `finish_reason: "length"`).
 * A flavour plays a real server's habits (issue 23, item 6):
 * - `lmstudio`: refuses `response_format: {type: "json_object"}` with a 400, as LM Studio does; takes
 *   `json_schema` and plain text.
 * - `ollama`: a context window (`contextTokens`, Ollama's default 2048, raised only on the server, by a
 *   Modelfile's `num_ctx` or OLLAMA_CONTEXT_LENGTH; its OpenAI endpoint takes no `num_ctx`): the prompt and
 *   the answer share it, so an answer that does not fit is cut with `finish_reason: "length"`.
 * Tokens are counted roughly, 4 characters each (`estimateTokens`).
 *
 * The safety review of a model's story (src/engine/safety/model-review.ts, ADR 024) is answered apart
 * from `answer`, so the calls a test scripts are the story's own: its judging call (told by its system
 * prompt) goes to `options.judge` (default: judged safe) and is listed in `judged`; POST `/moderations`
 * goes to `options.moderation` (default: not flagged for the "openai" flavour; "lmstudio" and "ollama"
 * have no moderation endpoint: Ollama answers 404, LM Studio a 200 with `LM_STUDIO_UNKNOWN_ENDPOINT`,
 * as it does for any path it lacks) and is listed in `moderated`. Neither is in `seen`.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { JUDGE_INTRO } from "../../src/engine/safety/model-review";

export interface ChatMessage {
  role: string;
  content: string | Array<{ type: string; text?: string }>;
}

export interface ChatRequestBody {
  model: string;
  stream?: boolean;
  messages: ChatMessage[];
  response_format?: { type: "json_object" } | { type: "json_schema"; json_schema: { name: string; schema: unknown; strict?: boolean } };
  [key: string]: unknown;
}

export interface SeenRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: ChatRequestBody;
}

/**
 * An answer: the assistant's text, or an HTTP error, or a slow or broken model: `hang` never answers
 * (the request stays open until the client gives up), `text` with `delayMs` answers after that wait,
 * `stallAfterChunks` streams that many chunks of the text and then nothing more (the stream stays open).
 */
export type ChatAnswer =
  | string
  | { status: number; error: string }
  | { hang: true }
  | { text: string; delayMs?: number; stallAfterChunks?: number; finishReason?: "stop" | "length" };

export type ChatServerFlavour = "openai" | "lmstudio" | "ollama";

/** A moderation answer: flagged or not (with categories), an HTTP error, or no answer at all. */
export type ModerationAnswer = { flagged: boolean; categories?: string[] } | { status: number; error: string } | { hang: true };

export interface ChatServerOptions {
  /** Whose habits the server plays (see the top of this file); default "openai". */
  flavour?: ChatServerFlavour;
  /** ollama: the context window in tokens; default OLLAMA_DEFAULT_CONTEXT. */
  contextTokens?: number;
  /** The safety review's judging call, given the prompt (the story); default `JUDGED_SAFE`. */
  judge?: (prompt: string, index: number) => ChatAnswer;
  /** POST /moderations, given the input; default not flagged ("openai"), else a 404. */
  moderation?: (input: string) => ModerationAnswer;
}

/** The judging call's answer for a safe story. */
export const JUDGED_SAFE = JSON.stringify({ safe: true, problems: [] });

/** Whether a request is the safety review's judging call (its system prompt starts with the rubric's first line). */
export function isJudgingCall(body: ChatRequestBody): boolean {
  return Array.isArray(body.messages) && messageText(body, "system").startsWith(JUDGE_INTRO);
}

/** LM Studio's answer to `response_format: {type: "json_object"}` (HTTP 400). */
export const LM_STUDIO_JSON_OBJECT_ERROR = "'response_format.type' must be 'json_schema' or 'text'";
/** LM Studio's answer to a path it does not serve (HTTP 200, "Returning 200 anyway" in its log). */
export const LM_STUDIO_UNKNOWN_ENDPOINT = (method: string, path: string) => `Unexpected endpoint or method. (${method} ${path})`;
/** Ollama's classic default context window, in tokens (newer versions give 4096 on small GPUs). */
export const OLLAMA_DEFAULT_CONTEXT = 2048;
/** A rough token count: 4 characters a token. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

export interface ChatCompletionsServer {
  baseURL: string;
  /** The chat requests `answer` was asked (never the safety review's). */
  seen: SeenRequest[];
  /** The safety review's judging calls. */
  judged: SeenRequest[];
  /** The moderation requests (their body is `{model, input}`). */
  moderated: Array<{ url: string; headers: IncomingHttpHeaders; body: { model?: string; input?: string } }>;
  close(): Promise<void>;
}

/** The text of a request's messages of one role. */
export function messageText(body: ChatRequestBody, role: "system" | "user"): string {
  return body.messages
    .filter((m) => m.role === role)
    .map((m) => (typeof m.content === "string" ? m.content : m.content.map((p) => p.text ?? "").join("")))
    .join("\n");
}

/** Splits text into stream chunks the way models do: a word and its following space, sometimes less. */
export function chunkText(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
}

export async function startChatCompletionsServer(
  answer: (body: ChatRequestBody, index: number) => ChatAnswer,
  options: ChatServerOptions = {},
): Promise<ChatCompletionsServer> {
  const flavour = options.flavour ?? "openai";
  const seen: SeenRequest[] = [];
  const judged: SeenRequest[] = [];
  const moderated: ChatCompletionsServer["moderated"] = [];
  const server: Server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    if ((req.url ?? "").endsWith("/moderations")) {
      const body = JSON.parse(raw) as { model?: string; input?: string };
      moderated.push({ url: req.url ?? "", headers: req.headers, body });
      if (!options.moderation && flavour === "lmstudio") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: LM_STUDIO_UNKNOWN_ENDPOINT("POST", req.url ?? "") }));
        return;
      }
      const verdict: ModerationAnswer = options.moderation
        ? options.moderation(String(body.input ?? ""))
        : flavour === "openai"
          ? { flagged: false }
          : { status: 404, error: "404 page not found" };
      if ("hang" in verdict) return;
      if ("status" in verdict) {
        res.writeHead(verdict.status, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: verdict.error } }));
        return;
      }
      const categories = Object.fromEntries((verdict.categories ?? []).map((c) => [c, true]));
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: `modr-${moderated.length}`, model: body.model, results: [{ flagged: verdict.flagged, categories }] }));
      return;
    }
    const body = JSON.parse(raw) as ChatRequestBody;
    const judging = isJudgingCall(body);
    if (judging) judged.push({ url: req.url ?? "", headers: req.headers, body });
    else seen.push({ url: req.url ?? "", headers: req.headers, body });
    if (flavour === "lmstudio" && body.response_format?.type === "json_object") {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: LM_STUDIO_JSON_OBJECT_ERROR }));
      return;
    }
    const given = judging ? (options.judge ?? (() => JUDGED_SAFE))(messageText(body, "user"), judged.length - 1) : answer(body, seen.length - 1);
    const id = `chatcmpl-${seen.length + judged.length}`;
    const created = Math.floor(Date.now() / 1000);
    if (typeof given === "object" && "hang" in given) return;
    const slow = typeof given === "object" && "text" in given ? given : undefined;
    if (slow?.delayMs) await new Promise((r) => setTimeout(r, slow.delayMs));
    const written = slow ? slow.text : (given as string | { status: number; error: string });
    if (typeof written !== "string") {
      res.writeHead(written.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: written.error, type: "server_error", code: null } }));
      return;
    }
    // What fits: max_tokens, and with Ollama what is left of the context after the prompt.
    const promptTokens = estimateTokens(messageText(body, "system") + messageText(body, "user"));
    let room = typeof body.max_tokens === "number" ? body.max_tokens : Infinity;
    if (flavour === "ollama") room = Math.min(room, Math.max(0, (options.contextTokens ?? OLLAMA_DEFAULT_CONTEXT) - promptTokens));
    const cut = estimateTokens(written) > room;
    const reply = cut ? written.slice(0, room * 4) : written;
    const finishReason = cut ? "length" : (slow?.finishReason ?? "stop");
    if (!body.stream) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created,
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content: reply }, finish_reason: finishReason }],
          usage: { prompt_tokens: 900, completion_tokens: Math.ceil(reply.length / 4), total_tokens: 900 + Math.ceil(reply.length / 4) },
        }),
      );
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    send({ id, object: "chat.completion.chunk", created, model: body.model, choices: [{ index: 0, delta: { role: "assistant", content: "" } }] });
    for (const [i, piece] of chunkText(reply).entries()) {
      if (slow?.stallAfterChunks !== undefined && i >= slow.stallAfterChunks) return;
      send({ id, object: "chat.completion.chunk", created, model: body.model, choices: [{ index: 0, delta: { content: piece } }] });
    }
    send({ id, object: "chat.completion.chunk", created, model: body.model, choices: [{ index: 0, delta: {}, finish_reason: finishReason }] });
    res.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    seen,
    judged,
    moderated,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A hung or stalled answer keeps its connection open: end it too.
        server.closeAllConnections();
      }),
  };
}
