/**
 * The "Right before" card (issue 29): `/story/{id}/card` for the owner (signed out → sign-in; another
 * parent's story → the story page's 404), and `/s/{token}/card` through a family link, only while the
 * story is shared (the link's own checks, rate limit and headers). Phone-size, big type, no script.
 *
 * Works offline once opened: the app has no service worker, so the owner's card is sent with
 * CARD_CACHE_CONTROL (private, a week) and the browser keeps it; it carries its pictures inline and
 * uses only the site's stylesheet and fonts, which are cached for good. A family link's card is kept
 * for minutes only, so turning the link off takes effect soon.
 */
import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { requireUserPage } from "../src/auth/session";
import { renderPage } from "../src/render/document";
import { Panel } from "../components/Panel";
import type { Story } from "../db/schema";
import { storyHref } from "../src/contracts/story";
import { sharedStoryHref } from "../src/share/urls";
import { CARD_CACHE_CONTROL, CARD_COPY, cardHref, sharedCardHref } from "../src/reading/copy";
import { rightBeforeCard, type RightBeforeCard } from "../src/reading/card";
import { ICON_SIZE, stepIconPaths } from "../src/reading/step-icons";
import { loadStory } from "./story";
import { sharedStory, setSharedHeaders } from "./share";
import { VOICE_COPY, sharedVoiceClipUrl, voiceClipUrl } from "../src/reading/voice";
import { readVoiceIndex } from "../src/reading/voice-store";

export { cardHref, sharedCardHref };

/** A family link's card: kept as briefly as the link's pictures. */
const SHARED_CARD_CACHE_CONTROL = "private, max-age=300";

function StepPicture({ icon }: { icon: RightBeforeCard["steps"][number]["icon"] }) {
  return (
    <svg viewBox={`0 0 ${ICON_SIZE} ${ICON_SIZE}`} aria-hidden="true" focusable="false">
      {stepIconPaths(icon).map((p, i) => (
        <path key={i} d={p.d} fill="none" stroke="currentColor" strokeWidth={p.w} strokeLinecap="round" strokeLinejoin="round" />
      ))}
    </svg>
  );
}

/** The card plays the grown-up's recording of the line, when there is one this reader may hear. */
export function CardView({ card, back, voice, owner = false }: { card: RightBeforeCard; back: string; voice?: string | null; owner?: boolean }) {
  return (
    <div className="right-before">
      <article className="right-before-card" aria-labelledby="right-before-title">
        <p className="right-before-kicker">{card.heading}</p>
        <h1 id="right-before-title">{card.strategy}</h1>
        <p className="right-before-lead">{CARD_COPY.lead}</p>
        <h2>{CARD_COPY.steps}</h2>
        <ol className="right-before-steps">
          {card.steps.map((s, i) => (
            <li key={i}>
              <StepPicture icon={s.icon} />
              <span>
                <span className="right-before-n">{`${i + 1}.`}</span> {s.text}
              </span>
            </li>
          ))}
        </ol>
        {card.refrain ? (
          <>
            <h2>{CARD_COPY.refrain}</h2>
            <p className="right-before-refrain">{`“${card.refrain}”`}</p>
          </>
        ) : null}
        {voice ? (
          <div className="right-before-voice">
            <p id="right-before-voice-label">{VOICE_COPY.playLine}</p>
            <audio controls preload="none" src={voice} aria-labelledby="right-before-voice-label" />
          </div>
        ) : null}
      </article>
      <p className="right-before-note">{CARD_COPY.print}</p>
      {owner ? <p className="right-before-note">{CARD_COPY.noQr}</p> : null}
      <div className="right-before-actions">
        <a className="btn btn-secondary" href={back}>
          <span aria-hidden="true">←</span> {CARD_COPY.back}
        </a>
      </div>
    </div>
  );
}

function noCard(back: string) {
  return (
    <Panel
      title={CARD_COPY.title}
      actions={
        <a className="btn btn-primary" href={back}>
          {CARD_COPY.back}
        </a>
      }
    >
      <p>{CARD_COPY.none}</p>
    </Panel>
  );
}

const meta = (story: Story) => ({
  title: `${CARD_COPY.title}: ${story.title} · Behavior Tales`,
  description: `The plan in a minute, for ${story.childName}.`,
  noindex: true,
});

export const cardRoute = new Hono<AppEnv>()
  .use("/story/:id/card", requireUserPage("/api/login"))
  .get("/story/:id/card", async (c) => {
    const story = await loadStory(c);
    if (story instanceof Response) return story;
    if (!story.plan) return renderPage(c, noCard(storyHref(story.id)), meta(story), 404);
    c.header("Cache-Control", CARD_CACHE_CONTROL);
    const line = (await readVoiceIndex(c.var.deps, story.id)).clips.line;
    const voice = line ? `${voiceClipUrl(story.id, "line")}?v=${Date.parse(line.recordedAt)}` : null;
    return renderPage(c, <CardView card={rightBeforeCard(story.plan)} back={storyHref(story.id)} voice={voice} owner />, meta(story));
  })
  // Through a family link (its document, rate limit and headers come from routes/share.tsx).
  .get("/s/:token/card", async (c) => {
    const story = await sharedStory(c, "page");
    if (story instanceof Response) return story;
    setSharedHeaders(c);
    const back = sharedStoryHref(c.req.param("token"));
    if (!story.plan) {
      c.status(404);
      return c.render(noCard(back), meta(story));
    }
    c.header("Cache-Control", SHARED_CARD_CACHE_CONTROL);
    const index = await readVoiceIndex(c.var.deps, story.id);
    const line = index.shared ? index.clips.line : undefined;
    const voice = line ? `${sharedVoiceClipUrl(c.req.param("token"), "line")}?v=${Date.parse(line.recordedAt)}` : null;
    return c.render(<CardView card={rightBeforeCard(story.plan)} back={back} voice={voice} />, meta(story));
  });
