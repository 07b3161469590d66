import { useEffect } from "react";

/** The next picture is fetched while this page is read (when the next page starts another scene). */
export function usePrefetchNext(
  on: boolean,
  page: number,
  pages: ReadonlyArray<{ scene: number }>,
  scenes: ReadonlyArray<{ image: string }> | null | undefined,
) {
  useEffect(() => {
    if (!on || !scenes) return;
    const next = pages[page + 1];
    if (next && next.scene !== pages[page]?.scene) new Image().src = scenes[next.scene]!.image;
  }, [on, page, pages, scenes]);
}
