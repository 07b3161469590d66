import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../src/app-env";
import type { IslandProps } from "../src/render/islands";
import { isSecureRequest } from "../src/auth/session";
import { MAX_SIBLINGS } from "../src/contracts/family";
import { postedStoryFormChild } from "../src/contracts/child-fields";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";

type Values = IslandProps<"StoryForm">["values"];

/**
 * A visitor's filled story form, kept while they sign in or create an account (issue 26): the form posts
 * to STORY_DRAFT_ACTION, the values go into a short-lived cookie (never the address: a situation can be
 * private), and the sign-in comes back to STORY_DRAFT_RETURN, where /behaviors fills the form from it.
 */
export const STORY_DRAFT_ACTION = "/behaviors/draft";
export const STORY_DRAFT_RETURN = "/behaviors?draft=1";
const COOKIE = "bt_story_draft";
/** Long enough to make an account (and find a verification mail); a forgotten draft goes by itself. */
const MAX_AGE_S = 60 * 60;
/** Browsers keep about 4 KB a cookie: a draft larger than this keeps everything but the situation. */
const MAX_COOKIE_CHARS = 3800;

/** Where each of the visitor's two buttons goes, with the draft kept. */
export const draftLoginHref = (next: "signup" | "signin") =>
  `/api/login?${next === "signup" ? "screen=signup&" : ""}returnTo=${encodeURIComponent(STORY_DRAFT_RETURN)}`;

/** The story form's values from a posted form (the plain-form POST /behaviors and the draft use the same). */
export function storyFormValues(form: Record<string, string | File>): Values {
  const text = (k: string) => (typeof form[k] === "string" ? (form[k] as string) : "");
  return {
    childId: text("childId"),
    ...postedStoryFormChild(form, "top"),
    behavior: text("behavior"),
    customBehavior: text("customBehavior"),
    situationMode: text("situationMode") === "parts" ? "parts" : "words",
    situationDoes: text("situationDoes"),
    situationWhen: text("situationWhen"),
    situationWho: text("situationWho"),
    situationUnderneath: text("situationUnderneath"),
    theme: text("theme"),
    ...postedStoryFormChild(form, "about"),
    siblings: Array.from({ length: MAX_SIBLINGS }, (_, i) => ({
      name: text(`sibling${i + 1}Name`),
      pronouns: text(`sibling${i + 1}Pronouns`),
      childId: text(`sibling${i + 1}ChildId`),
    })).filter((s) => s.name.trim() || s.childId),
    practiceStory: text("practiceStory"),
    storyStyle: text("storyStyle"),
  };
}

const encode = (v: unknown) => encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(v)));
const decode = (raw: string): unknown => JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(raw)));

/** Keep the visitor's values (a saved child of nobody: childId is dropped). */
export function saveStoryDraft(c: Context<AppEnv>, values: Values): void {
  const kept = { ...values, childId: "", siblings: values.siblings.filter((s) => s.name.trim()).map((s) => ({ ...s, childId: "" })) };
  let value = encode(kept);
  if (value.length > MAX_COOKIE_CHARS)
    value = encode({ ...kept, customBehavior: "", situationDoes: "", situationWhen: "", situationWho: "", situationUnderneath: "" });
  const secure = isSecureRequest(c);
  setCookie(c, COOKIE, value, { httpOnly: true, sameSite: "Lax", secure, path: "/behaviors", maxAge: MAX_AGE_S });
}

/**
 * The kept draft, if any, laid over `base`. Once the parent is signed in it is theirs and the cookie is
 * cleared; a visitor who comes back without signing in still has it.
 */
export function takeStoryDraft(c: Context<AppEnv>, base: Values): Values | null {
  const raw = getCookie(c, COOKIE);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = decode(raw);
  } catch {
    parsed = null;
  }
  if (c.var.user || !parsed) deleteCookie(c, COOKIE, { path: "/behaviors", secure: isSecureRequest(c) });
  if (!parsed || typeof parsed !== "object") return null;
  const p = parsed as Record<string, unknown>;
  const str = (k: string) => (typeof p[k] === "string" ? (p[k] as string) : "");
  const out: Values = { ...base };
  for (const k of Object.keys(base) as (keyof Values)[]) if (k !== "siblings" && k !== "childId") (out as Record<string, unknown>)[k] = str(k);
  out.situationMode = out.situationMode === "parts" ? "parts" : "words";
  out.siblings = Array.isArray(p.siblings)
    ? p.siblings
        .slice(0, MAX_SIBLINGS)
        .map((s) => ({ name: typeof s?.name === "string" ? s.name : "", pronouns: typeof s?.pronouns === "string" ? s.pronouns : "", childId: "" }))
        .filter((s) => s.name.trim())
    : [];
  return out;
}
