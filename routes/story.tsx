import { Hono, type Context } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { Islands } from "../src/render/islands";
import { requireUserPage, safeReturnTo } from "../src/auth/session";
import { HttpError } from "../src/http/errors";
import { deleteStory, getOwnStory, parseStoryId, setFavorite } from "../src/stories/library";
import type { Story } from "../db/schema";
import { Panel } from "../components/Panel";
import { sceneImages } from "../src/stories/scenes";
import { StoryPage } from "../src/stories/story-page";
import { DELETE_CONFIRM, storyDeleteAction, storyHref, storyPdfUrl, WRITE_ANOTHER, writeAnotherHref } from "../src/contracts/story";
import { formBody } from "../src/http/body";
import { createShare, findShareToken, revokeShare, shareLinkUrl } from "../src/share/links";
import { FAMILY_LINK_COPY, SHARE_COPY, storyShareAction, storySharePage, storyUnshareAction, storyUnshareConfirmPage } from "../src/share/urls";
import { LABELS } from "../src/content/labels";
import { childJson, getOwnChild } from "../src/children/children";
import { childProgress, parentTimeZone } from "../src/children/practice";
import { CheckInForm, PracticeLine, PracticeStoryKindLine } from "../src/children/practice-view";
import { CARD_COPY, cardHref } from "../src/reading/copy";
import { rightBeforeCard } from "../src/reading/card";
import { readVoiceIndex, voiceJson, type VoiceIndex } from "../src/reading/voice-store";
import { STORY_PAGE_PERMISSIONS_POLICY } from "../src/http/security-headers";

const { StoryActions, VoiceRecorder } = Islands;

const returnToLibrary = (
  <a className="btn btn-primary" href="/library">
    Return to Library
  </a>
);

function invalidId(c: Context<AppEnv>) {
  return renderPage(
    c,
    <Panel title="Invalid Story ID" tone="error" actions={returnToLibrary}>
      <p>Story addresses end in a number, like /story/12. Please open the story from your library.</p>
    </Panel>,
    { title: "Invalid Story ID · Behavior Tales", description: "This story address is not valid.", noindex: true },
    400,
  );
}

/** A missing story and another parent's story look exactly the same (nothing says which). */
function loadError(c: Context<AppEnv>) {
  return renderPage(
    c,
    <Panel title="Error Loading Story" tone="error" actions={returnToLibrary}>
      <p>We couldn't load this story. It may have been deleted or you may not have permission to view it.</p>
    </Panel>,
    { title: "Error Loading Story · Behavior Tales", description: "This story could not be loaded.", noindex: true },
    404,
  );
}

/** The story page's outcome for an id: the story, or the panel to show instead. */
export async function loadStory(c: Context<AppEnv>): Promise<Story | Response> {
  let id: number;
  try {
    id = parseStoryId(c.req.param("id") ?? "");
  } catch {
    return invalidId(c);
  }
  try {
    return await getOwnStory(c.var.deps, c.var.user!.id, id);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return loadError(c);
    throw err;
  }
}

/** The story's child, when it was made for a saved child that is still saved: the practice and today's check-in (issue 28; never on a family link). */
async function practiceOf(c: Context<AppEnv>, story: Story) {
  if (!story.childId) return null;
  const child = await getOwnChild(c.var.deps, c.var.user!.id, story.childId).catch(() => null);
  if (!child) return null;
  const zone = await parentTimeZone(c.var.deps, c.var.user!.id);
  return { child: childJson(child), zone, progress: await childProgress(c.var.deps, c.var.user!.id, child, zone, 1), saved: false };
}

