import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { crossedNotice } from "./rules";

// Issue 28: one polite live region for the whole walk, outside the steps, so it is on the page
// before its words change: "Question 2 of 25" as each question arrives, and the time left as
// the clock passes 5:00 and 1:00. It lives as long as the page does, so a clock that passes
// 5:00 between two questions is still announced.

const ClockReport = createContext<(secondsLeft: number) => void>(() => undefined);

/** The clock tells the announcer each second it shows. */
export const useReportClock = () => useContext(ClockReport);

export function AssessmentAnnouncer({
  message,
  children,
}: {
  /** What the step says on arrival ("Question 2 of 25"), or "" for nothing. */
  message: string;
  children: ReactNode;
}) {
  const [notice, setNotice] = useState<{ text: string; during: string } | null>(null);
  const lastSeconds = useRef<number | null>(null);
  const report = useCallback(
    (secondsLeft: number) => {
      const before = lastSeconds.current;
      lastSeconds.current = secondsLeft;
      const text = before === null ? null : crossedNotice(before, secondsLeft);
      if (text) setNotice({ text, during: message });
    },
    [message],
  );
  // A notice holds until the next step speaks.
  const heard = notice && notice.during === message ? notice.text : null;
  return (
    <ClockReport.Provider value={report}>
      {/* The question's number is shown here, once: seen, and heard as it changes. The clock's
          notice is for the ear; the eye has the red clock and its words. */}
      <p
        id="assessment-live"
        role="status"
        aria-live="polite"
        aria-atomic
        className="mb-3 text-sm font-semibold text-slate-700 empty:mb-0"
      >
        {message}
        {heard ? <span className="sr-only"> {heard}</span> : null}
      </p>
      {children}
    </ClockReport.Provider>
  );
}
