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
import { publicRoutes } from "./public";
import { subscriptionRoute } from "./subscription";
import { adminRoute } from "./admin";
import { childrenRoute } from "./children";
import { shareRoute } from "./share";
import { cardRoute } from "./card";
import { voiceRoute } from "./voice";

/** Every route module, mounted in order by createApp. */
export const routes: Hono<AppEnv>[] = [homeRoute, contactRoute, statusRoute, authRoute, profileRoute, behaviorsRoute, situationApi, storiesApi, ...publicRoutes, libraryRoute, storyRoute, shareRoute, cardRoute, voiceRoute, subscriptionRoute, adminRoute, childrenRoute];
