import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN, withScene } from "./local/fixtures";
import { coloringPagePrompt, createOpenAIColoringEngine } from "./openai";

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

  it("asks the default image model (gpt-image-2; gpt-image-1 is shut down) for portrait line art of the plan's scene and returns the PNG bytes", async () => {
    const engine = createOpenAIColoringEngine({ apiKey: "test-key", baseURL });
    const plan = withScene(
      { place: "bedroom", time: "night", characters: ["Maya", "Ember"], props: ["teddy bear", "night-light"] },
      { child: { name: "Maya", pronouns: "she", hair: "puffs" } },
    );
    const page = await engine.draw({ plan, theme: "fantasy", behavior: "bedtime", childName: "Maya", title: "Maya and the Sleepy Moon", seed: 1 });

    expect(page.contentType).toBe("image/png");
    expect(Buffer.from(page.bytes).toString("base64")).toBe(PNG_B64);

    expect(requests).toHaveLength(1);
    const { url, auth, body } = requests[0];
    expect(url).toBe("/v1/images/generations");
    expect(auth).toBe("Bearer test-key");
    expect(body.model).toBe("gpt-image-2");
    expect(body.size).toBe("1024x1536"); // portrait
    expect(body).toMatchObject({ quality: "medium", background: "opaque", output_format: "png" });
    const prompt = String(body.prompt);
    expect(prompt).toMatch(/coloring book page/i);
    expect(prompt).toMatch(/black line art on a pure white background/i);
    expect(prompt).toMatch(/no shading/i);
    expect(prompt).toMatch(/thick, clean, closed black outlines/i);
    expect(prompt).toMatch(/bedroom/);
    expect(prompt).toMatch(/Ember, a small, friendly, smiling dragon/);
    expect(prompt).toMatch(/girl named Maya with puffs hair/);
    expect(prompt).toMatch(/teddy bear/);
    expect(prompt).toMatch(/moon and stars/);
    expect(prompt).toContain('"Maya"');
    expect(prompt).toMatch(/portrait/i);
  });

  it("never sends the parent's own words, and draws a he child as a boy with his glasses", async () => {
    requests.length = 0;
    const engine = createOpenAIColoringEngine({ apiKey: "k", baseURL });
    await engine.draw({
      plan: PLAN,
      theme: "nature",
      behavior: "custom",
      customBehavior: "screams when we wash his hair",
      childName: "Theo",
      title: PLAN.title,
      seed: 2,
    });
    const prompt = String(requests[0].body.prompt);
    expect(prompt).not.toContain("screams");
    expect(prompt).not.toMatch(/wash his hair/);
    expect(prompt).toMatch(/boy named Theo with short hair and glasses, wearing a (shirt|t-shirt)/);
    expect(prompt).not.toMatch(/dress|skirt/);
    expect(prompt).toMatch(/bathroom/);
    expect(prompt).toMatch(/rubber duck/);
  });

  it("names each character with its kind: a grandma, a best friend, a baby", () => {
    const plan = withScene(
      { place: "Grandma's kitchen", time: "morning", characters: ["Zoe", "Priya", "Grandma Rose", "Mia"], props: ["the timer", "two cookies"] },
      { child: { name: "Zoe", pronouns: "they" }, helper: { name: "Priya", kind: "best friend" }, grownUp: { name: "Grandma Rose" } },
    );
    const prompt = coloringPagePrompt({ plan, theme: "family", behavior: "patience", childName: "Zoe", title: plan.title, seed: 1 });
    expect(prompt).toMatch(/kitchen/);
    expect(prompt).toMatch(/Priya, a small, friendly, smiling best friend/);
    expect(prompt).toMatch(/Grandma Rose, a kind grandmother/);
    expect(prompt).toMatch(/Mia, a baby/);
    expect(prompt).toMatch(/a timer/);
    expect(prompt).toMatch(/young child named Zoe/);
  });
});
