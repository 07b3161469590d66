// The embedded OpenID Connect provider (Node only): oidc-provider mounted under /idp, with e-mail +
// password accounts, signing keys and state kept in the app's database. The app signs in against it
// with exactly the same client (discovery, PKCE, JWKS, ID-token checks) it uses for Auth0 or Google.
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import { createHmac } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair } from "jose";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { settings } from "../../../db/schema";
import type { Database } from "../../../db/client";
import type { AppEnv } from "../../app-env";
import type { BaseDeps } from "../../deps";
import type { OidcSettings } from "../../auth/oidc";
import { renderPage } from "../../render/document";
import { createAdapterClass, deleteAccountState } from "./adapter";
import {
  authenticate,
  createAccount,
  deleteIdpAccount,
  demoAccountsEnabled,
  disableDemoAccounts,
  EmailTakenError,
  findAccountById,
  seedDemoAccounts,
} from "./accounts";
import { SignInForm, SignUpForm, IdpCard } from "./pages";
import { builtInAccounts } from "./built-in-accounts";
import { planFacts } from "../../contracts/plan";
import { validate } from "../../validation/validate";
import { clientAddress } from "../../http/client-address";
import { formBody } from "../../http/body";
import { passwordSchema } from "../../validation/password";
import { beginSignInAttempt, signInSucceeded, TOO_MANY_SIGN_IN_ATTEMPTS, TOO_MANY_SIGN_UPS, withinSignUpLimit } from "./throttle";

export const IDP_CLIENT_ID = "behavior-tales";

type NodeEnv = { incoming: IncomingMessage & { originalUrl?: string; cspNonce?: string }; outgoing: ServerResponse };

async function loadJwks(db: Database) {
  const row = (await db.select().from(settings).where(eq(settings.key, "idp_jwks")).limit(1))[0];
  if (row) return JSON.parse(row.value);
  const { privateKey } = await generateKeyPair("RS256", { extractable: true, modulusLength: 2048 });
  const jwk = { ...(await exportJWK(privateKey)), kid: `bt-${Date.now().toString(36)}`, alg: "RS256", use: "sig" };
  const jwks = { keys: [jwk] };
  await db
    .insert(settings)
    .values({ key: "idp_jwks", value: JSON.stringify(jwks) })
    .onConflictDoNothing();
  return JSON.parse((await db.select().from(settings).where(eq(settings.key, "idp_jwks")))[0]!.value);
}

/**
 * The standard prompts, plus: a provider session whose account no longer exists (deleted since) asks
 * for sign-in again instead of failing further on (oidc-provider assumes the account is there).
 */
