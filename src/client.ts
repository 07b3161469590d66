import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { flushPendingToast } from "../islands/lib/toast";

/**
 * Browser entry: find the island placeholders the server rendered, import only those islands,
 * hydrate each with its JSON props, then mark body[data-hydrated] (tests wait for it).
 */
const islands = import.meta.glob<{ default: ComponentType<any> }>("../islands/*.tsx");

/** The light theme is the only theme (system theme disabled); remembered under the key `theme`. */
function rememberTheme() {
  try {
    if (!localStorage.getItem("theme")) localStorage.setItem("theme", "light");
    document.documentElement.dataset.theme = "light";
  } catch {
    /* storage unavailable */
  }
}

async function hydrateIslands() {
  rememberTheme();
  const placeholders = [...document.querySelectorAll<HTMLElement>("bt-island[data-island]")];
  await Promise.all(
    placeholders.map(async (el) => {
      const name = el.dataset.island!;
      const load = islands[`../islands/${name}.tsx`];
      if (!load) {
        console.error(`Unknown island: ${name}`);
        return;
      }
      const { default: Component } = await load();
      const props = JSON.parse(el.dataset.props || "{}");
      hydrateRoot(el, createElement(Component, props));
    }),
  );
  flushPendingToast();
  document.body.dataset.hydrated = "true";
}

hydrateIslands().catch((err) => {
  console.error(err);
  document.body.dataset.hydrated = "error";
});
