import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api";
import { canShareFiles, deleteFailure, familyLinkFailure, isAbort } from "./messages";

describe("the story actions' messages", () => {
  it("treats a cancelled share sheet as no failure", () => {
    expect(isAbort(new DOMException("cancelled", "AbortError"))).toBe(true);
    expect(isAbort(new DOMException("no", "NotAllowedError"))).toBe(false);
    expect(isAbort(new Error("AbortError"))).toBe(false);
  });

  it("gives the server's reason when the family link fails, else asks to try again", () => {
    const err = new ApiError(429, "429: Too Many Requests", { error: { message: "Too many links today" } });
    expect(familyLinkFailure("create the link", err)).toBe("We couldn't create the link (Too many links today)");
    expect(familyLinkFailure("stop sharing", new TypeError("offline"))).toBe("We couldn't stop sharing. Please try again.");
  });

  it("says why deleting failed", () => {
    expect(deleteFailure(new Error("500: Internal Server Error"))).toBe("Failed to delete story (500: Internal Server Error)");
    expect(deleteFailure("boom")).toBe("Failed to delete story");
  });

  it("shares a PDF only where the share sheet says it can carry files", () => {
    const file = () => ({ name: "story.pdf" }) as File;
    const share = async () => {};
    expect(canShareFiles({ share, canShare: () => true }, file)).toBe(true);
    expect(canShareFiles({ share, canShare: () => false }, file)).toBe(false);
    expect(canShareFiles({ share: undefined as never, canShare: () => true }, file)).toBe(false);
    expect(
      canShareFiles({ share, canShare: () => true }, () => {
        throw new TypeError("no File");
      }),
    ).toBe(false);
  });
});
