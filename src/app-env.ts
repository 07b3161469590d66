import type { User } from "../db/schema";
import type { Deps } from "./deps";

/** Hono's typed context for this app. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    nonce: string;
    /** The signed-in user, or null. */
    user: User | null;
    /** The raw session token from the cookie (never stored server-side), when signed in. */
    sessionToken: string | null;
    /** Islands rendered on this page, collected while rendering. */
    islands: Set<string>;
  };
}
