import { z } from "zod";
import { FREE_STORY_PERIODS } from "./contracts/plan";
import { STRUCTURED_OUTPUT_MODES } from "./engine/compatible";
import { DEFAULT_IMAGE_MODEL, IMAGE_MODELS, isImageModel, OPENAI_BASE_URL, RETIRED_IMAGE_MODELS, type ImageModelId } from "./art/image-models";

/**
 * Configuration, parsed once per process (Node, Deno) or isolate (Workers).
 * Every variable is optional: the defaults are the embedded, offline services.
 */
const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const emailList = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean)
      : (v ?? []),
  z.array(z.email()),
);

export const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(["development", "production", "test"]).default("development")),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  /** Public origin of the site, e.g. https://behaviortales.app. Defaults to http://localhost:PORT. */
  APP_URL: optionalUrl,
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().default("file:data/app.db")),
  DATABASE_AUTH_TOKEN: optionalString,
  /** Folder for coloring pages and PDFs on Node and Deno. */
  BLOB_DIR: z.preprocess(emptyToUndefined, z.string().default("data/blobs")),
  /** Secret for signing internal tokens (demo checkout events, embedded IdP cookies). Generated and stored in data/ when unset. */
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_LOGOUT_URL: optionalUrl,
  /** Extra clients of the embedded provider (JSON array), e.g. a Workers deployment signing in against this Node app. */
  EMBEDDED_IDP_CLIENTS: z.preprocess(
    (v) => {
      if (typeof v !== "string" || !v.trim()) return [];
      try {
        return JSON.parse(v);
      } catch {
        return "not JSON";
      }
    },
    z.array(
      z.object({
        client_id: z.string().min(1),
        client_secret: z.string().min(16),
        redirect_uris: z.array(z.url()).min(1),
        post_logout_redirect_uris: z.array(z.url()).default([]),
      }),
    ),
  ),
  ADMIN_EMAILS: emailList,
  AI_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["local", "openai", "openai-compatible"]).optional()),
  OPENAI_API_KEY: optionalString,
  AI_BASE_URL: optionalUrl,
  AI_MODEL: optionalString,
  /**
   * openai-compatible: send the plan's JSON schema as structured output (ADR 021). "auto": send it and,
   * if the server refuses it, ask again without it (and never send it again); "on": always; "off": never.
   */
  AI_STRUCTURED_OUTPUTS: z.preprocess(emptyToUndefined, z.enum(STRUCTURED_OUTPUT_MODES).default("auto")),
  /**
   * Pause between streamed words of the local engine, in ms: only to imitate a slow model (tests,
   * demos). 0 by default, so the story is written and saved as fast as the engine allows; the story
   * form shows the words at a reading pace on its own clock. Any other value delays saving.
   */
  STORY_STREAM_DELAY_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1000).default(0)),
  IMAGE_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["local", "openai"]).optional()),
  /** One of IMAGE_MODELS (src/art/image-models.ts); default DEFAULT_IMAGE_MODEL. */
  IMAGE_MODEL: optionalString,
  /** Where images are drawn (default OpenAI's API): its own host, never AI_BASE_URL's. */
  IMAGE_BASE_URL: optionalUrl,
  /** The images host's key; default OPENAI_API_KEY only when that key goes nowhere else (imageSettings). */
  IMAGE_API_KEY: optionalString,
  FREE_STORIES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(3)),
  /** Story generations one user may start per minute (429 beyond). */
  GENERATE_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(6)),
  /** "month": FREE_STORIES per calendar month (UTC); "lifetime": FREE_STORIES in total. Pages quote both (src/contracts/plan.ts). */
  FREE_STORY_PERIOD: z.preprocess(emptyToUndefined, z.enum(FREE_STORY_PERIODS).default("month")),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ID: optionalString,
  STRIPE_API_BASE: optionalUrl,
  SENDFOX_API_TOKEN: optionalString,
  SENDFOX_LIST_ID: optionalString,
  SENDFOX_API_BASE: z.preprocess(emptyToUndefined, z.url().default("https://api.sendfox.com")),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(["silent", "error", "info", "debug"]).default("info")),
  /**
   * How many reverse proxies stand in front of the app and append to X-Forwarded-For (0: none, so the
   * header is not believed; "true" means 1). Workers always use Cloudflare's own CF-Connecting-IP.
   */
  /** Node: connections one client may hold open (default NODE_SERVER_LIMITS.maxConnectionsPerClient; 0: no cap). */
  MAX_CONNECTIONS_PER_CLIENT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
  /** Built-in sign-in: accounts one client may make a day (half of them in an hour); default SIGN_UP_LIMITS; 0: no cap. */
  SIGN_UPS_PER_CLIENT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
  /** Free stories one client may start a day across accounts; default FREE_STORIES_PER_CLIENT_PER_DAY; 0: no cap. */
  FREE_STORIES_PER_CLIENT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
  /** "1" creates the built-in sign-in's demo accounts on any APP_URL; "0" keeps them off even locally. */
  DEMO_ACCOUNTS: z.preprocess(emptyToUndefined, z.enum(["0", "1", "true", "false"]).optional()),
  TRUST_PROXY: z.preprocess((v) => (v === "true" ? 1 : v === "false" ? 0 : emptyToUndefined(v)), z.coerce.number().int().min(0).max(10).default(0)),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** Parse configuration; a bad value throws a ConfigError naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.AI_PROVIDER === "openai" && !env.OPENAI_API_KEY) throw new ConfigError("Invalid configuration:\n  OPENAI_API_KEY: required when AI_PROVIDER=openai");
  if (env.AI_PROVIDER === "openai-compatible" && !env.AI_BASE_URL)
    throw new ConfigError("Invalid configuration:\n  AI_BASE_URL: required when AI_PROVIDER=openai-compatible");
  const images = resolveImageSettings(env);
  if (!images.ok) throw new ConfigError(`Invalid configuration:\n  ${images.error}`);
  if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) throw new ConfigError("Invalid configuration:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set");
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
    throw new ConfigError("Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set");
  return env;
}

