import { describe, expect, it } from "vitest";
import { createReadAloud, wordAt, type ReadAloudState, type UtteranceLike, type WordRange } from "./read-aloud";

/** A speech engine that speaks only when told to: boundary(i) and end() act on the utterance being spoken. */
class FakeUtterance implements UtteranceLike {
  lang = "";
  rate = 1;
  listeners: Record<string, Array<(e: any) => void>> = {};
  constructor(public text: string) {}
  addEventListener(type: string, fn: (e: any) => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  fire(type: string, e: any = {}) {
    for (const fn of this.listeners[type] ?? []) fn(e);
  }
}

class FakeSynth {
  queue: FakeUtterance[] = [];
  spoken: FakeUtterance[] = [];
  paused = false;
  calls: string[] = [];
  speak(u: FakeUtterance) {
    this.calls.push(`speak:${u.text}`);
    this.queue.push(u);
    this.spoken.push(u);
  }
  cancel() {
    this.calls.push("cancel");
    // Like Chrome: the cut-off utterance still reports an error.
    const cut = this.queue.splice(0);
    for (const u of cut) u.fire("error", { error: "interrupted" });
  }
  pause() {
    this.calls.push("pause");
    this.paused = true;
  }
  resume() {
    this.calls.push("resume");
    this.paused = false;
  }
  get current() {
    return this.queue[0]!;
  }
  /** The current utterance says the word starting at charIndex. */
  boundary(charIndex: number, charLength?: number) {
    this.current.fire("boundary", { name: "word", charIndex, charLength });
  }
  end() {
    const u = this.queue.shift()!;
    u.fire("end");
  }
}

const PAGES = ["Mia had pajamas on.", "Hazel came close and smiled.", "Sweet dreams, Mia."];

function setup(pages = PAGES) {
  const synth = new FakeSynth();
  const log = { pages: [] as number[], words: [] as Array<[number, WordRange | null]>, states: [] as ReadAloudState[] };
  const reader = createReadAloud({
    synth,
    Utterance: FakeUtterance,
    pages,
    onPage: (p) => log.pages.push(p),
    onWord: (p, w) => log.words.push([p, w]),
    onState: (s) => log.states.push(s),
  });
  const lastWord = () => {
    const [p, w] = log.words[log.words.length - 1]!;
    return w ? `${p}:${pages[p]!.slice(w.start, w.end)}` : `${p}:-`;
  };
  return { synth, reader, log, lastWord };
}

describe("wordAt", () => {
  it("takes charLength when given, else the word up to the next space", () => {
    const text = 'Mom said, "Goodnight, Mia."';
    expect(wordAt(text, { name: "word", charIndex: 0, charLength: 3 })).toEqual({ start: 0, end: 3 });
    expect(wordAt(text, { charIndex: 4 })).toEqual({ start: 4, end: 9 });
    expect(wordAt(text, { charIndex: 3 })).toEqual({ start: 4, end: 9 }); // at the space before
    expect(wordAt(text, { name: "sentence", charIndex: 0 })).toBeNull();
    expect(wordAt(text, { charIndex: 99 })).toBeNull();
    expect(wordAt(text, { charIndex: text.length - 4, charLength: 40 })).toEqual({ start: text.length - 4, end: text.length });
  });
});

describe("createReadAloud", () => {
  it("reads one utterance per page in en-US, marks each word, turns the page when one ends and stops after the last", () => {
    const { synth, reader, log, lastWord } = setup();
    reader.start(0);
    expect(reader.state).toBe("speaking");
    expect(log.states).toEqual(["speaking"]);
    expect(synth.spoken).toHaveLength(1);
    expect(synth.current.text).toBe(PAGES[0]);
    expect(synth.current.lang).toBe("en-US");

    synth.boundary(0, 3);
    expect(lastWord()).toBe("0:Mia");
    synth.boundary(4);
    expect(lastWord()).toBe("0:had");
    synth.boundary(16);
    expect(lastWord()).toBe("0:on.");

    synth.end();
    expect(log.pages).toEqual([1]);
    expect(reader.page).toBe(1);
    expect(synth.current.text).toBe(PAGES[1]);
    expect(lastWord()).toBe("1:-");
    synth.boundary(6, 4);
    expect(lastWord()).toBe("1:came");

    synth.end();
    expect(log.pages).toEqual([1, 2]);
    synth.end();
    // After the last page: stopped, no word marked, no further page.
    expect(reader.state).toBe("idle");
    expect(log.states).toEqual(["speaking", "idle"]);
    expect(log.pages).toEqual([1, 2]);
    expect(lastWord()).toBe("2:-");
    expect(synth.spoken).toHaveLength(3);
  });

  it("pauses and resumes the engine, and stop cancels and clears the word", () => {
    const { synth, reader, log, lastWord } = setup();
    reader.start(1);
    synth.boundary(0);
    expect(lastWord()).toBe("1:Hazel");
    reader.pause();
    expect(synth.paused).toBe(true);
    expect(reader.state).toBe("paused");
    reader.pause(); // no-op
    reader.resume();
    expect(synth.paused).toBe(false);
    expect(reader.state).toBe("speaking");
    reader.stop();
    expect(reader.state).toBe("idle");
    expect(log.states).toEqual(["speaking", "paused", "speaking", "idle"]);
    expect(lastWord()).toBe("1:-");
    expect(synth.calls.filter((c) => c === "cancel").length).toBeGreaterThanOrEqual(2);
    // The cancelled utterance's late events change nothing.
    const old = synth.spoken[0]!;
    old.fire("boundary", { name: "word", charIndex: 6 });
    old.fire("end");
    expect(log.pages).toEqual([]);
    expect(lastWord()).toBe("1:-");
  });

  it("restarts on another page when started again (a page turned by hand), ignoring the cut-off utterance", () => {
    const { synth, reader, log, lastWord } = setup();
    reader.start(0);
    synth.boundary(4);
    const first = synth.spoken[0]!;
    reader.pause();
    reader.start(2);
    // A paused engine is resumed so the new page is heard.
    expect(synth.paused).toBe(false);
    expect(reader.state).toBe("speaking");
    expect(reader.page).toBe(2);
    expect(synth.current.text).toBe(PAGES[2]);
    first.fire("end");
    expect(log.pages).toEqual([]);
    synth.boundary(6);
    expect(lastWord()).toBe("2:dreams,");
    synth.end();
    expect(reader.state).toBe("idle");
  });

  it("stops on a real speech error", () => {
    const { synth, reader } = setup();
    reader.start(0);
    synth.current.fire("error", { error: "synthesis-failed" });
    expect(reader.state).toBe("idle");
  });
});
