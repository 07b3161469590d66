import { useState, type FormEvent } from "react";
import { storyFavoriteApiUrl, type StoryApiJson, type StorySummary } from "../../src/contracts/story";
import { api } from "../lib/api";
import { showToast } from "../lib/toast";

/**
 * A card's heart (or its menu's "Add Favorite"): PATCH the story, mark it in the list (`setFavorite`), say so;
 * the cards being saved are `busy`.
 */
export function useFavoriteToggle(setFavorite: (id: number, favorite: boolean) => void) {
  const [busy, setBusy] = useState<Set<number>>(new Set());
  async function toggleFavorite(story: StorySummary, e: FormEvent) {
    e.preventDefault();
    // Close the card's menu if the toggle came from there.
    (e.currentTarget as HTMLElement).closest("details")?.removeAttribute("open");
    const next = !story.favorite;
    setBusy((b) => new Set(b).add(story.id));
    try {
      const updated = await api<StoryApiJson>("PATCH", storyFavoriteApiUrl(story.id), { favorite: next });
      setFavorite(story.id, updated.favorite);
      showToast({ title: updated.favorite ? "Added to favorites" : "Removed from favorites", description: story.title });
    } catch {
      showToast({ title: "Error", description: "Failed to update favorite status", variant: "destructive" });
    } finally {
      setBusy((b) => {
        const copy = new Set(b);
        copy.delete(story.id);
        return copy;
      });
    }
  }
  return { busy, toggleFavorite };
}