/** The host (and port) of a URL: what the start-up line shows, and how two base URLs are compared. */
export function urlHost(url: string): string {
  return new URL(url).host;
}

/** The host the story text is asked from, which also receives OPENAI_API_KEY; null for the local engine. */
export function textEngineHost(env: Env): string | null {
  if (env.AI_PROVIDER === "openai") return urlHost(env.AI_BASE_URL ?? OPENAI_BASE_URL);
  if (env.AI_PROVIDER === "openai-compatible" && env.AI_BASE_URL) return urlHost(env.AI_BASE_URL);
  return null;
}

/** How the coloring page is drawn by an OpenAI image model: null with the built-in line art. */
export interface ImageSettings {
  model: ImageModelId;
  baseURL: string;
  apiKey: string;
}

/**
 * The image settings, or why they cannot work. Images have their own base URL (IMAGE_BASE_URL,
 * default OpenAI's) and key (IMAGE_API_KEY). OPENAI_API_KEY stands in for IMAGE_API_KEY only when it
 * would not reach a second host: the text engine is local (the key is only for images) or asks the
 * same host as the images. Otherwise IMAGE_API_KEY is required, so a third-party text host's key is
 * never sent to OpenAI, nor an OpenAI key to a third-party host (ADR 023).
 */
export function resolveImageSettings(env: Env): { ok: true; settings: ImageSettings | null } | { ok: false; error: string } {
  if (env.IMAGE_PROVIDER !== "openai") return { ok: true, settings: null };
  const model = env.IMAGE_MODEL ?? DEFAULT_IMAGE_MODEL;
  if (!isImageModel(model)) {
    const why = RETIRED_IMAGE_MODELS[model] ?? `"${model}" is not an OpenAI image model this app can draw a coloring page with`;
    return { ok: false, error: `IMAGE_MODEL: ${why}. Use one of: ${IMAGE_MODELS.join(", ")} (or leave it unset for ${DEFAULT_IMAGE_MODEL}).` };
  }
  const baseURL = env.IMAGE_BASE_URL ?? OPENAI_BASE_URL;
  const imageHost = urlHost(baseURL);
  if (env.IMAGE_API_KEY) return { ok: true, settings: { model, baseURL, apiKey: env.IMAGE_API_KEY } };
  const textHost = textEngineHost(env);
  if (env.OPENAI_API_KEY && (textHost === null || textHost === imageHost)) return { ok: true, settings: { model, baseURL, apiKey: env.OPENAI_API_KEY } };
  if (env.OPENAI_API_KEY)
    return {
      ok: false,
      error:
        `IMAGE_API_KEY: required when IMAGE_PROVIDER=openai and OPENAI_API_KEY already goes to the story text host (${textHost}): ` +
        `images go to ${imageHost}, and one key is never sent to two hosts. Set IMAGE_API_KEY to the key for ${imageHost} (or IMAGE_BASE_URL to the text host if it draws images too).`,
    };
  return {
    ok: false,
    error: `IMAGE_API_KEY: required when IMAGE_PROVIDER=openai (the key for ${imageHost}; OPENAI_API_KEY is used when it goes nowhere else). Set it, or unset IMAGE_PROVIDER to draw the built-in line art.`,
  };
}

/** The image settings of a parsed configuration (parseEnv has already refused any that cannot work). */
export function imageSettings(env: Env): ImageSettings | null {
  const images = resolveImageSettings(env);
  if (!images.ok) throw new ConfigError(`Invalid configuration:\n  ${images.error}`);
  return images.settings;
}
