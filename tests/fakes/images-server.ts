/**
 * A loopback stand-in for OpenAI's Images API (POST /v1/images/generations) for tests: it draws a
 * PNG, refuses as OpenAI does (400 with a content-policy error), fails, or never answers, and
 * records when each request arrived (so a test can tell the picture was asked for while the story
 * was still being written).
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A 1×1 white PNG. */
export const PNG_B64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC";

/** OpenAI's answer when its safety system refuses a prompt. */
export const CONTENT_POLICY_REFUSAL = {
  status: 400,
  error: {
    message: "Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed by our safety system.",
    type: "image_generation_user_error",
    param: null,
    code: "content_policy_violation",
  },
};

export type ImageAnswer = { png: true; delayMs?: number } | { status: number; error: Record<string, unknown> } | { hang: true };

export interface ImagesServer {
  baseURL: string;
  seen: Array<{ url: string; headers: IncomingHttpHeaders; body: Record<string, unknown>; at: number }>;
  close(): Promise<void>;
}

export async function startImagesServer(answer: (index: number) => ImageAnswer): Promise<ImagesServer> {
  const seen: ImagesServer["seen"] = [];
  const server: Server = createServer(async (req, res) => {
    const at = Date.now();
    let raw = "";
    for await (const chunk of req) raw += chunk;
    seen.push({ url: req.url ?? "", headers: req.headers, body: JSON.parse(raw || "{}"), at });
    const given = answer(seen.length - 1);
    if ("hang" in given) return;
    if ("status" in given) {
      res.writeHead(given.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: given.error }));
      return;
    }
    if (given.delayMs) await new Promise((r) => setTimeout(r, given.delayMs));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ created: Math.floor(at / 1000), data: [{ b64_json: PNG_B64 }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
