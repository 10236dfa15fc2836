import { useEffect, useRef, type ReactNode } from "react";

// Issue 28: each step of the assessment takes focus to its heading, so a keyboard or screen
// reader user starts where the new step starts instead of at the top of the page. Without
// JavaScript each step is a page of its own: the heading carries `autofocus`, which the browser
// honours on load. With JavaScript the steps change in place, and the effect moves focus.

/**
 * Focuses the element once it is on the page, unless focus is already somewhere the visitor
 * put it (a visitor who tabbed on before the scripts loaded keeps their place).
 */
export function useFocusOnArrival<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const current = document.activeElement;
    if (current === null || current === document.body || current === element) element.focus();
  }, [enabled]);
  return ref;
}

/** A step's heading, which takes focus when the step arrives (unless `focus` is false). */
export function StepHeading({
  id,
  className = "text-xl font-bold text-slate-900",
  focus = true,
  children,
}: {
  id?: string;
  className?: string;
  focus?: boolean;
  children: ReactNode;
}) {
  const ref = useFocusOnArrival<HTMLHeadingElement>(focus);
  return (
    <h2
      ref={ref}
      id={id}
      tabIndex={focus ? -1 : undefined}
      autoFocus={focus}
      className={`${className} scroll-mt-24`}
    >
      {children}
    </h2>
  );
}