/** The owner's story page: the shared page (src/stories/story-page.tsx) with the owner's way around, actions, recorder and practice. */
function OwnerStoryPage({
  story,
  shareUrl,
  practice,
  voice,
}: {
  story: Story;
  shareUrl: string | null;
  practice: Awaited<ReturnType<typeof practiceOf>>;
  voice: VoiceIndex;
}) {
  // The grown-up's recordings (issue 29): the book plays a scene's recording on its pages.
  const recordings = voiceJson(story.id, voice);
  const pictures = sceneImages(story);
  const card = story.plan ? rightBeforeCard(story.plan) : null;
  return (
    <StoryPage
      story={story}
      audience="owner"
      sceneImageUrl={(n) => pictures[n - 1]!.url}
      coloringPageUrl={story.imageUrl}
      voices={Object.fromEntries(recordings.clips.map((c) => [c.part, c.url]))}
      nav={
        <nav className="story-nav" aria-label="Story">
          <a className="btn btn-ghost" href="/library">
            <span aria-hidden="true">←</span> Back to Library
          </a>
          <a className="btn btn-secondary" href="/behaviors">
            Create New Story
          </a>
          <a
            className="btn btn-secondary"
            href={writeAnotherHref(story.id)}
            title={WRITE_ANOTHER.description(story.childName)}
            aria-describedby="write-another-desc"
          >
            {WRITE_ANOTHER.label}
          </a>
          <span id="write-another-desc" className="visually-hidden">
            {WRITE_ANOTHER.description(story.childName)}
          </span>
          {story.plan ? (
            <a className="btn btn-secondary" href={cardHref(story.id)}>
              {CARD_COPY.link}
            </a>
          ) : null}
        </nav>
      }
      actions={<StoryActions id={story.id} title={story.title} favorite={story.favorite} shareUrl={shareUrl} />}
      afterBook={
        story.plan && card ? (
          <VoiceRecorder
            storyId={story.id}
            line={card.refrain ?? card.steps[0]?.text ?? card.strategy}
            scenes={story.plan.scenes.map((s) => s.text.trim())}
            initial={recordings}
          />
        ) : null
      }
      footer={
        practice ? (
          <section className="card practice-story-card" aria-label={`${practice.child.name}'s practice`}>
            <PracticeStoryKindLine plan={story.plan ?? null} />
            <PracticeLine practice={practice.progress.practice} />
            <CheckInForm
              childId={practice.child.id}
              childName={practice.child.name}
              current={practice.progress.current}
              zone={practice.zone}
              returnTo={`${storyHref(story.id)}?checked=1#check-in-${practice.child.id}`}
              idPrefix="story"
              saved={practice.saved}
            />
          </section>
        ) : null
      }
    />
  );
}

/** Without JavaScript, Delete links here: the same confirmation as the dialog, as a page. */
function ConfirmDelete({ story }: { story: Story }) {
  return (
    <Panel
      title={DELETE_CONFIRM.title}
      tone="error"
      actions={
        <form method="post" action={storyDeleteAction(story.id)} className="panel-actions">
          <a className="btn btn-secondary" href={storyHref(story.id)}>
            Cancel
          </a>
          <button type="submit" className="btn btn-danger">
            Delete
          </button>
        </form>
      }
    >
      <p>{DELETE_CONFIRM.body}</p>
      <p className="muted">“{story.title}”</p>
    </Panel>
  );
}

/** Without JavaScript, Share links here: the family link (create, show, stop) and the PDF. */
function SharePage({ story, shareUrl, stopped }: { story: Story; shareUrl: string | null; stopped: boolean }) {
  const back = (
    <a className="btn btn-secondary" href={storyHref(story.id)}>
      <span aria-hidden="true">←</span> Back to the story
    </a>
  );
  return (
    <Panel title={SHARE_COPY.title} actions={back}>
      <p className="muted">“{story.title}”</p>
      <h2>{FAMILY_LINK_COPY.heading}</h2>
      {shareUrl ? (
        <>
          <p>{FAMILY_LINK_COPY.active}</p>
          <div className="field family-link-field">
            <label htmlFor="family-link-url">{FAMILY_LINK_COPY.linkLabel}</label>
            <input id="family-link-url" className="family-link-url" type="text" readOnly value={shareUrl} />
          </div>
          <p>
            <a className="btn btn-ghost btn-delete" href={storyUnshareConfirmPage(story.id)}>
              {FAMILY_LINK_COPY.stop}
            </a>
          </p>
        </>
      ) : (
        <form method="post" action={storyShareAction(story.id)}>
          {stopped ? (
            <p role="status">
              {FAMILY_LINK_COPY.stopped}. {FAMILY_LINK_COPY.stoppedBody}
            </p>
          ) : null}
          <p>{FAMILY_LINK_COPY.explain}</p>
          <button type="submit" className="btn btn-primary">
            {FAMILY_LINK_COPY.create}
          </button>
        </form>
      )}
      <p>{SHARE_COPY.body}</p>
      <p>
        <a className="btn btn-secondary" href={storyPdfUrl(story.id)} download>
          {LABELS.downloadPdf}
        </a>
      </p>
    </Panel>
  );
}

