import { Hono, type Context } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { homeCopy } from "../src/content/home";
import { pageMeta } from "../src/content/meta";
import { planFacts } from "../src/contracts/plan";
import { formatFileSize, SAMPLE_STORY } from "../src/newsletter/paper";
import { Icon, StarRating } from "../components/public/bits";
import { HomeSample, SAMPLE_PICTURES, samplePicture, type SamplePicture } from "../components/public/HomeSample";

const STEP_ICONS = ["pencil", "sparkles", "download"] as const;

/** The sample's pictures: drawn once per process by the local engine (components/public/HomeSample.tsx). */
function servePicture(which: SamplePicture) {
  return (c: Context<AppEnv>) => {
    const svg = samplePicture(which, c.var.deps.services.fonts.heading);
    return c.body(svg, 200, { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" });
  };
}

/** Said after the spec's "Learn More" (visually hidden): where the link goes. */
export const LEARN_MORE_ABOUT = "about Behavior Tales and how it works";

/** Home (/): hero, a real sample story, how it works, testimonials and a closing call to action. No islands. */
export const homeRoute = new Hono<AppEnv>()
  .get(SAMPLE_PICTURES.coloring, servePicture("coloring"))
  .get(SAMPLE_PICTURES.firstPage, servePicture("firstPage"))
  .get("/", (c) => {
    const signedIn = !!c.var.user;
    const plan = planFacts(c.var.deps.env);
    const { hero, howItWorks, testimonials, closing } = homeCopy(plan);
    return renderPage(
      c,
      <>
        <section className="hero hero-home">
          <div className="container hero-inner">
            <p className="eyebrow">{hero.eyebrow}</p>
            <h1>{hero.headline}</h1>
            <p className="lead">{hero.subline}</p>
            <div className="hero-actions">
              <a className="btn btn-primary btn-lg" href={signedIn ? hero.primaryAction.hrefSignedIn : hero.primaryAction.hrefSignedOut}>
                {hero.primaryAction.label}
              </a>
              <a className="btn btn-secondary btn-lg" href={hero.secondaryAction.href}>
                {hero.secondaryAction.label}
                {/* Issue 26: the spec's words, and what they lead to for a screen reader's list of links. */}
                <span className="visually-hidden"> {LEARN_MORE_ABOUT}</span>
              </a>
            </div>
          </div>
        </section>

        <HomeSample />

        <section className="section section-tint" aria-labelledby="how-heading">
          <div className="container">
            <h2 id="how-heading" className="section-title">
              {howItWorks.heading}
            </h2>
            <p className="lead section-lead">{howItWorks.intro}</p>
            <ol className="steps grid grid-3">
              {howItWorks.steps.map((s, i) => (
                <li key={s.title} className="card step">
                  <span className="step-number" aria-hidden="true">
                    <Icon name={STEP_ICONS[i] ?? "sparkles"} />
                  </span>
                  <h3>
                    <span className="step-count">Step {i + 1}: </span>
                    {s.title}
                  </h3>
                  <p>{s.text}</p>
                </li>
              ))}
            </ol>
            <p className="center">
              <a className="btn btn-secondary" href={howItWorks.sampleLink.href}>
                {howItWorks.sampleLink.label}
              </a>
              <span className="file-note"> PDF, {formatFileSize(SAMPLE_STORY.bytes)}</span>
            </p>
          </div>
        </section>

        <section className="section" aria-labelledby="testimonials-heading">
          <div className="container">
            <h2 id="testimonials-heading" className="section-title">
              {testimonials.heading}
            </h2>
            <p className="section-lead testimonials-note">{testimonials.note}</p>
            <ul className="testimonials grid grid-3">
              {testimonials.items.map((t) => (
                <li key={t.name} className="card testimonial">
                  <figure>
                    <p className="example-badge">{testimonials.badge}</p>
                    <StarRating rating={t.rating} />
                    <blockquote>
                      <p>{t.quote}</p>
                    </blockquote>
                    <figcaption>
                      <strong>{t.name}</strong>
                      <span className="muted">{t.role}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="section cta-band" aria-labelledby="closing-heading">
          <div className="container cta-inner">
            <h2 id="closing-heading">{closing.heading}</h2>
            <p>{closing.text}</p>
            <a className="btn btn-primary btn-lg" href={signedIn ? closing.hrefSignedIn : closing.hrefSignedOut}>
              {signedIn ? closing.signedInLabel : closing.signedOutLabel}
            </a>
          </div>
        </section>
      </>,
      pageMeta("/", plan),
    );
  });
