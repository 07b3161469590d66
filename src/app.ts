import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { createElement } from "react";
import { ZodError } from "zod";
import type { AppEnv } from "./app-env";
import type { Deps } from "./deps";
import { errorBody, errorStack, errorText, HttpError } from "./http/errors";
import { fieldErrors } from "./validation/validate";
import { sameOriginOnly, securityHeaders } from "./http/security";
import { abortedBody, invalidJson, limitBodies } from "./http/body";
import { documentRenderer } from "./render/document";
import { STATIC_PAGES, staticPageCache } from "./render/page-cache";
import { loadUser } from "./auth/session";
import { Panel } from "../components/Panel";
import { NOT_FOUND, NotFoundPanel } from "./render/not-found";
import { routes } from "../routes";

/** The one Hono app. Entries (Node, Workers, Deno) and tests build `deps` and call this. */
export function createApp(deps: Deps, options: { mount?: (app: Hono<AppEnv>) => void } = {}) {
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    // On Workers, work that must outlive the response (a story finishing after a disconnect) uses the
    // request's ExecutionContext. Looked up only when something calls waitUntil: Hono's getter throws
    // where there is none (Node, Deno), and building that error on every request was a measurable cost.
    c.set("deps", { ...deps, waitUntil: (p) => requestWaitUntil(c, deps, p) });
    c.set("islands", new Set());
    await next();
  });
  app.use("*", securityHeaders);
  app.use("*", sameOriginOnly());
  // GET and HEAD carry no body (fetch forbids one); asking for it would build a full Request for nothing.
  const bodyCap = limitBodies();
  app.use("*", (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : bodyCap(c, next)));
  app.use("*", loadUser);
  // What a signed-in parent sees is theirs: no shared or browser cache keeps it (unless a route says otherwise).
  app.use("*", async (c, next) => {
    await next();
    if (c.var.user && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });
  app.use("*", documentRenderer);
  // Static pages' signed-out HTML, rendered once per process (src/render/page-cache.ts).
  const pageCache = staticPageCache();
  for (const path of STATIC_PAGES) app.get(path, pageCache);

  // Runtime-specific handlers (static files, the embedded identity provider) go after the security middleware.
  options.mount?.(app);
  for (const route of routes) app.route("/", route);

  app.notFound((c) => {
    if (isApi(c.req.path)) return c.json(errorBody(new HttpError(404, "not_found", "Not found")), 404);
    c.status(404);
    return c.render(createElement(NotFoundPanel), NOT_FOUND.meta);
  });

  app.onError((err, c) => {
    let httpError: HttpError;
    let aborted: HttpError | null;
    if (err instanceof HttpError) httpError = err;
    else if (err instanceof ZodError) httpError = new HttpError(400, "invalid_input", "Please check the highlighted fields.", fieldErrors(err.issues));
    else if (err instanceof SyntaxError && /JSON/i.test(err.message)) httpError = invalidJson();
    else if ((aborted = abortedBody(err, c.req.raw))) httpError = aborted;
    else {
      deps.log.error("unhandled error", { method: c.req.method, path: c.req.path, error: errorText(err), stack: errorStack(err) });
      httpError = new HttpError(500, "internal_error", "Something went wrong on our side. Please try again.");
    }
    if (isApi(c.req.path) || !wantsHtml(c.req.header("accept"))) {
      return c.json(errorBody(httpError), httpError.status as ContentfulStatusCode);
    }
    c.status(httpError.status as ContentfulStatusCode);
    return c.render(
      createElement(
        Panel,
        {
          title: httpError.status === 403 ? "Not allowed" : httpError.status >= 500 ? "Something went wrong" : "We couldn't do that",
          tone: "error",
          actions: createElement("a", { className: "btn btn-primary", href: "/" }, "Return Home"),
        },
        createElement("p", null, httpError.message),
      ),
      { title: "Error · Behavior Tales", description: httpError.message, noindex: true },
    );
  });

  return app;
}

function requestWaitUntil(c: Context<AppEnv>, deps: Deps, p: Promise<unknown>) {
  let executionCtx: { waitUntil(p: Promise<unknown>): void } | undefined;
  try {
    executionCtx = c.executionCtx;
  } catch {
    executionCtx = undefined;
  }
  if (executionCtx) executionCtx.waitUntil(p);
  else deps.waitUntil(p);
}

function isApi(path: string) {
  return path === "/api" || path.startsWith("/api/");
}

function wantsHtml(accept: string | undefined) {
  return !accept || accept.includes("text/html") || accept.includes("*/*");
}

export type App = ReturnType<typeof createApp>;
