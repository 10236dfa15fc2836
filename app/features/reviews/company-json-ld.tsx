import { JsonLd } from "~/components/json-ld";
import { absoluteUrl } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { countsInAverage } from "./relationships";
import type { Review } from "./review-section";

// A company profile's structured data: the organization, its rating from the reviews that count
// (the figure the page shows) and its reviews. A company's reply is the organization's own
// Comment on a review (schema.org Review.comment, authored by the Organization), never a Review.

export function companyStructuredData(
  company: {
    id: number;
    name: string;
    description: string | null;
    website: string | null;
    average_rating: number;
    review_count: number;
  },
  reviews: Review[],
  pageUrl: string,
) {
  const organization = {
    "@type": "Organization",
    name: company.name,
    ...(company.website ? { url: company.website } : {}),
  };
  return {
    "@context": "https://schema.org",
    ...organization,
    "@id": `${pageUrl}#organization`,
    mainEntityOfPage: pageUrl,
    ...(company.description ? { description: company.description } : {}),
    ...(company.review_count
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(company.average_rating.toFixed(1)),
            reviewCount: company.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    review: reviews
      .filter((review) => countsInAverage(review.relationship))
      .map((review) => ({
        "@type": "Review",
        name: review.title,
        reviewBody: review.body,
        datePublished: review.created_at.slice(0, 10),
        author: { "@type": "Person", name: review.reviewer_name ?? "A community member" },
        reviewRating: {
          "@type": "Rating",
          ratingValue: review.rating,
          bestRating: 5,
          worstRating: 1,
        },
        ...(review.reply_body && review.reply_at
          ? {
              comment: {
                "@type": "Comment",
                text: review.reply_body,
                dateCreated: review.reply_at.slice(0, 10),
                author: organization,
              },
            }
          : {}),
      })),
  };
}

export function CompanyJsonLd({
  company,
  reviews,
}: {
  company: Parameters<typeof companyStructuredData>[0];
  reviews: Review[];
}) {
  const site = useSite();
  return (
    <JsonLd
      data={companyStructuredData(company, reviews, absoluteUrl(site, `/company/${company.id}`))}
    />
  );
}
