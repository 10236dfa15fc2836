import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Icon } from "~/components/ui/icon";
import { reviewSentId, reviewSentParam } from "./fields";

/**
 * Shown on a company's page after a review was sent, in place of a toast that fades: the review
 * is not stored for good until its writer opens the link we e-mailed. It takes the focus (the
 * redirect's fragment scrolls to it without JavaScript) and stays until dismissed.
 */
export function CheckYourInbox({ companyId }: { companyId: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const shown = new URLSearchParams(location.search).get(reviewSentParam) === "sent";
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown, location.key]);
  if (!shown || dismissed === location.key) return null;

  const writeReview = `/company/${companyId}#write-review`;
  return (
    <div
      id={reviewSentId}
      className="mb-6 scroll-mt-24 rounded-2xl border border-emerald-200 bg-emerald-50 p-6"
    >
      <h3
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold text-slate-900 focus:outline-none"
      >
        <Icon name="mail-check" aria-hidden="true" className="size-5 text-emerald-800" />
        Check your inbox
      </h3>
      <p className="mt-2 text-sm leading-6 text-slate-700">
        Thank you for your review. We have sent a link to the address you gave: open it to confirm
        the review, and a moderator then checks it before it appears on this page. The link works
        for 7 days. If nothing arrives within a few minutes, look in your spam folder.
      </p>
      <Link
        to={writeReview}
        replace
        preventScrollReset
        className="mt-4 inline-block text-sm font-medium text-brand-800 underline"
        onClick={(event) => {
          // With JavaScript the panel closes where it is and the focus goes back to the form.
          event.preventDefault();
          setDismissed(location.key);
          void navigate(writeReview, { replace: true, preventScrollReset: true });
          document.getElementById("write-review")?.focus();
        }}
      >
        Dismiss
      </Link>
    </div>
  );
}
