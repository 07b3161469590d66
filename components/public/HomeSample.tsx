/**
 * The home page's picture of the product: a real story from the local storyteller and its pictures from
 * the local line-art engine, for the same request as the sample PDF (src/pdf/sample-story.ts), so what
 * the page shows is what /samples/sample-story.pdf contains. Server only (never imported by an island).
 *
 * Cost: the story is planned once per process, on the first home page (about 30 ms); each picture is
 * drawn once per process, on its first request. After that the page adds a few cached strings.
 */
import { composeStory } from "../../src/engine/local";
import { drawScene } from "../../src/art/local";
import { coloringSceneIndex, describeScene, type StoryPlan } from "../../src/contracts/story-plan";
import { SAMPLE_REQUEST } from "../../src/pdf/sample-story";
import { behaviorLabel, themeLabel } from "../../src/contracts/catalog";
import { HOME_SAMPLE } from "../../src/content/home";
import { formatFileSize, SAMPLE_STORY } from "../../src/newsletter/paper";

/** Where the two pictures are served (routes/home.tsx). */
export const SAMPLE_PICTURES = {
  coloring: "/samples/sample-coloring-page.svg",
  firstPage: "/samples/sample-first-page.svg",
} as const;
export type SamplePicture = keyof typeof SAMPLE_PICTURES;

interface SampleStory {
  title: string;
  plan: StoryPlan;
  /** The first scene's text: the first page of the book. */
  excerpt: string;
  coloringAlt: string;
  firstPageAlt: string;
}

let story: SampleStory | null = null;

/** The sample story, planned on first use and kept for the life of the process. */
export function sampleStory(): SampleStory {
  if (!story) {
    const { title, plan } = composeStory(SAMPLE_REQUEST);
    const first = plan.scenes[0]!;
    story = {
      title,
      plan,
      excerpt: first.text,
      coloringAlt: describeScene(plan, plan.scenes[coloringSceneIndex(plan)]!),
      firstPageAlt: describeScene(plan, first),
    };
  }
  return story;
}

const NO_FONT = {};
const drawn = new WeakMap<object, Partial<Record<SamplePicture, string>>>();

/**
 * One of the sample's pictures as an SVG document, drawn once per process (per font): the coloring page
 * with the child's name lettered in `font` when the runtime has it, or the book's first picture.
 */
export function samplePicture(which: SamplePicture, font?: Uint8Array): string {
  const key = font ?? NO_FONT;
  let cache = drawn.get(key);
  if (!cache) drawn.set(key, (cache = {}));
  const hit = cache[which];
  if (hit) return hit;
  const { plan } = sampleStory();
  const { theme, seed } = SAMPLE_REQUEST;
  const svg = which === "coloring" ? drawScene(plan, undefined, { theme, seed, font, name: !!font }).svg : drawScene(plan, 0, { theme, seed, book: true }).svg;
  cache[which] = svg;
  return svg;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

/** The section: the first page (picture and words) beside the coloring page, and the whole book as a PDF. */
export function HomeSample() {
  const copy = HOME_SAMPLE;
  const s = sampleStory();
  const r = SAMPLE_REQUEST;
  const intro = fill(copy.intro, { child: r.childName, age: r.childAge, behavior: behaviorLabel(r.behavior).toLowerCase(), theme: themeLabel(r.theme) });
  return (
    <section className="section sample-section" aria-labelledby="sample-heading">
      <div className="container">
        <h2 id="sample-heading" className="section-title">
          {copy.heading}
        </h2>
        <p className="lead section-lead">{intro}</p>
        <div className="sample-grid">
          <article className="card sample-story" aria-labelledby="sample-title">
            <img className="sample-picture" src={SAMPLE_PICTURES.firstPage} alt={s.firstPageAlt} width={595} height={750} decoding="async" />
            <div className="sample-words">
              <p className="eyebrow">{copy.excerptLabel}</p>
              <h3 id="sample-title">{s.title}</h3>
              <blockquote className="sample-excerpt">
                <p>{s.excerpt}</p>
              </blockquote>
              <p className="sample-read">
                <a className="btn btn-primary" href={SAMPLE_STORY.path}>
                  {copy.readLabel}
                </a>
                <span className="file-note"> PDF, {formatFileSize(SAMPLE_STORY.bytes)}</span>
              </p>
            </div>
          </article>
          <figure className="card sample-coloring">
            <img src={SAMPLE_PICTURES.coloring} alt={s.coloringAlt} width={595} height={842} decoding="async" />
            <figcaption>{copy.coloringCaption}</figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
