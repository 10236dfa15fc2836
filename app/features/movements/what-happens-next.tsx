import { useEffect, useRef } from "react";
import { PageLink } from "~/components/page-link";
import { Icon } from "~/components/ui/icon";
import { moderationTime } from "~/content/promises";

/**
 * Shown on /submit after a movement was sent: what the moderators do, when, what the submitter
 * hears by e-mail, and where the movement appears. It takes the focus, so that a screen reader
 * reads it after the form has gone.
 */
export function WhatHappensNext({ arrivalKey }: { arrivalKey: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [arrivalKey]);
  const steps = [
    {
      icon: "clock" as const,
      title: "A moderator reviews it.",
      text: (
        <>
          Every submission is checked against our{" "}
          <PageLink to="/posting-policy" className="font-medium text-brand-800 underline">
            posting policy
          </PageLink>{" "}
          before anything is published. We aim to review each one within {moderationTime}.
        </>
      ),
    },
    {
      icon: "mail" as const,
      title: "You hear back by e-mail, if you gave your address.",
      text: "A receipt is on its way to it now. Once the movement is published, we send you its link, ready to share on LinkedIn; if it cannot be published, the moderator may tell you why.",
    },
    {
      icon: "rss" as const,
      title: "It appears in the feed.",
      text: (
        <>
          Approved movements are published in the{" "}
          <PageLink to="/movements" className="font-medium text-brand-800 underline">
            movements feed
          </PageLink>{" "}
          and on the home page.
        </>
      ),
    },
  ];
  return (
    <section
      aria-labelledby="next-heading"
      className="mx-auto mt-10 max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8">
        <h2
          id="next-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none"
        >
          Thank you! What happens next
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {steps.map(({ icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon
                name={icon}
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-emerald-800"
              />
              <p className="text-sm leading-6 text-slate-700">
                <strong className="block text-slate-900">{title}</strong>
                {text}
              </p>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm text-slate-700">
          Have another one to share? The form below is ready.
        </p>
      </div>
    </section>
  );
}
