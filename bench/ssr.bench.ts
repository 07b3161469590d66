import { Hono } from "hono";
import { createApp } from "../src/app";
import { benchDeps, listen, load, printLoad } from "./lib";

/** SSR of `/` against a bare Hono text route, same process, same load. */
export async function benchSsr() {
  const deps = await benchDeps();
  const app = createApp(deps);
  const bare = new Hono().get("/__bare", (c) => c.text("ok"));
  const { server, base } = await listen((req) => (new URL(req.url).pathname === "/__bare" ? bare.fetch(req) : app.fetch(req)));
  try {
    await load("warm-up", `${base}/`, { duration: 1 });
    const ssr = await load("GET / (SSR home)", `${base}/`);
    const raw = await load("GET /__bare (Hono text)", `${base}/__bare`);
    console.log("\nSSR home vs bare Hono route (10 connections, 5 s each, loopback)");
    printLoad([ssr, raw]);
    console.log(`  ratio: SSR serves ${((ssr.reqPerSec / raw.reqPerSec) * 100).toFixed(1)}% of the bare route's req/s`);
  } finally {
    server.close();
  }
}