function interactionPolicyWithGoneAccounts() {
  const policy = interactionPolicy.base();
  policy
    .get("login")!
    .checks.add(
      new interactionPolicy.Check("account_gone", "the signed-in account no longer exists", "login_required", (ctx) =>
        ctx.oidc.session?.accountId && !ctx.oidc.account ? interactionPolicy.Check.REQUEST_PROMPT : interactionPolicy.Check.NO_NEED_TO_PROMPT,
      ),
    );
  return policy;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface EmbeddedIdpOptions {
  /** Create the demo accounts (see demoAccountsEnabled); otherwise any left from an earlier run are disabled. */
  demoAccounts?: boolean;
}

export async function createEmbeddedIdp(deps: BaseDeps, origin: string, options: EmbeddedIdpOptions = {}) {
  const { db } = deps;
  const demoAccounts = options.demoAccounts ?? demoAccountsEnabled({ APP_URL: deps.env.APP_URL });
  if (demoAccounts) await seedDemoAccounts(db);
  else await disableDemoAccounts(db);
  const issuer = `${origin}/idp`;
  const clientSecret = createHmac("sha256", deps.secret).update("embedded-idp-client").digest("base64url");

  const configuration: Configuration = {
    adapter: createAdapterClass(db) as any,
    clients: [
      {
        client_id: IDP_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${origin}/callback`],
        post_logout_redirect_uris: [origin, `${origin}/`],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
        id_token_signed_response_alg: "RS256",
      },
      ...deps.env.EMBEDDED_IDP_CLIENTS.map((client) => ({
        ...client,
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code" as const],
        token_endpoint_auth_method: "client_secret_basic" as const,
        id_token_signed_response_alg: "RS256" as const,
      })),
    ],
    jwks: await loadJwks(db),
    cookies: { keys: [deps.secret] },
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name", "picture"] },
    extraParams: ["screen", "screen_hint"],
    ttl: { Session: 24 * 3600, Interaction: 3600, AuthorizationCode: 60, AccessToken: 3600, IdToken: 3600, Grant: 14 * 24 * 3600 },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}`, policy: interactionPolicyWithGoneAccounts() },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Sign out at once (the app already asked): submit the provider's own form, with the CSP nonce.
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          const nonce = (ctx.req as NodeEnv["incoming"]).cspNonce ?? "";
          ctx.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signing out · Behavior Tales</title></head><body>
${form.replace("</form>", '<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">Finish signing out</button></noscript></form>')}
<p>Signing you out…</p><script nonce="${escapeHtml(nonce)}">document.forms[0].submit()</script></body></html>`;
        },
      },
    },
    // First-party client: no consent screen; grant the scopes the app asks for.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId = (ctx.oidc.result as any)?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope("openid profile email");
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.firstName,
          family_name: account.lastName,
          name: `${account.firstName} ${account.lastName}`.trim(),
        }),
      };
    },
    // Fixed words only: oidc-provider's fields can carry the request's own text (its `state`, a described
    // parameter), so the page names the error code when it is one and logs the rest (issue 21).
    renderError: async (ctx, out) => {
      ctx.type = "html";
      const code = typeof out.error === "string" && /^[a-z_]{1,40}$/.test(out.error) ? out.error : "request_error";
      deps.log.info("sign-in provider error", { error: code, description: String(out.error_description ?? "").slice(0, 200) });
      const details = `<p>The sign-in could not go on (${escapeHtml(code)}). Please go back to Behavior Tales and sign in again.</p>`;
      ctx.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in problem · Behavior Tales</title></head><body style="font-family:system-ui;max-width:560px;margin:48px auto;padding:0 16px"><h1>Sign-in problem</h1>${details}<p><a href="/">Return to Behavior Tales</a></p></body></html>`;
    },
  };

  const provider = new Provider(issuer, configuration);
  // oidc-provider (koa) builds every URL it hands out (discovery, redirects, form actions) from the
  // request's Host, or in proxy mode X-Forwarded-Host/-Proto. Those are the client's to write, so each
  // request is pinned to the configured origin before the provider sees it (proxy mode stays on so the
  // pinned scheme, not the socket's, decides its cookies' Secure flag).
  provider.proxy = true;
  const configured = new URL(origin);
  const pinToOrigin = (incoming: NodeEnv["incoming"]) => {
    incoming.headers.host = configured.host;
    incoming.headers["x-forwarded-proto"] = configured.protocol.slice(0, -1);
    delete incoming.headers["x-forwarded-host"];
    delete incoming.headers["x-forwarded-port"];
    delete incoming.headers.forwarded;
  };
  const handle = provider.callback();

  const oidc: OidcSettings = {
    issuer,
    clientId: IDP_CLIENT_ID,
    clientSecret,
    redirectUri: `${origin}/callback`,
    postLogoutRedirectUri: origin,
    kind: "embedded",
  };

  const nodeEnv = (c: Context<AppEnv>) => c.env as unknown as NodeEnv;
  const meta = {
    title: "Sign in · Behavior Tales",
    description: "Sign in or create your Behavior Tales account with your e-mail and password.",
    noindex: true,
  };

  async function details(c: Context<AppEnv>) {
    const { incoming, outgoing } = nodeEnv(c);
    pinToOrigin(incoming);
    return provider.interactionDetails(incoming, outgoing);
  }
  async function finish(c: Context<AppEnv>, result: Record<string, unknown>) {
    const { incoming, outgoing } = nodeEnv(c);
    pinToOrigin(incoming);
    const to = await provider.interactionResult(incoming, outgoing, result, { mergeWithLastSubmission: false });
    return c.redirect(to, 303);
  }
  const expired = (c: Context<AppEnv>) =>
    renderPage(
      c,
      <IdpCard title="This sign-in has expired">
        <p>For your security, sign-in pages expire after a while. Please start again.</p>
        <p>
          <a className="btn btn-primary" href="/api/login">
            Start again
          </a>
        </p>
      </IdpCard>,
      meta,
      400,
    );

  const signUpSchema = z.object({
    firstName: z.string().trim().min(1, "Please enter your first name.").max(50, "First name must be at most 50 characters."),
    lastName: z.string().trim().min(1, "Please enter your last name.").max(50, "Last name must be at most 50 characters."),
    email: z.string().trim().max(100, "Please enter a valid email address.").pipe(z.email("Please enter a valid email address.")),
    password: passwordSchema,
  });

  function mount(app: Hono<AppEnv>) {
    app.get("/idp/interaction/:uid", async (c) => {
      let interaction;
      try {
        interaction = await details(c);
      } catch {
        return expired(c);
      }
      const uid = c.req.param("uid");
      if (interaction.prompt.name !== "login") return finish(c, { consent: {} });
      const wantsSignup =
        c.req.query("screen") === "signup" ||
        (c.req.query("screen") === undefined && (interaction.params.screen === "signup" || interaction.params.screen_hint === "signup"));
      return wantsSignup
        ? renderPage(c, <SignUpForm uid={uid} plan={planFacts(deps.env)} />, { ...meta, title: "Create your account · Behavior Tales" })
        : renderPage(c, <SignInForm uid={uid} />, meta);
    });
    app.post("/idp/interaction/:uid/login", async (c) => {
      try {
        await details(c);
      } catch {
        return expired(c);
      }
      const form = await formBody(c);
      const email = String(form.email ?? "");
      const uid = c.req.param("uid");
      // Password guessing: count the attempt first (per e-mail and per connection address); past the limit, refuse unchecked.
      const address = clientAddress(c);
      const attempt = await beginSignInAttempt(deps, email, address);
      if (!attempt.allowed) {
        c.header("Retry-After", String(attempt.retryAfterS));
        return renderPage(c, <SignInForm uid={uid} email={email} error={TOO_MANY_SIGN_IN_ATTEMPTS} />, meta, 429 as 422);
      }
      const account = await authenticate(db, email, String(form.password ?? ""));
      if (!account) return renderPage(c, <SignInForm uid={uid} email={email} error="Incorrect email or password." />, meta, 422);
      await signInSucceeded(deps, email, address);
      return finish(c, { login: { accountId: account.id } });
    });
    app.post("/idp/interaction/:uid/signup", async (c) => {
      try {
        await details(c);
      } catch {
        return expired(c);
      }
      const form = await formBody(c);
      const values = Object.fromEntries(["firstName", "lastName", "email", "password"].map((k) => [k, String(form[k] ?? "")]));
      const parsed = validate(signUpSchema, values);
      const shown = { ...values, password: "" };
      if (!parsed.ok) return renderPage(c, <SignUpForm uid={c.req.param("uid")} plan={planFacts(deps.env)} values={shown} errors={parsed.fields} />, meta, 422);
      // Accounts are cheap and each brings free stories: a few per client an hour and a day.
      if (!(await withinSignUpLimit(deps, clientAddress(c))))
        return renderPage(
          c,
          <SignUpForm uid={c.req.param("uid")} plan={planFacts(deps.env)} values={shown} errors={{ form: TOO_MANY_SIGN_UPS }} />,
          meta,
          429 as 422,
        );
      try {
        const account = await createAccount(db, parsed.data);
        return finish(c, { login: { accountId: account.id } });
      } catch (err) {
        if (err instanceof EmailTakenError)
          return renderPage(
            c,
            <SignUpForm
              uid={c.req.param("uid")}
              plan={planFacts(deps.env)}
              values={shown}
              errors={{ email: "An account with this email already exists. Please sign in instead." }}
            />,
            meta,
            422,
          );
        throw err;
      }
    });
    app.get("/idp/interaction/:uid/abort", async (c) => {
      try {
        await details(c);
      } catch {
        return expired(c);
      }
      return finish(c, { error: "access_denied", error_description: "Sign-in was cancelled." });
    });
    // Everything else under /idp is oidc-provider itself (discovery, auth, token, jwks, end session…).
    app.all("/idp/*", async (c) => {
      const { incoming, outgoing } = nodeEnv(c);
      incoming.originalUrl = incoming.url;
      incoming.url = incoming.url!.slice("/idp".length) || "/";
      pinToOrigin(incoming);
      incoming.cspNonce = c.var.nonce;
      outgoing.setHeader(
        "Content-Security-Policy",
        `default-src 'self'; script-src 'nonce-${c.var.nonce}'; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`,
      );
      outgoing.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      outgoing.setHeader("X-Content-Type-Options", "nosniff");
      outgoing.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
      await new Promise<void>((resolve) => {
        outgoing.once("finish", resolve);
        outgoing.once("close", resolve);
        Promise.resolve(handle(incoming, outgoing)).catch(() => resolve());
      });
      return RESPONSE_ALREADY_SENT;
    });
  }

  return {
    provider,
    settings: oidc,
    /** Whether the demo accounts are on (created) or off (absent, disabled if left from before). */
    demoAccounts,
    mount,
    /** Its accounts, for the profile's password change and "Sign out everywhere". */
    accounts: builtInAccounts(deps),
    /** The app deleted this user: remove the provider's state for them and (if it is one of ours) their login. */
    onAccountDeleted: async (userId: string) => {
      await deleteAccountState(db, userId);
      await deleteIdpAccount(db, userId);
    },
  };
}
