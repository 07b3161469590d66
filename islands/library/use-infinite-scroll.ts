import { useEffect, useRef, type RefObject } from "react";

/**
 * Scrolling near the end (the sentinel within 600px of view) loads the next page; the button stays as the
 * fallback. Watched afresh for every next cursor, and not while a page is loading.
 */
export function useInfiniteScroll(
  sentinelRef: RefObject<HTMLElement | null>,
  next: string | null,
  loading: boolean,
  loadingMore: boolean,
  loadMore: () => Promise<void>,
) {
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !next || loading || loadingMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadMoreRef.current();
      },
      { rootMargin: "0px 0px 600px 0px" },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [next, loading, loadingMore]);
}
