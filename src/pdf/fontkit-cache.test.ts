import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { BEHAVIOR_IDS } from "../contracts/catalog";
import { composeStory } from "../engine/local";
import { grownUpsGuide } from "../content/guide";
import { cachedFontkit } from "./fontkit-cache";
import { loadStoryFonts } from "./fonts-node";
import { sfntFromWoff } from "./woff";

describe("cachedFontkit", () => {
  it("gives pdf-lib the same glyphs and widths as fontkit for every line of 19 books' words, in both story fonts, and parses each font once", async () => {
    const files = loadStoryFonts();
    const texts: string[] = [" ", "", "  two  spaces ", "\u201CNo!\u201D \u2014 Mia's \u2018big\u2019 day, 1\u20137 fi fl ff ffi"];
    for (const [i, behavior] of BEHAVIOR_IDS.entries()) {
      const ages = ["2-3", "4-5", "6-7", "8-10"] as const;
      const story = composeStory({ childName: "Mia", childAge: ages[i % 4], behavior, theme: "nature", seed: 40 + i });
      texts.push(...story.text.split(/\n+/), story.title, ...story.plan.strategy.steps, ...story.plan.talkAbout);
      const guide = grownUpsGuide(behavior, ages[i % 4], undefined);
      texts.push(...guide.whyItHappens, guide.practice, guide.whenToAskForHelp);
    }
    const plainDoc = await PDFDocument.create();
    plainDoc.registerFontkit(fontkit);
    const cachedDoc = await PDFDocument.create();
    cachedDoc.registerFontkit(cachedFontkit);
    for (const woff of [files.body, files.heading]) {
      const bytes = await sfntFromWoff(woff);
      expect(cachedFontkit.create(bytes)).toBe(cachedFontkit.create(bytes));
      const plain = await plainDoc.embedFont(bytes, { subset: true });
      const cached = await cachedDoc.embedFont(bytes, { subset: true });
      for (const text of texts) {
        expect(cached.encodeText(text).toString(), text).toBe(plain.encodeText(text).toString());
        expect(cached.widthOfTextAtSize(text, 13), text).toBe(plain.widthOfTextAtSize(text, 13));
      }
    }
    expect(texts.length).toBeGreaterThan(300);
  });
});
