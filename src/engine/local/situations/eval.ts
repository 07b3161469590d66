/**
 * The custom-situation measurement: for each line of a fixture file (`text | group | group …`, a
 * group is words separated by `/`), whether the screen understood it or declined it, the frame it
 * was read as, and for understood ones a story written by the local engine with the number of its
 * paragraphs that keep each group (any word of the group, whole word, any case).
 * Printed by `npx tsx scripts/eval-situations.ts`; its test is eval.test.ts.
 */
import { readFileSync } from "node:fs";
import { createStoryEngine, writeStory } from "../../index";
import { readSituation } from "../../situation-reading";
import type { AgeBand, ThemeId } from "../../../contracts/catalog";
import { hasSomethingToGoOn, normalize, understandSituation } from "./understand";
import { customBehaviorStory } from "./index";

export interface FixtureLine {
  text: string;
  groups: string[][];
}

export interface EvalRow extends FixtureLine {
  status: "understood" | "asked" | "declined" | "failed";
  /** Declined although the text has something to go on (a behavior, object, person, place, time or feeling word). */
  readable?: boolean;
  message?: string;
  frame?: string;
  pronouns?: string;
  /** Paragraphs keeping each group, in the order of `groups`. */
  kept?: number[];
  paragraphs?: number;
  story?: string;
  /** The parent's other specifics (where, when) the story's frame could not carry in 3 paragraphs. */
  unkept?: string[];
}

export function readFixture(path: string): FixtureLine[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => {
      const [text, ...groups] = l.split("|").map((p) => p.trim());
      return {
        text,
        groups: groups.map((g) =>
          g
            .split("/")
            .map((w) => w.trim())
            .filter(Boolean),
        ),
      };
    });
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whether a paragraph keeps a group: any of its words, as a whole word or phrase, any case. */
export function keepsGroup(paragraph: string, group: string[]): boolean {
  const p = paragraph.replace(/[’‘]/g, "'");
  return group.some((w) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(w)}(?![\\p{L}\\p{N}])`, "iu").test(p));
}

export interface EvalOptions {
  childName?: string;
  childAge?: AgeBand;
  theme?: ThemeId;
  seed?: number;
}

export async function evaluateSituations(lines: FixtureLine[], options: EvalOptions = {}): Promise<EvalRow[]> {
  const engine = createStoryEngine({ provider: "local" });
  const rows: EvalRow[] = [];
  for (const line of lines) {
    // The reading the parent sees before anything is spent (the form, the API and the no-JS step).
    const reading = readSituation({ customBehavior: line.text }, { name: options.childName ?? "Sam" });
    if (reading.status === "ask") {
      rows.push({ ...line, status: "asked", message: reading.message, readable: true });
      continue;
    }
    if (reading.status === "declined") {
      rows.push({
        ...line,
        status: "declined",
        message: reading.message,
        readable: reading.reason === "nothing" ? false : hasSomethingToGoOn(normalize(line.text).text),
      });
      continue;
    }
    const frame = understandSituation(reading.text, options.childName ?? "Sam").frame;
    try {
      const req = {
        childName: options.childName ?? "Sam",
        childAge: options.childAge ?? "4-5",
        behavior: "custom",
        theme: options.theme ?? "animals",
        customBehavior: line.text,
        seed: options.seed ?? 1,
      } as const;
      const story = await writeStory(engine, req);
      const unkept = customBehaviorStory(req)?.unkept;
      const paragraphs = story.content.split(/\n\s*\n/).filter((p) => p.trim());
      rows.push({
        ...line,
        status: "understood",
        frame,
        pronouns: story.plan.child.pronouns,
        kept: line.groups.map((g) => paragraphs.filter((p) => keepsGroup(p, g)).length),
        paragraphs: paragraphs.length,
        story: `${story.title}\n\n${story.content}`,
        ...(unkept ? { unkept } : {}),
      });
    } catch (e) {
      rows.push({ ...line, status: "failed", frame, message: e instanceof Error ? e.message : String(e) });
    }
  }
  return rows;
}

export interface EvalTotals {
  lines: number;
  understood: number;
  asked: number;
  declined: number;
  /** Declined although readable: the reader's gap. */
  declinedReadable: number;
  failed: number;
  /** Understood lines whose first group is in at least 3 paragraphs. */
  firstInThree: number;
  /** Understood lines keeping every group in at least one paragraph. */
  everyGroupKept: number;
  /** Groups (over understood lines) in at least 3 paragraphs, and all groups. */
  groupsInThree: number;
  groups: number;
}

export function totals(rows: EvalRow[]): EvalTotals {
  const ok = rows.filter((r) => r.status === "understood");
  return {
    lines: rows.length,
    understood: ok.length,
    asked: rows.filter((r) => r.status === "asked").length,
    declined: rows.filter((r) => r.status === "declined").length,
    declinedReadable: rows.filter((r) => r.status === "declined" && r.readable).length,
    failed: rows.filter((r) => r.status === "failed").length,
    firstInThree: ok.filter((r) => (r.kept?.[0] ?? 0) >= 3).length,
    everyGroupKept: ok.filter((r) => r.kept?.every((k) => k >= 1)).length,
    groupsInThree: ok.reduce((n, r) => n + (r.kept ?? []).filter((k) => k >= 3).length, 0),
    groups: ok.reduce((n, r) => n + r.groups.length, 0),
  };
}

export function formatTable(title: string, rows: EvalRow[]): string {
  const out = [`## ${title}`, "status     | frame            | pron | kept (paragraphs per group)                    | text"];
  for (const r of rows) {
    const kept = r.kept ? r.groups.map((g, i) => `${g[0]}:${r.kept![i]}`).join(" ") : (r.message ?? "").slice(0, 46);
    out.push(
      `${(r.status === "declined" && r.readable ? "declined*" : r.status).padEnd(10)} | ${(r.frame ?? "-").padEnd(16)} | ${(r.pronouns ?? "-").padEnd(4)} | ${kept.padEnd(46)} | ${r.text.slice(0, 70)}${r.unkept ? ` [frame can't carry: ${r.unkept.join(", ")}]` : ""}`,
    );
  }
  const t = totals(rows);
  out.push(
    `totals: ${t.understood}/${t.lines} understood, ${t.asked} asked for a part, ${t.declined} declined (${t.declinedReadable} of them readable), ${t.failed} failed; ` +
      `first specific in >=3 paragraphs ${t.firstInThree}/${t.understood}; every specific kept ${t.everyGroupKept}/${t.understood}; ` +
      `specifics in >=3 paragraphs ${t.groupsInThree}/${t.groups}`,
  );
  return out.join("\n");
}
