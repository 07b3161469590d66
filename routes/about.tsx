import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";
import { AboutPage } from "../components/public/AboutPage";
import { receiveResearchForm } from "./research-paper";

export const aboutRoute = new Hono<AppEnv>()
  .get("/about", (c) => {
    const plan = planFacts(c.var.deps.env);
    return renderPage(c, <AboutPage plan={plan} />, pageMeta("/about", plan));
  })
  // The research-paper form without JavaScript: 422 with field messages, or 303 to the paper.
  .post("/about", (c) => receiveResearchForm(c));
