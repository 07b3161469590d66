import { useState, type FormEvent } from "react";
import { HeartIcon } from "../../components/story/icons";
import { storyFavoriteAction, storyFavoriteApiUrl, storyHref } from "../../src/contracts/story";
import { api } from "../lib/api";
import { showToast } from "../lib/toast";

/** Favorite / Favorited: a PATCH once hydrated, a form POST (back to the story) without JavaScript. */
export function FavoriteButton({ id, title, initial }: { id: number; title: string; initial: boolean }) {
  const [favorite, setFavorite] = useState(initial);
  const [saving, setSaving] = useState(false);

  async function toggle(e: FormEvent) {
    e.preventDefault();
    const next = !favorite;
    setSaving(true);
    try {
      const updated = await api<{ favorite: boolean }>("PATCH", storyFavoriteApiUrl(id), { favorite: next });
      setFavorite(updated.favorite);
      showToast({ title: updated.favorite ? "Added to favorites" : "Removed from favorites", description: title });
    } catch {
      showToast({ title: "Error", description: "Failed to update favorite status", variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form method="post" action={storyFavoriteAction(id)} onSubmit={toggle}>
      <input type="hidden" name="favorite" value={favorite ? "false" : "true"} />
      <input type="hidden" name="returnTo" value={storyHref(id)} />
      <button type="submit" className={`btn btn-secondary favorite-toggle${favorite ? " is-favorite" : ""}`} aria-pressed={favorite} disabled={saving}>
        <HeartIcon filled={favorite} />
        {favorite ? "Favorited" : "Favorite"}
      </button>
    </form>
  );
}