/** Without JavaScript, Stop sharing links here: the same confirmation as the sheet's, as a page. */
function ConfirmStopSharing({ story }: { story: Story }) {
  return (
    <Panel
      title={FAMILY_LINK_COPY.stopTitle}
      tone="error"
      actions={
        <form method="post" action={storyUnshareAction(story.id)} className="panel-actions">
          <a className="btn btn-secondary" href={storySharePage(story.id)}>
            Cancel
          </a>
          <button type="submit" className="btn btn-danger">
            {FAMILY_LINK_COPY.stop}
          </button>
        </form>
      }
    >
      <p>{FAMILY_LINK_COPY.stopBody}</p>
      <p className="muted">“{story.title}”</p>
    </Panel>
  );
}

export const storyRoute = new Hono<AppEnv>()
  .use("/story/*", requireUserPage("/api/login"))
  .get("/story/:id", async (c) => {
    const story = await loadStory(c);
    if (story instanceof Response) return story;
    const meta = { title: `${story.title} · Behavior Tales`, description: `A story for ${story.childName}.`, noindex: true };
    if (c.req.query("confirm") === "delete") return renderPage(c, <ConfirmDelete story={story} />, meta);
    const token = await findShareToken(c.var.deps, c.var.user!.id, story.id);
    const shareUrl = token ? shareLinkUrl(c.var.deps, token) : null;
    const share = c.req.query("share");
    if (share === "stop" && shareUrl) return renderPage(c, <ConfirmStopSharing story={story} />, meta);
    if (share === "1" || share === "stop") return renderPage(c, <SharePage story={story} shareUrl={shareUrl} stopped={c.req.query("stopped") === "1"} />, meta);
    const practice = await practiceOf(c, story);
    const voice = await readVoiceIndex(c.var.deps, story.id);
    // This page alone may ask for the microphone (the grown-up's recordings).
    c.header("Permissions-Policy", STORY_PAGE_PERMISSIONS_POLICY);
    return renderPage(
      c,
      <OwnerStoryPage story={story} shareUrl={shareUrl} practice={practice && { ...practice, saved: c.req.query("checked") === "1" }} voice={voice} />,
      meta,
    );
  })
  // The no-JavaScript forms behind the favorite toggle and the delete confirmation.
  .post("/story/:id/favorite", async (c) => {
    const story = await loadStory(c);
    if (story instanceof Response) return story;
    const form = await formBody(c);
    await setFavorite(c.var.deps, c.var.user!.id, story.id, String(form.favorite) === "true");
    return c.redirect(safeReturnTo(String(form.returnTo ?? storyHref(story.id))), 303);
  })
  // The no-JavaScript forms behind the family link: turn it on (then show it), or off.
  .post("/story/:id/share", async (c) => {
    const story = await loadStory(c);
    if (story instanceof Response) return story;
    await createShare(c.var.deps, c.var.user!.id, story.id);
    return c.redirect(storySharePage(story.id), 303);
  })
  .post("/story/:id/share/delete", async (c) => {
    const story = await loadStory(c);
    if (story instanceof Response) return story;
    await revokeShare(c.var.deps, c.var.user!.id, story.id);
    return c.redirect(`${storySharePage(story.id)}&stopped=1`, 303);
  })
  .post("/story/:id/delete", async (c) => {
    const story = await loadStory(c);
    if (story instanceof Response) return story;
    await deleteStory(c.var.deps, c.var.user!.id, story.id);
    return c.redirect("/library?deleted=1", 303);
  });
