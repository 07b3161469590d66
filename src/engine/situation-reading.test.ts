/**
 * The reading shown back to the parent before anything is spent (issue 22): understood / ask for a
 * part / declined, from free text or the guided parts.
 */
import { describe, expect, it } from "vitest";
import { readSituation, situationText, SITUATION_EXAMPLES_MESSAGE } from "./situation-reading";
import { sensitiveTopic } from "./sensitive";
import { composeSituation } from "../contracts/situation";

describe("readSituation", () => {
  it("reads a plain description and says what the story will be built on, with the plan", () => {
    const r = readSituation({ customBehavior: "my 3 yr old hits the baby when shes tired" }, { name: "Maya", grownUpName: "Mom" });
    expect(r.status).toBe("understood");
    if (r.status !== "understood") return;
    expect(r.understood.who).toMatch(/baby/);
    expect(r.understood.feeling).toMatch(/tired/);
    expect(r.understood.plan).toMatch(/:/);
    expect(r.summary).toMatch(/Maya/);
  });

  it("reads back the other person's he or she as theirs, not the child's, and the parent's quick 'shes'", () => {
    const r = readSituation({ customBehavior: "hits her baby brother when she is tired and he grabs her toys" }, { name: "Maya", grownUpName: "Mom" });
    if (r.status !== "understood") throw new Error(r.status);
    expect(r.understood.when).toMatch(/Maya is tired and he grabs/);
    const quick = readSituation({ customBehavior: "my 3 yr old hits the baby when shes tired" }, { name: "Maya", grownUpName: "Mom" });
    if (quick.status !== "understood") throw new Error(quick.status);
    expect(quick.understood.when).toBe("when Maya is tired");
  });

  it("lists the plan's steps one by one for the confirm step, and as one readable line for API callers", () => {
    const r = readSituation({ customBehavior: "my 3 yr old hits the baby when shes tired" }, { name: "Maya", grownUpName: "Mom" });
    if (r.status !== "understood") throw new Error(r.status);
    const { planName, planSteps, plan } = r.understood;
    expect(planSteps.length).toBeGreaterThanOrEqual(2);
    expect(plan.startsWith(`${planName}: `)).toBe(true);
    // No capital letter after a comma mid-line ("Freeze, and …, Breathe out …").
    expect(plan.slice(planName.length + 2)).not.toMatch(/[,;] [A-HJ-Z]/);
    for (const step of planSteps) expect(step).not.toMatch(/\.$/);
  });

  it("reads back what happens in the parent's own words, when it happens, and what the story will be", () => {
    const r = readSituation({ customBehavior: "she screams and kicks when it is time to get out of the swimming pool" }, { name: "Maya" });
    expect(r.status).toBe("understood");
    if (r.status !== "understood") return;
    expect(r.understood.does).toBe("Maya screams and kicks");
    expect(r.understood.when).toBe("when it is time to get out of the swimming pool");
    expect(r.understood.story).toBe(r.summary);
    expect(r.understood.story).toMatch(/swimming pool/);
    const me = readSituation({ customBehavior: "runs away from me in the parking lot at the grocery store" }, { name: "Leo" });
    if (me.status === "understood") expect(`${me.understood.does} ${me.understood.when}`).not.toMatch(/\b(me|my)\b/);
  });

  it("asks what the child does when the words only say where or when", () => {
    for (const text of ["at the dinner table every night", "every morning before school, at the front door"]) {
      const r = readSituation({ customBehavior: text }, { name: "Leo" });
      expect(r).toMatchObject({ status: "ask", part: "does" });
      if (r.status === "ask") expect(r.message).toMatch(/What does Leo do/);
    }
  });

  it("asks for what the child does when the guided parts have only where and who", () => {
    const r = readSituation({ situation: { does: "", when: "at swimming lessons", who: "her teacher" } }, { name: "Ava" });
    expect(r).toMatchObject({ status: "ask", part: "does" });
  });

  it("offers examples for text with nothing in it to go on", () => {
    for (const text of ["help", "asdf qwer zxcv", "idk what to do"]) {
      const r = readSituation({ customBehavior: text });
      expect(r.status).toBe("declined");
      if (r.status === "declined") expect(r.reason).toBe("nothing");
    }
    expect(SITUATION_EXAMPLES_MESSAGE).toMatch(/for example/);
  });

  it("declines a situation that needs more care than a story, kindly and with a pointer to help, before anything is spent", () => {
    for (const text of [
      "her grandma died last month and she keeps asking where she went",
      "we are getting divorced and he cries when he goes to his dad's house",
      "his dad is deployed overseas with the army and he is angry all the time",
      "my mom is in the hospital with cancer and she won't sleep",
      "she hates her new stepdad and slams the door",
    ]) {
      const r = readSituation({ customBehavior: text }, { name: "Sam" });
      expect(r.status, text).toBe("declined");
      if (r.status !== "declined") continue;
      expect(r.reason).toBe("sensitive");
      expect(r.message).toMatch(/deserves more care/);
      expect(r.message).toMatch(/doctor, teacher or school counselor/);
      expect(r.message).not.toMatch(/try again/i);
      expect(r.help?.href).toMatch(/^\//);
    }
  });

  it("keeps everyday changes and separation worries as stories", () => {
    for (const text of [
      "cries at drop off because of separation anxiety and wont let go of my leg",
      "is nervous about the first day at a new school after we moved",
      "gets really jealous when his little sister gets attention",
      "our dog is scared of thunder and so is she",
    ]) {
      expect(sensitiveTopic(text), text).toBeUndefined();
    }
  });

  it("composes the guided parts into the one description every engine reads", () => {
    const parts = {
      does: "screams and kicks",
      when: "it's time to get out of the swimming pool",
      who: "her little brother",
      underneath: "frustrated" as const,
    };
    expect(composeSituation(parts)).toBe(
      "screams and kicks when it's time to get out of the swimming pool. Also there: her little brother. Underneath, maybe: frustrated.",
    );
    expect(composeSituation({ does: "hides under the table", when: "during circle time", underneath: "not sure" })).toBe(
      "hides under the table during circle time.",
    );
    expect(situationText({ customBehavior: "ignored", situation: parts })).toMatch(/^screams and kicks/);
    const r = readSituation({ situation: parts }, { name: "Maya" });
    expect(r.status).toBe("understood");
  });
});
