/**
 * The app's services, built once by `createServices(env, runtime)`: every entry (Node, Deno, Workers)
 * and the test context call it, so what serves story text, pictures, PDFs, payments and sign-in is
 * decided in one place and every field is always there (no lazily-filled service locator).
 */
import { imageSettings, textEngineHost, urlHost, type Env } from "./env";
import { createStoryEngine, GENERATION_TIMEOUTS, type GenerationTimeouts, type StoryEngine } from "./engine";
import { createLocalColoringEngine } from "./art/local";
import { createOpenAIColoringEngine } from "./art/openai";
import type { ColoringPageEngine } from "./art/types";
import { createBilling, type Billing } from "./billing/service";
import { externalOidcSettings, type OidcSettings } from "./auth/oidc";
import type { BuiltInAccounts } from "./auth/built-in-accounts";
import { provider } from "./status/providers";
import { looksLikeOllama, OLLAMA_CONTEXT_NOTE } from "./engine/compatible";

/** Fonts for PDFs and the pictures' lettering; each runtime loads them its own way. */
export interface StoryFonts {
  body: Uint8Array;
  heading: Uint8Array;
}

export interface Services {
  fonts: StoryFonts;
  /** Writes story plans and text (local composer by default; OpenAI or a compatible server by configuration). */
  storyEngine: StoryEngine;
  /** How long a story's model and image calls may take, and the stream's heartbeat (tests shorten them). */
  timeouts: GenerationTimeouts;
  /** Draws the coloring page (local line art by default; OpenAI images by configuration). */
  coloringEngine: ColoringPageEngine;
  /** "stripe" when STRIPE_SECRET_KEY is set, else the demo checkout (known without loading the SDK). */
  paymentsMode: Billing["mode"];
  /** Payments; the Stripe SDK is loaded on first use and kept. */
  billing: () => Promise<Billing>;
  /** Sign-in settings: the embedded provider's (Node), an external issuer's from OIDC_*, or null (none configured). */
  oidc: OidcSettings | null;
  /** Runs after an account is deleted (Node: removes the embedded provider's login too). */
  onAccountDeleted: (userId: string) => Promise<void>;
  /** The built-in provider's accounts (password change, ending its sessions); null with an external issuer. */
  builtInAccounts: BuiltInAccounts | null;
}

/** What only the runtime can provide. */
export interface Runtime {
  fonts: StoryFonts;
  /** The app's signing secret (the demo webhook secret is derived from it). */
  secret: string;
  /** The embedded OpenID provider, when this runtime runs one. */
  idp?: { settings: OidcSettings; onAccountDeleted: (userId: string) => Promise<void>; accounts?: BuiltInAccounts } | null;
}

export function createServices(env: Env, runtime: Runtime): Services {
  let billing: Promise<Billing> | undefined;
  return {
    fonts: runtime.fonts,
    storyEngine: storyEngineFrom(env),
    timeouts: { ...GENERATION_TIMEOUTS },
    coloringEngine: coloringEngineFrom(env, runtime.fonts),
    paymentsMode: env.STRIPE_SECRET_KEY ? "stripe" : "demo",
    billing: () =>
      (billing ??= createBilling({ env, secret: runtime.secret }).catch((err) => {
        billing = undefined;
        throw err;
      })),
    oidc: runtime.idp ? runtime.idp.settings : externalOidcSettings(env),
    onAccountDeleted: runtime.idp?.onAccountDeleted ?? (async () => {}),
    builtInAccounts: runtime.idp?.accounts ?? null,
  };
}

/** The story engine a configuration asks for (also `npm run eval:stories`, to review with the configured model). */
export function storyEngineFrom(env: Env): StoryEngine {
  const { AI_PROVIDER, OPENAI_API_KEY, AI_BASE_URL, AI_MODEL, AI_STRUCTURED_OUTPUTS, STORY_STREAM_DELAY_MS } = env;
  switch (AI_PROVIDER ?? "local") {
    case "openai":
      return createStoryEngine({ provider: "openai", apiKey: OPENAI_API_KEY!, model: AI_MODEL ?? "gpt-4o-mini", baseURL: AI_BASE_URL });
    case "openai-compatible":
      return createStoryEngine({
        provider: "openai-compatible",
        baseURL: AI_BASE_URL!,
        model: AI_MODEL ?? "llama3.1",
        apiKey: OPENAI_API_KEY,
        structuredOutputs: AI_STRUCTURED_OUTPUTS,
      });
    default:
      return createStoryEngine({ provider: "local", wordDelayMs: STORY_STREAM_DELAY_MS });
  }
}

function coloringEngineFrom(env: Env, fonts: StoryFonts): ColoringPageEngine {
  const images = imageSettings(env);
  return images ? createOpenAIColoringEngine(images) : createLocalColoringEngine({ font: fonts.heading });
}

/** Ollama's default context is too small for a plan call, and cannot be asked offline: the start-up line says so. */
const ollamaNote = (env: Env) => (env.AI_BASE_URL && looksLikeOllama(env.AI_BASE_URL) ? `; ${OLLAMA_CONTEXT_NOTE}` : "");

/** Which provider serves each concern (for the start-up log and /status; see provider()). */
export function engineProviders(env: Env): Record<string, string> {
  const text = env.AI_PROVIDER ?? "local";
  // Each engine with the host it is asked from (never a key, nor a URL's path or credentials).
  const textHost = textEngineHost(env);
  const images = imageSettings(env);
  return {
    "story text":
      text === "local"
        ? provider("local story engine", "offline composer")
        : text === "openai"
          ? provider("OpenAI", `${env.AI_MODEL ?? "gpt-4o-mini"} at ${textHost}`)
          : provider("OpenAI-compatible server", `${env.AI_MODEL ?? "llama3.1"} at ${textHost}${ollamaNote(env)}`),
    "coloring page": images
      ? provider("OpenAI image model", `${images.model} at ${urlHost(images.baseURL)}; the built-in line art if it fails`)
      : provider("local line-art composer", "SVG"),
  };
}
