import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { reviewLabel, Stars } from "~/features/companies/stars";
import { formatDate } from "~/lib/dates";
import { valueOf, type FormFailure } from "~/lib/form-state";
import { ServerMemo } from "~/lib/server-markup";
import { CheckYourInbox } from "./check-your-inbox";
import { reviewFields, type ReviewField } from "./fields";
import {
  countsInAverage,
  relationshipChoices,
  relationshipLabel,
  relationships,
  type Relationship,
  type RelationshipFilter,
} from "./relationships";

/** A published review as the profile shows it, with the company's approved reply. */
export interface Review {
  id: number;
  created_at: string;
  rating: number;
  title: string;
  body: string;
  reviewer_name: string | null;
  relationship: Relationship | null;
  /** The company's reply, once a moderator approved it (issue 32). */
  reply_body: string | null;
  reply_at: string | null;
}

/**
 * The average, its stars, the count and the distribution (current employees' reviews left out),
 * and a plain word on why employees' reviews are not counted.
 */
export function RatingSummary({
  average,
  count,
  distribution,
  employeeReviews,
}: {
  average: number;
  count: number;
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
  employeeReviews: number;
}) {
  return (
    <div>
      <p className="text-4xl font-extrabold text-slate-900">{count ? average.toFixed(1) : "–"}</p>
      <Stars rating={average} size="md" count={count} />
      <p className="mt-1 text-sm text-slate-600">{reviewLabel(count)}</p>
      <p className="mt-2 text-xs leading-5 text-slate-600">
        {`Reviews by current employees are labeled “Employee review” and not counted in the average or the review count: a company’s own staff are insiders under the FTC’s rule on reviews. This company has ${employeeReviews === 1 ? "1 employee review" : `${employeeReviews} employee reviews`}.`}
      </p>
      <div className="mt-4">
        <RatingDistribution counts={distribution} total={count} />
      </div>
    </div>
  );
}

function filterLabel(filter: RelationshipFilter): string {
  if (filter === "employee") return "Current employee";
  return relationshipLabel(filter === "not_stated" ? null : filter);
}

