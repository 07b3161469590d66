import type { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { homeRoute } from "./home";
import { contactRoute } from "./contact";
import { statusRoute } from "./status";
import { authRoute } from "./auth";
import { profileRoute } from "./profile";
import { behaviorsRoute } from "./behaviors";
import { storiesApi } from "./stories-api";
import { situationApi } from "./situation-api";
import { libraryRoute } from "./library";
import { storyRoute } from "./story";
import { aboutRoute } from "./about";
import { researchPaperRoute } from "./research-paper";
import { behaviorGuideRoute } from "./behavior-guide";
import { parentingTipsRoute } from "./parenting-tips";
import { blogRoute } from "./blog";
import { legalRoute } from "./legal";
import { supportRoute } from "./support";
import { faqRoute } from "./faq";
import { subscriptionRoute } from "./subscription";
import { adminRoute } from "./admin";
import { childrenRoute } from "./children";
import { shareRoute } from "./share";
import { cardRoute } from "./card";
import { voiceRoute } from "./voice";

/** Every route module, mounted in order by createApp. A page's module is named for its URL (/about → about.tsx). */
export const routes: Hono<AppEnv>[] = [
  homeRoute,
  contactRoute,
  statusRoute,
  authRoute,
  profileRoute,
  behaviorsRoute,
  situationApi,
  storiesApi,
  aboutRoute,
  researchPaperRoute,
  behaviorGuideRoute,
  parentingTipsRoute,
  blogRoute,
  legalRoute,
  supportRoute,
  faqRoute,
  libraryRoute,
  storyRoute,
  shareRoute,
  cardRoute,
  voiceRoute,
  subscriptionRoute,
  adminRoute,
  childrenRoute,
];
