import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAIColoringEngine } from "./openai";

// A 1×1 white PNG.
const PNG_B64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC";

describe("createOpenAIColoringEngine (through the AI SDK, against a local OpenAI-style server)", () => {
  let server: Server;
  let baseURL: string;
  const requests: Array<{ method?: string; url?: string; auth?: string; body: Record<string, unknown> }> = [];

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      requests.push({ method: req.method, url: req.url, auth: req.headers.authorization, body: JSON.parse(raw || "{}") });
      if (req.method === "POST" && req.url === "/v1/images/generations") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ created: Math.floor(Date.now() / 1000), data: [{ b64_json: PNG_B64 }] }));
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("asks gpt-image-1 for portrait line art of the theme and returns the PNG bytes", async () => {
    const engine = createOpenAIColoringEngine({ apiKey: "test-key", baseURL });
    const page = await engine.draw({ theme: "fantasy", behavior: "bedtime", childName: "Maya", title: "Maya and the Sleepy Moon", seed: 1 });

    expect(page.contentType).toBe("image/png");
    expect(Buffer.from(page.bytes).toString("base64")).toBe(PNG_B64);

    expect(requests).toHaveLength(1);
    const { url, auth, body } = requests[0];
    expect(url).toBe("/v1/images/generations");
    expect(auth).toBe("Bearer test-key");
    expect(body.model).toBe("gpt-image-1");
    expect(body.size).toBe("1024x1536"); // portrait
    const prompt = String(body.prompt);
    expect(prompt).toMatch(/coloring book page/i);
    expect(prompt).toMatch(/black line art on a pure white background/i);
    expect(prompt).toMatch(/no shading/i);
    expect(prompt).toMatch(/thick, clean, closed black outlines/i);
    expect(prompt).toMatch(/castle|fairy garden/);
    expect(prompt).toMatch(/dragon/);
    expect(prompt).toContain('"Maya"');
    expect(prompt).toMatch(/portrait/i);
  });

  it("describes a custom situation in the child's own words", async () => {
    requests.length = 0;
    const engine = createOpenAIColoringEngine({ apiKey: "k", baseURL });
    await engine.draw({ theme: "nature", behavior: "custom", customBehavior: "getting a haircut", childName: "Sam", title: "Sam's Brave Haircut", seed: 2 });
    expect(String(requests[0].body.prompt)).toContain("getting a haircut");
    expect(String(requests[0].body.prompt)).toMatch(/robin|frog|squirrel/);
  });
});
