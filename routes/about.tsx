import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { PAGE_META } from "../src/content/meta";
import { AboutPage } from "../components/public/AboutPage";
import { receiveResearchForm } from "./research-paper";

export const aboutRoute = new Hono<AppEnv>()
  .get("/about", (c) => renderPage(c, <AboutPage />, PAGE_META["/about"]))
  // The research-paper form without JavaScript: 422 with field messages, or 303 to the paper.
  .post("/about", (c) => receiveResearchForm(c));
