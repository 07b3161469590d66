import { useEffect, useState } from "react";
import { READING_TIPS } from "../../src/reading/copy";

/** Reading tips: off unless the grown-up turned them on on this device (remembered in localStorage). */
export function useReadingTips(): [boolean, () => void] {
  const [tips, setTips] = useState(false);
  useEffect(() => {
    try {
      setTips(localStorage.getItem(READING_TIPS.storageKey) === "1");
    } catch {
      /* storage unavailable */
    }
  }, []);
  function toggleTips() {
    setTips((on) => {
      try {
        if (on) localStorage.removeItem(READING_TIPS.storageKey);
        else localStorage.setItem(READING_TIPS.storageKey, "1");
      } catch {
        /* storage unavailable: the toggle still works for this visit */
      }
      return !on;
    });
  }
  return [tips, toggleTips];
}
