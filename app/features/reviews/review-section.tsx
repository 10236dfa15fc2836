import { Star } from "lucide-react";
import { Form, useLocation } from "react-router";
import { Field } from "~/components/forms/field";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { Stars } from "~/features/companies/stars";
import { formatDate } from "~/lib/dates";
import { valueOf, type FormFailure } from "~/lib/form-state";
import { reviewFields, type ReviewField } from "./fields";

interface Review {
  id: number;
  created_at: string;
  rating: number;
  title: string;
  body: string;
  reviewer_name: string | null;
}

export function RatingDistribution({
  counts,
  total,
}: {
  counts: Record<1 | 2 | 3 | 4 | 5, number>;
  total: number;
}) {
  return (
    <dl className="space-y-1.5">
      {([5, 4, 3, 2, 1] as const).map((stars) => (
        <div key={stars} className="flex items-center gap-3 text-sm">
          <dt className="w-16 shrink-0 text-slate-700">
            {stars} {stars === 1 ? "star" : "stars"}
          </dt>
          <dd className="flex flex-1 items-center gap-3">
            <span
              aria-hidden="true"
              className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100"
            >
              <span
                className="block h-full bg-amber-400"
                style={{ width: `${total ? (counts[stars] / total) * 100 : 0}%` }}
              />
            </span>
            <span className="w-8 text-right tabular-nums text-slate-700">{counts[stars]}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ReviewList({ reviews }: { reviews: Review[] }) {
  if (!reviews.length)
    return <p className="text-slate-600">No reviews yet. Be the first to share your experience.</p>;
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
            <p className="mt-2 whitespace-pre-line text-sm leading-6 text-slate-700">
              {review.body}
            </p>
          </article>
        </li>
      ))}
    </ol>
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
  const { errors, field, formProps } = useValidatedForm(reviewFields, result);
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
      <fieldset aria-describedby={errors.rating ? "rating-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          Your rating{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label
              key={stars}
              className="inline-flex cursor-pointer items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50"
            >
              <input
                type="radio"
                name="rating"
                value={stars}
                defaultChecked={valueOf(result?.values, "rating") === String(stars)}
                className="size-4 accent-amber-500"
              />
              {stars}
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              <span className="sr-only">{stars === 1 ? "star" : "stars"}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id="rating-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <Field label="Title" required {...field("title")} />
      <Field
        label="Your review"
        required
        multiline
        rows={5}
        hint="At least 20 characters. Be fair and specific; no personal details about others."
        {...field("body")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Your name (optional)" autoComplete="name" {...field("reviewerName")} />
        <Field
          label="Your email"
          type="email"
          required
          autoComplete="email"
          hint="Never shown. One review per e-mail per company."
          {...field("reviewerEmail")}
        />
      </div>
      <SubmitButton label="Submit Review" pendingLabel="Submitting..." action={action} />
    </Form>
  );
}
