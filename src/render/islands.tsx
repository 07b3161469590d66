import { createElement, type ComponentProps, type ComponentType } from "react";
import { useRequestContext } from "@hono/react-renderer";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import AdminDashboard from "../../islands/AdminDashboard";
import ContactForm from "../../islands/ContactForm";
import FaqSearch from "../../islands/FaqSearch";
import GuideDialogs from "../../islands/GuideDialogs";
import LibraryGrid from "../../islands/LibraryGrid";
import LocalDay from "../../islands/LocalDay";
import ResearchSignup from "../../islands/ResearchSignup";
import StoryActions from "../../islands/StoryActions";
import StoryForm from "../../islands/StoryForm";
import StoryView from "../../islands/StoryView";
import SubscriptionCard from "../../islands/SubscriptionCard";
import SubscriptionSuccess from "../../islands/SubscriptionSuccess";
import Tabs from "../../islands/Tabs";
import VoiceRecorder from "../../islands/VoiceRecorder";

/**
 * Every island, registered once under its file name in islands/ (the name src/client.ts loads it by;
 * src/render/islands.test.ts checks the two lists are the same). Pages render `Islands.Name`, so a
 * misspelt name is a compile error.
 */
export const ISLAND_COMPONENTS = {
  AdminDashboard,
  ContactForm,
  FaqSearch,
  GuideDialogs,
  LibraryGrid,
  LocalDay,
  ResearchSignup,
  StoryActions,
  StoryForm,
  StoryView,
  SubscriptionCard,
  SubscriptionSuccess,
  Tabs,
  VoiceRecorder,
} as const;

export type IslandName = keyof typeof ISLAND_COMPONENTS;
export const ISLAND_NAMES = Object.keys(ISLAND_COMPONENTS) as IslandName[];
/** The props an island takes (what the server serialises into its placeholder). */
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLAND_COMPONENTS)[N]>;

/**
 * Server side of an island: renders the component's HTML inside a <bt-island> placeholder that carries
 * the island's name and its JSON props. The client entry hydrates it.
 */
function island<P extends object>(name: IslandName, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const c = useRequestContext() as Context<AppEnv>;
    c.var.islands?.add(name);
    return createElement("bt-island", { "data-island": name, "data-props": JSON.stringify(props) }, createElement(Component, props));
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/** The islands as the server renders them: `<Islands.ContactForm … />`. */
export const Islands = Object.fromEntries(ISLAND_NAMES.map((name) => [name, island(name, ISLAND_COMPONENTS[name] as ComponentType<object>)])) as {
  [N in IslandName]: ComponentType<IslandProps<N>>;
};