/** Links that show one relationship's reviews (`?relationship=`), with how many each has. */
export function ReviewFilter({
  counts,
  current,
}: {
  counts: Record<RelationshipFilter, number>;
  current: RelationshipFilter | null;
}) {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  if (!total) return null;
  const options: [RelationshipFilter | null, string, number][] = [
    [null, "All", total],
    ...[...relationships, "not_stated" as const]
      .filter((filter) => counts[filter] || filter === current)
      .map((filter): [RelationshipFilter, string, number] => [
        filter,
        filterLabel(filter),
        counts[filter],
      ]),
  ];
  return (
    <nav aria-label="Show reviews by relationship" className="mb-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {options.map(([filter, label, n]) => (
          <li key={label}>
            <Link
              to={{
                search: filter ? `?relationship=${filter}` : "",
                hash: "reviews-heading",
              }}
              preventScrollReset
              aria-current={filter === current ? "page" : undefined}
              className="inline-block rounded-full border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-50 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
            >
              {label} ({n})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RatingDistribution({
  counts,
  total,
}: {
  counts: Record<1 | 2 | 3 | 4 | 5, number>;
  total: number;
}) {
  return (
    <dl className="rating-dist">
      {([5, 4, 3, 2, 1] as const).map((stars) => (
        <div key={stars}>
          <dt>{`${stars} ${stars === 1 ? "star" : "stars"}`}</dt>
          <dd>
            <span aria-hidden="true">
              <span style={{ width: `${total ? (counts[stars] / total) * 100 : 0}%` }} />
            </span>
            <span>{counts[stars]}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ReviewList({
  reviews,
  filtered,
  companyName,
}: {
  reviews: Review[];
  /** Whether one relationship's reviews are shown. */
  filtered: boolean;
  companyName: string;
}) {
  if (!reviews.length)
    return (
      <p className="text-slate-600">
        {filtered
          ? "No reviews from this relationship yet."
          : "No reviews yet. Be the first to share your experience."}
      </p>
    );
  return (
    <ol className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-xl border border-slate-200 p-4">
          <article aria-labelledby={`company-review-${review.id}`}>
            <Stars rating={review.rating} />
            <h3 id={`company-review-${review.id}`} className="mt-1 font-semibold text-slate-900">
              {review.title}
            </h3>
            <p className="text-xs text-slate-600">
              {review.reviewer_name ?? "A community member"} ·{" "}
              <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
            </p>
            <p className="mt-1 text-xs">
              <span
                className={`rounded-full px-2 py-0.5 font-medium ${countsInAverage(review.relationship) ? "bg-slate-100 text-slate-700" : "bg-amber-100 text-amber-900"}`}
              >
                {relationshipLabel(review.relationship)}
              </span>
              {countsInAverage(review.relationship) ? null : (
                <span className="ml-2 text-slate-600">Not counted in the average</span>
              )}
            </p>
            <p className="mt-2 whitespace-pre-line text-sm leading-6 text-slate-700">
              {review.body}
            </p>
            {review.reply_body && review.reply_at ? (
              <CompanyResponse
                companyName={companyName}
                body={review.reply_body}
                at={review.reply_at}
              />
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}

/** A company's public reply under a review, labelled as its own (issue 32). */
function CompanyResponse({
  companyName,
  body,
  at,
}: {
  companyName: string;
  body: string;
  at: string;
}) {
  return (
    <div className="mt-3 border-l-4 border-brand-200 bg-slate-50 py-2 pl-3 pr-2">
      <p className="text-xs font-semibold text-slate-900">
        Response from {companyName} ·{" "}
        <time dateTime={at} className="font-normal text-slate-600">
          {formatDate(at)}
        </time>
      </p>
      <p className="mt-1 whitespace-pre-line text-sm leading-6 text-slate-700">{body}</p>
    </div>
  );
}

export function ReviewForm({
  companyId,
  result,
}: {
  companyId: number;
  result?: FormFailure<ReviewField>;
}) {
  const location = useLocation();
  const { errors, field, formProps } = useValidatedForm(reviewFields, result, () =>
    import("./schema").then((module) => module.reviewSchema),
  );
  const action = `/company/${companyId}`;
  return (
    <Form
      key={location.key}
      method="post"
      action={action}
      className="relative space-y-4"
      {...formProps}
    >
      <Honeypot />
      {/* The same for everyone until a visitor's values or errors show: rendered once on the
          server then (ServerMemo, issue 35), which is why the fields' ids are given. */}
      <ServerMemo cacheKey={result ? null : "review form"}>
        <div className="space-y-4">
          <RadioFieldset
            name="relationship"
            legend="How do you know this company?"
            error={errors.relationship}
            hint="Reviews by current employees are labeled and not counted in the average; reviews by competitors are not accepted."
          >
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {relationshipChoices.map((choice) => (
                <label key={choice.value} className="choice-tile">
                  <input
                    type="radio"
                    name="relationship"
                    value={choice.value}
                    defaultChecked={valueOf(result?.values, "relationship") === choice.value}
                  />
                  {choice.label}
                </label>
              ))}
            </div>
          </RadioFieldset>
          <RadioFieldset name="rating" legend="Your rating" error={errors.rating}>
            <div className="mt-2 flex flex-wrap gap-2">
              {[1, 2, 3, 4, 5].map((stars) => (
                <label key={stars} className="rating-choice">
                  <input
                    type="radio"
                    name="rating"
                    value={stars}
                    defaultChecked={valueOf(result?.values, "rating") === String(stars)}
                  />
                  {stars}
                  {/* The star is drawn after the label by the stylesheet (.rating-choice). */}
                  <span>{stars === 1 ? "star" : "stars"}</span>
                </label>
              ))}
            </div>
          </RadioFieldset>
          <Field id="review-title" label="Title" required {...field("title")} />
          <Field
            id="review-body"
            label="Your review"
            required
            multiline
            rows={5}
            hint="At least 20 characters. Be fair and specific; no personal details about others."
            {...field("body")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="review-name"
              label="Your name (optional)"
              autoComplete="name"
              {...field("reviewerName")}
            />
            <Field
              id="review-email"
              label="Your email"
              type="email"
              required
              autoComplete="email"
              hint="Never shown. One review per e-mail per company."
              {...field("reviewerEmail")}
            />
          </div>
        </div>
      </ServerMemo>
      <SubmitButton label="Submit Review" pendingLabel="Submitting..." action={action} />
    </Form>
  );
}

/** A required group of radio buttons: its legend, an optional hint and its error. */
function RadioFieldset({
  name,
  legend,
  hint,
  error,
  children,
}: {
  name: ReviewField;
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const describedBy =
    [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="field-label">
        {`${legend} `}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </legend>
      {hint ? (
        <p id={`${name}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The profile's "Write a review": the inbox panel after a send, the heading and the form. */
export function WriteReview({
  companyId,
  result,
}: {
  companyId: number;
  result?: FormFailure<ReviewField>;
}) {
  return (
    <div className="mt-10 border-t border-slate-100 pt-8">
      <CheckYourInbox companyId={companyId} />
      <h3
        id="write-review"
        tabIndex={-1}
        className="scroll-mt-24 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        Write a review
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        We e-mail you a link to confirm your review; once confirmed, it is checked by a moderator
        before it appears. Ratings count only approved reviews.
      </p>
      <div className="mt-4">
        <ReviewForm companyId={companyId} result={result} />
      </div>
    </div>
  );
}
