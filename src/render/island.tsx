import { createElement, type ComponentType } from "react";
import { useRequestContext } from "@hono/react-renderer";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";

/**
 * Server side of an island: renders the component's HTML inside a <bt-island> placeholder that carries
 * the island's name (its file name under islands/) and its JSON props. The client entry hydrates it.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const c = useRequestContext() as Context<AppEnv>;
    c.var.islands?.add(name);
    return createElement(
      "bt-island",
      { "data-island": name, "data-props": JSON.stringify(props) },
      createElement(Component, props),
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
