import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { Islands } from "../src/render/islands";
import { requireUserPage } from "../src/auth/session";
import { decodeCursor, listStorySummaries } from "../src/stories/library";
import { subscriptionStatus } from "../src/stories/quota";
import { SubscriptionBanner } from "../components/story/SubscriptionBanner";
import { listViewOf, parseChildFilter, parseTab, type LibraryView } from "../components/story/format";
import { listChildren } from "../src/children/children";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";
import { parentTimeZone, practices } from "../src/children/practice";

const { LibraryGrid } = Islands;

/**
 * /library: the signed-in parent's stories, server-rendered a page (100 cards) at a time. Search, tabs,
 * the child filter and "Load more stories" (`?cursor=`) work as plain links and forms too; the island
 * asks GET /api/stories for the same views and further pages.
 */
export const libraryRoute = new Hono<AppEnv>().get("/library", requireUserPage("/api/login"), async (c) => {
  const deps = c.var.deps;
  const user = c.var.user!;
  const [status, children] = await Promise.all([subscriptionStatus(deps, user), listChildren(deps, user.id)]);
  // ?child=ID: one saved child's stories (an id that is not one of theirs shows everyone's).
  const wanted = parseChildFilter(c.req.query("child"));
  const view: LibraryView = {
    query: (c.req.query("q") ?? "").slice(0, 200),
    tab: parseTab(c.req.query("tab")),
    child: children.find((ch) => ch.id === wanted)?.id ?? null,
  };
  // ?cursor=: a later page ("Load more stories" without JavaScript); one that is not ours shows the first page.
  const cursor = decodeCursor(c.req.query("cursor") ?? "");
  const page = await listStorySummaries(deps, user.id, { view: listViewOf(view), cursor });
  // Each child's practice, shown atop their stories (issue 28).
  const practice = await practices(deps, user.id, children, await parentTimeZone(deps, user.id));
  return renderPage(
    c,
    <div className="container page library-page">
      <header className="library-header">
        <div>
          <h1>My Story Library</h1>
          <p className="lead">Every story you've made, ready to read again, print or color.</p>
        </div>
        <a className="btn btn-primary" href="/behaviors">
          Create New Story
        </a>
      </header>
      {c.req.query("deleted") === "1" ? (
        <p className="notice notice-success" role="status">
          <strong>Story deleted.</strong> Your story has been permanently deleted
        </p>
      ) : null}
      <SubscriptionBanner status={status} />
      <LibraryGrid
        stories={page.items}
        next={page.next}
        cursor={cursor ? (c.req.query("cursor") ?? null) : null}
        query={view.query}
        tab={view.tab}
        savedChildren={children.map((ch) => ({ id: ch.id, name: ch.name, practice: practice.get(ch.id) ?? null }))}
        child={view.child}
      />
    </div>,
    pageMeta("/library", planFacts(deps.env)),
  );
});
