import type { ReactNode } from "react";
import { aboutCopy } from "../../src/content/home";
import type { PlanFacts } from "../../src/contracts/plan";
import { Paragraphs } from "./bits";

/**
 * /about: mission, research-paper signup, three-step explainer, the science, and 'Get Started'. The
 * signup form is the route's to place (an island, with the values and messages of a failed post).
 */
export function AboutPage({ plan, signup }: { plan: PlanFacts; signup: ReactNode }) {
  const a = aboutCopy(plan);
  return (
    <>
      <section className="hero hero-soft">
        <div className="container hero-inner">
          <p className="eyebrow">About us</p>
          <h1>{a.heading}</h1>
          <p className="lead">{a.mission.paragraphs[0]}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="mission-heading">
        <div className="container narrow prose">
          <h2 id="mission-heading">{a.mission.heading}</h2>
          <Paragraphs items={a.mission.paragraphs.slice(1)} />
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="about-steps-heading">
        <div className="container">
          <h2 id="about-steps-heading" className="section-title">
            {a.howItWorks.heading}
          </h2>
          <ol className="steps grid grid-3">
            {a.howItWorks.steps.map((s, i) => (
              <li key={s.title} className="card step">
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="science-heading">
        <div className="container">
          <h2 id="science-heading" className="section-title">
            {a.science.heading}
          </h2>
          <p className="lead section-lead">{a.science.intro}</p>
          <div className="grid grid-3">
            {a.science.items.map((item) => (
              <article key={item.title} className="card science-card">
                <h3>{item.title}</h3>
                <Paragraphs items={item.paragraphs} />
              </article>
            ))}
          </div>
          <p className="notice science-note">{a.science.note}</p>
        </div>
      </section>

      <section id="research-paper" className="section section-tint" aria-labelledby="research-heading">
        <div className="container research-grid">
          <div className="research-copy">
            <p className="eyebrow">Free for parents and teachers</p>
            <h2 id="research-heading">{a.researchPaper.heading}</h2>
            <p>{a.researchPaper.text}</p>
          </div>
          {signup}
        </div>
      </section>

      <section className="section cta-band" aria-labelledby="get-started-heading">
        <div className="container cta-inner">
          <h2 id="get-started-heading">{a.getStarted.heading}</h2>
          <p>{a.getStarted.text}</p>
          <a className="btn btn-primary btn-lg" href={a.getStarted.action.href}>
            {a.getStarted.action.label}
          </a>
        </div>
      </section>
    </>
  );
}
