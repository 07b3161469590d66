/**
 * The grown-up's recordings, kept with the story's files (ADR 027): one blob per clip and a small index
 * (which clips exist, their type, length and size, and whether the family link may play them), all in
 * the story's blob folder — so deleting the story or the account deletes them exactly like its pictures.
 * Nothing here sends a recording anywhere but the app's own blob store.
 */
import type { Story } from "../../db/schema";
import type { Deps } from "../deps";
import { HttpError } from "../http/errors";
import { getOwnStory } from "../stories/library";
import { voiceClipKey, voiceFolder, voiceIndexKey } from "../contracts/story";
import {
  VOICE_COPY,
  VOICE_LIMITS,
  VOICE_PART_PATTERN,
  voiceBaseType,
  voiceClipUrl,
  type VoiceClipJson,
  type VoiceJson,
  type VoicePart,
  type VoiceType,
} from "./voice";

interface VoiceIndexClip {
  contentType: string;
  seconds: number;
  bytes: number;
  recordedAt: string;
}
/** The index blob's shape. */
export interface VoiceIndex {
  shared: boolean;
  clips: Partial<Record<VoicePart, VoiceIndexClip>>;
}

const EMPTY: VoiceIndex = { shared: false, clips: {} };

export async function readVoiceIndex(deps: Pick<Deps, "blobs">, storyId: number): Promise<VoiceIndex> {
  const blob = await deps.blobs.get(voiceIndexKey(storyId));
  if (!blob) return { ...EMPTY, clips: {} };
  try {
    const parsed = JSON.parse(new TextDecoder().decode(blob.bytes)) as VoiceIndex;
    return { shared: parsed.shared === true, clips: parsed.clips ?? {} };
  } catch {
    return { ...EMPTY, clips: {} };
  }
}

async function writeVoiceIndex(deps: Pick<Deps, "blobs">, storyId: number, index: VoiceIndex) {
  await deps.blobs.put(voiceIndexKey(storyId), new TextEncoder().encode(JSON.stringify(index)), "application/json");
}

/** The parts this story has: the line, and one per scene of its plan (none for a story from before plans). */
export function voicePartOf(story: Pick<Story, "plan">, raw: string): VoicePart {
  const m = VOICE_PART_PATTERN.exec(raw);
  const scenes = story.plan?.scenes.length ?? 0;
  if (!m || (m[2] && Number(m[2]) > scenes) || (!story.plan && m[1] === "line")) throw new HttpError(404, "not_found", VOICE_COPY.badPart);
  return m[1] as VoicePart;
}

export function voiceJson(storyId: number, index: VoiceIndex): VoiceJson {
  const clips: VoiceClipJson[] = Object.entries(index.clips).map(([part, clip]) => ({
    part: part as VoicePart,
    url: `${voiceClipUrl(storyId, part as VoicePart)}?v=${Date.parse(clip!.recordedAt)}`,
    ...clip!,
  }));
  clips.sort((a, b) => (a.part === "line" ? -1 : b.part === "line" ? 1 : Number(a.part.slice(6)) - Number(b.part.slice(6))));
  return { shared: index.shared, clips };
}

/** Does the file start like its declared container? (WebM: EBML header; Ogg: "OggS"; MP4: "ftyp" box.) */
export function looksLike(type: VoiceType, bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (type === "audio/webm") return bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3;
  if (type === "audio/ogg") return ascii(0, 4) === "OggS";
  return ascii(4, 8) === "ftyp";
}

