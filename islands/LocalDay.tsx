import { useEffect, useState } from "react";

export interface LocalDayProps {
  /** The zone the server counted today in (the parent's last known zone, or UTC): sent as is without JavaScript. */
  timeZone: string;
}

/**
 * Two hidden fields of a check-in or reminder form: the parent's time zone and calendar day, as this
 * browser has them (issue 28). Without JavaScript the form sends the zone the server already used and no
 * day (the server counts today in that zone).
 */
export default function LocalDay({ timeZone: fallback }: LocalDayProps) {
  const [zone, setZone] = useState(fallback);
  const [day, setDay] = useState("");
  useEffect(() => {
    try {
      const z = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (z) setZone(z);
    } catch {
      /* keep the server's */
    }
    const d = new Date();
    setDay(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`);
  }, []);
  return (
    <>
      <input type="hidden" name="timeZone" value={zone} />
      {day ? <input type="hidden" name="day" value={day} /> : null}
    </>
  );
}
