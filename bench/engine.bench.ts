import { sql } from "drizzle-orm";
import { createApp } from "../src/app";
import { createUser } from "../tests/helpers/app";
import { createSession } from "../src/auth/session";
import { composeStory } from "../src/engine/local";
import { distinctSentenceShare, worstWriteAnotherOverlap } from "../src/engine/local/variety";
import { writeStory } from "../src/engine";
import { appOrigin } from "../src/http/origin";
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS } from "../src/contracts/catalog";
import type { StoryRequest } from "../src/engine/types";
import { benchDeps, listen, percentile } from "./lib";

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The local engine: a complete story (text + coloring page), and time to first streamed word over HTTP. */
export async function benchEngine() {
  const deps = await benchDeps({ FREE_STORIES: "100000" });
  const engine = deps.services.storyEngine;
  const artist = deps.services.coloringEngine;
  const requests: StoryRequest[] = Array.from({ length: 60 }, (_, i) => ({
    childName: "Maya",
    childAge: AGE_BANDS[i % 4]!,
    behavior: BEHAVIOR_IDS[i % 20]!,
    theme: THEME_IDS[i % 5]!,
    seed: i + 1,
  }));

  const planOnly: number[] = [];
  const full: number[] = [];
  for (const req of requests) {
    let t0 = performance.now();
    composeStory(req);
    planOnly.push(performance.now() - t0);
    t0 = performance.now();
    const written = await writeStory(engine, req, {});
    await artist.draw({ plan: written.plan, theme: req.theme, behavior: req.behavior, childName: req.childName, title: written.title, seed: req.seed });
    full.push(performance.now() - t0);
  }
  console.log("\nLocal engine, plan + text + quality checks + coloring page, 60 stories across behaviors, themes and ages (budget p50 ≤ 20 ms)");
  console.log(`  per story: p50 ${ms(percentile(full, 50))}, p95 ${ms(percentile(full, 95))}`);
  console.log(`  baseline (plan and text alone): p50 ${ms(percentile(planOnly, 50))} → ratio ${(percentile(full, 50) / percentile(planOnly, 50)).toFixed(1)}×`);

  // Variety (STORY_REVIEW.md item 9): distinct sentences over 400 stories, and "write another" overlap.
  const variety = distinctSentenceShare();
  console.log(`\nVariety over ${variety.stories} stories (every behavior × theme × age band)`);
  console.log(`  distinct sentences: ${variety.distinct} of ${variety.sentences} = ${(variety.share * 100).toFixed(0)}% (the slot composer: 14%)`);
  const worst = worstWriteAnotherOverlap();
  console.log(
    `  "write another" ×4, same inputs, every behavior × age band: worst pair shares ${(worst.max * 100).toFixed(0)}% of sentences (${worst.behavior}; budget < 30%)`,
  );

  // Time to the first streamed word over HTTP (the browser's view), against a plain JSON request.
  const app = createApp(deps);
  const { server, base } = await listen(app.fetch);
  try {
    const user = await createUser(deps);
    const cookie = `bt_session=${await createSession(deps, { userId: user.id })}`;
    const headers = { Cookie: cookie, "Content-Type": "application/json", Origin: appOrigin(deps.env), "Sec-Fetch-Site": "same-origin" };
    const firstWord: number[] = [];
    const health: number[] = [];
    for (let i = 0; i < 30; i++) {
      let t0 = performance.now();
      await (await fetch(`${base}/api/health`)).text();
      health.push(performance.now() - t0);
      t0 = performance.now();
      const res = await fetch(`${base}/api/stories/generate`, {
        method: "POST",
        headers: { ...headers, Accept: "text/event-stream" },
        body: JSON.stringify({ childName: "Leo", childAge: AGE_BANDS[i % 4], behavior: BEHAVIOR_IDS[i % 20], theme: THEME_IDS[i % 5] }),
      });
      const reader = res.body!.getReader();
      let seen = "";
      while (!seen.includes("event: delta")) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended without a word: ${seen.slice(0, 300)}`);
        seen += new TextDecoder().decode(value);
      }
      firstWord.push(performance.now() - t0);
      while (!(await reader.read()).done) {
        /* let the story finish before the next one */
      }
      // Keep the per-user rate limit out of the measurement.
      await deps.db.run(sql`delete from rate_limits`);
    }
    console.log("\nTime to first streamed word over HTTP (POST /api/stories/generate, text/event-stream), 30 requests");
    console.log(`  first word: p50 ${ms(percentile(firstWord, 50))}, p95 ${ms(percentile(firstWord, 95))}`);
    console.log(`  baseline GET /api/health: p50 ${ms(percentile(health, 50))} → ratio ${(percentile(firstWord, 50) / percentile(health, 50)).toFixed(1)}×`);
  } finally {
    server.close();
  }
}