/** Check a recording against the caps and formats; the 4xx a caller gets says which. */
export function checkRecording(
  contentType: string | undefined,
  secondsHeader: string | undefined,
  bytes: Uint8Array,
): { contentType: string; seconds: number } {
  const type = voiceBaseType(contentType);
  if (!type) throw new HttpError(415, "unsupported_media_type", VOICE_COPY.badType);
  if (bytes.byteLength > VOICE_LIMITS.maxBytes) throw new HttpError(413, "recording_too_large", VOICE_COPY.tooLarge);
  if (bytes.byteLength === 0) throw new HttpError(400, "recording_empty", VOICE_COPY.empty);
  const seconds = Number(secondsHeader);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new HttpError(400, "recording_length_missing", VOICE_COPY.empty);
  // A little slack: a recorder stopped at exactly 60 s reports a few milliseconds over.
  if (seconds > VOICE_LIMITS.maxSeconds + 1) throw new HttpError(413, "recording_too_long", VOICE_COPY.tooLong);
  if (!looksLike(type, bytes)) throw new HttpError(415, "unsupported_media_type", VOICE_COPY.badType);
  // Keep the codecs parameter (Safari needs it to pick the decoder); nothing else of the header.
  const codecs = /;\s*codecs="?([\w.,+-]{1,40})"?/i.exec(contentType ?? "")?.[1];
  return { contentType: codecs ? `${type};codecs=${codecs}` : type, seconds: Math.min(VOICE_LIMITS.maxSeconds, Math.round(seconds * 10) / 10) };
}

/** The owner's list. 404 for another parent's story. */
export async function ownVoice(deps: Deps, userId: string, storyId: number): Promise<VoiceJson> {
  await getOwnStory(deps, userId, storyId);
  return voiceJson(storyId, await readVoiceIndex(deps, storyId));
}

/** Keep (or replace) one clip. */
export async function saveVoiceClip(
  deps: Deps,
  userId: string,
  storyId: number,
  rawPart: string,
  contentType: string | undefined,
  secondsHeader: string | undefined,
  bytes: Uint8Array,
): Promise<VoiceJson> {
  const story = await getOwnStory(deps, userId, storyId);
  const part = voicePartOf(story, rawPart);
  const checked = checkRecording(contentType, secondsHeader, bytes);
  await deps.blobs.put(voiceClipKey(storyId, part), bytes, checked.contentType);
  const index = await readVoiceIndex(deps, storyId);
  index.clips[part] = { ...checked, bytes: bytes.byteLength, recordedAt: deps.now().toISOString() };
  await writeVoiceIndex(deps, storyId, index);
  // Deleted while this was being written: take the files back out, so nothing outlives the story.
  try {
    await getOwnStory(deps, userId, storyId);
  } catch (err) {
    await deps.blobs.deleteFolder(voiceFolder(storyId));
    throw err;
  }
  return voiceJson(storyId, index);
}

export async function deleteVoiceClip(deps: Deps, userId: string, storyId: number, rawPart: string): Promise<VoiceJson> {
  const story = await getOwnStory(deps, userId, storyId);
  const part = voicePartOf(story, rawPart);
  const index = await readVoiceIndex(deps, storyId);
  delete index.clips[part];
  await deps.blobs.delete(voiceClipKey(storyId, part));
  await writeVoiceIndex(deps, storyId, index);
  return voiceJson(storyId, index);
}

export async function setVoiceShared(deps: Deps, userId: string, storyId: number, shared: boolean): Promise<VoiceJson> {
  await getOwnStory(deps, userId, storyId);
  const index = await readVoiceIndex(deps, storyId);
  index.shared = shared;
  await writeVoiceIndex(deps, storyId, index);
  return voiceJson(storyId, index);
}

/** One clip's bytes, or null (a part never recorded, or deleted). The caller has checked who may hear it. */
export async function voiceClip(
  deps: Pick<Deps, "blobs">,
  story: Pick<Story, "id" | "plan">,
  rawPart: string,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  let part: VoicePart;
  try {
    part = voicePartOf(story, rawPart);
  } catch {
    return null;
  }
  return deps.blobs.get(voiceClipKey(story.id, part));
}

/** The clips' addresses for a page: through `url` (the owner's, or a family link's when it may play them), by part. */
export function voiceUrls(index: VoiceIndex, url: (part: VoicePart, version: number) => string): Partial<Record<VoicePart, string>> {
  const out: Partial<Record<VoicePart, string>> = {};
  for (const [part, clip] of Object.entries(index.clips)) out[part as VoicePart] = url(part as VoicePart, Date.parse(clip!.recordedAt));
  return out;
}
