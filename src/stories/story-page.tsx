/**
 * The story page (issue 27 item 7): one component for the owner's `/story/{id}` (routes/story.tsx) and a
 * family link's `/s/{token}` (routes/share.tsx). The page is the same — title, who it is for, the theme and
 * ages, the Book / Story / Coloring Page tabs, the highlights; each route passes what differs: where the
 * pictures and recordings are served from, which recordings a reader may hear, its actions (the owner's
 * favorite/share/delete, or a family link's PDF buttons), and what comes after (the owner's recorder and
 * practice, or a family link's "make your own").
 */
import type { ReactNode } from "react";
import type { Story } from "../../db/schema";
import { StoryHighlights } from "../../components/story/StoryHighlights";
import { storyForLine, formatStoryDate } from "../../components/story/format";
import { AGE_BAND_LABELS, isAgeBand, themeLabel } from "../contracts/catalog";
import { storyParagraphs } from "../pdf/story-pdf";
import { sceneTips } from "../reading/prompts";
import { sceneVoicePart, type VoicePart } from "../reading/voice";
import { Islands } from "../render/islands";
import { coloringAltOf } from "./library";
import { sceneImages } from "./scenes";

const { StoryView } = Islands;

export interface StoryPageProps {
  story: Story;
  /** Who is reading: the owner sees when the story was made; a family link says it was shared. */
  audience: "owner" | "family";
  /** Scene n's picture (n from 1) and the coloring page, as this reader may fetch them. */
  sceneImageUrl: (n: number) => string;
  coloringPageUrl: string;
  /** The grown-up's recordings this reader may hear (issue 29): the book plays a scene's on its pages. */
  voices: Partial<Record<VoicePart, string>>;
  /** Above the header (the owner's way back and onward). */
  nav?: ReactNode;
  /** Between the header and the book: the owner's actions, or a family link's PDF buttons. */
  actions: ReactNode;
  /** Between the book and the highlights (the owner's recorder). */
  afterBook?: ReactNode;
  /** After the highlights (the owner's practice, or a family link's "make your own"). */
  footer?: ReactNode;
}

export function StoryPage({ story, audience, sceneImageUrl, coloringPageUrl, voices, nav, actions, afterBook, footer }: StoryPageProps) {
  const age = isAgeBand(story.childAge) ? AGE_BAND_LABELS[story.childAge] : story.childAge;
  // The picture book: each scene's words and picture (none for stories written before plans).
  const pictures = sceneImages(story);
  const tips = story.plan ? sceneTips(story.plan, story.childAge) : [];
  const scenes = story.plan
    ? story.plan.scenes.map((s, i) => ({
        text: s.text,
        image: sceneImageUrl(i + 1),
        alt: pictures[i]!.alt,
        tips: tips[i],
        voice: voices[sceneVoicePart(i + 1)],
      }))
    : null;
  return (
    <div className={audience === "family" ? "container page story-page shared-story" : "container page story-page"}>
      {nav}
      <header className="story-header">
        {audience === "family" ? <p className="shared-note muted">A story shared with you from Behavior Tales</p> : null}
        <h1>{story.title}</h1>
        <p className="lead story-for">{storyForLine(story)}</p>
        <p className="story-meta muted">
          <span>{themeLabel(story.theme)} theme</span>
          <span>Ages {age.replace(/ years$/, "")}</span>
          {audience === "owner" ? (
            <span>
              Created <time dateTime={story.createdAt.toISOString()}>{formatStoryDate(story.createdAt.toISOString())}</time>
            </span>
          ) : null}
        </p>
      </header>
      {actions}
      <StoryView
        title={story.title}
        childName={story.childName}
        paragraphs={storyParagraphs(story.storyContent)}
        imageUrl={coloringPageUrl}
        imageAlt={coloringAltOf(story)}
        scenes={scenes}
        ageBand={story.childAge}
      />
      {afterBook}
      <StoryHighlights plan={story.plan ?? null} />
      {footer}
    </div>
  );
}
