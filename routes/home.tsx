import { Hono } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";

/** Home page (the full public-site content lands with the public-site issue). */
export const homeRoute = new Hono<AppEnv>().get("/", (c) => {
  const signedIn = !!c.var.user;
  const createHref = signedIn ? "/behaviors" : "/api/login?returnTo=%2Fbehaviors";
  return renderPage(
    c,
    <>
      <section className="hero">
        <div className="container hero-inner">
          <h1>Stories where your child is the hero</h1>
          <p className="lead">
            Type your child's name, pick the behavior you are working on and a theme they love. Behavior Tales writes a warm, age-right story in which
            your child meets the challenge and finds a way through, with a coloring page and a printable PDF.
          </p>
          <div className="hero-actions">
            <a className="btn btn-primary btn-lg" href={createHref}>
              Create a Story
            </a>
            <a className="btn btn-secondary btn-lg" href="/about">
              Learn More
            </a>
          </div>
        </div>
      </section>
    </>,
    {
      title: "Behavior Tales · Personalized stories that help children grow",
      description: "Personalized behavior stories for children aged 2 to 10: your child is the hero, learns a calm strategy, and gets a coloring page and printable PDF.",
    },
  );
});
