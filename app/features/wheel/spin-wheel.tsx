import { useEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { wheelCategories, type WheelCategory } from "~/content/wheel-categories";
import {
  nextRotation,
  pickTip,
  resultMessage,
  segmentAngle,
  segmentUnderPointer,
  spinDurationMs,
} from "./wheel";

const colors = [
  "#4338ca",
  "#b45309",
  "#0f766e",
  "#be123c",
  "#6d28d9",
  "#1d4ed8",
  "#15803d",
  "#475569",
];

function segmentPath(index: number): string {
  const start = ((index * segmentAngle - 90) * Math.PI) / 180;
  const end = (((index + 1) * segmentAngle - 90) * Math.PI) / 180;
  // Two decimals are a hundredth of a unit on a 200-unit wheel: the same drawing, shorter HTML.
  const round = (value: number) => Math.round(value * 100) / 100;
  const point = (angle: number) =>
    `${round(100 + 96 * Math.cos(angle))} ${round(100 + 96 * Math.sin(angle))}`;
  return `M100 100 L${point(start)} A96 96 0 0 1 ${point(end)} Z`;
}

function labelTransform(index: number): string {
  const middle = index * segmentAngle + segmentAngle / 2;
  return `rotate(${middle} 100 100) translate(100 11) rotate(90)`;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Spin the Wheel: 8 categories; the one under the pointer when the wheel stops wins a tip. */
export function SpinWheel() {
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [reduced, setReduced] = useState(false);
  const [result, setResult] = useState<{ category: WheelCategory; tip: string } | null>(null);
  const lastTip = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function spin() {
    if (spinning) return;
    const calm = prefersReducedMotion();
    const target = nextRotation(rotation);
    setReduced(calm);
    setResult(null);
    setSpinning(true);
    setRotation(target);
    // The tips load while the wheel turns, not with the page.
    const tips = import("~/content/wheel-tips").then(
      (module) => module.wheelTips,
      () => null,
    );
    timer.current = setTimeout(
      () =>
        void tips.then((loaded) => {
          const category = wheelCategories[segmentUnderPointer(target)] ?? wheelCategories[0];
          const tip = loaded ? pickTip(loaded[category], lastTip.current) : "";
          lastTip.current = tip;
          setResult({ category, tip });
          setSpinning(false);
        }),
      calm ? 300 : spinDurationMs,
    );
  }

  return (
    <div className="grid items-center gap-10 md:grid-cols-2">
      <div className="relative mx-auto w-full max-w-sm">
        <svg
          aria-hidden="true"
          viewBox="0 0 40 30"
          className="absolute left-1/2 top-0 z-10 w-10 -translate-x-1/2 -translate-y-1 drop-shadow"
        >
          <path d="M20 30 L4 2 H36 Z" fill="#0f172a" />
        </svg>
        <svg
          viewBox="0 0 200 200"
          role="img"
          aria-label="A wheel of eight career-tip categories"
          data-rotation={rotation}
          className="w-full drop-shadow-xl"
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: spinning
              ? `transform ${reduced ? 300 : spinDurationMs}ms cubic-bezier(0.17, 0.67, 0.12, 0.99)`
              : "none",
          }}
        >
          {/* What every segment shares is said once, on the group: its children inherit it. */}
          <g stroke="#fff" strokeWidth="1.5" fontSize="6.6" fontWeight="700">
            {wheelCategories.map((category, index) => (
              <g key={category} data-category={category}>
                <path d={segmentPath(index)} fill={colors[index]} />
                <text
                  transform={labelTransform(index)}
                  fill="#fff"
                  stroke="none"
                  dominantBaseline="middle"
                >
                  {category}
                </text>
              </g>
            ))}
          </g>
          <circle cx="100" cy="100" r="14" fill="#fff" stroke="#0f172a" strokeWidth="2" />
        </svg>
      </div>
      <div>
        <button
          type="button"
          onClick={spin}
          disabled={spinning}
          className={buttonClass("primary", "lg")}
        >
          <Icon name="sparkles" aria-hidden="true" className="size-5" />
          {spinning ? "Spinning..." : "Spin the Wheel"}
        </button>
        <noscript>
          <p className="mt-3 text-sm text-slate-600">Turn on JavaScript to spin the wheel.</p>
        </noscript>
        <div role="status" aria-live="polite" className="mt-6 min-h-32">
          {result ? (
            <div className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm">
              <p className="text-lg font-bold text-brand-800">{resultMessage(result.category)}</p>
              <p className="mt-2 leading-7 text-slate-700">{result.tip}</p>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
